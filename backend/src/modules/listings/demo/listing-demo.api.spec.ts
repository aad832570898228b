import { existsSync, readdirSync } from 'node:fs';
import sharp from 'sharp';
import { ADMIN_API, adminPath, ZIP_REJECTIONS } from '@tm/contracts/admin';
import { AuditLogPageSchema } from '@tm/contracts/admin.schemas';
import { templatePath } from '@tm/contracts/catalog-requests';
import { TemplateDetailSchema } from '@tm/contracts/catalog.schemas';
import { LISTING_API, LISTING_DEMO_MESSAGES, LISTING_MESSAGES, listingDemoPaths, listingDemoServerCode } from '@tm/contracts/listings';
import { ListingDemoAnswerSchema, ListingSchema, type Listing, type ListingForm } from '@tm/contracts/listings.schemas';
import { createTestApp, type TestApp } from '../../../testing/create-test-app';
import { waitFor } from '../../../testing/fixtures';
import { testTargets } from '../../../testing/test-targets';
import { StorageService } from '../../../infrastructure/storage/storage.service';
import { localFile } from '../../../infrastructure/storage/testing/local-files';
import { buildZip, sampleZip } from '../../../infrastructure/template-files/testing/zip-builder';
import { signedInUser, type Agent } from '../../admin/testing/admin-agents';
import { UPLOADED_DEMO_CSP } from '../../previews/uploaded-demo.controller';

