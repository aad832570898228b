import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Templates a bulk generation job made carry the job's id, so the back office marks them Generated
 * (and names the job); uploaded and seeded templates have none. Nullable with no default: adding it
 * rewrites no row.
 */
export class MysqlGeneratedTemplates1766028000000 implements MigrationInterface {
  name = 'GeneratedTemplates1766028000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `templates` ADD COLUMN `generationJobId` varchar(36) NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `templates` DROP COLUMN `generationJobId`');
  }
}
