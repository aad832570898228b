import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The owner's custom-build settings (see the MySQL migration of the same name, decision 093). */
export class SqliteCustomBuildSettings1767910000000 implements MigrationInterface {
  name = 'CustomBuildSettings1767910000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "shop_settings" ADD COLUMN "customBuildLeadDays" integer NOT NULL DEFAULT (5)');
    await q.query('ALTER TABLE "shop_settings" ADD COLUMN "customBuildRevisionRounds" integer NOT NULL DEFAULT (2)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "shop_settings" DROP COLUMN "customBuildRevisionRounds"');
    await q.query('ALTER TABLE "shop_settings" DROP COLUMN "customBuildLeadDays"');
  }
}
