import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ADMIN_MESSAGES_PAGE_SIZE, type AdminMessage, type AdminMessagesPage, type AdminOutboxPage } from '@tm/contracts/contact';
import type { AdminMessagesQuery } from '@tm/contracts/contact.schemas';
import { ClockService } from '../../common/clock';
import { ApiError } from '../../common/http/api-error';
import { runAtomically } from '../../database/atomic-steps';
import { selectEntities, selectEntity } from '../../database/entity-rows';
import { AuditLogService, type AdminActor } from '../../infrastructure/audit';
import { dialectOf, isoDateOrNull, sqlDate } from '../../database/sql-dialect';
import { OutboxMessageEntity } from '../../infrastructure/mail/entities/outbox-message.entity';
import { ContactMessageEntity } from './entities/contact-message.entity';

export const MESSAGE_NOT_FOUND = 'Message not found';

function toAdminMessage(row: ContactMessageEntity): AdminMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    category: row.category,
    message: row.message,
    status: row.status,
    createdAt: isoDateOrNull(row.createdAt)!,
    handledAt: isoDateOrNull(row.handledAt),
  };
}

/**
 * The support inbox at /admin/messages (decision 038): contact messages newest first, opened one at a
 * time and marked handled (or new again), each change audited; and the mail outbox, the embedded
 * default's only view of what the shop sent.
 */
@Injectable()
export class AdminMessagesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLogService,
    private readonly clock: ClockService,
  ) {}

  async page(query: AdminMessagesQuery): Promise<AdminMessagesPage> {
    const size = ADMIN_MESSAGES_PAGE_SIZE;
    const where = query.status === 'all' ? '' : 'WHERE status = ?';
    const params = query.status === 'all' ? [] : [query.status];
    const [rows, [total], [fresh]] = await Promise.all([
      selectEntities(
        this.dataSource,
        ContactMessageEntity,
        `SELECT * FROM contact_messages ${where} ORDER BY createdAt DESC, id DESC LIMIT ${size} OFFSET ${(query.page - 1) * size}`,
        params,
      ),
      this.dataSource.query(`SELECT COUNT(*) AS n FROM contact_messages ${where}`, params) as Promise<Array<{ n: number | string }>>,
      this.dataSource.query("SELECT COUNT(*) AS n FROM contact_messages WHERE status = 'new'") as Promise<Array<{ n: number | string }>>,
    ]);
    return {
      messages: rows.map(toAdminMessage),
      total: Number(total?.n ?? 0),
      newCount: Number(fresh?.n ?? 0),
      page: query.page,
      pageSize: size,
    };
  }

  async one(id: string): Promise<AdminMessage> {
    const row = await selectEntity(this.dataSource, ContactMessageEntity, 'SELECT * FROM contact_messages WHERE id = ?', [id]);
    if (!row) throw new ApiError(404, MESSAGE_NOT_FOUND);
    return toAdminMessage(row);
  }

  async setStatus(actor: AdminActor, id: string, status: 'new' | 'handled'): Promise<AdminMessage> {
    const current = await this.one(id);
    if (current.status === status) return current;
    const at = status === 'handled' ? sqlDate(dialectOf(this.dataSource), this.clock.now()) : null;
    // No row changed: another admin did the same at once (nothing is audited twice); the state is as asked either way.
    await runAtomically(this.dataSource, [
      {
        sql: 'UPDATE contact_messages SET status = ?, handledAt = ? WHERE id = ? AND status <> ?',
        params: [status, at, id, status],
        abortUnlessChanged: 'same',
      },
      this.audit.step(actor, {
        action: `message.${status === 'handled' ? 'handle' : 'reopen'}`,
        targetType: 'contact-message',
        targetId: id,
        detail: current.subject,
      }),
    ]);
    return this.one(id);
  }

  async outbox(page: number): Promise<AdminOutboxPage> {
    const size = ADMIN_MESSAGES_PAGE_SIZE;
    const [rows, [total]] = await Promise.all([
      selectEntities(
        this.dataSource,
        OutboxMessageEntity,
        `SELECT * FROM outbox_messages ORDER BY createdAt DESC, id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`,
        [],
      ),
      this.dataSource.query('SELECT COUNT(*) AS n FROM outbox_messages') as Promise<Array<{ n: number | string }>>,
    ]);
    return {
      mails: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        to: row.to,
        subject: row.subject,
        status: row.status,
        attempts: row.attempts,
        createdAt: isoDateOrNull(row.createdAt)!,
        sentAt: isoDateOrNull(row.sentAt),
        // Stored texts have their link tokens redacted; a mail composed at send time has none before it is sent.
        text: row.status === 'sent' ? row.text : null,
        lastError: row.lastError,
      })),
      total: Number(total?.n ?? 0),
      page,
      pageSize: size,
    };
  }
}
