import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { TemplateDraft } from '@tm/catalog-generator';
import { runAtomically, type Step } from '../../database/atomic-steps';
import { dialectOf, sqlDate, type Dialect } from '../../database/sql-dialect';
import { uuidV7 } from '../../database/uuid-v7';
import { catalogChangeSteps } from './catalog-changes.repository';
import { CATALOG_STATS_ROW } from './entities/catalog-stats.entity';
import { filterKeys, TemplateDraftError } from './template-draft-checks';

/**
 * Moves the kept stats (catalog_stats, decision 029) by what a write changed, inside that write's
 * transaction: the stats commit with the write or not at all.
 */
async function adjustStats(manager: EntityManager, delta: { templates?: number; withZip?: number; generated?: number }): Promise<void> {
  const templates = delta.templates ?? 0;
  const withZip = delta.withZip ?? 0;
  const generated = delta.generated ?? 0;
  if (templates === 0 && withZip === 0 && generated === 0) return;
  await manager.query(
    `UPDATE catalog_stats SET totalTemplates = totalTemplates + ?, templatesWithZip = templatesWithZip + ?,
      templatesGenerated = templatesGenerated + ? WHERE id = ?`,
    [templates, withZip, generated, CATALOG_STATS_ROW],
  );
}

/**
 * A generated template (one with a design) whose ZIP flag changes leaves or rejoins the Generated count:
 * an uploaded ZIP is what its buyers get from then on. `hasZipBefore` is the flag the change starts from.
 */
function generatedStatStep(templateId: string, hasZip: boolean, hasZipBefore?: boolean): Step {
  const before = hasZipBefore === undefined ? '' : ' AND hasZip = ?';
  return {
    sql: `UPDATE catalog_stats SET templatesGenerated = templatesGenerated + ?
      WHERE id = ? AND EXISTS (SELECT 1 FROM templates WHERE id = ? AND design IS NOT NULL${before})`,
    params: [hasZip ? -1 : 1, CATALOG_STATS_ROW, templateId, ...(hasZipBefore === undefined ? [] : [hasZipBefore ? 1 : 0])],
  };
}

const TEMPLATE_COLUMNS = [
  'id',
  'slug',
  'name',
  'description',
  'priceCents',
  'rating',
  'ratingCount',
  'salesCount',
  'previewImage',
  'livePreviewUrl',
  'category',
  'subcategory',
  'features',
  'screenshots',
  'tags',
  'design',
  'hasZip',
  'createdAt',
  'updatedAt',
  'generationJobId',
] as const;
const TAG_COLUMNS = ['templateId', 'tag', 'category', 'salesCount', 'createdAt', 'priceCents', 'rating', 'ratingCount'] as const;
/** Rows per INSERT: 20 × 500 parameters stays far under SQLite's 32,766 and a few MB per MySQL packet. */
const CHUNK = 500;

/**
 * The statements behind CatalogWriterService: templates with their template_tags rows, the kept stats
 * and the catalog_changes rows the search index and other processes follow (decisions 029, 054, 055).
 * Drafts arrive checked; the service clears the cache after each call.
 */
