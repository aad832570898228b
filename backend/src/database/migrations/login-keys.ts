import { Logger } from '@nestjs/common';
import type { QueryRunner } from 'typeorm';

// Frozen with migration 1764200000000 (both dialects): later changes to the app's code must not change
// what this migration did, so nothing here imports the app.

const USERNAME_MAX = 20; // the signup rule when the keys were introduced

interface UserRow {
  id: string;
  username: string;
  email: string;
  usernameKey: string | null;
  emailKey: string | null;
}

const key = (value: string) => value.trim().toLowerCase();

/**
 * Runs after the key columns were filled with the database's LOWER(TRIM(...)): sets every key to what
 * the app computes, and settles the rows whose keys collide (decision 021). Oldest first, the first
 * account keeps its name and address. A later account whose username collides is renamed to the first
 * free `<name>_<n>` (it still signs in with its email and sees its new name); one whose email collides
 * keeps the address for display but gets an unreachable key (`<id>@duplicate.invalid`), so sign-in by
 * that address and password reset reach the older account only, and it signs in with its username.
 */
export async function settleLoginKeys(q: QueryRunner, table = 'users'): Promise<void> {
  const e = (name: string) => q.connection.driver.escape(name);
  const rows = (await q.query(
    `SELECT ${e('id')}, ${e('username')}, ${e('email')}, ${e('usernameKey')}, ${e('emailKey')} FROM ${e(table)} ORDER BY ${e('createdAt')}, ${e('id')}`,
  )) as UserRow[];
  const usernameKeys = new Set<string>();
  const emailKeys = new Set<string>();
  // Names that rows further down the list still own: a rename must not take one of them.
  const reserved = new Set(rows.map((row) => key(row.username)));
  const logger = new Logger('Migration');

  for (const row of rows) {
    let username = row.username;
    if (usernameKeys.has(key(username))) {
      username = freeName(row.username, (candidate) => usernameKeys.has(key(candidate)) || reserved.has(key(candidate)));
      logger.warn(
        `Account ${row.id}: username "${row.username}" is taken case-insensitively by an older account; renamed to "${username}"`,
      );
    }
    let emailKey = key(row.email);
    if (emailKeys.has(emailKey)) {
      emailKey = `${row.id}@duplicate.invalid`;
      logger.warn(`Account ${row.id}: its email is taken case-insensitively by an older account; it now signs in by username only`);
    }
    usernameKeys.add(key(username));
    emailKeys.add(emailKey);
    if (username !== row.username || key(username) !== row.usernameKey || emailKey !== row.emailKey) {
      await q.query(`UPDATE ${e(table)} SET ${e('username')} = ?, ${e('usernameKey')} = ?, ${e('emailKey')} = ? WHERE ${e('id')} = ?`, [
        username,
        key(username),
        emailKey,
        row.id,
      ]);
    }
  }
}

function freeName(username: string, taken: (candidate: string) => boolean): string {
  for (let n = 2; ; n += 1) {
    const suffix = `_${n}`;
    const candidate = `${username.trim().slice(0, USERNAME_MAX - suffix.length)}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}
