import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { CATEGORIES, LISTING_SUBCATEGORIES } from '@tm/contracts/catalog';
import { Clock } from '../../common/clock';
import { runAtomically, type Step } from '../../database/atomic-steps';
import { CatalogCacheService } from './catalog-cache.service';
import { CATALOG_STATS_ROW } from './entities/catalog-stats.entity';
import { catalogChangeSteps } from './catalog-change-steps';
import { dialectOf, sqlDate, type Dialect } from '../../database/sql-dialect';
import type { TemplateDraft } from '@tm/catalog-generator';
import { uuidV7 } from '../../database/uuid-v7';

/**
 * Moves the kept stats (catalog_stats, decision 029) by what a write changed, inside that write's
 * transaction: the stats commit with the write or not at all.
 */
async function adjustStats(manager: EntityManager, delta: { templates?: number; withZip?: number }): Promise<void> {
  const templates = delta.templates ?? 0;
  const withZip = delta.withZip ?? 0;
  if (templates === 0 && withZip === 0) return;
  await manager.query(
    'UPDATE catalog_stats SET totalTemplates = totalTemplates + ?, templatesWithZip = templatesWithZip + ? WHERE id = ?',
    [templates, withZip, CATALOG_STATS_ROW],
  );
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
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

export interface InsertManyOptions {
  /** 'error' (default): a slug already stored fails the whole call; 'skip': such drafts are left out. */
  onExistingSlug?: 'error' | 'skip';
}

export interface InsertManyResult {
  /** Ids of the stored templates, in the order of the drafts that were stored. */
  ids: string[];
  /** Slugs left out because they were already stored (onExistingSlug: 'skip'). */
  skippedSlugs: string[];
}

export class TemplateDraftError extends Error {
  constructor(slug: string, problem: string) {
    super(`Template draft "${slug}": ${problem}`);
    this.name = 'TemplateDraftError';
  }
}

/**
 * The one way templates get written. Besides the row itself it keeps template_tags (the filter keys
 * with their copies of category, salesCount and createdAt) in step, writes the catalog_changes rows
 * the search index follows (decision 054) and clears the catalog cache; SQLite's FTS5 table (the back
 * office's search by name) follows by its triggers.
 */
@Injectable()
export class CatalogWriterService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: CatalogCacheService,
    private readonly clock: Clock,
  ) {}

  /** Stores drafts in one transaction, with multi-row INSERTs of CHUNK rows. */
  async insertMany(drafts: readonly TemplateDraft[], options: InsertManyOptions = {}): Promise<InsertManyResult> {
    checkDrafts(drafts);
    const dialect = dialectOf(this.dataSource);
    const now = sqlDate(dialect, this.clock.now());
    const result: InsertManyResult = { ids: [], skippedSlugs: [] };
    try {
      await this.dataSource.transaction(async (manager) => {
        for (let start = 0; start < drafts.length; start += CHUNK) {
          let chunk = drafts.slice(start, start + CHUNK);
          const existing = await this.existingSlugs(
            manager,
            chunk.map((d) => d.slug),
          );
          if (existing.size > 0) {
            if (options.onExistingSlug !== 'skip') {
              throw new TemplateDraftError([...existing][0]!, 'a template with this slug already exists');
            }
            result.skippedSlugs.push(...chunk.filter((d) => existing.has(d.slug)).map((d) => d.slug));
            chunk = chunk.filter((d) => !existing.has(d.slug));
          }
          if (chunk.length === 0) continue;
          const ids = chunk.map(() => uuidV7());
          await this.insertRows(
            manager,
            'templates',
            TEMPLATE_COLUMNS,
            chunk.map((d, i) => templateRow(dialect, d, ids[i]!, now)),
          );
          await adjustStats(manager, { templates: chunk.length }); // drafts are stored without a ZIP
          const tagRows = chunk.flatMap((d, i) => tagRowsOf(dialect, d, ids[i]!));
          for (let t = 0; t < tagRows.length; t += CHUNK) {
            await this.insertRows(manager, 'template_tags', TAG_COLUMNS, tagRows.slice(t, t + CHUNK));
          }
          for (const step of catalogChangeSteps(ids)) await manager.query(step.sql, [...step.params]);
          result.ids.push(...ids);
        }
      });
    } finally {
      this.cache.invalidate();
    }
    return result;
  }

  /**
   * The statements that store drafts, for a caller's own atomic batch (a generation job commits them
   * with its position, decision 033): checked like insertMany's, but a slug already stored fails the
   * batch at its INSERT (the unique index) rather than being looked up first. Call `changed()` after
   * the batch commits.
   */
  insertSteps(drafts: readonly TemplateDraft[]): { steps: Step[]; ids: string[] } {
    checkDrafts(drafts);
    const dialect = dialectOf(this.dataSource);
    const now = sqlDate(dialect, this.clock.now());
    const ids = drafts.map(() => uuidV7());
    const steps: Step[] = [];
    for (let start = 0; start < drafts.length; start += CHUNK) {
      const chunk = drafts.slice(start, start + CHUNK);
      steps.push(
        insertStep(
          'templates',
          TEMPLATE_COLUMNS,
          chunk.map((d, i) => templateRow(dialect, d, ids[start + i]!, now)),
        ),
      );
    }
    const tagRows = drafts.flatMap((d, i) => tagRowsOf(dialect, d, ids[i]!));
    for (let t = 0; t < tagRows.length; t += CHUNK) steps.push(insertStep('template_tags', TAG_COLUMNS, tagRows.slice(t, t + CHUNK)));
    steps.push(...catalogChangeSteps(ids));
    if (drafts.length > 0) {
      steps.push({
        sql: 'UPDATE catalog_stats SET totalTemplates = totalTemplates + ? WHERE id = ?',
        params: [drafts.length, CATALOG_STATS_ROW],
      });
    }
    return { steps, ids };
  }

  /** Someone committed insertSteps' statements: this process's cached catalog answers go. */
  changed(): void {
    this.cache.invalidate();
  }

  /** Sets a template's sales count, keeping the copies in template_tags in step. */
  async setSalesCount(templateId: string, salesCount: number): Promise<void> {
    if (!Number.isInteger(salesCount) || salesCount < 0) throw new Error(`Bad sales count ${salesCount}`);
    const dialect = dialectOf(this.dataSource);
    const now = sqlDate(dialect, this.clock.now());
    try {
      await this.dataSource.transaction(async (manager) => {
        await manager.query('UPDATE templates SET salesCount = ?, updatedAt = ? WHERE id = ?', [salesCount, now, templateId]);
        await manager.query('UPDATE template_tags SET salesCount = ? WHERE templateId = ?', [salesCount, templateId]);
        for (const step of catalogChangeSteps([templateId])) await manager.query(step.sql, [...step.params]);
      });
    } finally {
      this.cache.invalidate();
    }
  }

  /**
   * Deletes templates by id (their tags go by cascade, SQLite's name search entries by trigger; the
   * change rows take them out of the search index).
   * `alsoRun` joins the deletion's transaction (an admin's audit entry).
   */
  async deleteMany(ids: readonly string[], alsoRun: readonly Step[] = []): Promise<number> {
    let deleted = 0;
    try {
      await this.dataSource.transaction(async (manager) => {
        for (let start = 0; start < ids.length; start += CHUNK) {
          const chunk = ids.slice(start, start + CHUNK);
          const [row] = (await manager.query(
            `SELECT COUNT(*) AS n, COALESCE(SUM(hasZip), 0) AS z FROM templates WHERE id IN (${chunk.map(() => '?').join(', ')})`,
            [...chunk],
          )) as Array<{ n: number | string; z: number | string }>;
          deleted += Number(row?.n ?? 0);
          await manager.query(`DELETE FROM templates WHERE id IN (${chunk.map(() => '?').join(', ')})`, [...chunk]);
          for (const step of catalogChangeSteps(chunk)) await manager.query(step.sql, [...step.params]);
          await adjustStats(manager, { templates: -Number(row?.n ?? 0), withZip: -Number(row?.z ?? 0) });
        }
        for (const step of alsoRun) await manager.query(step.sql, [...step.params]);
      });
    } finally {
      this.cache.invalidate();
    }
    return deleted;
  }

  /**
   * Sets or clears a template's ZIP flag, keeping the stats in step; false when the template does not
   * exist. One conditional UPDATE decides, so two calls at once for one template count its ZIP once.
   */
  async setHasZip(templateId: string, hasZip: boolean): Promise<boolean> {
    const now = sqlDate(dialectOf(this.dataSource), this.clock.now());
    try {
      const unchanged = await runAtomically(this.dataSource, [
        {
          sql: 'UPDATE templates SET hasZip = ?, updatedAt = ? WHERE id = ? AND hasZip = ?',
          params: [hasZip ? 1 : 0, now, templateId, hasZip ? 0 : 1],
          abortUnlessChanged: 'already so, or no such template',
        },
        {
          sql: 'UPDATE catalog_stats SET templatesWithZip = templatesWithZip + ? WHERE id = ?',
          params: [hasZip ? 1 : -1, CATALOG_STATS_ROW],
        },
        // Every write to a template leaves a change row: other processes drop their answers by them (decision 055).
        ...catalogChangeSteps([templateId]),
      ]);
      if (unchanged === null) return true;
      const rows = (await this.dataSource.query('SELECT 1 AS found FROM templates WHERE id = ?', [templateId])) as unknown[];
      return rows.length > 0;
    } finally {
      this.cache.invalidate();
    }
  }

  /**
   * Sets or clears a template's ZIP flag together with other steps (a new version, its audit entry,
   * its owners' mails), all in one transaction; false, with nothing done, when the template does not
   * exist. The first UPDATE locks the template's row, so of two uploads at once the second sees the
   * first's flag and the stats count the ZIP once.
   */
  async changeZip(templateId: string, hasZip: boolean, alsoRun: readonly Step[]): Promise<boolean> {
    const now = sqlDate(dialectOf(this.dataSource), this.clock.now());
    try {
      const refusal = await runAtomically(this.dataSource, [
        { sql: 'UPDATE templates SET updatedAt = ? WHERE id = ?', params: [now, templateId], abortUnlessChanged: 'missing' },
        {
          sql: 'UPDATE catalog_stats SET templatesWithZip = templatesWithZip + ? WHERE id = ? AND EXISTS (SELECT 1 FROM templates WHERE id = ? AND hasZip = ?)',
          params: [hasZip ? 1 : -1, CATALOG_STATS_ROW, templateId, hasZip ? 0 : 1],
        },
        { sql: 'UPDATE templates SET hasZip = ? WHERE id = ?', params: [hasZip ? 1 : 0, templateId] },
        ...catalogChangeSteps([templateId]),
        ...alsoRun,
      ]);
      return refusal === null;
    } finally {
      this.cache.invalidate();
    }
  }

  private async existingSlugs(manager: EntityManager, slugs: string[]): Promise<Set<string>> {
    const rows = (await manager.query(`SELECT slug FROM templates WHERE slug IN (${slugs.map(() => '?').join(', ')})`, slugs)) as Array<{
      slug: string;
    }>;
    return new Set(rows.map((r) => r.slug));
  }

  private async insertRows(manager: EntityManager, table: string, columns: readonly string[], rows: unknown[][]): Promise<void> {
    const { sql, params } = insertStep(table, columns, rows);
    await manager.query(sql, [...params]);
  }
}

