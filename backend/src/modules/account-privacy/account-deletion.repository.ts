import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { runAtomically, type Step } from '../../database/atomic-steps';
import { dialectOf, sqlDate } from '../../database/sql-dialect';
import type { AccountKeys } from './account-data.repository';

/**
 * The statements of an account's deletion beyond the users row, its sessions and its reviews, which
 * their own modules write (decision 086). All go into one batch with the notice owed to the old address:
 * the account is deleted whole or not at all.
 */
@Injectable()
export class AccountDeletionRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private at(date: Date): string | Date {
    return sqlDate(dialectOf(this.dataSource), date);
  }

  /** Runs the deletion's batch in one transaction: null when it committed, else the reason it aborted ('gone'). */
  commit(steps: readonly Step[]): Promise<string | null> {
    return runAtomically(this.dataSource, steps);
  }

  /** The stored files of the account's custom builds: removed once the deletion committed. */
  async deliveryFiles(userId: string): Promise<string[]> {
    const rows = (await this.dataSource.query('SELECT zipPath FROM custom_build_deliveries WHERE userId = ? AND zipPath IS NOT NULL', [
      userId,
    ])) as Array<{ zipPath: string }>;
    return rows.map((row) => row.zipPath);
  }

  /**
   * What goes, what is cancelled and what is kept emptied (ACCOUNT_DELETION_TEXTS), in an order that
   * takes payments before orders as a cancel and a completion do, so none of them deadlock on another.
   */
  steps(keys: AccountKeys, now: Date): Step[] {
    const { userId } = keys;
    const at = this.at(now);
    return [
      // Sign-in and account-settings records.
      { sql: 'DELETE FROM password_reset_tokens WHERE userId = ?', params: [userId] },
      { sql: 'DELETE FROM email_change_tokens WHERE userId = ?', params: [userId] },
      { sql: 'DELETE FROM login_failures WHERE accountKey = ?', params: [keys.throttleKey] },
      { sql: 'DELETE FROM rate_limit_hits WHERE subject = ?', params: [userId] },
      // What the account was about to buy or kept for later.
      { sql: 'DELETE FROM cart_items WHERE userId = ?', params: [userId] },
      { sql: 'DELETE FROM cart_merges WHERE userId = ?', params: [userId] },
      { sql: 'DELETE FROM cart_add_receipts WHERE userId = ?', params: [userId] },
      { sql: 'DELETE FROM custom_build_carts WHERE userId = ?', params: [userId] },
      { sql: 'DELETE FROM wishlist_items WHERE userId = ?', params: [userId] },
      // Work under way for the account (a custom build not built yet, an export being written) stops.
      {
        sql: "UPDATE background_jobs SET status = 'cancelled', endTime = ?, updatedAt = ? WHERE createdBy = ? AND status IN ('pending', 'running')",
        params: [at, at, userId],
      },
      // Custom builds: the requirements go; a delivery row stays with its order (when it was built), its file does not.
      { sql: 'DELETE FROM custom_build_summaries WHERE userId = ?', params: [userId] },
      { sql: 'UPDATE custom_build_deliveries SET zipPath = NULL WHERE userId = ?', params: [userId] },
      { sql: 'DELETE FROM contact_messages WHERE LOWER(email) = ?', params: [keys.emailKey] },
      // Downloads end.
      { sql: 'DELETE FROM entitlements WHERE userId = ?', params: [userId] },
      // Orders not paid yet are cancelled, their payment sessions closed first (as OrdersRepository.cancel does).
      {
        sql: "UPDATE payments SET status = 'closed' WHERE status = 'open' AND orderId IN (SELECT id FROM orders WHERE userId = ? AND status = 'pending')",
        params: [userId],
      },
      { sql: "UPDATE orders SET status = 'cancelled' WHERE userId = ? AND status = 'pending'", params: [userId] },
      // Orders stay as sales records, without what tax law does not need: the address, the phone, and the
      // retry key and request hash (a hash of the address among others).
      {
        sql: "UPDATE orders SET customerEmail = '', customerPhone = NULL, idempotencyKey = NULL, requestHash = NULL WHERE userId = ?",
        params: [userId],
      },
      // That a download happened stays (it shows a purchase was delivered), not where from.
      { sql: "UPDATE download_logs SET ip = '' WHERE userId = ?", params: [userId] },
      // The copies of mail to the address, before the notice of the deletion is owed to it.
      { sql: `DELETE FROM outbox_messages WHERE ${this.dataSource.driver.escape('to')} = ?`, params: [keys.email] },
    ];
  }
}
