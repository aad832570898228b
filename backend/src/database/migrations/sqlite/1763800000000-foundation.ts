import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Users, sessions, sign-in throttling, password reset tokens and the mail outbox (SQLite). */
export class SqliteFoundation1763800000000 implements MigrationInterface {
  name = 'Foundation1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "users" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "email" varchar(254) NOT NULL,
      "username" varchar(50) NOT NULL,
      "passwordHash" varchar(255) NOT NULL,
      "firstName" varchar(50),
      "lastName" varchar(50),
      "profileImageUrl" varchar(1024),
      "isAdmin" boolean NOT NULL DEFAULT (0),
      "sessionEpoch" integer NOT NULL DEFAULT (0),
      "createdAt" datetime NOT NULL DEFAULT (datetime('now')),
      "updatedAt" datetime NOT NULL DEFAULT (datetime('now'))
    )`);
    await q.query(`CREATE UNIQUE INDEX "uq_users_email" ON "users" ("email")`);
    await q.query(`CREATE UNIQUE INDEX "uq_users_username" ON "users" ("username")`);

    await q.query(`CREATE TABLE "sessions" (
      "sid" varchar(128) PRIMARY KEY NOT NULL,
      "data" text NOT NULL,
      "expiresAt" datetime(3) NOT NULL
    )`);
    await q.query(`CREATE INDEX "idx_sessions_expires_at" ON "sessions" ("expiresAt")`);

    await q.query(`CREATE TABLE "login_failures" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "accountKey" varchar(300) NOT NULL,
      "ip" varchar(64) NOT NULL,
      "createdAt" datetime(3) NOT NULL
    )`);
    await q.query(`CREATE INDEX "idx_login_failures_account_key" ON "login_failures" ("accountKey")`);
    await q.query(`CREATE INDEX "idx_login_failures_ip" ON "login_failures" ("ip")`);
    await q.query(`CREATE INDEX "idx_login_failures_created_at" ON "login_failures" ("createdAt")`);

    await q.query(`CREATE TABLE "password_reset_tokens" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "userId" varchar(36) NOT NULL,
      "tokenHash" varchar(64) NOT NULL,
      "expiresAt" datetime(3) NOT NULL,
      "usedAt" datetime(3),
      "createdAt" datetime NOT NULL DEFAULT (datetime('now')),
      CONSTRAINT "fk_password_reset_tokens_user" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
    )`);
    await q.query(`CREATE INDEX "idx_password_reset_tokens_user_id" ON "password_reset_tokens" ("userId")`);
    await q.query(`CREATE UNIQUE INDEX "uq_password_reset_tokens_token_hash" ON "password_reset_tokens" ("tokenHash")`);

    await q.query(`CREATE TABLE "outbox_messages" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "to" varchar(320) NOT NULL,
      "subject" varchar(500) NOT NULL,
      "text" text NOT NULL,
      "html" text,
      "emlPath" varchar(500) NOT NULL,
      "createdAt" datetime NOT NULL DEFAULT (datetime('now'))
    )`);
    await q.query(`CREATE INDEX "idx_outbox_messages_to" ON "outbox_messages" ("to")`);
    await q.query(`CREATE INDEX "idx_outbox_messages_created_at" ON "outbox_messages" ("createdAt")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "outbox_messages"`);
    await q.query(`DROP TABLE "password_reset_tokens"`);
    await q.query(`DROP TABLE "login_failures"`);
    await q.query(`DROP TABLE "sessions"`);
    await q.query(`DROP TABLE "users"`);
  }
}
