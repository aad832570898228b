import { ADMIN_API } from '@tm/contracts/admin';
import { REVIEWS_API, REVIEW_MESSAGES, reviewsPath, type ReviewsPage, type SampleReviewsJob } from '@tm/contracts/reviews';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { waitFor } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { signedInUser, type Agent } from '../admin/testing/admin-agents';
import { CatalogWriterService } from '../catalog/catalog-writer.service';
import type { TemplateDraft } from '@tm/catalog-generator';
import { makeDraft } from '../catalog/testing/template-drafts';
import { insertOrder } from '../downloads/testing/order-fixtures';
import { startJobWorker } from '../../infrastructure/jobs/testing/job-workers';

// Decision 038: the review generator. Samples are labelled everywhere, count in the figures only in the
// demo store, and the generator refuses to run elsewhere unless ALLOW_SAMPLE_REVIEWS=true.
describe.each(testTargets())('sample reviews on $name', (target) => {
  describe.each([
    { store: 'the demo store', env: { SEED_DEMO: 'true' }, counted: true },
    { store: 'a live store with ALLOW_SAMPLE_REVIEWS=true', env: { ALLOW_SAMPLE_REVIEWS: 'true' }, counted: false },
  ])('in $store', ({ env, counted }) => {
    let t: TestApp;
    let worker: { close: () => Promise<void> };
    let admin: Agent;
    let ids: string[];

    beforeAll(async () => {
      t = await createTestApp(target, { env });
      worker = await startJobWorker(t);
      admin = (await signedInUser(t, 'boss', true)).agent;
      const drafts = [0, 1, 2].map(() => makeDraft({ category: 'ecommerce', subcategory: 'magento', rating: 0, ratingCount: 0 }));
      ({ ids } = await t.app.get(CatalogWriterService).insertMany(drafts));
    });
    afterAll(async () => {
      await worker?.close();
      await t?.close();
    });

    const figures = async (id: string) => {
      const [row] = (await t.dataSource.query('SELECT rating, ratingCount FROM templates WHERE id = ?', [id])) as Array<{
        rating: number | string;
        ratingCount: number | string;
      }>;
      return { rating: Number(row!.rating), ratingCount: Number(row!.ratingCount) };
    };
    const finished = (jobId: string) =>
      waitFor(async () => {
        const job = (await admin.get(REVIEWS_API.adminSampleJob.replace(':jobId', jobId)).expect(200)).body as SampleReviewsJob;
        return job.status === 'completed' && job;
      }, 15_000);

    it(`makes labelled samples through the job engine; they ${counted ? 'count' : 'never count'} in the figures; one call removes them all`, async () => {
      // A buyer's review is there first: samples must not disturb it.
      const buyer = await signedInUser(t, 'buyer');
      // The row has the columns the order's snapshot reads.
      const drafts = (await t.dataSource.query('SELECT * FROM templates WHERE id = ?', [ids[0]])) as Array<
        Pick<TemplateDraft, 'name' | 'slug' | 'category' | 'subcategory' | 'previewImage'>
      >;
      await insertOrder(t.dataSource, {
        userId: buyer.user.id,
        templates: [{ id: ids[0]!, draft: { ...drafts[0], priceCents: 2900 } as TemplateDraft }],
      });
      await buyer.agent
        .post(reviewsPath(REVIEWS_API.list, ids[0]!))
        .send({ rating: 2, title: 'Not what I hoped', text: 'The checkout page needed a lot of work.' })
        .expect(201);

      await buyer.agent.post(REVIEWS_API.adminSamples).send({ templateIds: ids, perTemplate: 3 }).expect(403);
      await admin.post(REVIEWS_API.adminSamples).send({ perTemplate: 3 }).expect(400, { message: REVIEW_MESSAGES.samplesTarget });
      await admin
        .post(REVIEWS_API.adminSamples)
        .send({ templateIds: ['nope'], perTemplate: 3 })
        .expect(400);
      await admin.post(REVIEWS_API.adminSamples).send({ category: 'ecommerce', perTemplate: 99 }).expect(400);

      const started = (
        await admin
          .post(REVIEWS_API.adminSamples)
          .send({ category: 'ecommerce', subcategory: 'magento', perTemplate: 4, spread: 'mixed' })
          .expect(202)
      ).body as SampleReviewsJob;
      expect(started).toMatchObject({ totalTemplates: 3 });
      expect(await finished(started.jobId)).toMatchObject({ processedTemplates: 3, failedTemplates: 0 });

      const page = (await t.http().get(reviewsPath(REVIEWS_API.list, ids[0]!)).expect(200)).body as ReviewsPage;
      expect(page.total).toBe(5);
      const samples = page.reviews.filter((r) => r.sample);
      expect(samples).toHaveLength(4);
      expect(samples.every((r) => !r.verifiedPurchase && r.author.length > 0)).toBe(true);
      expect(page.reviews.filter((r) => !r.sample)).toEqual([expect.objectContaining({ rating: 2, verifiedPurchase: true })]);

      const [stored] = (await t.dataSource.query('SELECT COUNT(*) AS n FROM reviews WHERE sample = 1')) as Array<{ n: number | string }>;
      expect(Number(stored!.n)).toBe(12);
      const counts = Object.values(page.breakdown).reduce((a, b) => a + b, 0);
      if (counted) {
        expect(counts).toBe(5);
        expect((await figures(ids[0]!)).ratingCount).toBe(5);
        expect((await figures(ids[1]!)).ratingCount).toBe(4);
      } else {
        expect(counts).toBe(1);
        expect(await figures(ids[0]!)).toEqual({ rating: 2, ratingCount: 1 });
        expect(await figures(ids[1]!)).toEqual({ rating: 0, ratingCount: 0 });
      }

      expect((await admin.delete(REVIEWS_API.adminSamples).expect(200)).body).toEqual({ removed: 12 });
      expect(await figures(ids[0]!)).toEqual({ rating: 2, ratingCount: 1 });
      expect(await figures(ids[1]!)).toEqual({ rating: 0, ratingCount: 0 });
      const audit = (await admin.get(ADMIN_API.auditLog).expect(200)).body as { entries: Array<{ action: string }> };
      expect(audit.entries.map((e) => e.action)).toEqual(expect.arrayContaining(['reviews.samples-generate', 'reviews.samples-remove']));
    });
  });

  describe('in a live store', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('refuses to generate sample reviews', async () => {
      const { agent } = await signedInUser(t, 'boss', true);
      const { ids } = await t.app.get(CatalogWriterService).insertMany([makeDraft()]);
      await agent
        .post(REVIEWS_API.adminSamples)
        .send({ templateIds: ids, perTemplate: 2 })
        .expect(403, { message: REVIEW_MESSAGES.samplesRefused });
      const [row] = (await t.dataSource.query('SELECT COUNT(*) AS n FROM reviews')) as Array<{ n: number | string }>;
      expect(Number(row!.n)).toBe(0);
    });
  });
});
