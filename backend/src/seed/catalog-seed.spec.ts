import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { In, Like } from 'typeorm';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { testTargets } from '../testing/test-targets';
import { TemplateEntity } from '../modules/catalog/entities/template.entity';
import { CatalogWriterService } from '../modules/catalog/catalog-writer.service';
import { generateTemplateDraft } from '@tm/catalog-generator';
import { StorageService } from '../infrastructure/storage/storage.service';
import { CATALOG_SEED, nextFreeIndex, seedCatalog, seedCatalogOnStart, writeTemplateImages, type CatalogSeedDeps } from './catalog-seed';

describe.each(testTargets())('catalog seeding on $name', (target) => {
  let t: TestApp;
  let deps: CatalogSeedDeps;
  const now = new Date();

  beforeAll(async () => {
    t = await createTestApp(target);
    deps = { writer: t.app.get(CatalogWriterService), storage: t.app.get(StorageService), dataSource: t.dataSource };
  });
  afterAll(async () => {
    await t?.close();
  });

  const repo = () => t.dataSource.getRepository(TemplateEntity);

  it('leaves the catalog alone at start unless demo seeding is on, the count is positive and the catalog is empty', async () => {
    expect(await seedCatalogOnStart(t.app, { seedDemo: false, catalogSeedCount: 1200 })).toBeNull();
    expect(await seedCatalogOnStart(t.app, { seedDemo: true, catalogSeedCount: 0 })).toBeNull();
    expect(await repo().count()).toBe(0);
  });

  it('fills an empty catalog at start with generated templates, then writes their images', async () => {
    const result = await seedCatalogOnStart(t.app, { seedDemo: true, catalogSeedCount: 40 });
    expect(result).toMatchObject({ start: 0, inserted: 40, imagesWritten: 0 });
    const imagesWritten = await result!.images;
    const rows = await repo().find({ order: { createdAt: 'ASC' } });
    expect(rows).toHaveLength(40);
    const expectedFirst = generateTemplateDraft(CATALOG_SEED, 0, now);
    const first = rows.find((r) => r.slug === expectedFirst.slug)!;
    expect(first).toMatchObject({
      name: expectedFirst.name,
      category: 'wordpress',
      previewImage: expectedFirst.previewImage,
      design: expectedFirst.design,
    });
    const files = rows.flatMap((r) => [r.previewImage, ...r.screenshots]);
    expect(imagesWritten).toBe(files.length);
    for (const file of files) expect(existsSync(join(t.config.dataDir, 'files', 'public', file))).toBe(true);
    // The demo store's ratings are sample reviews a visitor can read: each template's figures follow from
    // its reviews, all marked sample, and stay within a tenth of a star of the generator's rating, at most
    // 4.8 from ten reviews on (no best seller shows 100 % five stars).
    const reviews = (await t.dataSource.query(
      'SELECT templateId, COUNT(*) AS n, AVG(rating) AS avg, MIN(sample) AS allSample FROM reviews GROUP BY templateId',
    )) as Array<{ templateId: string; n: number | string; avg: number | string; allSample: number | string }>;
    const byTemplate = new Map(reviews.map((r) => [r.templateId, r]));
    expect(reviews.length).toBeGreaterThan(30);
    for (const row of rows) {
      const mine = byTemplate.get(row.id);
      expect([row.slug, row.ratingCount]).toEqual([row.slug, Number(mine?.n ?? 0)]);
      if (mine) expect([row.slug, Number(mine.allSample), row.rating]).toEqual([row.slug, 1, Math.round(Number(mine.avg) * 10) / 10]);
      const generated = generateTemplateDraft(CATALOG_SEED, Number(row.slug.split('-').pop()), now);
      if (mine && row.ratingCount >= 10) expect(row.rating).toBeLessThanOrEqual(4.8);
      if (mine)
        expect(Math.abs(row.rating - (row.ratingCount < 10 ? generated.rating : Math.min(4.8, generated.rating)))).toBeLessThanOrEqual(
          row.ratingCount < 10 ? 0.5 : 0.1,
        );
    }
    // Not twice.
    expect(await seedCatalogOnStart(t.app, { seedDemo: true, catalogSeedCount: 40 })).toBeNull();
  });

  it('adds more templates after the existing ones with their images, so slugs stay unique', async () => {
    const progress: number[] = [];
    const result = await seedCatalog(deps, { count: 3, now, onProgress: (done) => progress.push(done) });
    expect(result).toMatchObject({ start: 40, inserted: 3 });
    expect(result.imagesWritten).toBeGreaterThanOrEqual(3 * 4);
    expect(progress).toEqual([0, 3]);
    const last = await repo().findOneByOrFail({ slug: generateTemplateDraft(CATALOG_SEED, 42, now).slug });
    expect(existsSync(join(t.config.dataDir, 'files', 'public', last.screenshots.at(-1)!))).toBe(true);
  });

  it('adds rows only with images: false (--no-images)', async () => {
    const result = await seedCatalog(deps, { count: 9, now, images: false });
    expect(result).toMatchObject({ start: 43, inserted: 9, imagesWritten: 0 });
    expect(await repo().count()).toBe(52);
    const added = await repo().find({ where: { slug: Like('%-51') } });
    expect(added).toHaveLength(1);
    // --no-images: rows point at generated-images paths that are not on disk (drawn on request).
    expect(existsSync(join(t.config.dataDir, 'files', 'public', added[0]!.previewImage))).toBe(false);
  });

  it('skips images that already exist', async () => {
    const drafts = [0, 1].map((i) => generateTemplateDraft(CATALOG_SEED, i, now));
    expect(await writeTemplateImages(deps.storage, drafts)).toBe(0);
  });

  it('continues after the highest stored index when templates in the middle were deleted', async () => {
    const middle = [10, 11, 12].map((i) => generateTemplateDraft(CATALOG_SEED, i, now).slug);
    await repo().delete({ slug: In(middle) });
    expect(await repo().count()).toBe(49);
    expect(await nextFreeIndex(t.dataSource, CATALOG_SEED, now)).toBe(52);
    const result = await seedCatalog(deps, { count: 3, now, images: false });
    expect(result).toMatchObject({ start: 52, inserted: 3 });
  });
});
