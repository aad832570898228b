import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { TemplatePackageFacts } from '@tm/contracts/platforms';
import { runAtomically, type Step } from '../../database/atomic-steps';
import { selectEntity } from '../../database/entity-rows';
import { dialectOf, sqlDate, type Dialect } from '../../database/sql-dialect';
import { PackageFactsEntity } from './entities/package-facts.entity';

/** A build asked for this long ago and not done (its job lost) may be asked for again. */
const STALE_REQUEST_MS = 10 * 60_000;

const INSERT_PENDING: Record<Dialect, string> = {
  sqlite: "INSERT OR IGNORE INTO package_facts (templateId, sourceKey, status, requestedAt) VALUES (?, ?, 'pending', ?)",
  mysql: "INSERT IGNORE INTO package_facts (templateId, sourceKey, status, requestedAt) VALUES (?, ?, 'pending', ?)",
};

/** The package_facts rows (decision 051). */
@Injectable()
export class PackageFactsRepository {
  private readonly dialect: Dialect;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.dialect = dialectOf(dataSource);
  }

  stored(templateId: string): Promise<PackageFactsEntity | null> {
    return selectEntity(this.dataSource, PackageFactsEntity, 'SELECT * FROM package_facts WHERE templateId = ?', [templateId]);
  }

  /** Ready facts in one transaction with whatever made the package (an upload's version). */
  readySteps(templateId: string, sourceKey: string, facts: TemplatePackageFacts, at: Date): Step[] {
    const now = sqlDate(this.dialect, at);
    return [
      { sql: 'DELETE FROM package_facts WHERE templateId = ?', params: [templateId] },
      {
        sql: `INSERT INTO package_facts (templateId, sourceKey, status, fileCount, sizeBytes, topLevelCount, entries, requestedAt, computedAt)
              VALUES (?, ?, 'ready', ?, ?, ?, ?, ?, ?)`,
        params: [templateId, sourceKey, facts.fileCount, facts.sizeBytes, facts.topLevelCount, JSON.stringify(facts.entries), now, now],
      },
    ];
  }

  async storeReady(templateId: string, sourceKey: string, facts: TemplatePackageFacts, at: Date): Promise<void> {
    await runAtomically(this.dataSource, this.readySteps(templateId, sourceKey, facts, at));
  }

  removeStep(templateId: string): Step {
    return { sql: 'DELETE FROM package_facts WHERE templateId = ?', params: [templateId] };
  }

  /** The worker's result, kept only if nothing newer was asked for meanwhile (the same key). */
  completeStep(templateId: string, sourceKey: string, facts: TemplatePackageFacts, at: Date): Step {
    return {
      sql: `UPDATE package_facts SET status = 'ready', fileCount = ?, sizeBytes = ?, topLevelCount = ?, entries = ?, computedAt = ?
            WHERE templateId = ? AND sourceKey = ?`,
      params: [
        facts.fileCount,
        facts.sizeBytes,
        facts.topLevelCount,
        JSON.stringify(facts.entries),
        sqlDate(this.dialect, at),
        templateId,
        sourceKey,
      ],
    };
  }

  /**
   * Marks the facts of `sourceKey` as wanted. True when this call did (a build is to be started):
   * no row yet, a row for other content, or a request that has waited too long. One caller wins
   * however many nodes ask at once, so a package is built once.
   */
  async requestBuild(templateId: string, sourceKey: string, at: Date): Promise<boolean> {
    const now = sqlDate(this.dialect, at);
    const stale = sqlDate(this.dialect, new Date(at.getTime() - STALE_REQUEST_MS));
    if ((await this.affected(INSERT_PENDING[this.dialect], [templateId, sourceKey, now])) === 1) return true;
    const taken = await this.affected(
      `UPDATE package_facts SET sourceKey = ?, status = 'pending', requestedAt = ?
       WHERE templateId = ? AND (sourceKey <> ? OR (status = 'pending' AND requestedAt < ?))`,
      [sourceKey, now, templateId, sourceKey, stale],
    );
    return taken === 1;
  }

  /** A build's job rows (JobRecordsRepository.createSteps), in one transaction. */
  async createBuildJob(jobSteps: readonly Step[]): Promise<void> {
    await runAtomically(this.dataSource, [...jobSteps]);
  }

  private async affected(sql: string, params: unknown[]): Promise<number> {
    const runner = this.dataSource.createQueryRunner();
    try {
      return (await runner.query(sql, params, true)).affected ?? 0;
    } finally {
      await runner.release();
    }
  }
}

/** The stored facts as the API answers them. */
export function factsOf(row: PackageFactsEntity): TemplatePackageFacts {
  return {
    fileCount: row.fileCount ?? 0,
    sizeBytes: Number(row.sizeBytes ?? 0),
    entries: row.entries ? (JSON.parse(row.entries) as TemplatePackageFacts['entries']) : [],
    topLevelCount: row.topLevelCount ?? 0,
  };
}
