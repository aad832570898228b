import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { currentRequestId } from '../../common/logging/request-context';
import type { Step } from '../../database/atomic-steps';
import { selectEntities } from '../../database/entity-rows';
import { dialectOf, sqlDate } from '../../database/sql-dialect';
import { OutboxMessageEntity } from './entities/outbox-message.entity';

/** A mail owed: `kind` 'message' is stored as given; any other kind is composed at send time from `refId`. */
export interface OwedMail {
  kind: string;
  refId: string | null;
  to: string;
  subject: string;
  text?: string | null;
  html?: string | null;
}

/** How much of a stored error is kept. */
const MAX_ERROR_LENGTH = 500;

/**
 * The outbox's SQL. Every state change is one statement whose WHERE says which state it leaves, so
 * several senders (processes) can work on the same table: a claim only takes a pending mail whose
 * lease is free, and only the lease holder puts a mail back for a retry.
 */
@Injectable()
export class OutboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private date(value: Date): Date | string {
    return sqlDate(dialectOf(this.dataSource), value);
  }

  /** The INSERT for the caller's own atomic batch: the mail is owed exactly when the batch commits. */
  insertStep(mail: OwedMail, now: Date, id: string = randomUUID(), dueAt: Date = now): Step {
    return {
      sql: `INSERT INTO outbox_messages (id, kind, refId, \`to\`, subject, text, html, emlPath, status, attempts, nextAttemptAt, leaseOwner, leaseUntil, lastError, sentAt, createdAt, requestId)
        VALUES (?, ?, ?, ?, ?, ?, ?, NULL, 'pending', 0, ?, NULL, NULL, NULL, NULL, ?, ?)`,
      params: [
        id,
        mail.kind,
        mail.refId,
        mail.to,
        mail.subject,
        mail.text ?? null,
        mail.html ?? null,
        this.date(dueAt),
        this.date(now),
        currentRequestId() ?? null,
      ],
    };
  }

  /**
   * One owed mail per recipient a SELECT finds (its one column named \`email\`), in a single statement
   * for the caller's batch: however many recipients, they are owed together with the fact, or none.
   */
  insertForEachStep(mail: Omit<OwedMail, 'to'>, recipients: { sql: string; params: ReadonlyArray<string | number> }, now: Date): Step {
    const newId = dialectOf(this.dataSource) === 'mysql' ? 'UUID()' : 'lower(hex(randomblob(16)))';
    return {
      sql: `INSERT INTO outbox_messages (id, kind, refId, \`to\`, subject, text, html, emlPath, status, attempts, nextAttemptAt, leaseOwner, leaseUntil, lastError, sentAt, createdAt, requestId)
        SELECT ${newId}, ?, ?, r.email, ?, ?, ?, NULL, 'pending', 0, ?, NULL, NULL, NULL, NULL, ?, ? FROM (${recipients.sql}) r`,
      params: [
        mail.kind,
        mail.refId,
        mail.subject,
        mail.text ?? null,
        mail.html ?? null,
        this.date(now),
        this.date(now),
        currentRequestId() ?? null,
        ...recipients.params,
      ],
    };
  }

  async insert(mail: OwedMail, now: Date): Promise<string> {
    const id = randomUUID();
    const step = this.insertStep(mail, now, id);
    await this.dataSource.query(step.sql, [...step.params]);
    return id;
  }

  /** Pending mail that is due and not held by a live lease, oldest first; only of `kinds` when given (what this process can compose). */
  due(now: Date, limit: number, kinds?: readonly string[]): Promise<OutboxMessageEntity[]> {
    const at = this.date(now);
    const ofKinds = kinds ? ` AND kind IN (${kinds.map(() => '?').join(', ')})` : '';
    return selectEntities(
      this.dataSource,
      OutboxMessageEntity,
      `SELECT * FROM outbox_messages WHERE status = 'pending' AND nextAttemptAt <= ? AND (leaseUntil IS NULL OR leaseUntil <= ?)${ofKinds}
        ORDER BY nextAttemptAt, id LIMIT ${Math.max(1, Math.floor(limit))}`,
      [at, at, ...(kinds ?? [])],
    );
  }

  /** Takes the mail for `owner` until `leaseUntil`, counting an attempt; false when another sender holds it or it is no longer due. */
  async claim(id: string, owner: string, now: Date, leaseUntil: Date): Promise<boolean> {
    const at = this.date(now);
    return (
      (await this.changed(
        `UPDATE outbox_messages SET leaseOwner = ?, leaseUntil = ?, attempts = attempts + 1
          WHERE id = ? AND status = 'pending' AND nextAttemptAt <= ? AND (leaseUntil IS NULL OR leaseUntil <= ?)`,
        [owner, this.date(leaseUntil), id, at, at],
      )) === 1
    );
  }

  /** Renews the holder's lease while it is still working on the mail; false when the lease is no longer its. */
  async extendLease(id: string, owner: string, leaseUntil: Date): Promise<boolean> {
    return (
      (await this.changed(`UPDATE outbox_messages SET leaseUntil = ? WHERE id = ? AND leaseOwner = ? AND status = 'pending'`, [
        this.date(leaseUntil),
        id,
        owner,
      ])) === 1
    );
  }

  /**
   * The peer has the mail. Not conditional on the lease: should it have run out meanwhile, "sent"
   * must still win over a retry. The text kept is the redacted one.
   */
  async markSent(id: string, sent: { at: Date; text: string; html: string | null; emlPath: string | null }): Promise<void> {
    await this.dataSource.query(
      `UPDATE outbox_messages SET status = 'sent', sentAt = ?, text = ?, html = ?, emlPath = ?, leaseOwner = NULL, leaseUntil = NULL, lastError = NULL WHERE id = ?`,
      [this.date(sent.at), sent.text, sent.html, sent.emlPath, id],
    );
  }

  /** Back to pending, due at `nextAttemptAt`; only by the lease holder, and never over a "sent". */
  async markRetry(id: string, owner: string, nextAttemptAt: Date, error: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE outbox_messages SET nextAttemptAt = ?, leaseOwner = NULL, leaseUntil = NULL, lastError = ? WHERE id = ? AND leaseOwner = ? AND status = 'pending'`,
      [this.date(nextAttemptAt), clip(error), id, owner],
    );
  }

  /** Given up ('failed'), or dropped because nothing owes it any more ('cancelled'); only by the lease holder. */
  async markFailed(id: string, owner: string, error: string, status: 'failed' | 'cancelled' = 'failed'): Promise<void> {
    await this.dataSource.query(
      `UPDATE outbox_messages SET status = '${status}', leaseOwner = NULL, leaseUntil = NULL, lastError = ? WHERE id = ? AND leaseOwner = ? AND status = 'pending'`,
      [clip(error), id, owner],
    );
  }

  /** Rows an UPDATE matched (mysql2 reports found rows; better-sqlite3 changes, the same for these statements). */
  private async changed(sql: string, params: unknown[]): Promise<number> {
    const runner = this.dataSource.createQueryRunner();
    try {
      const result = (await runner.query(sql, params, true)) as { affected?: number };
      return result.affected ?? 0;
    } finally {
      await runner.release();
    }
  }
}

function clip(text: string): string {
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}
