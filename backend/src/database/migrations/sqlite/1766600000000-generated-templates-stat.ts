import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The kept stats count the generated templates without an uploaded ZIP (see the MySQL migration of the same name). */
export class SqliteGeneratedTemplatesStat1766600000000 implements MigrationInterface {
  name = 'GeneratedTemplatesStat1766600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "catalog_stats" ADD COLUMN "templatesGenerated" integer NOT NULL DEFAULT (0)');
    await q.query(
      'UPDATE "catalog_stats" SET "templatesGenerated" = (SELECT COUNT(*) FROM "templates" WHERE "design" IS NOT NULL AND "hasZip" = 0)',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "catalog_stats" DROP COLUMN "templatesGenerated"');
  }
}
