import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Decision 033: background jobs (bulk generation, image replacement), their parts and their errors. */
export class SqliteBackgroundJobs1764800000000 implements MigrationInterface {
  name = 'BackgroundJobs1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "background_jobs" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "kind" varchar(20) NOT NULL,
      "status" varchar(12) NOT NULL,
      "request" varchar(1000) NOT NULL,
      "totalTemplates" integer NOT NULL,
      "processedTemplates" integer NOT NULL,
      "succeededTemplates" integer NOT NULL,
      "failedTemplates" integer NOT NULL,
      "errorCount" integer NOT NULL,
      "partCount" integer NOT NULL,
      "partsDone" integer NOT NULL,
      "currentCategory" varchar(40),
      "currentSubcategory" varchar(60),
      "seed" integer NOT NULL,
      "createdBy" varchar(36) NOT NULL,
      "createdAt" datetime(3) NOT NULL,
      "startTime" datetime(3),
      "endTime" datetime(3),
      "updatedAt" datetime(3) NOT NULL
    )`);
    await q.query(`CREATE INDEX "idx_background_jobs_kind_created" ON "background_jobs" ("kind", "createdAt")`);
    await q.query(`CREATE INDEX "idx_background_jobs_status" ON "background_jobs" ("status")`);
    await q.query(`CREATE TABLE "background_job_parts" (
      "jobId" varchar(36) NOT NULL,
      "partNo" integer NOT NULL,
      "startPos" integer NOT NULL,
      "endPos" integer NOT NULL,
      "position" integer NOT NULL,
      "afterKey" varchar(36),
      "status" varchar(12) NOT NULL,
      "leaseOwner" varchar(36),
      "leaseUntil" datetime(3),
      "attempts" integer NOT NULL,
      PRIMARY KEY ("jobId", "partNo")
    )`);
    await q.query(`CREATE INDEX "idx_background_job_parts_status" ON "background_job_parts" ("status")`);
    await q.query(`CREATE TABLE "background_job_errors" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "jobId" varchar(36) NOT NULL,
      "templateName" varchar(200),
      "message" varchar(500) NOT NULL,
      "createdAt" datetime(3) NOT NULL
    )`);
    await q.query(`CREATE INDEX "idx_background_job_errors_job" ON "background_job_errors" ("jobId", "id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "background_job_errors"`);
    await q.query(`DROP TABLE "background_job_parts"`);
    await q.query(`DROP TABLE "background_jobs"`);
  }
}