@Injectable()
export class CatalogWritesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Stores drafts in one transaction, with multi-row INSERTs of CHUNK rows. */
  async insertMany(
    drafts: readonly TemplateDraft[],
    now: Date,
    onExistingSlug: 'error' | 'skip',
  ): Promise<{ ids: string[]; skippedSlugs: string[] }> {
    const dialect = dialectOf(this.dataSource);
    const at = sqlDate(dialect, now);
    const result = { ids: [] as string[], skippedSlugs: [] as string[] };
    await this.dataSource.transaction(async (manager) => {
      for (let start = 0; start < drafts.length; start += CHUNK) {
        let chunk = drafts.slice(start, start + CHUNK);
        const existing = await existingSlugs(
          manager,
          chunk.map((d) => d.slug),
        );
        if (existing.size > 0) {
          if (onExistingSlug !== 'skip') throw new TemplateDraftError([...existing][0]!, 'a template with this slug already exists');
          result.skippedSlugs.push(...chunk.filter((d) => existing.has(d.slug)).map((d) => d.slug));
          chunk = chunk.filter((d) => !existing.has(d.slug));
        }
        if (chunk.length === 0) continue;
        const ids = chunk.map(() => uuidV7());
        await insertRows(
          manager,
          'templates',
          TEMPLATE_COLUMNS,
          chunk.map((d, i) => templateRow(dialect, d, ids[i]!, at)),
        );
        // Drafts are stored without a ZIP, each with the design its package is made from.
        await adjustStats(manager, { templates: chunk.length, generated: chunk.length });
        const tagRows = chunk.flatMap((d, i) => tagRowsOf(dialect, d, ids[i]!));
        for (let t = 0; t < tagRows.length; t += CHUNK)
          await insertRows(manager, 'template_tags', TAG_COLUMNS, tagRows.slice(t, t + CHUNK));
        for (const step of catalogChangeSteps(ids)) await manager.query(step.sql, [...step.params]);
        result.ids.push(...ids);
      }
    });
    return result;
  }

  /** The statements that store drafts, for a caller's own atomic batch; a slug already stored fails it at its INSERT. */
  insertSteps(drafts: readonly TemplateDraft[], now: Date): { steps: Step[]; ids: string[] } {
    const dialect = dialectOf(this.dataSource);
    const at = sqlDate(dialect, now);
    const ids = drafts.map(() => uuidV7());
    const steps: Step[] = [];
    for (let start = 0; start < drafts.length; start += CHUNK) {
      const chunk = drafts.slice(start, start + CHUNK);
      steps.push(
        insertStep(
          'templates',
          TEMPLATE_COLUMNS,
          chunk.map((d, i) => templateRow(dialect, d, ids[start + i]!, at)),
        ),
      );
    }
    const tagRows = drafts.flatMap((d, i) => tagRowsOf(dialect, d, ids[i]!));
    for (let t = 0; t < tagRows.length; t += CHUNK) steps.push(insertStep('template_tags', TAG_COLUMNS, tagRows.slice(t, t + CHUNK)));
    steps.push(...catalogChangeSteps(ids));
    if (drafts.length > 0) {
      steps.push({
        sql: 'UPDATE catalog_stats SET totalTemplates = totalTemplates + ?, templatesGenerated = templatesGenerated + ? WHERE id = ?',
        params: [drafts.length, drafts.length, CATALOG_STATS_ROW],
      });
    }
    return { steps, ids };
  }

  /** Sets a template's sales count, keeping the copies in template_tags in step. */
  async setSalesCount(templateId: string, salesCount: number, now: Date): Promise<void> {
    const at = sqlDate(dialectOf(this.dataSource), now);
    await this.dataSource.transaction(async (manager) => {
      await manager.query('UPDATE templates SET salesCount = ?, updatedAt = ? WHERE id = ?', [salesCount, at, templateId]);
      await manager.query('UPDATE template_tags SET salesCount = ? WHERE templateId = ?', [salesCount, templateId]);
      for (const step of catalogChangeSteps([templateId])) await manager.query(step.sql, [...step.params]);
    });
  }

  /** Deletes templates by id with their stats and change rows; `alsoRun` joins the transaction. The number deleted. */
  async deleteMany(ids: readonly string[], alsoRun: readonly Step[]): Promise<number> {
    let deleted = 0;
    await this.dataSource.transaction(async (manager) => {
      for (let start = 0; start < ids.length; start += CHUNK) {
        const chunk = ids.slice(start, start + CHUNK);
        const [row] = (await manager.query(
          `SELECT COUNT(*) AS n, COALESCE(SUM(hasZip), 0) AS z,
            COALESCE(SUM(CASE WHEN design IS NOT NULL AND hasZip = 0 THEN 1 ELSE 0 END), 0) AS g
            FROM templates WHERE id IN (${chunk.map(() => '?').join(', ')})`,
          [...chunk],
        )) as Array<{ n: number | string; z: number | string; g: number | string }>;
        deleted += Number(row?.n ?? 0);
        await manager.query(`DELETE FROM templates WHERE id IN (${chunk.map(() => '?').join(', ')})`, [...chunk]);
        for (const step of catalogChangeSteps(chunk)) await manager.query(step.sql, [...step.params]);
        await adjustStats(manager, { templates: -Number(row?.n ?? 0), withZip: -Number(row?.z ?? 0), generated: -Number(row?.g ?? 0) });
      }
      for (const step of alsoRun) await manager.query(step.sql, [...step.params]);
    });
    return deleted;
  }

  /** Sets or clears a template's ZIP flag with one conditional UPDATE; false when the template does not exist. */
  async setHasZip(templateId: string, hasZip: boolean, now: Date): Promise<boolean> {
    const at = sqlDate(dialectOf(this.dataSource), now);
    const unchanged = await runAtomically(this.dataSource, [
      {
        sql: 'UPDATE templates SET hasZip = ?, updatedAt = ? WHERE id = ? AND hasZip = ?',
        params: [hasZip ? 1 : 0, at, templateId, hasZip ? 0 : 1],
        abortUnlessChanged: 'already so, or no such template',
      },
      {
        sql: 'UPDATE catalog_stats SET templatesWithZip = templatesWithZip + ? WHERE id = ?',
        params: [hasZip ? 1 : -1, CATALOG_STATS_ROW],
      },
      generatedStatStep(templateId, hasZip),
      // Every write to a template leaves a change row: other processes drop their answers by them (decision 055).
      ...catalogChangeSteps([templateId]),
    ]);
    if (unchanged === null) return true;
    const rows = (await this.dataSource.query('SELECT 1 AS found FROM templates WHERE id = ?', [templateId])) as unknown[];
    return rows.length > 0;
  }

  /** The ZIP flag with other steps in one transaction; false, with nothing done, when the template does not exist. */
  async changeZip(templateId: string, hasZip: boolean, alsoRun: readonly Step[], now: Date): Promise<boolean> {
    const at = sqlDate(dialectOf(this.dataSource), now);
    const refusal = await runAtomically(this.dataSource, [
      { sql: 'UPDATE templates SET updatedAt = ? WHERE id = ?', params: [at, templateId], abortUnlessChanged: 'missing' },
      {
        sql: 'UPDATE catalog_stats SET templatesWithZip = templatesWithZip + ? WHERE id = ? AND EXISTS (SELECT 1 FROM templates WHERE id = ? AND hasZip = ?)',
        params: [hasZip ? 1 : -1, CATALOG_STATS_ROW, templateId, hasZip ? 0 : 1],
      },
      generatedStatStep(templateId, hasZip, !hasZip),
      { sql: 'UPDATE templates SET hasZip = ? WHERE id = ?', params: [hasZip ? 1 : 0, templateId] },
      ...catalogChangeSteps([templateId]),
      ...alsoRun,
    ]);
    return refusal === null;
  }
}

