import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { ADMIN_LIMITS, ADMIN_MESSAGES, adminPath, ZIP_REJECTIONS } from '@tm/contracts/admin';
import { LISTING_API, LISTING_DEMO_MESSAGES, PACKAGE_FEATURES } from '@tm/contracts/listings';
import { ListingPackageFactsSchema, ListingSchema, type ListingForm } from '@tm/contracts/listings.schemas';
import { createTestApp, type TestApp } from '../../../testing/create-test-app';
import { waitFor } from '../../../testing/fixtures';
import { testTargets } from '../../../testing/test-targets';
import { StorageService } from '../../../infrastructure/storage/storage.service';
import { buildZip } from '../../../infrastructure/template-files/testing/zip-builder';
import { signedInUser, type Agent } from '../../admin/testing/admin-agents';

const form = (overrides: Partial<ListingForm> = {}): ListingForm => ({
  name: 'Harbor Theme',
  category: 'wordpress',
  subcategory: 'business',
  platform: 'wordpress-block-theme',
  shortDescription: 'A calm block theme for small firms.',
  longDescription: '',
  tags: ['woocommerce', 'dark mode'],
  compatibility: [],
  version: '1.0.0',
  price: '59.00',
  salePrice: null,
  saleStartsAt: null,
  saleEndsAt: null,
  livePreviewUrl: null,
  status: 'draft',
  ...overrides,
});

const file = (name: string, text: string) => ({ name, data: Buffer.from(text), deflate: true });

const wordpressTheme = () =>
  buildZip([
    file('harbor/style.css', '/*\nTheme Name: Harbor\nVersion: 2.1.0\nRequires at least: 6.5\nRequires PHP: 8.0\n*/'),
    file('harbor/theme.json', '{"version":3,"settings":{},"styles":{}}'),
    file('harbor/templates/index.html', '<!-- wp:post-content /-->'),
    file('harbor/templates/single.html', '<!-- wp:post-content /-->'),
    file('harbor/parts/header.html', '<!-- wp:navigation /-->'),
    file('harbor/patterns/hero.php', '<?php /* Title: Hero */'),
    file('harbor/functions.php', "<?php defined( 'ABSPATH' ) || exit;"),
  ]);

const ghostTheme = () =>
  buildZip([
    file('package.json', JSON.stringify({ name: 'quill', version: '3.0.0', engines: { ghost: '>=5.0.0' } })),
    file('default.hbs', '{{ghost_head}}{{{body}}}'),
    file('index.hbs', '{{#foreach posts}}{{/foreach}}'),
    file('post.hbs', '{{#post}}{{content}}{{/post}}{{comments}}'),
    file('assets/css/screen.css', '@media (max-width: 700px) { .site { padding: 0 } }'),
  ]);

const htmlSite = () =>
  buildZip([
    file('fjord/index.html', '<!doctype html><meta name="viewport" content="width=device-width"><title>Fjord Studio</title>'),
    file('fjord/about.html', '<!doctype html><title>About</title>'),
    file('fjord/contact.html', '<form method="post"><input name="email"></form>'),
    file('fjord/css/style.css', 'body { margin: 0 }'),
  ]);

