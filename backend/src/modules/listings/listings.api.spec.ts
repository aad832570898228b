import sharp from 'sharp';
import { ADMIN_API, adminPath } from '@tm/contracts/admin';
import { AuditLogPageSchema } from '@tm/contracts/admin.schemas';
import { CART_API } from '@tm/contracts/cart';
import { CartItemSchema } from '@tm/contracts/cart.schemas';
import { ORDER_API, ORDER_MESSAGES } from '@tm/contracts/orders';
import { CATALOG_API } from '@tm/contracts/catalog';
import { templatePath } from '@tm/contracts/catalog-requests';
import { TemplateDetailSchema, TemplatePageSchema } from '@tm/contracts/catalog.schemas';
import { LISTING_API, LISTING_MESSAGES } from '@tm/contracts/listings';
import { ListingSchema, type Listing, type ListingForm } from '@tm/contracts/listings.schemas';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClock, waitFor } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { signedInUser, type Agent } from '../admin/testing/admin-agents';
import { sampleZip } from '../../infrastructure/template-files/testing/zip-builder';
import { ORDER_CONSENT } from '../../testing/order-consent';

/** The response, or a failure that says what the server answered. */
function expectStatus<R extends { status: number; body: unknown }>(res: R, status: number): R {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res;
}

const form = (overrides: Partial<ListingForm> = {}): ListingForm => ({
  name: 'Quiet Harbour Portfolio',
  category: 'html',
  subcategory: 'portfolios',
  platform: 'html-site',
  shortDescription: 'A calm one-page portfolio for photographers.',
  longDescription: '## What you get\n\n- Five pages\n- A [demo](https://example.com/demo)',
  tags: ['Photography', 'dark mode'],
  compatibility: ['Any web host'],
  version: '1.0.0',
  price: '49.00',
  salePrice: null,
  saleStartsAt: null,
  saleEndsAt: null,
  livePreviewUrl: null,
  status: 'draft',
  ...overrides,
});

