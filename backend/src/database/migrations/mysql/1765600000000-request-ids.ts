import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Decision 046: the request that owed a mail or started a job, so their log lines carry its id. */
export class MysqlRequestIds1765600000000 implements MigrationInterface {
  name = 'RequestIds1765600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `outbox_messages` ADD `requestId` varchar(128) NULL');
    await q.query('ALTER TABLE `background_jobs` ADD `requestId` varchar(128) NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `outbox_messages` DROP `requestId`');
    await q.query('ALTER TABLE `background_jobs` DROP `requestId`');
  }
}
