import { Injectable } from '@nestjs/common';
import { ADMIN_MESSAGES_PAGE_SIZE, type AdminMessage, type AdminMessagesPage, type AdminOutboxPage } from '@tm/contracts/contact';
import type { AdminMessagesQuery } from '@tm/contracts/contact.schemas';
import { ClockService } from '../../common/clock';
import { ApiError } from '../../common/http/api-error';
import { AuditLogService, type AdminActor } from '../../infrastructure/audit';
import { isoDateOrNull } from '../../database/sql-dialect';
import { ContactRepository } from './contact.repository';
import type { ContactMessageEntity } from './entities/contact-message.entity';

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
    private readonly contact: ContactRepository,
    private readonly audit: AuditLogService,
    private readonly clock: ClockService,
  ) {}

  async page(query: AdminMessagesQuery): Promise<AdminMessagesPage> {
    const size = ADMIN_MESSAGES_PAGE_SIZE;
    const { rows, total, newCount } = await this.contact.messagesPage(query.status, size, (query.page - 1) * size);
    return {
      messages: rows.map(toAdminMessage),
      total,
      newCount,
      page: query.page,
      pageSize: size,
    };
  }

  async one(id: string): Promise<AdminMessage> {
    const row = await this.contact.message(id);
    if (!row) throw new ApiError(404, MESSAGE_NOT_FOUND);
    return toAdminMessage(row);
  }

  async setStatus(actor: AdminActor, id: string, status: 'new' | 'handled'): Promise<AdminMessage> {
    const current = await this.one(id);
    if (current.status === status) return current;
    // No row changed: another admin did the same at once (nothing is audited twice); the state is as asked either way.
    await this.contact.setStatus(id, status, status === 'handled' ? this.clock.now() : null, [
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
    const { rows, total } = await this.contact.outboxPage(size, (page - 1) * size);
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
      total,
      page,
      pageSize: size,
    };
  }
}
