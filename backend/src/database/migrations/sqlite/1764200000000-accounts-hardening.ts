import type { MigrationInterface, QueryRunner } from 'typeorm';
import { settleLoginKeys } from '../login-keys';

const USER_COLUMNS = `"id", "email", "username", "passwordHash", "firstName", "lastName", "profileImageUrl", "isAdmin", "sessionEpoch", "createdAt", "updatedAt"`;

function createUsers(table: string, withKeys: boolean): string {
  return `CREATE TABLE "${table}" (
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
      "updatedAt" datetime NOT NULL DEFAULT (datetime('now'))${
        withKeys
          ? `,
      "usernameKey" varchar(50) NOT NULL,
      "emailKey" varchar(254) NOT NULL`
          : ''
      }
    )`;
}

/**
 * Decisions 020 and 021 (SQLite): users get normalised usernameKey/emailKey columns with unique indexes
 * (backfilled; colliding rows settled by settleLoginKeys), and sign-up counting per address gets its table.
 * SQLite cannot add a NOT NULL column to a table with rows, so users is rebuilt (foreign keys are off
 * while migrations run; the tables that reference users keep referencing it by name).
 */
export class SqliteAccountsHardening1764200000000 implements MigrationInterface {
  name = 'AccountsHardening1764200000000';

  async up(q: QueryRunner): Promise<void> {
    // Filled by the copy; no unique index yet, so rows that collide once normalised can be settled first.
    await q.query(createUsers('users_rebuilt', true));
    await q.query(
      `INSERT INTO "users_rebuilt" (${USER_COLUMNS}, "usernameKey", "emailKey") SELECT ${USER_COLUMNS}, LOWER(TRIM("username")), LOWER(TRIM("email")) FROM "users"`,
    );
    await settleLoginKeys(q, 'users_rebuilt');
    await q.query(`DROP TABLE "users"`);
    await q.query(`ALTER TABLE "users_rebuilt" RENAME TO "users"`);
    await q.query(`CREATE UNIQUE INDEX "uq_users_username_key" ON "users" ("usernameKey")`);
    await q.query(`CREATE UNIQUE INDEX "uq_users_email_key" ON "users" ("emailKey")`);

    await q.query(`CREATE TABLE "rate_limit_hits" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "bucket" varchar(40) NOT NULL,
      "subject" varchar(300) NOT NULL,
      "slot" integer NOT NULL,
      "expiresAt" datetime(3) NOT NULL
    )`);
    await q.query(`CREATE UNIQUE INDEX "uq_rate_limit_hits_slot" ON "rate_limit_hits" ("bucket", "subject", "slot")`);
    await q.query(`CREATE INDEX "idx_rate_limit_hits_expires_at" ON "rate_limit_hits" ("expiresAt")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "rate_limit_hits"`);
    await q.query(createUsers('users_rebuilt', false));
    await q.query(`INSERT INTO "users_rebuilt" (${USER_COLUMNS}) SELECT ${USER_COLUMNS} FROM "users"`);
    await q.query(`DROP TABLE "users"`);
    await q.query(`ALTER TABLE "users_rebuilt" RENAME TO "users"`);
    await q.query(`CREATE UNIQUE INDEX "uq_users_email" ON "users" ("email")`);
    await q.query(`CREATE UNIQUE INDEX "uq_users_username" ON "users" ("username")`);
  }
}
