import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLE_OPTIONS = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

/** Decision 033: background jobs (bulk generation, image replacement), their parts and their errors. */
export class MysqlBackgroundJobs1764800000000 implements MigrationInterface {
  name = 'BackgroundJobs1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`background_jobs\` (
      \`id\` varchar(36) NOT NULL,
      \`kind\` varchar(20) NOT NULL,
      \`status\` varchar(12) NOT NULL,
      \`request\` varchar(1000) NOT NULL,
      \`totalTemplates\` int NOT NULL,
      \`processedTemplates\` int NOT NULL,
      \`succeededTemplates\` int NOT NULL,
      \`failedTemplates\` int NOT NULL,
      \`errorCount\` int NOT NULL,
      \`partCount\` int NOT NULL,
      \`partsDone\` int NOT NULL,
      \`currentCategory\` varchar(40) NULL,
      \`currentSubcategory\` varchar(60) NULL,
      \`seed\` int NOT NULL,
      \`createdBy\` varchar(36) NOT NULL,
      \`createdAt\` datetime(3) NOT NULL,
      \`startTime\` datetime(3) NULL,
      \`endTime\` datetime(3) NULL,
      \`updatedAt\` datetime(3) NOT NULL,
      INDEX \`idx_background_jobs_kind_created\` (\`kind\`, \`createdAt\`),
      INDEX \`idx_background_jobs_status\` (\`status\`),
      PRIMARY KEY (\`id\`)
    ) ${TABLE_OPTIONS}`);
    await q.query(`CREATE TABLE \`background_job_parts\` (
      \`jobId\` varchar(36) NOT NULL,
      \`partNo\` int NOT NULL,
      \`startPos\` int NOT NULL,
      \`endPos\` int NOT NULL,
      \`position\` int NOT NULL,
      \`afterKey\` varchar(36) NULL,
      \`status\` varchar(12) NOT NULL,
      \`leaseOwner\` varchar(36) NULL,
      \`leaseUntil\` datetime(3) NULL,
      \`attempts\` int NOT NULL,
      INDEX \`idx_background_job_parts_status\` (\`status\`),
      PRIMARY KEY (\`jobId\`, \`partNo\`)
    ) ${TABLE_OPTIONS}`);
    await q.query(`CREATE TABLE \`background_job_errors\` (
      \`id\` varchar(36) NOT NULL,
      \`jobId\` varchar(36) NOT NULL,
      \`templateName\` varchar(200) NULL,
      \`message\` varchar(500) NOT NULL,
      \`createdAt\` datetime(3) NOT NULL,
      INDEX \`idx_background_job_errors_job\` (\`jobId\`, \`id\`),
      PRIMARY KEY (\`id\`)
    ) ${TABLE_OPTIONS}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE \`background_job_errors\``);
    await q.query(`DROP TABLE \`background_job_parts\``);
    await q.query(`DROP TABLE \`background_jobs\``);
  }
}