describe.each(testTargets())('the listing editor reads a package before it is uploaded, on $name', (target) => {
  let t: TestApp;
  let admin: Agent;
  let shopper: Agent;
  let scratch: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = (await signedInUser(t, 'fowner', true)).agent;
    shopper = (await signedInUser(t, 'fshop')).agent;
    scratch = t.app.get(StorageService).scratchDir;
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = async (overrides: Partial<ListingForm> = {}) =>
    ListingSchema.parse((await admin.post(LISTING_API.create).send(form(overrides)).expect(201)).body);
  const inspect = (agent: Agent, id: string, bytes: Buffer, name = 'package.zip') =>
    agent.post(adminPath(LISTING_API.inspectZip, { id })).attach('zip', bytes, name);
  const facts = async (id: string, bytes: Buffer) => ListingPackageFactsSchema.parse((await inspect(admin, id, bytes).expect(200)).body);
  const scratchFiles = () => (existsSync(scratch) ? readdirSync(scratch) : []);

  it('answers the facts of a WordPress theme, keeping nothing and changing nothing', async () => {
    const listing = await create();
    expect(await facts(listing.id, wordpressTheme())).toEqual({
      platform: 'wordpress-block-theme',
      name: 'Harbor',
      version: '2.1.0',
      pageCount: 2,
      features: [
        PACKAGE_FEATURES.blockTheme,
        PACKAGE_FEATURES.globalStyles,
        PACKAGE_FEATURES.templateParts,
        PACKAGE_FEATURES.blockPatterns,
      ],
      files: 7,
      compatibility: ['WordPress 6.5+', 'PHP 8.0+'],
      warnings: [],
    });
    await waitFor(() => scratchFiles().length === 0, { what: 'the read package to be removed' });
    const after = ListingSchema.parse((await admin.get(adminPath(LISTING_API.one, { id: listing.id })).expect(200)).body);
    expect(after).toMatchObject({ revision: listing.revision, hasZip: false, version: '1.0.0' });
  });

  it('answers the facts of a Ghost theme and of an HTML site', async () => {
    const ghost = await create({ name: 'Quill', category: 'cms', subcategory: 'blog-themes', platform: 'ghost-theme' });
    expect(await facts(ghost.id, ghostTheme())).toEqual({
      platform: 'ghost-theme',
      name: 'quill',
      version: '3.0.0',
      pageCount: 2,
      features: [PACKAGE_FEATURES.comments, PACKAGE_FEATURES.responsive],
      files: 5,
      compatibility: ['Ghost 5.0+'],
      warnings: [],
    });

    const html = await create({ name: 'Fjord', category: 'html', subcategory: 'landing-pages', platform: 'html-site' });
    expect(await facts(html.id, htmlSite())).toEqual({
      platform: 'html-site',
      name: 'Fjord Studio',
      version: null,
      pageCount: 3,
      features: [PACKAGE_FEATURES.responsive, PACKAGE_FEATURES.contactForm],
      files: 4,
      compatibility: ['Any web host', 'HTML5 & CSS3'],
      warnings: [],
    });
  });

  it('warns when the package is made for another platform than the listing sells', async () => {
    const html = await create({ name: 'Fjord Again', category: 'html', subcategory: 'landing-pages', platform: 'html-site' });
    const answer = await facts(html.id, wordpressTheme());
    expect(answer.platform).toBe('wordpress-block-theme');
    expect(answer.warnings[0]).toMatch(/^The listing sells an HTML site, and this is a WordPress theme: the upload refuses it/);
  });

  it.each([
    ['a file that is not a ZIP', () => Buffer.from('<html>hello</html>'), ZIP_REJECTIONS.notAZip],
    [
      'a path leaving its folder',
      () => buildZip([{ name: '../../etc/cron.d/evil', data: Buffer.from('x') }]),
      ZIP_REJECTIONS.parentSegment,
    ],
    ['an absolute path', () => buildZip([{ name: '/etc/passwd', data: Buffer.from('x') }]), ZIP_REJECTIONS.absolutePath],
    ['a zip bomb', () => buildZip([{ name: 'zeros', data: Buffer.alloc(8 * 1024 * 1024), deflate: true }]), ZIP_REJECTIONS.ratio],
  ])('refuses %s with 422, keeping nothing', async (_what, bytes, message) => {
    const listing = await create();
    expect((await inspect(admin, listing.id, bytes()).expect(422)).body).toEqual({ message });
    await waitFor(() => scratchFiles().length === 0, { what: 'the refused upload to be removed' });
  });

  it('answers 400 without a file, 404 for no such listing, and only to admins', async () => {
    const listing = await create();
    const path = adminPath(LISTING_API.inspectZip, { id: listing.id });
    expect((await admin.post(path).field('revision', '1').expect(400)).body).toEqual({ message: LISTING_DEMO_MESSAGES.noFile });
    await inspect(admin, '01890000-0000-7000-8000-000000000000', htmlSite()).expect(404);
    await inspect(shopper, listing.id, htmlSite()).expect(403);
    await t.http().post(path).attach('zip', htmlSite(), 'package.zip').expect(401);
  });

  it('answers 413 to a body over 100 MB before reading it', async () => {
    const listing = await create();
    const cookie = (admin as unknown as { jar: { getCookies(a: unknown): Array<{ toValueString(): string }> } }).jar
      .getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false })
      .map((c) => c.toValueString())
      .join('; ');
    const status = await new Promise<number>((resolve, reject) => {
      const boundary = 'x-facts-boundary';
      const req = httpRequest(`${t.url}${adminPath(LISTING_API.inspectZip, { id: listing.id })}`, {
        method: 'POST',
        headers: {
          Cookie: cookie,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': String(ADMIN_LIMITS.maxZipBytes + 1024 * 1024),
        },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="zip"; filename="big.zip"\r\nContent-Type: application/zip\r\n\r\nPK\u0003\u0004`,
      );
    });
    expect(status).toBe(413);
    expect(ADMIN_MESSAGES.fileTooLarge).toBe('Maximum file size is 100MB');
    expect(scratchFiles()).toEqual([]);
  });
});