describe.each(testTargets())('the listing editor on $name', (target) => {
  let t: TestApp;
  let admin: Agent;
  let shopper: Agent;
  const clock = new TestClock();

  beforeAll(async () => {
    t = await createTestApp(target, { clock });
    admin = (await signedInUser(t, 'owner', true)).agent;
    shopper = (await signedInUser(t, 'shopper')).agent;
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => clock.reset());

  const one = (id: string) => adminPath(LISTING_API.one, { id });
  const create = async (overrides: Partial<ListingForm> = {}) =>
    ListingSchema.parse(expectStatus(await admin.post(LISTING_API.create).send(form(overrides)), 201).body);
  const save = (listing: Listing, overrides: Partial<ListingForm>) =>
    admin.put(one(listing.id)).send({ ...form({ name: listing.name, slug: listing.slug, ...overrides }), revision: listing.revision });
  const png = () =>
    sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
  const addImage = async (listing: Listing) =>
    ListingSchema.parse(
      (
        await admin
          .post(adminPath(LISTING_API.images, { id: listing.id }))
          .field('revision', String(listing.revision))
          .attach('image', await png(), 'shot.png')
          .expect(200)
      ).body,
    );
  /** A listing with an image and a ZIP, published. */
  const published = async (overrides: Partial<ListingForm> = {}) => {
    const draft = await create(overrides);
    await addImage(draft);
    await admin
      .post(adminPath(ADMIN_API.uploadZip, { id: draft.id }))
      .attach('zipFile', sampleZip(), 'theme.zip')
      .expect(200);
    const ready = ListingSchema.parse((await admin.get(one(draft.id)).expect(200)).body);
    expect(ready.publishMissing).toEqual([]);
    return ListingSchema.parse(
      (await save({ ...ready, revision: ready.revision }, { ...overrides, status: 'published' }).expect(200)).body,
    );
  };
  const shopDetail = (slug: string) => shopper.get(templatePath(slug));
  const listed = async (slug: string) =>
    TemplatePageSchema.parse(
      (await shopper.get(CATALOG_API.paginated).query({ sort: 'newest', limit: 100 }).expect(200)).body,
    ).templates.some((tpl) => tpl.slug === slug);

  it('creates a draft that only the back office sees, with its slug made from the name', async () => {
    const draft = await create({ name: 'Quiet Harbour Draft' });
    expect(draft).toMatchObject({
      status: 'draft',
      slug: 'quiet-harbour-draft',
      price: '49.00',
      revision: 1,
      hasZip: false,
      generated: false,
    });
    expect(draft.tags).toEqual(['photography', 'dark-mode']);
    expect(draft.publishMissing).toEqual(['image', 'zip']);
    await shopDetail(draft.slug).expect(404);
    expect(await listed(draft.slug)).toBe(false);
    // A second listing of the same name gets the next free slug.
    expect((await create({ name: 'Quiet Harbour Draft' })).slug).toBe('quiet-harbour-draft-2');
  });

  it('refuses to publish until the listing has an image and a checked ZIP, saying what is missing', async () => {
    const draft = await create({ name: 'Unready Listing' });
    const res = await save(draft, { status: 'published' }).expect(422);
    const refusal = res.body as { message: string; missing: string[] };
    expect(refusal.message).toBe(
      'This listing cannot be published yet: add at least one preview image, a ZIP package that passed the upload checks',
    );
    expect(refusal.missing).toEqual(['image', 'zip']);
    expect(ListingSchema.parse((await admin.get(one(draft.id)).expect(200)).body)).toMatchObject({ status: 'draft', revision: 1 });
  });

  it('publishes a listing shoppers find, search and buy at its price; a new price shows at once and is audited', async () => {
    const listing = await published({ name: 'Lighthouse Keeper Portfolio' });
    expect(listing.images).toHaveLength(1);
    const detail = TemplateDetailSchema.parse((await shopDetail(listing.slug).expect(200)).body);
    expect(detail).toMatchObject({ name: 'Lighthouse Keeper Portfolio', price: '49.00', regularPrice: null, hasZip: true });
    expect(detail.previewImage).toBe(listing.images[0]!.cardUrl);
    // The category's own platform stays unset (it follows the category); the owner's compatibility is theirs.
    expect(detail).toMatchObject({ platform: null, compatibility: ['Any web host'], releaseName: '1.0.0' });
    expect(detail.aboutHtml).toContain('<h2>What you get</h2>');
    expect(await listed(listing.slug)).toBe(true);
    await waitFor(async () => {
      const found = TemplatePageSchema.parse(
        (await shopper.get(CATALOG_API.paginated).query({ search: 'lighthouse keeper' }).expect(200)).body,
      );
      return found.templates.some((tpl) => tpl.slug === listing.slug);
    });

    const repriced = ListingSchema.parse((await save(listing, { status: 'published', price: '39.00' }).expect(200)).body);
    expect(repriced.revision).toBe(listing.revision + 1);
    expect(TemplateDetailSchema.parse((await shopDetail(listing.slug).expect(200)).body).price).toBe('39.00');
    const audit = AuditLogPageSchema.parse((await admin.get(ADMIN_API.auditLog).query({ targetId: listing.id }).expect(200)).body);
    expect(audit.entries[0]).toMatchObject({ action: 'listing.price', changes: { priceCents: { before: 4900, after: 3900 } } });
    expect(audit.entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['listing.create', 'listing.edit', 'listing.publish', 'template.zip-upload']),
    );
  });

  it('refuses a save made over a later one with "changed since you opened it", keeping the later one', async () => {
    const listing = await create({ name: 'Two Tabs' });
    await save(listing, { price: '59.00' }).expect(200);
    const res = await save(listing, { price: '19.00' }).expect(409);
    expect(res.body).toEqual({ message: LISTING_MESSAGES.changedSinceOpened });
    expect(ListingSchema.parse((await admin.get(one(listing.id)).expect(200)).body)).toMatchObject({ price: '59.00', revision: 2 });
  });

  it('keeps an unlisted template off listings and search but buyable by its link', async () => {
    const listing = await published({ name: 'Secret Garden Landing' });
    const hidden = ListingSchema.parse((await save(listing, { status: 'unlisted' }).expect(200)).body);
    expect(hidden.status).toBe('unlisted');
    await shopDetail(listing.slug).expect(200);
    expect(await listed(listing.slug)).toBe(false);
    await waitFor(async () => {
      const found = TemplatePageSchema.parse(
        (await shopper.get(CATALOG_API.paginated).query({ search: 'secret garden' }).expect(200)).body,
      );
      return !found.templates.some((tpl) => tpl.slug === listing.slug);
    });
    await shopper.post(CART_API.cart).send({ templateId: listing.id, quantity: 1 }).expect(200);
  });

  it('answers a changed slug of a published template with a 301 from the old page', async () => {
    const listing = await published({ name: 'Old Name Studio' });
    const renamed = ListingSchema.parse((await save(listing, { status: 'published', slug: 'new-name-studio' }).expect(200)).body);
    expect(renamed.slug).toBe('new-name-studio');
    const res = await t.http().get('/template/old-name-studio?ref=mail').redirects(0);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/template/new-name-studio?ref=mail');
    await shopDetail('new-name-studio').expect(200);
  });

  it('shows a running sale with the regular price struck through, and keeps a sale that starts later for its time', async () => {
    const now = Date.now();
    const listing = await published({
      name: 'Summer Sale Theme',
      salePrice: '29.00',
      saleStartsAt: new Date(now - 60_000).toISOString(),
      saleEndsAt: new Date(now + 3_600_000).toISOString(),
    });
    const onSale = TemplateDetailSchema.parse((await shopDetail(listing.slug).expect(200)).body);
    expect(onSale).toMatchObject({ price: '29.00', regularPrice: '49.00', saleEndsAt: new Date(now + 3_600_000).toISOString() });

    const later = await create({
      name: 'Autumn Sale Theme',
      salePrice: '19.00',
      saleStartsAt: new Date(now + 3_600_000).toISOString(),
      saleEndsAt: null,
    });
    expect(later.salePrice).toBe('19.00');
    expect(later.saleStartsAt).toBe(new Date(now + 3_600_000).toISOString());
  });

  it('starts and ends a sale at its times on a cached page, with no write in between', async () => {
    // Each process drops its cached answers at the next sale boundary (decision 076).
    const start = Date.now() + 1_500;
    const listing = await published({
      name: 'Flash Sale Theme',
      salePrice: '9.00',
      saleStartsAt: new Date(start).toISOString(),
      saleEndsAt: new Date(start + 1_500).toISOString(),
    });
    const price = async () => TemplateDetailSchema.parse((await shopDetail(listing.slug).expect(200)).body).price;
    expect(await price()).toBe('49.00'); // cached now, before the sale
    await new Promise((resolve) => setTimeout(resolve, start - Date.now() + 200));
    expect(await price()).toBe('9.00');
    await new Promise((resolve) => setTimeout(resolve, start + 1_500 - Date.now() + 200));
    expect(await price()).toBe('49.00');
  });

  it('tells a buyer whose cart holds a template that the price changed, and charges the new price only when they agree', async () => {
    const listing = await published({ name: 'Price Watch Theme' });
    const { agent: buyer, user } = await signedInUser(t, 'buyer');
    await buyer.post(CART_API.cart).send({ templateId: listing.id, quantity: 1 }).expect(200);
    const cartLine = async () => CartItemSchema.parse(((await buyer.get(CART_API.cart).expect(200)).body as unknown[])[0]);
    expect(await cartLine()).toMatchObject({ priceWhenAdded: null, template: { price: '49.00' } });

    await save(listing, { status: 'published', price: '59.00' }).expect(200);
    expect(await cartLine()).toMatchObject({ priceWhenAdded: '49.00', template: { price: '59.00' } });
    const order = (total: number) =>
      buyer
        .post(ORDER_API.orders)
        .set('Idempotency-Key', `price-watch-${total}`)
        .send({
          customerEmail: user.email,
          customerName: 'Buyer',
          totalAmount: total,
          items: [{ templateId: listing.id, quantity: 1 }],
          consent: ORDER_CONSENT,
        });
    expect(expectStatus(await order(49), 409).body).toEqual({ message: ORDER_MESSAGES.priceChanged });
    const placed = (await order(59).expect(201)).body as { totalAmount: number | string };
    expect(Number(placed.totalAmount)).toBe(59);
  });

  it('renders the long description as safe HTML: no script, no iframe, off-site links nofollow', async () => {
    const listing = await create({
      name: 'Markdown Check',
      longDescription:
        '<script>alert(1)</script>\n\n<iframe src="https://evil.example"></iframe>\n\n[home](https://example.org) [bad](javascript:alert(1))',
    });
    const row = (await t.dataSource.query('SELECT longDescriptionHtml AS html FROM templates WHERE id = ?', [listing.id])) as Array<{
      html: string;
    }>;
    const html = row[0]!.html;
    expect(html).not.toMatch(/<script|<iframe|href="javascript/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<a href="https://example.org" rel="nofollow ugc noopener" target="_blank">home</a>');
  });

  it('gives every bad input a clear error and changes nothing', async () => {
    const bad = async (overrides: Record<string, unknown>) =>
      (
        (
          await admin
            .post(LISTING_API.create)
            .send({ ...form(), ...overrides })
            .expect(400)
        ).body as { message: string }
      ).message;
    expect(await bad({ price: '-5.00' })).toMatch(/Price must be an amount/);
    expect(await bad({ price: '99999999.00' })).toMatch(/Price may be at most/);
    expect(await bad({ price: 49 })).toMatch(/expected string/);
    expect(await bad({ salePrice: '59.00' })).toBe(LISTING_MESSAGES.saleNotBelowPrice);
    expect(await bad({ salePrice: '19.00', saleStartsAt: '2026-12-10T12:00:00Z', saleEndsAt: '2026-12-09T12:00:00Z' })).toBe(
      LISTING_MESSAGES.saleEndsBeforeStart,
    );
    expect(await bad({ subcategory: 'nonsense' })).toMatch(/subcategory must be one of/);
    expect(await bad({ name: '' })).toBe('Name is required');
    expect(await bad({ isAdmin: true })).toBe('Unknown field');
    expect(await bad({ livePreviewUrl: 'javascript:alert(1)' })).toBe('Live demo must be an http(s) address');

    const draft = await create({ name: 'Image Checks' });
    const notImage = await admin
      .post(adminPath(LISTING_API.images, { id: draft.id }))
      .field('revision', '1')
      .attach('image', Buffer.from('not an image at all'), 'shot.png')
      .expect(422);
    expect((notImage.body as { message: string }).message).toBe(LISTING_MESSAGES.notAnImage);
    expect(ListingSchema.parse((await admin.get(one(draft.id)).expect(200)).body)).toMatchObject({ images: [], revision: 1 });

    await admin.get(one('00000000-0000-7000-8000-000000000000')).expect(404);
    await shopper.get(one(draft.id)).expect(403);
    await shopper.post(LISTING_API.create).send(form()).expect(403);
  });
});
