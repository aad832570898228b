import { Logger, type INestApplicationContext } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { ClockService } from '../common/clock';
import { TemplateEntity } from '../modules/catalog/entities/template.entity';
import { CatalogCacheService } from '../modules/catalog';
import { CatalogWriterService } from '../modules/catalog';
import { seedDemoReviews } from '../modules/reviews';
import type { TemplateDraft } from '../modules/catalog';
import { generateTemplateDraft, generateTemplateDrafts, renderPreviewSvg, renderScreenshotSvg } from '@tm/catalog-generator';
import { StorageService } from '../infrastructure/storage';

/** Every install generates the same demo catalog (only createdAt follows the clock). */
export const CATALOG_SEED = 20_251_122;
/** Drafts generated, drawn and inserted per round: bounded memory whatever the count. */
const CHUNK = 5000; // bigger batches: 100k inserts in ~55 s on MariaDB instead of ~95 s
/** Image files written at once. */
const IMAGE_CONCURRENCY = 32;

export interface CatalogSeedDeps {
  writer: Pick<CatalogWriterService, 'insertMany'>;
  storage: StorageService;
  dataSource: DataSource;
}

export interface SeedCatalogOptions {
  count: number;
  /** Index of the first template (slugs end with it). Default: the next free index. */
  start?: number;
  /** false: only the rows; /api/public-files draws the images when asked (benchmarks). */
  images?: boolean;
  now: Date;
  seed?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface SeedCatalogResult {
  start: number;
  inserted: number;
  imagesWritten: number;
  ms: number;
}

function templates(dataSource: DataSource) {
  return dataSource.getRepository(TemplateEntity);
}

/** Generates `count` templates after the existing ones, writes their images, stores them in chunks. */
export async function seedCatalog(deps: CatalogSeedDeps, options: SeedCatalogOptions): Promise<SeedCatalogResult> {
  const started = Date.now();
  const seed = options.seed ?? CATALOG_SEED;
  const start = options.start ?? (await nextFreeIndex(deps.dataSource, seed, options.now));
  let inserted = 0;
  let imagesWritten = 0;
  options.onProgress?.(0, options.count);
  for (let offset = 0; offset < options.count; offset += CHUNK) {
    const drafts = generateTemplateDrafts({
      seed,
      start: start + offset,
      count: Math.min(CHUNK, options.count - offset),
      now: options.now,
    });
    if (options.images !== false) imagesWritten += await writeTemplateImages(deps.storage, drafts);
    const result = await deps.writer.insertMany(drafts, { onExistingSlug: 'skip' });
    inserted += result.ids.length;
    options.onProgress?.(offset + drafts.length, options.count);
  }
  return { start, inserted, imagesWritten, ms: Date.now() - started };
}

/**
 * Writes each draft's preview and screenshots under generated-images/, IMAGE_CONCURRENCY at a time,
 * leaving files that already exist alone. Returns how many files it wrote.
 */
export async function writeTemplateImages(storage: StorageService, drafts: readonly TemplateDraft[]): Promise<number> {
  const jobs = drafts.flatMap((d) => [
    { path: d.previewImage, render: () => renderPreviewSvg(d) },
    ...d.screenshots.map((path, i) => ({ path, render: () => renderScreenshotSvg(d, i + 1) })),
  ]);
  let next = 0;
  let written = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      if (await storage.writePublic(job.path, job.render(), { overwrite: false })) written++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(IMAGE_CONCURRENCY, jobs.length) }, worker));
  return written;
}

/**
 * The first index whose generated slug is not stored yet. Usually the number of templates; when some
 * were deleted, a galloping then binary search over "is index i's slug taken" finds the end.
 */
export async function nextFreeIndex(dataSource: DataSource, seed: number, now: Date): Promise<number> {
  const repo = templates(dataSource);
  const taken = async (index: number) => repo.exists({ where: { slug: generateTemplateDraft(seed, index, now).slug } });
  const count = await repo.count();
  if (!(await taken(count))) return count;
  let free = count + 1;
  let step = 1;
  while (await taken(free)) {
    step *= 2;
    free = count + step;
  }
  let occupied = count + step / 2;
  while (free - occupied > 1) {
    const mid = Math.floor((occupied + free) / 2);
    if (await taken(mid)) occupied = mid;
    else free = mid;
  }
  return free;
}

export interface StartSeedResult extends SeedCatalogResult {
  /** Settles when the images are written (how many), in the background after the rows. */
  images: Promise<number>;
}

/**
 * At start of an install with demo seeding on (SEED_DEMO, the embedded default): fills an empty
 * catalog with CATALOG_SEED_COUNT generated templates. The rows go in first (about a second); their
 * images are then written in the background while the server already answers, and any image asked
 * for before its file exists is drawn on request by the public-files fallback.
 */
export async function seedCatalogOnStart(
  app: INestApplicationContext,
  config: Pick<AppConfig, 'seedDemo' | 'catalogSeedCount'>,
): Promise<StartSeedResult | null> {
  if (!config.seedDemo || config.catalogSeedCount <= 0) return null;
  const dataSource = app.get<DataSource>(getDataSourceToken());
  if ((await templates(dataSource).count()) > 0) return null;
  const logger = new Logger('CatalogSeed');
  const storage = app.get(StorageService);
  const now = app.get(ClockService).now();
  const count = config.catalogSeedCount;
  const result = await seedCatalog({ writer: app.get(CatalogWriterService), storage, dataSource }, { count, start: 0, now, images: false });
  const reviewsStarted = Date.now();
  const reviews = await seedDemoReviews(dataSource, CATALOG_SEED, now);
  app.get(CatalogCacheService).invalidate();
  logger.log(
    `Seeded an empty catalog with ${result.inserted} generated templates in ${(result.ms / 1000).toFixed(1)} s and their ratings as ${reviews} sample reviews in ` +
      `${((Date.now() - reviewsStarted) / 1000).toFixed(1)} s; writing their images in the background`,
  );
  const started = Date.now();
  const images = writeImagesOfRange(storage, CATALOG_SEED, result.start, count, now).then(
    (written) => {
      logger.log(`Wrote ${written} template images in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      return written;
    },
    (error: Error) => {
      logger.warn(`Could not write all template images (${error.message}); the missing ones are drawn on request`);
      return 0;
    },
  );
  return { ...result, images };
}

/** The images of templates [start, start + count) of a seed, generated again chunk by chunk. */
async function writeImagesOfRange(storage: StorageService, seed: number, start: number, count: number, now: Date): Promise<number> {
  let written = 0;
  for (let offset = 0; offset < count; offset += CHUNK) {
    const drafts = generateTemplateDrafts({ seed, start: start + offset, count: Math.min(CHUNK, count - offset), now });
    written += await writeTemplateImages(storage, drafts);
  }
  return written;
}
