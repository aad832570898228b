import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Decision 036: custom-build summaries, the custom build in a cart, and deliveries. */
export class SqliteCustomBuilds1765000000000 implements MigrationInterface {
  name = 'CustomBuilds1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "custom_build_summaries" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "userId" varchar(36),
      "requirements" text NOT NULL,
      "summary" text NOT NULL,
      "priceCents" integer NOT NULL,
      "createdAt" datetime(3) NOT NULL
    )`);
    await q.query(`CREATE INDEX "idx_custom_build_summaries_user" ON "custom_build_summaries" ("userId", "createdAt")`);
    await q.query(`CREATE TABLE "custom_build_carts" (
      "userId" varchar(36) PRIMARY KEY NOT NULL,
      "summaryId" varchar(36) NOT NULL,
      "addedAt" datetime(3) NOT NULL,
      CONSTRAINT "fk_custom_build_carts_user" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
    )`);
    await q.query(`CREATE TABLE "custom_build_deliveries" (
      "orderItemId" varchar(36) PRIMARY KEY NOT NULL,
      "orderId" varchar(36) NOT NULL,
      "userId" varchar(36) NOT NULL,
      "summaryId" varchar(36) NOT NULL,
      "jobId" varchar(36) NOT NULL,
      "status" varchar(12) NOT NULL,
      "paidAt" datetime(3) NOT NULL,
      "readyAt" datetime(3),
      "zipPath" varchar(300),
      "zipBytes" integer
    )`);
    await q.query(`CREATE INDEX "idx_custom_build_deliveries_order" ON "custom_build_deliveries" ("orderId")`);
    await q.query(`CREATE INDEX "idx_custom_build_deliveries_user" ON "custom_build_deliveries" ("userId")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "custom_build_deliveries"`);
    await q.query(`DROP TABLE "custom_build_carts"`);
    await q.query(`DROP TABLE "custom_build_summaries"`);
  }
}
