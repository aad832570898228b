import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLE_OPTIONS = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

/** Decision 030: the audit log of admin writes, the versions of templates' ZIPs, and refunds on orders. */
export class MysqlAdminWrites1764700000000 implements MigrationInterface {
  name = 'AdminWrites1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`audit_log\` (
      \`id\` varchar(36) NOT NULL,
      \`adminId\` varchar(36) NOT NULL,
      \`adminName\` varchar(60) NOT NULL,
      \`action\` varchar(40) NOT NULL,
      \`targetType\` varchar(20) NOT NULL,
      \`targetId\` varchar(36) NOT NULL,
      \`detail\` varchar(500) NULL,
      \`ip\` varchar(45) NOT NULL,
      \`createdAt\` datetime(3) NOT NULL,
      INDEX \`idx_audit_log_created\` (\`createdAt\`, \`id\`),
      PRIMARY KEY (\`id\`)
    ) ${TABLE_OPTIONS}`);
    await q.query(`CREATE TABLE \`template_file_versions\` (
      \`id\` varchar(36) NOT NULL,
      \`templateId\` varchar(36) NOT NULL,
      \`version\` int NOT NULL,
      \`sha256\` varchar(64) NOT NULL,
      \`sizeBytes\` int NOT NULL,
      \`storagePath\` varchar(200) NOT NULL,
      \`changelog\` varchar(1000) NULL,
      \`uploadedBy\` varchar(36) NOT NULL,
      \`createdAt\` datetime(3) NOT NULL,
      \`removedAt\` datetime(3) NULL,
      UNIQUE INDEX \`uq_template_file_versions_version\` (\`templateId\`, \`version\`),
      PRIMARY KEY (\`id\`)
    ) ${TABLE_OPTIONS}`);
    await q.query(`ALTER TABLE \`orders\` ADD \`refundedAt\` datetime(3) NULL, ADD \`refundReason\` varchar(500) NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE \`orders\` DROP COLUMN \`refundReason\`, DROP COLUMN \`refundedAt\``);
    await q.query(`DROP TABLE \`template_file_versions\``);
    await q.query(`DROP TABLE \`audit_log\``);
  }
}
