import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Decision 030: the audit log of admin writes, the versions of templates' ZIPs, and refunds on orders. */
export class SqliteAdminWrites1764700000000 implements MigrationInterface {
  name = 'AdminWrites1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "audit_log" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "adminId" varchar(36) NOT NULL,
      "adminName" varchar(60) NOT NULL,
      "action" varchar(40) NOT NULL,
      "targetType" varchar(20) NOT NULL,
      "targetId" varchar(36) NOT NULL,
      "detail" varchar(500),
      "ip" varchar(45) NOT NULL,
      "createdAt" datetime(3) NOT NULL
    )`);
    await q.query(`CREATE INDEX "idx_audit_log_created" ON "audit_log" ("createdAt", "id")`);
    await q.query(`CREATE TABLE "template_file_versions" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "templateId" varchar(36) NOT NULL,
      "version" integer NOT NULL,
      "sha256" varchar(64) NOT NULL,
      "sizeBytes" integer NOT NULL,
      "storagePath" varchar(200) NOT NULL,
      "changelog" varchar(1000),
      "uploadedBy" varchar(36) NOT NULL,
      "createdAt" datetime(3) NOT NULL,
      "removedAt" datetime(3)
    )`);
    await q.query(`CREATE UNIQUE INDEX "uq_template_file_versions_version" ON "template_file_versions" ("templateId", "version")`);
    await q.query(`ALTER TABLE "orders" ADD COLUMN "refundedAt" datetime(3)`);
    await q.query(`ALTER TABLE "orders" ADD COLUMN "refundReason" varchar(500)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "orders" DROP COLUMN "refundReason"`);
    await q.query(`ALTER TABLE "orders" DROP COLUMN "refundedAt"`);
    await q.query(`DROP TABLE "template_file_versions"`);
    await q.query(`DROP TABLE "audit_log"`);
  }
}