async function existingSlugs(manager: EntityManager, slugs: string[]): Promise<Set<string>> {
  const rows = (await manager.query(`SELECT slug FROM templates WHERE slug IN (${slugs.map(() => '?').join(', ')})`, slugs)) as Array<{
    slug: string;
  }>;
  return new Set(rows.map((r) => r.slug));
}

async function insertRows(manager: EntityManager, table: string, columns: readonly string[], rows: unknown[][]): Promise<void> {
  const { sql, params } = insertStep(table, columns, rows);
  await manager.query(sql, [...params]);
}

/** One multi-row INSERT. */
function insertStep(table: string, columns: readonly string[], rows: unknown[][]): Step {
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  return {
    sql: `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${rows.map(() => tuple).join(', ')}`,
    params: rows.flat() as Step['params'],
  };
}

/** A draft's template_tags rows: one per filter key, with the copies of its sort and filter columns. */
function tagRowsOf(dialect: Dialect, d: TemplateDraft, id: string): unknown[][] {
  return filterKeys(d).map((tag) => [
    id,
    tag,
    d.category,
    d.salesCount,
    sqlDate(dialect, d.createdAt),
    d.priceCents,
    d.rating,
    d.ratingCount,
  ]);
}

function templateRow(dialect: Dialect, d: TemplateDraft, id: string, now: Date | string): unknown[] {
  return [
    id,
    d.slug,
    d.name,
    d.description,
    d.priceCents,
    Math.round(d.rating * 10) / 10,
    d.ratingCount,
    d.salesCount,
    d.previewImage,
    d.livePreviewUrl,
    d.category,
    d.subcategory,
    JSON.stringify(d.features),
    JSON.stringify(d.screenshots),
    JSON.stringify(d.tags),
    JSON.stringify(d.design),
    0,
    sqlDate(dialect, d.createdAt),
    now,
    d.generationJobId ?? null,
  ];
}
