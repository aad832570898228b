import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AuditLogPage, AuditLogQuery } from '@tm/contracts/admin.schemas';
import { ClockService } from '../../common/clock';
import type { Step } from '../../database/atomic-steps';
import { selectEntities } from '../../database/entity-rows';
import { dialectOf, readDate, sqlDate } from '../../database/sql-dialect';
import { uuidV7 } from '../../database/uuid-v7';
import { AuditEntryEntity } from './entities/audit-entry.entity';

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
}

const MAX_DETAIL = 500;

/**
 * The audit log (docs/architecture.md §5, decision 030): every admin write leaves one entry. `step` is the
 * INSERT for the write's own atomic batch, so the entry commits with the write or not at all.
 */
@Injectable()
export class AuditLogService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: ClockService,
  ) {}

  step(actor: AdminActor, fact: AuditFact): Step {
    const now = this.clock.now();
    return {
      sql: 'INSERT INTO audit_log (id, adminId, adminName, action, targetType, targetId, detail, ip, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      params: [
        uuidV7(now.getTime()),
        actor.id,
        actor.username.slice(0, 60),
        fact.action,
        fact.targetType,
        fact.targetId,
        fact.detail ? fact.detail.slice(0, MAX_DETAIL) : null,
        actor.ip.slice(0, 45),
        sqlDate(dialectOf(this.dataSource), now),
      ],
    };
  }

  async page(query: AuditLogQuery): Promise<AuditLogPage> {
    const { page, pageSize } = query;
    const [entries, [count]] = await Promise.all([
      selectEntities(
        this.dataSource,
        AuditEntryEntity,
        `SELECT * FROM audit_log ORDER BY createdAt DESC, id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
        [],
      ),
      this.dataSource.query('SELECT COUNT(*) AS n FROM audit_log') as Promise<Array<{ n: number | string }>>,
    ]);
    const total = Number(count?.n ?? 0);
    const totalPages = Math.max(1, Math.ceil(total / pageSize));
    return {
      entries: entries.map((entry) => ({ ...entry, createdAt: readDate(entry.createdAt).toISOString() })),
      pagination: { page, pageSize, totalPages, totalEntries: total, hasPreviousPage: page > 1, hasNextPage: page < totalPages },
    };
  }
}
