import { Injectable } from '@nestjs/common';
import type { AuditLogPage, AuditLogQuery } from '@tm/contracts/admin.schemas';
import { ClockService } from '../../common/clock';
import type { Step } from '../../database/atomic-steps';
import { readDate } from '../../database/sql-dialect';
import { AuditLogRepository } from './audit-log.repository';

/** Who acts: the signed-in admin and the address the request came from. */
export interface AdminActor {
  id: string;
  username: string;
  ip: string;
}

export type AuditAction = 'template.zip-upload' | 'template.zip-delete' | 'template.delete' | 'order.refund' | 'order.refund-failed';

export interface AuditFact {
  action: AuditAction | (string & {});
  targetType: 'template' | 'order' | (string & {});
  targetId: string;
  detail?: string | null;
  /** Field by field, what the write changed (decision 076). */
  changes?: AuditChanges | null;
}

export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * The audit log (docs/architecture.md §5, decision 030): every admin write leaves one entry. `step` is the
 * INSERT for the write's own atomic batch, so the entry commits with the write or not at all.
 */
@Injectable()
export class AuditLogService {
  constructor(
    private readonly entries: AuditLogRepository,
    private readonly clock: ClockService,
  ) {}

  step(actor: AdminActor, fact: AuditFact): Step {
    return this.entries.insertStep(
      {
        adminId: actor.id,
        adminName: actor.username,
        action: fact.action,
        targetType: fact.targetType,
        targetId: fact.targetId,
        detail: fact.detail,
        changes: fact.changes && Object.keys(fact.changes).length > 0 ? JSON.stringify(fact.changes) : null,
        ip: actor.ip,
      },
      this.clock.now(),
    );
  }

  async page(query: AuditLogQuery): Promise<AuditLogPage> {
    const { page, pageSize, targetId } = query;
    const { entries, total } = await this.entries.page(page, pageSize, targetId);
    const totalPages = Math.max(1, Math.ceil(total / pageSize));
    return {
      entries: entries.map((entry) => ({
        ...entry,
        changes: entry.changes ? (JSON.parse(entry.changes) as AuditChanges) : null,
        createdAt: readDate(entry.createdAt).toISOString(),
      })),
      pagination: { page, pageSize, totalPages, totalEntries: total, hasPreviousPage: page > 1, hasNextPage: page < totalPages },
    };
  }
}
