import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ContactCategory } from '@tm/contracts/contact';
import type { AdminMessagesQuery } from '@tm/contracts/contact.schemas';
import { runAtomically, type Step } from '../../database/atomic-steps';
import { selectEntities, selectEntity } from '../../database/entity-rows';
import { dialectOf, sqlDate } from '../../database/sql-dialect';
import { OutboxMessageEntity } from '../../infrastructure/mail/entities/outbox-message.entity';
import { ContactMessageEntity } from './entities/contact-message.entity';

export interface NewContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  category: ContactCategory;
  message: string;
  /** Cut to the column's 45 characters. */
  ip: string;
  createdAt: Date;
}

/**
 * The statements of the contact module (decisions 037, 038): contact_messages for the form, its mail
 * and the admins' inbox, and the read of the mail outbox the inbox shows. The services keep the rules.
 */
@Injectable()
export class ContactRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private at(date: Date): string | Date {
    return sqlDate(dialectOf(this.dataSource), date);
  }

  /** Stores a new message with `alsoRun` (its mail owed) in the same transaction. */
  async insertMessage(row: NewContactMessage, alsoRun: readonly Step[]): Promise<void> {
    await runAtomically(this.dataSource, [
      {
        sql: `INSERT INTO contact_messages (id, name, email, subject, category, message, ip, status, createdAt, handledAt)
              VALUES (?, ?, ?, ?, ?, ?, ?, 'new', ?, NULL)`,
        params: [row.id, row.name, row.email, row.subject, row.category, row.message, row.ip.slice(0, 45), this.at(row.createdAt)],
      },
      ...alsoRun,
    ]);
  }

  message(id: string): Promise<ContactMessageEntity | null> {
    return selectEntity(this.dataSource, ContactMessageEntity, 'SELECT * FROM contact_messages WHERE id = ?', [id]);
  }

  /**
   * A page of messages newest first, of one status or of all, with how many there are and how many are
   * new (whatever the status asked).
   */
  async messagesPage(
    status: AdminMessagesQuery['status'],
    limit: number,
    offset: number,
  ): Promise<{ rows: ContactMessageEntity[]; total: number; newCount: number }> {
    const where = status === 'all' ? '' : 'WHERE status = ?';
    const params = status === 'all' ? [] : [status];
    const [rows, [total], [fresh]] = await Promise.all([
      selectEntities(
        this.dataSource,
        ContactMessageEntity,
        `SELECT * FROM contact_messages ${where} ORDER BY createdAt DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
        params,
      ),
      this.dataSource.query(`SELECT COUNT(*) AS n FROM contact_messages ${where}`, params) as Promise<Array<{ n: number | string }>>,
      this.dataSource.query("SELECT COUNT(*) AS n FROM contact_messages WHERE status = 'new'") as Promise<Array<{ n: number | string }>>,
    ]);
    return { rows, total: Number(total?.n ?? 0), newCount: Number(fresh?.n ?? 0) };
  }

  /**
   * Sets a message's status (`handledAt` null for 'new') with `alsoRun` (the audit entry), all or
   * nothing: when the message already has that status no row changes and nothing runs.
   */
  async setStatus(id: string, status: 'new' | 'handled', handledAt: Date | null, alsoRun: readonly Step[]): Promise<void> {
    await runAtomically(this.dataSource, [
      {
        sql: 'UPDATE contact_messages SET status = ?, handledAt = ? WHERE id = ? AND status <> ?',
        params: [status, handledAt ? this.at(handledAt) : null, id, status],
        abortUnlessChanged: 'same',
      },
      ...alsoRun,
    ]);
  }

  /** A page of the mail outbox newest first, with how many mails it holds. */
  async outboxPage(limit: number, offset: number): Promise<{ rows: OutboxMessageEntity[]; total: number }> {
    const [rows, [total]] = await Promise.all([
      selectEntities(
        this.dataSource,
        OutboxMessageEntity,
        `SELECT * FROM outbox_messages ORDER BY createdAt DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
        [],
      ),
      this.dataSource.query('SELECT COUNT(*) AS n FROM outbox_messages') as Promise<Array<{ n: number | string }>>,
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }
}
