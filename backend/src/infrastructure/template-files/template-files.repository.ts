import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Step } from '../../database/atomic-steps';
import { selectEntities, selectEntity } from '../../database/entity-rows';
import { dialectOf, sqlDate } from '../../database/sql-dialect';
import { TemplateFileVersionEntity } from './entities/template-file-version.entity';

export type NewVersion = Omit<TemplateFileVersionEntity, 'removedAt'>;

/** The versions of templates' uploaded ZIPs (decision 030). */
@Injectable()
export class TemplateFilesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The version buyers download: the newest one not removed; null when the template has none. */
  current(templateId: string): Promise<TemplateFileVersionEntity | null> {
    return selectEntity(
      this.dataSource,
      TemplateFileVersionEntity,
      'SELECT * FROM template_file_versions WHERE templateId = ? AND removedAt IS NULL ORDER BY version DESC LIMIT 1',
      [templateId],
    );
  }

  /** The newest current version of each template that has one. */
  async currentOf(templateIds: readonly string[]): Promise<Map<string, TemplateFileVersionEntity>> {
    const ids = [...new Set(templateIds)];
    if (ids.length === 0) return new Map();
    const rows = await selectEntities(
      this.dataSource,
      TemplateFileVersionEntity,
      `SELECT * FROM template_file_versions WHERE templateId IN (${ids.map(() => '?').join(', ')}) AND removedAt IS NULL ORDER BY version`,
      ids,
    );
    return new Map(rows.map((row) => [row.templateId, row])); // later (newer) rows win
  }

  /** The highest version number a template has had, removed ones included (0: none yet). */
  async lastVersion(templateId: string): Promise<number> {
    const [row] = (await this.dataSource.query('SELECT MAX(version) AS v FROM template_file_versions WHERE templateId = ?', [
      templateId,
    ])) as Array<{ v: number | string | null }>;
    return Number(row?.v ?? 0);
  }

  /** The current (not removed) versions, for removing their files. */
  live(templateId: string): Promise<TemplateFileVersionEntity[]> {
    return selectEntities(
      this.dataSource,
      TemplateFileVersionEntity,
      'SELECT * FROM template_file_versions WHERE templateId = ? AND removedAt IS NULL',
      [templateId],
    );
  }

  insertStep(version: NewVersion): Step {
    const date = (d: Date) => sqlDate(dialectOf(this.dataSource), d);
    return {
      sql: `INSERT INTO template_file_versions (id, templateId, version, sha256, sizeBytes, storagePath, changelog, uploadedBy, createdAt, removedAt)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)`,
      params: [
        version.id,
        version.templateId,
        version.version,
        version.sha256,
        version.sizeBytes,
        version.storagePath,
        version.changelog,
        version.uploadedBy,
        date(version.createdAt),
      ],
    };
  }

  /** Marks every current version of the template removed (the admin deleted its ZIP). */
  removeAllStep(templateId: string, at: Date): Step {
    return {
      sql: 'UPDATE template_file_versions SET removedAt = ? WHERE templateId = ? AND removedAt IS NULL',
      params: [sqlDate(dialectOf(this.dataSource), at), templateId],
    };
  }

  /** Versions older than `version` that are superseded: their files can go (buyers get the newest). */
  older(templateId: string, version: number): Promise<TemplateFileVersionEntity[]> {
    return selectEntities(
      this.dataSource,
      TemplateFileVersionEntity,
      'SELECT * FROM template_file_versions WHERE templateId = ? AND version < ? AND removedAt IS NULL',
      [templateId, version],
    );
  }
}
