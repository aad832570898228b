import type { MigrationInterface, QueryRunner } from 'typeorm';

const INDEXES = [
  `CREATE INDEX "idx_outbox_messages_to" ON "outbox_messages" ("to")`,
  `CREATE INDEX "idx_outbox_messages_created_at" ON "outbox_messages" ("createdAt")`,
];

/**
 * Decision 022: the outbox becomes the transactional record of every owed mail, with its delivery state
 * (status, attempts, next attempt, lease, last error, sent time). Mail composed at send time has no
 * text until then, and mail sent over SMTP no .eml file, so both become nullable: SQLite cannot relax
 * NOT NULL in place, hence the rebuild. Rows written before were delivered (spooled) when written.
 */
export class SqliteMailOutbox1764300000000 implements MigrationInterface {
  name = 'MailOutbox1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "outbox_messages_next" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "kind" varchar(40) NOT NULL,
      "refId" varchar(36),
      "to" varchar(320) NOT NULL,
      "subject" varchar(500) NOT NULL,
      "text" text,
      "html" text,
      "emlPath" varchar(500),
      "status" varchar(10) NOT NULL,
      "attempts" integer NOT NULL,
      "nextAttemptAt" datetime(3) NOT NULL,
      "leaseOwner" varchar(36),
      "leaseUntil" datetime(3),
      "lastError" varchar(500),
      "sentAt" datetime(3),
      "createdAt" datetime NOT NULL DEFAULT (datetime('now'))
    )`);
    await q.query(`INSERT INTO "outbox_messages_next"
      ("id", "kind", "refId", "to", "subject", "text", "html", "emlPath", "status", "attempts", "nextAttemptAt", "leaseOwner", "leaseUntil", "lastError", "sentAt", "createdAt")
      SELECT "id", 'message', NULL, "to", "subject", "text", "html", "emlPath", 'sent', 1, "createdAt", NULL, NULL, NULL, "createdAt", "createdAt" FROM "outbox_messages"`);
    await q.query(`DROP TABLE "outbox_messages"`);
    await q.query(`ALTER TABLE "outbox_messages_next" RENAME TO "outbox_messages"`);
    for (const index of INDEXES) await q.query(index);
    await q.query(`CREATE INDEX "idx_outbox_messages_due" ON "outbox_messages" ("status", "nextAttemptAt")`);
    await q.query(`CREATE UNIQUE INDEX "uq_outbox_messages_kind_ref" ON "outbox_messages" ("kind", "refId")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "outbox_messages_previous" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "to" varchar(320) NOT NULL,
      "subject" varchar(500) NOT NULL,
      "text" text NOT NULL,
      "html" text,
      "emlPath" varchar(500) NOT NULL,
      "createdAt" datetime NOT NULL DEFAULT (datetime('now'))
    )`);
    // The old table held spooled mail only.
    await q.query(`INSERT INTO "outbox_messages_previous" ("id", "to", "subject", "text", "html", "emlPath", "createdAt")
      SELECT "id", "to", "subject", "text", "html", "emlPath", "createdAt" FROM "outbox_messages"
      WHERE "status" = 'sent' AND "emlPath" IS NOT NULL AND "text" IS NOT NULL`);
    await q.query(`DROP TABLE "outbox_messages"`);
    await q.query(`ALTER TABLE "outbox_messages_previous" RENAME TO "outbox_messages"`);
    for (const index of INDEXES) await q.query(index);
  }
}