const form = (overrides: Partial<ListingForm> = {}): ListingForm => ({
  name: 'Fjord Studio',
  category: 'html',
  subcategory: 'landing-pages',
  platform: 'html-site',
  shortDescription: 'A calm one-page site for a design studio.',
  longDescription: '',
  tags: [],
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

const file = (name: string, data: string | Buffer) => ({ name, data: Buffer.from(data), deflate: true });

const INDEX = '<!doctype html><html><head><link rel="stylesheet" href="css/site.css"></head><body><h1>Fjord demo</h1></body></html>';

/** A static site in one top folder, as sites are zipped: pages, a stylesheet, a script, an image, a font and a file of no known type. */
const staticSite = (heading = 'Fjord demo') =>
  buildZip([
    { name: 'fjord/' },
    file('fjord/index.html', INDEX.replace('Fjord demo', heading)),
    file('fjord/about/index.html', '<!doctype html><title>About</title>'),
    file('fjord/css/site.css', 'h1 { color: teal }'),
    file('fjord/js/menu.js', 'document.body.dataset.ready = "1";'),
    file('fjord/img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'),
    file('fjord/fonts/inter.woff2', Buffer.from([0x77, 0x4f, 0x46, 0x32])),
    file('fjord/data.bin', Buffer.from([1, 2, 3])),
    file('__MACOSX/fjord/._index.html', 'junk'),
  ]);

describe.each(testTargets())('an uploaded static live demo on $name', (target) => {
  let t: TestApp;
  let admin: Agent;
  let shopper: Agent;
  let storage: StorageService;

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = (await signedInUser(t, 'downer', true)).agent;
    shopper = (await signedInUser(t, 'dshop')).agent;
    storage = t.app.get(StorageService);
  });
  afterAll(async () => {
    await t?.close();
  });

  const one = (id: string) => adminPath(LISTING_API.one, { id });
  const demoPath = (id: string) => adminPath(LISTING_API.demo, { id });
  const create = async (overrides: Partial<ListingForm> = {}) =>
    ListingSchema.parse((await admin.post(LISTING_API.create).send(form(overrides)).expect(201)).body);
  const read = async (id: string) => ListingSchema.parse((await admin.get(one(id)).expect(200)).body);
  /** A listing with an image and a ZIP, published, as shoppers see it. */
  const published = async (overrides: Partial<ListingForm> = {}): Promise<Listing> => {
    const draft = await create(overrides);
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    await admin
      .post(adminPath(LISTING_API.images, { id: draft.id }))
      .field('revision', String(draft.revision))
      .attach('image', png, 'shot.png')
      .expect(200);
    await admin
      .post(adminPath(ADMIN_API.uploadZip, { id: draft.id }))
      .attach('zipFile', sampleZip(), 'site.zip')
      .expect(200);
    const ready = await read(draft.id);
    const body = { ...form({ ...overrides, name: ready.name, slug: ready.slug, status: 'published' }), revision: ready.revision };
    return ListingSchema.parse((await admin.put(one(draft.id)).send(body).expect(200)).body);
  };
  const upload = (id: string, bytes: Buffer, agent: Agent = admin) => agent.post(demoPath(id)).attach('zip', bytes, 'demo.zip');
  const uploaded = async (id: string, bytes: Buffer) => ListingDemoAnswerSchema.parse((await upload(id, bytes).expect(200)).body);
  const demoFiles = (templateId: string) => {
    const dir = localFile(storage, 'private', `listing-demos/${templateId}`);
    // Files only: the local disk keeps emptied folders, which hold nothing.
    return existsSync(dir)
      ? readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => `${entry.parentPath}/${entry.name}`)
          .sort()
      : [];
  };
  const onLocalDisk = () => storage.driver.name === 'local';

  it('serves an uploaded demo from its own path under the sandbox, each file with its type, and makes it the listing’s live demo', async () => {
    const listing = await published();
    const paths = listingDemoPaths(listing.slug);
    const answer = await uploaded(listing.id, staticSite());
    expect(answer.demo).toMatchObject({ url: paths.page, siteUrl: paths.site, fileCount: 7 });
    expect(answer.listing).toMatchObject({ livePreviewUrl: paths.page, revision: listing.revision + 1 });
    expect(ListingDemoAnswerSchema.parse((await admin.get(demoPath(listing.id)).expect(200)).body).demo).toEqual(answer.demo);

    // The storefront's demo is the uploaded one.
    const detail = TemplateDetailSchema.parse((await shopper.get(templatePath(listing.slug)).expect(200)).body);
    expect(detail.livePreviewUrl).toBe(paths.page);
    const page = await t.http().get(paths.page).expect(200);
    expect(page.text).toContain(`<a class="pv-back pv-open" href="${paths.site}" target="_blank" rel="noopener">Open in a new tab</a>`);
    await t.http().get(`${paths.page}/frame`).redirects(0).expect(302).expect('Location', paths.site);
    await t.http().get(paths.site.slice(0, -1)).redirects(0).expect(301).expect('Location', paths.site);

    const index = await t.http().get(paths.site).expect(200);
    expect(index.text).toBe(INDEX);
    expect(index.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': UPLOADED_DEMO_CSP,
      'x-content-type-options': 'nosniff',
    });
    expect(UPLOADED_DEMO_CSP).toMatch(/^sandbox allow-scripts; default-src 'self';/);
    expect(UPLOADED_DEMO_CSP).toContain("connect-src 'none'");
    expect(UPLOADED_DEMO_CSP).toContain("frame-ancestors 'self'");
    expect(index.headers['set-cookie']).toBeUndefined();
    // Signed in or not, the demo never reads or writes a session.
    expect((await admin.get(paths.site).expect(200)).headers['set-cookie']).toBeUndefined();

    for (const [path, type] of [
      ['css/site.css', 'text/css; charset=utf-8'],
      ['js/menu.js', 'text/javascript; charset=utf-8'],
      ['img/logo.svg', 'image/svg+xml; charset=utf-8'],
      ['fonts/inter.woff2', 'font/woff2'],
      ['about/', 'text/html; charset=utf-8'],
    ] as const) {
      const res = await t.http().get(`${paths.site}${path}`).expect(200);
      expect([path, res.headers['content-type'], res.headers['content-security-policy']]).toEqual([path, type, UPLOADED_DEMO_CSP]);
    }
    const bytes = await t.http().get(`${paths.site}data.bin`).expect(200);
    expect(bytes.headers).toMatchObject({ 'content-type': 'application/octet-stream', 'content-disposition': 'attachment' });
    await t.http().get(`${paths.site}about`).redirects(0).expect(301).expect('Location', `${paths.site}about/`);
    await t.http().get(`${paths.site}nothing.html`).expect(404);
    await t.http().get(`${paths.site}__MACOSX/fjord/._index.html`).expect(404);

    const audit = AuditLogPageSchema.parse((await admin.get(ADMIN_API.auditLog).query({ targetId: listing.id }).expect(200)).body);
    expect(audit.entries[0]).toMatchObject({
      action: 'listing.demo-upload',
      changes: { livePreviewUrl: { before: null, after: paths.page } },
    });
  });

  it('refuses paths that leave the demo, and serves nothing of another listing or a draft', async () => {
    const listing = await published({ name: 'Fjord Paths' });
    const site = listingDemoPaths(listing.slug).site;
    await uploaded(listing.id, staticSite());
    for (const path of [
      '..%2f..%2f..%2fetc%2fpasswd',
      '%2e%2e/%2e%2e/listing-demos',
      'css/..%2f..%2f..%2f..%2fsecret',
      '%00',
      '..%5c..%5cx',
    ])
      expect((await t.http().get(`${site}${path}`)).status).toBe(400);

    const draft = await create({ name: 'Fjord Draft' });
    await uploaded(draft.id, staticSite());
    await t.http().get(listingDemoPaths(draft.slug).site).expect(404);
    await t.http().get(listingDemoPaths(draft.slug).page).expect(404);
  });

  it.each([
    ['no index.html', () => buildZip([file('site/about.html', '<p>x</p>'), file('site/css/a.css', '')]), LISTING_DEMO_MESSAGES.noIndex],
    [
      'server-side code',
      () => buildZip([file('index.html', '<p>x</p>'), file('contact.php', '<?php mail();'), file('.htaccess', 'RewriteEngine On')]),
      listingDemoServerCode(['contact.php', '.htaccess']),
    ],
    ['a path leaving its folder', () => buildZip([file('index.html', 'x'), file('../../evil.html', 'x')]), ZIP_REJECTIONS.parentSegment],
    ['a file that is not a ZIP', () => Buffer.from('<html>not a zip</html>'), ZIP_REJECTIONS.notAZip],
  ])('refuses a demo with %s (422), keeping nothing and changing nothing', async (_what, bytes, message) => {
    const listing = await published({ name: `Fjord Refused ${Math.random().toString(36).slice(2, 7)}` });
    expect((await upload(listing.id, bytes()).expect(422)).body).toEqual({ message });
    expect(await read(listing.id)).toMatchObject({ revision: listing.revision, livePreviewUrl: null });
    expect(ListingDemoAnswerSchema.parse((await admin.get(demoPath(listing.id)).expect(200)).body).demo).toBeNull();
    if (onLocalDisk()) expect(demoFiles(listing.id)).toEqual([]);
    const scratch = storage.scratchDir;
    await waitFor(() => !existsSync(scratch) || readdirSync(scratch).length === 0, { what: 'the refused upload to be removed' });
  });

  it('replaces a demo (the old files go), refuses an external address while it is there, and removes it', async () => {
    const listing = await published({ name: 'Fjord Replaced' });
    const paths = listingDemoPaths(listing.slug);
    const first = await uploaded(listing.id, staticSite('First'));
    const before = onLocalDisk() ? demoFiles(listing.id) : [];
    const second = await uploaded(listing.id, staticSite('Second'));
    expect((await t.http().get(paths.site).expect(200)).text).toContain('<h1>Second</h1>');
    if (onLocalDisk()) {
      const after = demoFiles(listing.id);
      expect(after.length).toBe(before.length);
      expect(after.some((path) => before.includes(path) && path.endsWith('index.html'))).toBe(false);
    }

    // A stale revision is refused; so is an external address while the uploaded demo is the live demo.
    await admin
      .post(demoPath(listing.id))
      .field('revision', String(first.listing.revision))
      .attach('zip', staticSite(), 'demo.zip')
      .expect(409, { message: LISTING_MESSAGES.changedSinceOpened });
    const external = {
      ...form({ name: listing.name, slug: listing.slug, status: 'published', livePreviewUrl: 'https://demo.example.com' }),
    };
    await admin
      .put(one(listing.id))
      .send({ ...external, revision: second.listing.revision })
      .expect(422, { message: LISTING_DEMO_MESSAGES.externalWhileUploaded });
    // A save that leaves the live demo alone keeps it.
    const saved = ListingSchema.parse(
      (
        await admin
          .put(one(listing.id))
          .send({ ...external, livePreviewUrl: null, price: '39.00', revision: second.listing.revision })
          .expect(200)
      ).body,
    );
    expect(saved.livePreviewUrl).toBe(paths.page);

    await admin.delete(demoPath(listing.id)).query({ revision: '1' }).expect(409);
    const removed = ListingDemoAnswerSchema.parse((await admin.delete(demoPath(listing.id)).expect(200)).body);
    expect(removed).toMatchObject({ demo: null, listing: { livePreviewUrl: null } });
    await t.http().get(paths.site).expect(404);
    await t.http().get(paths.page).expect(404);
    if (onLocalDisk()) expect(demoFiles(listing.id)).toEqual([]);
    expect((await admin.delete(demoPath(listing.id)).expect(404)).body).toEqual({ message: LISTING_DEMO_MESSAGES.noDemo });

    const audit = AuditLogPageSchema.parse((await admin.get(ADMIN_API.auditLog).query({ targetId: listing.id }).expect(200)).body);
    expect(audit.entries.map((entry) => entry.action).slice(0, 4)).toEqual([
      'listing.demo-remove',
      'listing.price',
      'listing.demo-upload',
      'listing.demo-upload',
    ]);
  });

  it('is for admins only', async () => {
    const listing = await create({ name: 'Fjord Guarded' });
    await upload(listing.id, staticSite(), shopper).expect(403);
    await shopper.get(demoPath(listing.id)).expect(403);
    await shopper.delete(demoPath(listing.id)).expect(403);
    await t.http().post(demoPath(listing.id)).attach('zip', staticSite(), 'demo.zip').expect(401);
    await upload('01890000-0000-7000-8000-000000000000', staticSite()).expect(404);
  });
});
