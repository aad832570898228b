import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A custom build's ready mail is keyed to its delivery's job, no longer to its order line: the outbox
 * keeps one mail per kind and fact, and a line's refund mail is keyed to the line (decision 088), so
 * refunding a delivered build's line collided with its ready mail. Mails already owed move over.
 */
export class SqliteCustomBuildReadyMailRef1767950000000 implements MigrationInterface {
  name = 'CustomBuildReadyMailRef1767950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE "outbox_messages" SET "refId" = (SELECT d."jobId" FROM "custom_build_deliveries" d WHERE d."orderItemId" = "outbox_messages"."refId") WHERE "kind" = 'message' AND "refId" IN (SELECT "orderItemId" FROM "custom_build_deliveries")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE "outbox_messages" SET "refId" = (SELECT d."orderItemId" FROM "custom_build_deliveries" d WHERE d."jobId" = "outbox_messages"."refId") WHERE "kind" = 'message' AND "refId" IN (SELECT "jobId" FROM "custom_build_deliveries")`,
    );
  }
}
