import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLE_OPTIONS = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

/** Decision 051: what each template's download holds, stored when it is made, read by the public route. */
export class MysqlPackageFacts1765900000000 implements MigrationInterface {
  name = 'PackageFacts1765900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`package_facts\` (
      \`templateId\` varchar(36) NOT NULL,
      \`sourceKey\` varchar(300) NOT NULL,
      \`status\` varchar(16) NOT NULL,
      \`fileCount\` int NULL,
      \`sizeBytes\` int NULL,
      \`topLevelCount\` int NULL,
      \`entries\` text NULL,
      \`requestedAt\` datetime(3) NOT NULL,
      \`computedAt\` datetime(3) NULL,
      PRIMARY KEY (\`templateId\`),
      CONSTRAINT \`fk_package_facts_template\` FOREIGN KEY (\`templateId\`) REFERENCES \`templates\` (\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
    ) ${TABLE_OPTIONS}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `package_facts`');
  }
}
