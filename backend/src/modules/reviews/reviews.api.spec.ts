import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_API } from '@tm/contracts/admin';
import { CATALOG_API } from '@tm/contracts/catalog';
import { REVIEWS_API, REVIEW_MESSAGES, reviewsPath, type MyReview, type Review, type ReviewsPage } from '@tm/contracts/reviews';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testTargets } from '../../testing/test-targets';
import { signedInUser, type Agent } from '../admin/testing/admin-agents';
import { CatalogWriterService } from '../catalog/catalog-writer.service';
import { makeDraft } from '../catalog/testing/template-drafts';
import { insertOrder, type OrderedTemplate } from '../downloads/testing/order-fixtures';
import type { UserEntity } from '../users/entities/user.entity';

const SHELL_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>TemplateMarket</title></head><body><div id="root"></div></body></html>';
const GOOD = { rating: 5, title: 'Exactly what I needed', text: 'Installed in ten minutes and the layout works on phones.' };

// Decision 038: verified-buyer reviews, their figures on the template and in the JSON-LD, and moderation.
describe.each(testTargets())('reviews on $name', (target) => {
  let t: TestApp;
  let webRoot: string;
  let admin: Agent;
  let templates: OrderedTemplate[];

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'tm-reviews-web-'));
    mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(join(webRoot, 'shell', 'dist', 'index.html'), SHELL_HTML);
    t = await createTestApp(target, { env: { WEB_ROOT: webRoot } });
    admin = (await signedInUser(t, 'boss', true)).agent;
    const drafts = [0, 1, 2, 3].map((i) => makeDraft({ priceCents: 2900 + i * 100, rating: 0, ratingCount: 0 }));
    const { ids } = await t.app.get(CatalogWriterService).insertMany(drafts);
    templates = drafts.map((draft, i) => ({ id: ids[i]!, draft }));
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const list = (id: string, page = 1) => t.http().get(`${reviewsPath(REVIEWS_API.list, id)}?page=${page}`);
  const post = (agent: Agent, id: string, body: object = GOOD) => agent.post(reviewsPath(REVIEWS_API.list, id)).send(body);
  async function buyer(
    prefix: string,
    bought: OrderedTemplate[],
    status: 'completed' | 'refunded' = 'completed',
  ): Promise<{ agent: Agent; user: UserEntity }> {
    const who = await signedInUser(t, prefix);
    await insertOrder(t.dataSource, { userId: who.user.id, templates: bought, status });
    return who;
  }
  /** The template's rating figures; its template_tags copies (the browse niches' sorts, decision 039) must say the same. */
  async function figures(id: string) {
    type Figures = Array<{ rating: number | string; ratingCount: number | string }>;
    const [row] = (await t.dataSource.query('SELECT rating, ratingCount FROM templates WHERE id = ?', [id])) as Figures;
    const result = { rating: Number(row!.rating), ratingCount: Number(row!.ratingCount) };
    const copies = (await t.dataSource.query('SELECT rating, ratingCount FROM template_tags WHERE templateId = ?', [id])) as Figures;
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) expect({ rating: Number(copy.rating), ratingCount: Number(copy.ratingCount) }).toEqual(result);
    return result;
  }

  it('refuses anyone but a buyer: 401 signed out, 403 for a non-buyer, a refunded buyer and an admin', async () => {
    const [tpl] = templates;
    await t.http().post(reviewsPath(REVIEWS_API.list, tpl!.id)).send(GOOD).expect(401, { message: REVIEW_MESSAGES.signIn });
    const stranger = await signedInUser(t, 'stranger');
    await post(stranger.agent, tpl!.id).expect(403, { message: REVIEW_MESSAGES.notBuyer });
    expect((await stranger.agent.get(reviewsPath(REVIEWS_API.mine, tpl!.id)).expect(200)).body).toEqual({
      review: null,
      canReview: false,
      reason: REVIEW_MESSAGES.notBuyer,
    });
    const refunded = await buyer('refunded', [tpl!], 'refunded');
    await post(refunded.agent, tpl!.id).expect(403, { message: REVIEW_MESSAGES.notBuyer });
    await post(admin, tpl!.id).expect(403);
    await post(stranger.agent, 'no-such-template').expect(404, { message: REVIEW_MESSAGES.templateNotFound });
    expect(await figures(tpl!.id)).toEqual({ rating: 0, ratingCount: 0 });
  });

  it.each([
    ['a rating of 0', { rating: 0 }, REVIEW_MESSAGES.rating],
    ['a rating of 6', { rating: 6 }, REVIEW_MESSAGES.rating],
    ['half a star', { rating: 3.5 }, REVIEW_MESSAGES.rating],
    ['a rating as text', { rating: '5' }, REVIEW_MESSAGES.rating],
    ['a short title', { title: 'Ok' }, REVIEW_MESSAGES.title],
    ['a title with a line break', { title: 'Nice\r\ntheme' }, 'Title cannot contain line breaks'],
    ['a text over 2,000 characters', { text: 'x'.repeat(2001) }, REVIEW_MESSAGES.text],
    ['no text', { text: undefined }, REVIEW_MESSAGES.text],
    ['an unknown field', { verified: true }, 'Unknown field'],
  ])('refuses %s with 400 and stores nothing', async (_label, change, message) => {
    const tpl = templates[1]!;
    const who = await buyer('badinput', [tpl]);
    const res = await post(who.agent, tpl.id, { ...GOOD, ...change }).expect(400);
    expect((res.body as { message: string }).message).toContain(message);
    expect((await who.agent.get(reviewsPath(REVIEWS_API.mine, tpl.id)).expect(200)).body).toMatchObject({ review: null, canReview: true });
  });

  it('takes one review per buyer, keeps the figures and the JSON-LD in step, and lets the buyer edit and delete it', async () => {
    const tpl = templates[2]!;
    const ada = await buyer('ada', [tpl]);
    expect(((await ada.agent.get(reviewsPath(REVIEWS_API.mine, tpl.id)).expect(200)).body as MyReview).canReview).toBe(true);

    // Two at once (a double click): one review, one 409.
    const answers = await Promise.all([post(ada.agent, tpl.id), post(ada.agent, tpl.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toEqual({ message: REVIEW_MESSAGES.already });
    const created = answers.find((a) => a.status === 201)!.body as Review;
    expect(created).toMatchObject({ ...GOOD, verifiedPurchase: true, sample: false });

    const bob = await buyer('bob', [tpl]);
    await post(bob.agent, tpl.id, { ...GOOD, rating: 2, title: 'Took longer than expected' }).expect(201);
    const cy = await buyer('cy', [tpl]);
    await post(cy.agent, tpl.id, { ...GOOD, rating: 4 }).expect(201);
    expect(await figures(tpl.id)).toEqual({ rating: 3.7, ratingCount: 3 });

    const page = (await list(tpl.id).expect(200)).body as ReviewsPage;
    expect(page).toMatchObject({ total: 3, rating: '3.7', ratingCount: 3, breakdown: { '1': 0, '2': 1, '3': 0, '4': 1, '5': 1 } });
    expect(page.reviews.map((r) => r.rating)).toEqual([4, 2, 5]); // newest first
    expect(page.reviews.every((r) => r.verifiedPurchase && !r.sample)).toBe(true);

    // The catalog and the page's JSON-LD say the same.
    const detail = (await t.http().get(CATALOG_API.detail.replace(':slugOrId', tpl.draft.slug)).expect(200)).body as {
      rating: string;
      ratingCount: number;
    };
    expect(detail).toMatchObject({ rating: '3.7', ratingCount: 3 });
    const html = (await t.http().get(`/template/${tpl.draft.slug}`).expect(200)).text;
    expect(html).toContain('"aggregateRating":{"@type":"AggregateRating","ratingValue":"3.7","reviewCount":3');

    // Edit: the figures follow; nothing to change is a 400.
    const edited = (await bob.agent.patch(reviewsPath(REVIEWS_API.mine, tpl.id)).send({ rating: 5 }).expect(200)).body as Review;
    expect(edited).toMatchObject({ rating: 5, title: 'Took longer than expected' });
    expect(await figures(tpl.id)).toEqual({ rating: 4.7, ratingCount: 3 });
    await bob.agent.patch(reviewsPath(REVIEWS_API.mine, tpl.id)).send({}).expect(400);

    // Delete: gone from the page and the figures; again is a 404.
    await ada.agent.delete(reviewsPath(REVIEWS_API.mine, tpl.id)).expect(204);
    await ada.agent.delete(reviewsPath(REVIEWS_API.mine, tpl.id)).expect(404, { message: REVIEW_MESSAGES.noReview });
    expect(await figures(tpl.id)).toEqual({ rating: 4.5, ratingCount: 2 });
    expect(((await list(tpl.id).expect(200)).body as ReviewsPage).total).toBe(2);
    // Someone else's review is out of reach: "mine" is always the caller's own.
    const stranger = await signedInUser(t, 'other');
    await stranger.agent.delete(reviewsPath(REVIEWS_API.mine, tpl.id)).expect(404);
    expect(await figures(tpl.id)).toEqual({ rating: 4.5, ratingCount: 2 });
  });

  it('names a reviewer by first name and initial, or "Verified buyer": never by username', async () => {
    const tpl = templates[3]!;
    const named = await buyer('named', [tpl]);
    await t.dataSource.query("UPDATE users SET firstName = 'Ada', lastName = 'lovelace' WHERE id = ?", [named.user.id]);
    expect(((await post(named.agent, tpl.id).expect(201)).body as Review).author).toBe('Ada L.');
    const anonymous = await buyer('anon', [tpl]);
    await t.dataSource.query('UPDATE users SET firstName = NULL WHERE id = ?', [anonymous.user.id]);
    const review = (await post(anonymous.agent, tpl.id).expect(201)).body as Review;
    expect(review.author).toBe('Verified buyer');
    const page = (await t.http().get(reviewsPath(REVIEWS_API.list, tpl.id)).expect(200)).text;
    expect(page).not.toContain(anonymous.user.username);
    expect(page).not.toContain(named.user.username);
  });

  it('stops a buyer refunded after reviewing from editing (they may still delete)', async () => {
    const tpl = templates[3]!;
    const dee = await signedInUser(t, 'dee');
    const { order } = await insertOrder(t.dataSource, { userId: dee.user.id, templates: [tpl] });
    await post(dee.agent, tpl.id).expect(201);
    await t.dataSource.query("UPDATE orders SET status = 'refunded' WHERE id = ?", [order.id]);
    await t.dataSource.query('DELETE FROM entitlements WHERE orderId = ?', [order.id]);
    await dee.agent.patch(reviewsPath(REVIEWS_API.mine, tpl.id)).send({ rating: 1 }).expect(403, { message: REVIEW_MESSAGES.notBuyer });
    await dee.agent.delete(reviewsPath(REVIEWS_API.mine, tpl.id)).expect(204);
  });

  it('lets an admin remove a review with a reason: off the page, out of the figures, in the audit log', async () => {
    const tpl = templates[0]!;
    const eve = await buyer('eve', [tpl]);
    const review = (await post(eve.agent, tpl.id, { ...GOOD, rating: 1, title: 'Spam spam spam' }).expect(201)).body as Review;
    expect(await figures(tpl.id)).toEqual({ rating: 1, ratingCount: 1 });
    const path = REVIEWS_API.adminRemove.replace(':id', review.id);
    await eve.agent.post(path).send({ reason: 'Spam' }).expect(403);
    await admin.post(path).send({}).expect(400);
    await admin.post(path).send({ reason: 'Spam: a link to another shop' }).expect(200, { message: 'Review removed' });
    await admin.post(path).send({ reason: 'Again' }).expect(404, { message: REVIEW_MESSAGES.reviewNotFound });
    expect(await figures(tpl.id)).toEqual({ rating: 0, ratingCount: 0 });
    expect(((await list(tpl.id).expect(200)).body as ReviewsPage).total).toBe(0);
    const audit = (await admin.get(ADMIN_API.auditLog).expect(200)).body as {
      entries: Array<{ action: string; targetId: string; detail: string }>;
    };
    expect(audit.entries.find((e) => e.targetId === review.id)).toMatchObject({
      action: 'review.remove',
      detail: expect.stringContaining('Spam: a link to another shop') as unknown,
    });
    // Their one review was removed: they cannot write another, nor delete the removed one to start over.
    await post(eve.agent, tpl.id).expect(409, { message: REVIEW_MESSAGES.removed });
    await eve.agent.delete(reviewsPath(REVIEWS_API.mine, tpl.id)).expect(404);
    expect((await eve.agent.get(reviewsPath(REVIEWS_API.mine, tpl.id)).expect(200)).body).toEqual({
      review: null,
      canReview: false,
      reason: REVIEW_MESSAGES.removed,
    });
  });

  it('takes 20 buyers reviewing one template at once, and the figures equal the reviews', async () => {
    const drafts = [makeDraft({ rating: 0, ratingCount: 0 })];
    const { ids } = await t.app.get(CatalogWriterService).insertMany(drafts);
    const tpl = { id: ids[0]!, draft: drafts[0]! };
    // The buyers sign up one after another: 20 sign-ups at once are the hashing lane's to refuse with a
    // 503 on a busy machine (decision 050). Only the reviews arrive together.
    const buyers: Array<Awaited<ReturnType<typeof buyer>>> = [];
    for (let i = 0; i < 20; i++) buyers.push(await buyer(`crowd${i}`, [tpl]));
    const answers = await Promise.all(buyers.map((b, i) => post(b.agent, tpl.id, { ...GOOD, rating: (i % 5) + 1 })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(await figures(tpl.id)).toEqual({ rating: 3, ratingCount: 20 });
    expect(((await list(tpl.id).expect(200)).body as ReviewsPage).breakdown).toEqual({ '1': 4, '2': 4, '3': 4, '4': 4, '5': 4 });
  });

  it('pages the reviews, newest first, 10 a page', async () => {
    const drafts = [makeDraft({ rating: 0, ratingCount: 0 })];
    const { ids } = await t.app.get(CatalogWriterService).insertMany(drafts);
    const tpl = { id: ids[0]!, draft: drafts[0]! };
    for (let i = 0; i < 12; i++) {
      const who = await buyer(`p${i}`, [tpl]);
      await post(who.agent, tpl.id, { ...GOOD, title: `Review number ${i}` }).expect(201);
    }
    const first = (await list(tpl.id, 1).expect(200)).body as ReviewsPage;
    const second = (await list(tpl.id, 2).expect(200)).body as ReviewsPage;
    expect(first.total).toBe(12);
    expect(first.reviews.map((r) => r.title)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `Review number ${i}`));
    expect(second.reviews.map((r) => r.title)).toEqual(['Review number 1', 'Review number 0']);
    await list(tpl.id, 0).expect(400);
  });
});
