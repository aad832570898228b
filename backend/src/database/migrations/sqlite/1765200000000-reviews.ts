import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Decision 038: template reviews (buyers' and the demo store's samples). */
export class SqliteReviews1765200000000 implements MigrationInterface {
  name = 'Reviews1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "reviews" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "templateId" varchar(36) NOT NULL,
      "userId" varchar(36),
      "orderId" varchar(36),
      "author" varchar(60) NOT NULL,
      "rating" integer NOT NULL,
      "title" varchar(120) NOT NULL,
      "text" text NOT NULL,
      "sample" integer NOT NULL DEFAULT (0),
      "jobId" varchar(36),
      "createdAt" datetime(3) NOT NULL,
      "updatedAt" datetime(3) NOT NULL,
      "removedAt" datetime(3),
      "removedReason" varchar(500)
    )`);
    await q.query(`CREATE UNIQUE INDEX "uq_reviews_template_user" ON "reviews" ("templateId", "userId")`);
    await q.query(`CREATE INDEX "idx_reviews_template_created" ON "reviews" ("templateId", "removedAt", "createdAt", "id")`);
    await q.query(`CREATE INDEX "idx_reviews_sample" ON "reviews" ("sample", "templateId")`);
    await q.query(`CREATE INDEX "idx_reviews_created" ON "reviews" ("createdAt", "id")`);
    await q.query(`CREATE INDEX "idx_reviews_template_stats" ON "reviews" ("templateId", "removedAt", "sample", "rating")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "reviews"`);
  }
}