/** One multi-row INSERT. */
function insertStep(table: string, columns: readonly string[], rows: unknown[][]): Step {
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  return {
    sql: `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${rows.map(() => tuple).join(', ')}`,
    params: rows.flat() as Step['params'],
  };
}

/** A template's filter keys: its tags plus its own subcategory, lower-case, once each. */
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

export function filterKeys(draft: Pick<TemplateDraft, 'tags' | 'subcategory'>): string[] {
  return [...new Set([draft.subcategory, ...draft.tags].map((t) => t.trim().toLowerCase()))];
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

/** Each draft valid, and no slug twice. */
function checkDrafts(drafts: readonly TemplateDraft[]): void {
  const seen = new Set<string>();
  for (const draft of drafts) {
    checkDraft(draft);
    if (seen.has(draft.slug)) throw new TemplateDraftError(draft.slug, 'slug appears twice in one call');
    seen.add(draft.slug);
  }
}

/** Programming errors in a generator are caught here, before they reach the database. */
function checkDraft(d: TemplateDraft): void {
  const fail = (problem: string): never => {
    throw new TemplateDraftError(String(d.slug), problem);
  };
  if (typeof d.slug !== 'string' || d.slug.length > 160 || !SLUG.test(d.slug))
    fail('slug must be a lower-case slug of at most 160 characters');
  if (!d.name || d.name.length > 200) fail('name must have 1 to 200 characters');
  if (typeof d.description !== 'string') fail('description must be text');
  if (!(CATEGORIES as readonly string[]).includes(d.category)) fail(`unknown category ${d.category}`);
  if (!SLUG.test(d.subcategory) || d.subcategory.length > 60) fail('subcategory must be a lower-case slug of at most 60 characters');
  if (!LISTING_SUBCATEGORIES[d.category].includes(d.subcategory)) fail(`subcategory ${d.subcategory} is not one of ${d.category}'s`);
  if (!Number.isInteger(d.priceCents) || d.priceCents < 0) fail('priceCents must be a whole number of cents');
  if (!(d.rating >= 0 && d.rating <= 5)) fail('rating must be between 0 and 5');
  if (!Number.isInteger(d.ratingCount) || d.ratingCount < 0) fail('ratingCount must be a whole number');
  if (!Number.isInteger(d.salesCount) || d.salesCount < 0) fail('salesCount must be a whole number');
  if (!Array.isArray(d.features) || !Array.isArray(d.screenshots) || !Array.isArray(d.tags))
    fail('features, screenshots and tags must be lists');
  for (const tag of filterKeys(d))
    if (!SLUG.test(tag) || tag.length > 60) fail(`tag "${tag}" must be a lower-case slug of at most 60 characters`);
  if (!(d.createdAt instanceof Date) || Number.isNaN(d.createdAt.getTime())) fail('createdAt must be a valid Date');
  if (!d.previewImage || d.previewImage.length > 500) fail('previewImage must have 1 to 500 characters');
  if (d.livePreviewUrl !== null && (typeof d.livePreviewUrl !== 'string' || d.livePreviewUrl.length > 500)) {
    fail('livePreviewUrl must be null or at most 500 characters');
  }
}
