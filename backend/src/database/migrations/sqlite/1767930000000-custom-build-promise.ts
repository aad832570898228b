import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What a custom build's payment promised, kept on its delivery (see the MySQL migration of the same name, decision 095). */
export class SqliteCustomBuildPromise1767930000000 implements MigrationInterface {
  name = 'CustomBuildPromise1767930000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "custom_build_deliveries" ADD COLUMN "firstVersionDueAt" datetime(3)');
    await q.query('ALTER TABLE "custom_build_deliveries" ADD COLUMN "finishedSiteDueOn" varchar(10)');
    await q.query('ALTER TABLE "custom_build_deliveries" ADD COLUMN "leadDays" integer');
    await q.query('ALTER TABLE "custom_build_deliveries" ADD COLUMN "revisionRounds" integer');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "custom_build_deliveries" DROP COLUMN "revisionRounds"');
    await q.query('ALTER TABLE "custom_build_deliveries" DROP COLUMN "leadDays"');
    await q.query('ALTER TABLE "custom_build_deliveries" DROP COLUMN "finishedSiteDueOn"');
    await q.query('ALTER TABLE "custom_build_deliveries" DROP COLUMN "firstVersionDueAt"');
  }
}
