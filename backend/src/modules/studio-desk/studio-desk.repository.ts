import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { OPEN_STAGES, STUDIO_DESK_LIMITS, type BuildStage } from '@tm/contracts/studio-desk';
import type { DataSource } from 'typeorm';
import { runAtomically, type Step } from '../../database/atomic-steps';
import { selectEntities } from '../../database/entity-rows';
import { dialectOf, sqlDate } from '../../database/sql-dialect';
import { CustomBuildMessageEntity } from './entities/custom-build-message.entity';
import { CustomBuildVersionEntity } from './entities/custom-build-version.entity';

/** A build as the desk reads it: its delivery, its order's buyer and line, and its summary's requirements. */
export interface BuildRow {
  orderItemId: string;
  orderId: string;
  userId: string;
  summaryId: string;
  stage: BuildStage;
  paidAt: Date | string;
  readyAt: Date | string | null;
  firstVersionDueAt: Date | string | null;
  finishedSiteDueOn: string | null;
  revisionRounds: number | string | null;
  revisionsUsed: number | string;
  deliveredAt: Date | string | null;
  acceptedAt: Date | string | null;
  acceptedBy: 'buyer' | 'auto' | null;
  lastMessageAt: Date | string | null;
  customerEmail: string;
  customerName: string;
  orderNumber: string | null;
  templateName: string;
  requirements: string | null;
}

export interface BuildsFilter {
  stage?: BuildStage;
  overdue?: boolean;
  q?: string;
  /** YYYY-MM-DD in the shop's time zone: a build still owed with an earlier due day is overdue. */
  today: string;
}

export interface AuditRow {
  createdAt: Date | string;
  adminName: string;
  action: string;
  detail: string | null;
}

const BUILD_COLUMNS = `d.orderItemId, d.orderId, d.userId, d.summaryId, d.stage, d.paidAt, d.readyAt, d.firstVersionDueAt, d.finishedSiteDueOn,
  d.revisionRounds, d.revisionsUsed, d.deliveredAt, d.acceptedAt, d.acceptedBy, d.lastMessageAt,
  o.customerEmail, o.customerName, o.orderNumber, i.templateName, s.requirements`;
const BUILD_FROM = `custom_build_deliveries d
  JOIN orders o ON o.id = d.orderId
  JOIN order_items i ON i.id = d.orderItemId
  LEFT JOIN custom_build_summaries s ON s.id = d.summaryId`;
const OPEN_LIST = OPEN_STAGES.map((stage) => `'${stage}'`).join(', ');
/** The finished site is owed and its day has passed (the parameter is today in the shop's zone). */
const OVERDUE = `(d.stage IN (${OPEN_LIST}) AND d.finishedSiteDueOn IS NOT NULL AND d.finishedSiteDueOn < ?)`;
/** '!' escapes LIKE's wildcards, as the other desks' searches do. */
const escapeLike = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);

