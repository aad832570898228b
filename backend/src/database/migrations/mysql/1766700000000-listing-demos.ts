import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLE_OPTIONS = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

/**
 * A listing's uploaded static demo, one row per template: the upload's id (the storage folder its
 * files are in), how many files and bytes, who uploaded it and when. Gone with its template.
 */
export class MysqlListingDemos1766700000000 implements MigrationInterface {
  name = 'ListingDemos1766700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`listing_demos\` (
      \`templateId\` varchar(36) NOT NULL,
      \`id\` varchar(36) NOT NULL,
      \`fileCount\` int NOT NULL,
      \`sizeBytes\` int NOT NULL,
      \`uploadedBy\` varchar(36) NULL,
      \`createdAt\` datetime(3) NOT NULL,
      PRIMARY KEY (\`templateId\`),
      CONSTRAINT \`fk_listing_demos_template\` FOREIGN KEY (\`templateId\`) REFERENCES \`templates\` (\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
    ) ${TABLE_OPTIONS}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `listing_demos`');
  }
}
