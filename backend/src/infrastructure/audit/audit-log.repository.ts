import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Step } from '../../database/atomic-steps';
import { selectEntities } from '../../database/entity-rows';
import { dialectOf, sqlDate } from '../../database/sql-dialect';
import { uuidV7 } from '../../database/uuid-v7';
import { AuditEntryEntity } from './entities/audit-entry.entity';

/** An entry as AuditLogService words it; cut here to its columns' lengths. */
export interface NewAuditEntry {
  adminId: string;
  adminName: string;
  action: string;
  targetType: string;
  targetId: string;
  detail?: string | null;
  /** JSON of { field: { before, after } }. */
  changes?: string | null;
  ip: string;
}

const MAX_DETAIL = 500;

/** The audit log's SQL (decision 030): the entry's INSERT for a write's own batch, and the back office's pages. */
@Injectable()
export class AuditLogRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The INSERT of one entry written at `now`, for the caller's atomic batch. */
  insertStep(entry: NewAuditEntry, now: Date): Step {
    return {
      sql: 'INSERT INTO audit_log (id, adminId, adminName, action, targetType, targetId, detail, changes, ip, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      params: [
        uuidV7(now.getTime()),
        entry.adminId,
        entry.adminName.slice(0, 60),
        entry.action,
        entry.targetType,
        entry.targetId,
        entry.detail ? entry.detail.slice(0, MAX_DETAIL) : null,
        entry.changes ?? null,
        entry.ip.slice(0, 45),
        sqlDate(dialectOf(this.dataSource), now),
      ],
    };
  }

  /** A page of entries, newest first (of one target when `targetId` is given), and how many there are in all. */
  async page(page: number, pageSize: number, targetId?: string): Promise<{ entries: AuditEntryEntity[]; total: number }> {
    const where = targetId === undefined ? '' : 'WHERE targetId = ?';
    const params = targetId === undefined ? [] : [targetId];
    const [entries, [count]] = await Promise.all([
      selectEntities(
        this.dataSource,
        AuditEntryEntity,
        `SELECT * FROM audit_log ${where} ORDER BY createdAt DESC, id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
        params,
      ),
      this.dataSource.query(`SELECT COUNT(*) AS n FROM audit_log ${where}`, params) as Promise<Array<{ n: number | string }>>,
    ]);
    return { entries, total: Number(count?.n ?? 0) };
  }
}