/** The studio desk's SQL (decision 097). Custom builds are few (each is a person's work), so a page is one ordered query. */
@Injectable()
export class StudioDeskRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  date(value: Date): Date | string {
    return sqlDate(dialectOf(this.dataSource), value);
  }

  run(steps: readonly Step[]): Promise<string | null> {
    return runAtomically(this.dataSource, steps);
  }

  /** Overdue first, then by due day (none last), then by payment. */
  async page(filter: BuildsFilter, page: number): Promise<{ rows: BuildRow[]; total: number }> {
    const { where, params } = this.matching(filter);
    const rows = (await this.dataSource.query(
      `SELECT ${BUILD_COLUMNS}, CASE WHEN ${OVERDUE} THEN 0 ELSE 1 END AS late FROM ${BUILD_FROM} WHERE ${where}
        ORDER BY late, CASE WHEN d.finishedSiteDueOn IS NULL THEN 1 ELSE 0 END, d.finishedSiteDueOn, d.paidAt, d.orderItemId
        LIMIT ? OFFSET ?`,
      [filter.today, ...params, STUDIO_DESK_LIMITS.pageSize, (page - 1) * STUDIO_DESK_LIMITS.pageSize],
    )) as BuildRow[];
    const [count] = (await this.dataSource.query(`SELECT COUNT(*) AS n FROM ${BUILD_FROM} WHERE ${where}`, params)) as Array<{
      n: number | string;
    }>;
    return { rows, total: Number(count?.n ?? 0) };
  }

  async build(orderItemId: string): Promise<BuildRow | null> {
    const [row] = (await this.dataSource.query(`SELECT ${BUILD_COLUMNS} FROM ${BUILD_FROM} WHERE d.orderItemId = ?`, [
      orderItemId,
    ])) as BuildRow[];
    return row ?? null;
  }

  messages(orderItemId: string): Promise<CustomBuildMessageEntity[]> {
    return selectEntities(
      this.dataSource,
      CustomBuildMessageEntity,
      'SELECT * FROM custom_build_messages WHERE orderItemId = ? ORDER BY createdAt, id',
      [orderItemId],
    );
  }

  versions(orderItemId: string): Promise<CustomBuildVersionEntity[]> {
    return selectEntities(
      this.dataSource,
      CustomBuildVersionEntity,
      'SELECT * FROM custom_build_versions WHERE orderItemId = ? ORDER BY number',
      [orderItemId],
    );
  }

  async version(orderItemId: string, number: number): Promise<CustomBuildVersionEntity | null> {
    const [row] = await selectEntities(
      this.dataSource,
      CustomBuildVersionEntity,
      'SELECT * FROM custom_build_versions WHERE orderItemId = ? AND number = ?',
      [orderItemId, number],
    );
    return row ?? null;
  }

  /** The buyer still holds the build: its order completed and the line's entitlement kept (a refund takes it: decision 088). */
  async entitled(orderItemId: string, userId: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `SELECT 1 AS ok FROM entitlements e JOIN orders o ON o.id = e.orderId
        WHERE e.orderItemId = ? AND e.userId = ? AND o.status = 'completed' LIMIT 1`,
      [orderItemId, userId],
    )) as unknown[];
    return rows.length > 0;
  }

  async lastVersionNumber(orderItemId: string): Promise<number> {
    const [row] = (await this.dataSource.query('SELECT MAX(number) AS n FROM custom_build_versions WHERE orderItemId = ?', [
      orderItemId,
    ])) as Array<{ n: number | string | null }>;
    return Number(row?.n ?? 0);
  }

  /** The audit entries about the build, oldest first (idx_audit_log_target). */
  audit(orderItemId: string): Promise<AuditRow[]> {
    return this.dataSource.query('SELECT createdAt, adminName, action, detail FROM audit_log WHERE targetId = ? ORDER BY createdAt, id', [
      orderItemId,
    ]) as Promise<AuditRow[]>;
  }

  async shopTimeZone(): Promise<string | null> {
    const [row] = (await this.dataSource.query('SELECT timeZone FROM shop_settings LIMIT 1')) as Array<{ timeZone: string | null }>;
    return row?.timeZone ?? null;
  }

  /** Delivered builds whose acceptance period ended by `deliveredBy`, oldest first. */
  async dueForAutoAccept(deliveredBy: Date, limit: number): Promise<string[]> {
    const rows = (await this.dataSource.query(
      "SELECT orderItemId FROM custom_build_deliveries WHERE stage = 'delivered' AND deliveredAt <= ? ORDER BY deliveredAt LIMIT ?",
      [this.date(deliveredBy), limit],
    )) as Array<{ orderItemId: string }>;
    return rows.map((row) => row.orderItemId);
  }

  insertMessageStep(message: CustomBuildMessageEntity): Step {
    return {
      sql: 'INSERT INTO custom_build_messages (id, orderItemId, author, kind, userId, body, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?)',
      params: [message.id, message.orderItemId, message.author, message.kind, message.userId, message.body, this.date(message.createdAt)],
    };
  }

  messageAtStep(orderItemId: string, at: Date): Step {
    return {
      sql: 'UPDATE custom_build_deliveries SET lastMessageAt = ?, updatedAt = ? WHERE orderItemId = ?',
      params: [this.date(at), this.date(at), orderItemId],
    };
  }

  insertVersionStep(version: CustomBuildVersionEntity): Step {
    return {
      sql: 'INSERT INTO custom_build_versions (orderItemId, number, zipPath, zipBytes, note, final, madeBy, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      params: [
        version.orderItemId,
        version.number,
        version.zipPath,
        version.zipBytes,
        version.note,
        version.final ? 1 : 0,
        version.madeBy,
        this.date(version.createdAt),
      ],
    };
  }

  /** A version delivered as the finished site: the acceptance period starts again (not once accepted). */
  deliverStep(orderItemId: string, at: Date, failure: string): Step {
    return {
      sql: "UPDATE custom_build_deliveries SET stage = 'delivered', deliveredAt = ?, updatedAt = ? WHERE orderItemId = ? AND stage NOT IN ('first-version', 'accepted')",
      params: [this.date(at), this.date(at), orderItemId],
      abortUnlessChanged: failure,
    };
  }

  /** A version uploaded, not delivered: the build must have its first version and not be accepted. */
  touchStep(orderItemId: string, at: Date, failure: string): Step {
    return {
      sql: "UPDATE custom_build_deliveries SET updatedAt = ? WHERE orderItemId = ? AND stage <> 'first-version'",
      params: [this.date(at), orderItemId],
      abortUnlessChanged: failure,
    };
  }

  /** The owner's stage change, only from the stages a person sets or the first version sent. */
  stageStep(orderItemId: string, stage: BuildStage, at: Date, failure: string): Step {
    return {
      sql: "UPDATE custom_build_deliveries SET stage = ?, updatedAt = ? WHERE orderItemId = ? AND stage IN ('first-version-sent', 'in-progress', 'waiting-for-buyer')",
      params: [stage, this.date(at), orderItemId],
      abortUnlessChanged: failure,
    };
  }

  /** Accepted: by the buyer from the first version sent or a delivery; by the sweep from a delivery past its period only. */
  acceptStep(orderItemId: string, by: 'buyer' | 'auto', at: Date, failure: string, deliveredBy?: Date): Step {
    const auto = by === 'auto';
    return {
      sql: `UPDATE custom_build_deliveries SET stage = 'accepted', acceptedAt = ?, acceptedBy = ?, updatedAt = ?
            WHERE orderItemId = ? AND ${auto ? "stage = 'delivered' AND deliveredAt <= ?" : "stage IN ('first-version-sent', 'delivered')"}`,
      params: [this.date(at), by, this.date(at), orderItemId, ...(auto && deliveredBy ? [this.date(deliveredBy)] : [])],
      abortUnlessChanged: failure,
    };
  }

  /** One round of changes used: only while delivered with a round left (the conditional UPDATE lets one of two at once win). */
  requestChangesStep(orderItemId: string, at: Date, failure: string): Step {
    return {
      sql: `UPDATE custom_build_deliveries SET stage = 'in-progress', revisionsUsed = revisionsUsed + 1, lastMessageAt = ?, updatedAt = ?
            WHERE orderItemId = ? AND stage = 'delivered' AND revisionsUsed < COALESCE(revisionRounds, 0)`,
      params: [this.date(at), this.date(at), orderItemId],
      abortUnlessChanged: failure,
    };
  }

  private matching(filter: BuildsFilter): { where: string; params: Array<string | number> } {
    const clauses: string[] = [];
    const params: Array<string | number> = [];
    if (filter.stage) {
      clauses.push('d.stage = ?');
      params.push(filter.stage);
    }
    if (filter.overdue) {
      clauses.push(OVERDUE);
      params.push(filter.today);
    }
    if (filter.q) {
      const q = escapeLike(filter.q);
      // The business name is inside the summary's requirements JSON: matched as the start of that field's value.
      const jsonValue = escapeLike(JSON.stringify(filter.q).slice(1, -1));
      clauses.push(
        "(o.orderNumber LIKE ? ESCAPE '!' OR o.id LIKE ? ESCAPE '!' OR o.customerEmail LIKE ? ESCAPE '!' OR s.requirements LIKE ? ESCAPE '!')",
      );
      const number = q.replace(/^#/, '').toUpperCase();
      params.push(`${number}%`, `${q.replace(/^#/, '').toLowerCase()}%`, `${q}%`, `%"businessName":"${jsonValue}%`);
    }
    return { where: clauses.length ? clauses.join(' AND ') : '1 = 1', params };
  }
}
