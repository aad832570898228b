import AdmZip from 'adm-zip';
import { existsSync, readdirSync, readlinkSync, type ReadStream } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES } from '@tm/contracts/auth';
import { downloadItemPath, downloadOrderPath, ORDER_LIMITS, ORDER_MESSAGES, shortOrderId } from '@tm/contracts/orders';
import { API } from '@tm/contracts/routes';
import type { Response as SuperResponse } from 'supertest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { binary, signedInAgent, TestClock, uniqueIp, waitFor } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { CatalogWriterService } from '../catalog/catalog-writer.service';
import { TemplateEntity } from '../catalog/entities/template.entity';
import { generateTemplateDrafts } from '@tm/catalog-generator';
import { localFile } from '../../infrastructure/storage/testing/local-files';
import { StorageService } from '../../infrastructure/storage/storage.service';
import { UserEntity } from '../users/entities/user.entity';
import { DownloadLinksService } from './download-links.service';
import { DownloadsModule } from './downloads.module';
import { DownloadLogEntity } from './entities/download-log.entity';
import { ItemPackagesService } from './item-packages.service';
import { templateZipPath } from './template-zip-path';
import { insertOrder, type OrderedTemplate, type OrderFixture } from './testing/order-fixtures';

type Agent = Awaited<ReturnType<typeof signedInAgent>>['agent'];
type Req = ReturnType<Agent['get']>;

const download = async (req: Req): Promise<{ res: SuperResponse; body: Buffer }> => {
  const res = await req.buffer(true).parse(binary).expect(200);
  return { res, body: res.body as Buffer };
};
const zipOf = async (req: Req): Promise<{ res: SuperResponse; zip: AdmZip; body: Buffer }> => {
  const { res, body } = await download(req);
  return { res, zip: new AdmZip(body), body };
};
/** Every entry's bytes, read (and so CRC-checked) by adm-zip. */
const contents = (zip: AdmZip): Map<string, Buffer> =>
  new Map(
    zip
      .getEntries()
      .filter((e) => !e.isDirectory)
      .map((e) => [e.entryName, e.getData()]),
  );
const text = (files: Map<string, Buffer>, name: string): string => {
  const file = files.get(name);
  if (!file) throw new Error(`${name} is not in the ZIP: ${[...files.keys()].join(', ')}`);
  return file.toString('utf8');
};
/** Relative src/href targets of a page (anchors and absolute URLs are not files). */
const localReferences = (html: string): string[] =>
  [...html.matchAll(/(?:src|href)="([^"]*)"/g)].map((m) => m[1]!).filter((ref) => ref && !ref.startsWith('#') && !/^[a-z]+:/i.test(ref));

/** The Cookie header a supertest agent sends (for requests made with node:http). */
function cookieOf(agent: Agent): string {
  const jar = (agent as unknown as { jar: { getCookies(access: unknown): Array<{ name: string; value: string }> } }).jar;
  return jar
    .getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false })
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

/** What this process has open (Linux). */
function openFiles(): string[] {
  return readdirSync('/proc/self/fd').flatMap((fd) => {
    try {
      return [readlinkSync(`/proc/self/fd/${fd}`)];
    } catch {
      return [];
    }
  });
}

const BUYER = { customerName: 'Ada Lovelace', customerEmail: 'ada.lovelace@example.com' };

describe.each(testTargets())('downloads on $name', (target) => {
  let t: TestApp;
  const clock = new TestClock();
  let owner: { agent: Agent; userId: string };
  let other: { agent: Agent; userId: string };
  let admin: { agent: Agent; userId: string };
  /** A generated template, one with an uploaded ZIP, one deleted after the purchase. */
  let site: OrderedTemplate;
  let uploaded: OrderedTemplate;
  let doomed: OrderedTemplate;
  let uploadedZip: Buffer;
  let bought: OrderFixture;
  let pending: OrderFixture;
  let othersOrder: OrderFixture;

  beforeAll(async () => {
    t = await createTestApp(target, { clock });
    // HTML templates (slots 16-18): their generated package is the static starter site these tests look into.
    const drafts = generateTemplateDrafts({ seed: 51, start: 16, count: 3, now: new Date() });
    const { ids } = await t.app.get(CatalogWriterService).insertMany(drafts);
    [site, uploaded, doomed] = drafts.map((draft, i) => ({ id: ids[i]!, draft }));

    const theme = new AdmZip();
    theme.addFile('theme/style.css', Buffer.from('body { color: rebeccapurple; }\n'));
    theme.addFile('theme/index.php', Buffer.from('<?php // uploaded by the admin\n'));
    uploadedZip = theme.toBuffer();
    await t.app.get(StorageService).writePrivate(templateZipPath(uploaded!.id), uploadedZip);
    await t.dataSource.getRepository(TemplateEntity).update({ id: uploaded!.id }, { hasZip: true });

    owner = await customer();
    other = await customer();
    admin = await customer();
    await t.dataSource.getRepository(UserEntity).update({ id: admin.userId }, { isAdmin: true });

    bought = await insertOrder(t.dataSource, { userId: owner.userId, templates: [site!, uploaded!, doomed!], ...BUYER });
    pending = await insertOrder(t.dataSource, { userId: owner.userId, templates: [site!], status: 'pending', ...BUYER });
    othersOrder = await insertOrder(t.dataSource, { userId: other.userId, templates: [site!] });
    await t.app.get(CatalogWriterService).deleteMany([doomed!.id]);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => clock.reset());

  async function customer(): Promise<{ agent: Agent; userId: string }> {
    const { agent } = await signedInAgent(t);
    const me = await agent.get(API.authUser).expect(200);
    return { agent, userId: (me.body as { id: string }).id };
  }
  const itemOf = (fixture: OrderFixture, template: OrderedTemplate) => fixture.items.find((item) => item.templateId === template.id)!;
  const logCount = () => t.dataSource.getRepository(DownloadLogEntity).count();
  const links = () => t.app.get(DownloadLinksService);

  function expectZipHeaders(res: SuperResponse, filename: string): void {
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  }

  /** The licence names the buyer, the order number and the terms of docs/product/back-office.md §1. */
  function expectLicense(license: string, fixture: OrderFixture): void {
    expect(license).toContain(`${BUYER.customerName} <${BUYER.customerEmail}>`);
    expect(license).toContain(`#${shortOrderId(fixture.order.id)}`);
    expect(license).toMatch(/without limit, for personal and for commercial projects/);
    expect(license).toMatch(/projects you build for your clients/);
    expect(license).toMatch(/Resell the template/);
    expect(license).toMatch(/Share it/);
    expect(license).toMatch(/Remove or alter the copyright notices/);
  }

  /** A generated starter site: every page and image it links to is in the package, by a relative path. */
  function expectStarterSite(files: Map<string, Buffer>, prefix: string, template: OrderedTemplate): void {
    const index = text(files, `${prefix}index.html`);
    expect(index).toMatch(/^<!doctype html>/);
    expect(index).toContain(`<title>${template.draft.name}</title>`);
    expect(index).not.toContain('<script');
    expect(index).not.toContain('noindex');
    expect(index).not.toMatch(/(?:src|href)="\//); // nothing that only works on the shop's server
    const designs = text(files, `${prefix}designs.html`);
    const references = [...localReferences(index), ...localReferences(designs)];
    expect(references).toEqual(
      expect.arrayContaining(['assets/images/favicon.svg', 'designs.html', 'assets/images/preview.svg', 'assets/images/screenshot-1.svg']),
    );
    for (const ref of references) expect(files.has(`${prefix}${ref}`)).toBe(true);
    for (let n = 1; n <= template.draft.screenshots.length; n++)
      expect(text(files, `${prefix}assets/images/screenshot-${n}.svg`)).toMatch(/^<svg /);
    expect(text(files, `${prefix}assets/images/preview.svg`)).toMatch(/^<svg /);
    const readme = text(files, `${prefix}README.md`);
    expect(readme).toContain(`# ${template.draft.name}`);
    expect(readme).toMatch(/## Quick start[\s\S]*Browse[\s\S]*Purchase and download[\s\S]*Customize and deploy/);
    expect(readme).toMatch(/### HTML templates/);
    expect(readme).toContain(`${t.config.publicUrl}/contact`);
  }

  describe('one item', () => {
    it('gives the owner the generated package of a template without an uploaded ZIP', async () => {
      const item = itemOf(bought, site);
      const { res, zip } = await zipOf(owner.agent.get(downloadItemPath(item.id, { orderId: bought.order.id })));
      expectZipHeaders(res, `${site.draft.slug}.zip`);
      const files = contents(zip);
      expect([...files.keys()].sort()).toEqual(
        [
          'index.html',
          'designs.html',
          'README.md',
          'LICENSE',
          'assets/images/favicon.svg',
          'assets/images/preview.svg',
          ...site.draft.screenshots.map((_, i) => `assets/images/screenshot-${i + 1}.svg`),
        ].sort(),
      );
      expectStarterSite(files, '', site);
      expectLicense(text(files, 'LICENSE'), bought);
      expect(text(files, 'LICENSE')).toContain(`${site.draft.name} (${site.draft.slug})`);
    });

    it('finds the item by its template id too, and ignores the email parameter', async () => {
      const { res, zip } = await zipOf(
        owner.agent.get(downloadItemPath(site.id, { orderId: bought.order.id, email: 'someone.else@example.com' })),
      );
      expectZipHeaders(res, `${site.draft.slug}.zip`);
      expect(contents(zip).has('index.html')).toBe(true);
    });

    it('gives a WordPress template as one theme folder, README and LICENSE inside, so the ZIP uploads as it is (decision 040)', async () => {
      const [theme] = generateTemplateDrafts({ seed: 54, start: 0, count: 1, now: new Date() });
      const { ids } = await t.app.get(CatalogWriterService).insertMany([theme!]);
      const order = await insertOrder(t.dataSource, { userId: owner.userId, templates: [{ id: ids[0]!, draft: theme! }], ...BUYER });
      const { res, zip } = await zipOf(owner.agent.get(downloadItemPath(order.items[0]!.id, { orderId: order.order.id })));
      expectZipHeaders(res, `${theme!.slug}.zip`);
      const files = contents(zip);
      const folder = theme!.slug;
      expect([...files.keys()].every((name) => name.startsWith(`${folder}/`))).toBe(true);
      expect(text(files, `${folder}/style.css`)).toContain(`Text Domain: ${folder}`);
      expect(text(files, `${folder}/README.md`)).toContain('Appearance → Themes → Add New → Upload Theme');
      expectLicense(text(files, `${folder}/LICENSE`), order);
    });

    it('streams an uploaded ZIP as it is', async () => {
      const item = itemOf(bought, uploaded);
      const { res, body } = await zipOf(owner.agent.get(downloadItemPath(item.id, { orderId: bought.order.id })));
      expectZipHeaders(res, `${uploaded.draft.slug}.zip`);
      expect(res.headers['content-length']).toBe(String(uploadedZip.length));
      expect(body.equals(uploadedZip)).toBe(true);
    });

    it('still delivers a template deleted since the purchase, from the order snapshot', async () => {
      const item = itemOf(bought, doomed);
      const { res, zip } = await zipOf(owner.agent.get(downloadItemPath(item.id, { orderId: bought.order.id })));
      expectZipHeaders(res, `${doomed.draft.slug}.zip`);
      const files = contents(zip);
      expect([...files.keys()].sort()).toEqual(['LICENSE', 'README.md', 'index.html']);
      expect(text(files, 'index.html')).toContain(`<h1>${doomed.draft.name}</h1>`);
      expect(text(files, 'README.md')).toContain(`# ${doomed.draft.name}`);
      expectLicense(text(files, 'LICENSE'), bought);
    });

    it('sends a generated package when the uploaded file has gone missing, never a broken ZIP', async () => {
      const [lost] = generateTemplateDrafts({ seed: 52, start: 16, count: 1, now: new Date() });
      const { ids } = await t.app.get(CatalogWriterService).insertMany([lost!]);
      await t.dataSource.getRepository(TemplateEntity).update({ id: ids[0]! }, { hasZip: true });
      const order = await insertOrder(t.dataSource, { userId: owner.userId, templates: [{ id: ids[0]!, draft: lost! }], ...BUYER });
      const { zip } = await zipOf(owner.agent.get(downloadItemPath(order.items[0]!.id, { orderId: order.order.id })));
      expect(contents(zip).has('index.html')).toBe(true);
      expect(t.logger.entries.some((e) => e.level === 'warn' && e.message.includes(ids[0]!))).toBe(true);
    });
  });

  describe('every item in one ZIP', () => {
    it('gives the owner a folder per item, stored, with uploaded ZIPs as they are', async () => {
      const { res, zip } = await zipOf(owner.agent.get(downloadOrderPath(bought.order.id, { email: BUYER.customerEmail })));
      expectZipHeaders(res, `order-${shortOrderId(bought.order.id)}.zip`);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="order-[0-9A-F]{8}\.zip"$/);
      const files = contents(zip);
      const folders = new Set([...files.keys()].map((name) => name.split('/')[0]));
      expect(folders).toEqual(new Set([site.draft.slug, uploaded.draft.slug, doomed.draft.slug]));
      expect(zip.getEntries().every((entry) => entry.header.method === 0)).toBe(true); // stored

      expectStarterSite(files, `${site.draft.slug}/`, site);
      expectLicense(text(files, `${site.draft.slug}/LICENSE`), bought);
      expect(files.get(`${uploaded.draft.slug}/${uploaded.draft.slug}.zip`)!.equals(uploadedZip)).toBe(true);
      expectLicense(text(files, `${uploaded.draft.slug}/LICENSE`), bought);
      expect(text(files, `${doomed.draft.slug}/index.html`)).toContain(doomed.draft.name);
      expectLicense(text(files, `${doomed.draft.slug}/LICENSE`), bought);
    });

    it('answers HEAD with the headers only, logging nothing', async () => {
      const before = await logCount();
      const res = await owner.agent.head(downloadOrderPath(bought.order.id)).expect(200);
      expectZipHeaders(res, `order-${shortOrderId(bought.order.id)}.zip`);
      expect(await logCount()).toBe(before);
    });
  });

  describe('who may download', () => {
    it('answers 401 to a signed-out caller without a link', async () => {
      expect((await t.http().get(downloadOrderPath(bought.order.id)).expect(401)).body).toEqual({ message: AUTH_MESSAGES.notSignedIn });
      expect(
        (
          await t
            .http()
            .get(downloadItemPath(bought.items[0]!.id, { orderId: bought.order.id }))
            .expect(401)
        ).body,
      ).toEqual({
        message: AUTH_MESSAGES.notSignedIn,
      });
    });

    it.each([
      ['another customer', () => other],
      ['an admin', () => admin],
    ])("answers 404 'Order not found' to %s, for the order and each item", async (_who, caller) => {
      const { agent } = caller();
      expect((await agent.get(downloadOrderPath(bought.order.id)).expect(404)).body).toEqual({ message: ORDER_MESSAGES.orderNotFound });
      for (const item of bought.items) {
        expect((await agent.get(downloadItemPath(item.id, { orderId: bought.order.id })).expect(404)).body).toEqual({
          message: ORDER_MESSAGES.orderNotFound,
        });
      }
      // The spec's email parameter opens nothing.
      await agent.get(downloadOrderPath(bought.order.id, { email: BUYER.customerEmail })).expect(404);
    });

    it("answers 404 to an item of another order, even the owner's own item named with the wrong order", async () => {
      const theirs = othersOrder.items[0]!;
      expect((await owner.agent.get(downloadItemPath(theirs.id, { orderId: bought.order.id })).expect(404)).body).toEqual({
        message: ORDER_MESSAGES.itemNotFound,
      });
      expect((await owner.agent.get(downloadItemPath(theirs.id, { orderId: othersOrder.order.id })).expect(404)).body).toEqual({
        message: ORDER_MESSAGES.orderNotFound,
      });
      const mine = itemOf(bought, site);
      expect((await owner.agent.get(downloadItemPath(mine.id, { orderId: pending.order.id })).expect(409)).body).toEqual({
        message: ORDER_MESSAGES.orderNotCompleted,
      });
      expect((await owner.agent.get(downloadItemPath(randomUUID(), { orderId: bought.order.id })).expect(404)).body).toEqual({
        message: ORDER_MESSAGES.itemNotFound,
      });
    });

    it('answers 404 for an unknown order, the same as for one that exists', async () => {
      expect((await owner.agent.get(downloadOrderPath(randomUUID())).expect(404)).body).toEqual({ message: ORDER_MESSAGES.orderNotFound });
    });

    it('answers 409 before payment, for the order and its items, and logs nothing', async () => {
      const before = await logCount();
      expect((await owner.agent.get(downloadOrderPath(pending.order.id)).expect(409)).body).toEqual({
        message: ORDER_MESSAGES.orderNotCompleted,
      });
      expect((await owner.agent.get(downloadItemPath(pending.items[0]!.id, { orderId: pending.order.id })).expect(409)).body).toEqual({
        message: ORDER_MESSAGES.orderNotCompleted,
      });
      expect(await logCount()).toBe(before);
    });

    it.each([
      ['a word', 'not-an-order'],
      ['a traversal', '..%2F..%2F..%2Fetc%2Fpasswd'],
      ['a traversal to a stored ZIP', '..%2Fprivate%2Ftemplate-zips%2Fx.zip'],
      ['a double-encoded traversal', '%252e%252e%252fetc'],
      ['a UUID with a tail', `${randomUUID()}..%2F`],
    ])('never serves a file for an order id that is %s', async (_what, id) => {
      const before = await logCount();
      for (const path of [
        `/api/downloads/order/${id}`,
        `/api/downloads/template/${id}?orderId=${bought.order.id}`,
        `/api/downloads/template/${bought.items[0]!.id}?orderId=${id}`,
      ]) {
        const res = await owner.agent.get(path);
        expect([400, 404]).toContain(res.status);
        expect(res.headers['content-type']).not.toMatch(/zip/);
      }
      expect(await logCount()).toBe(before);
    });

    it('never serves a file for a raw ../ path', async () => {
      for (const path of [
        '/api/downloads/order/../../../etc/passwd',
        '/api/downloads/template/../../etc/passwd?orderId=x',
        `/api/downloads/template/${bought.items[0]!.id}?orderId=../${bought.order.id}`,
      ]) {
        const res = await owner.agent.get(path);
        expect([400, 404]).toContain(res.status);
        expect(res.headers['content-type']).not.toMatch(/zip/);
      }
    });

    it('refuses an item id with no order id (404), and repeated parameters', async () => {
      const item = bought.items[0]!;
      await owner.agent.get(`/api/downloads/template/${item.id}`).expect(404);
      await owner.agent.get(`/api/downloads/template/${item.id}?orderId=${bought.order.id}&orderId=${bought.order.id}`).expect(404);
    });
  });

  describe('signed links from the confirmation email', () => {
    it('open the order and its items without a session, and are logged as links', async () => {
      const link = links().orderLink(bought.order);
      expect(link).toMatch(new RegExp(`^/api/downloads/order/${bought.order.id}\\?token=`));
      const ip = uniqueIp();
      const { zip } = await zipOf(t.http().get(link).set('X-Forwarded-For', ip));
      expect(contents(zip).size).toBeGreaterThan(3);
      const item = itemOf(bought, site);
      const itemLink = links().itemLink(bought.order, item.id);
      expect(itemLink).toMatch(new RegExp(`^/api/downloads/template/${item.id}\\?orderId=${bought.order.id}&token=`));
      await zipOf(t.http().get(itemLink));
      // An order link opens each of its items too.
      const token = new URL(link, 'http://x').searchParams.get('token')!;
      await zipOf(t.http().get(downloadItemPath(item.id, { orderId: bought.order.id, token })));

      const logged = await t.dataSource.getRepository(DownloadLogEntity).findOneByOrFail({ ip });
      expect(logged).toMatchObject({ userId: owner.userId, orderId: bought.order.id, orderItemId: null, via: 'link' });
    });

    it('are valid for 7 days', async () => {
      const all = links().orderLink(bought.order);
      const one = links().itemLink(bought.order, itemOf(bought, uploaded).id);
      clock.advance(ORDER_LIMITS.emailDownloadLinkMs - 60_000);
      await zipOf(t.http().get(one));
      clock.advance(120_000);
      expect((await t.http().get(one).expect(401)).body).toEqual({ message: ORDER_MESSAGES.invalidDownloadLink });
      expect((await t.http().get(all).expect(401)).body).toEqual({ message: ORDER_MESSAGES.invalidDownloadLink });
    });

    it('work for a signed-in customer who is not the owner (the link is the right)', async () => {
      await zipOf(other.agent.get(links().orderLink(bought.order)));
    });

    it('still need a completed order', async () => {
      expect((await t.http().get(links().orderLink(pending.order)).expect(409)).body).toEqual({
        message: ORDER_MESSAGES.orderNotCompleted,
      });
    });

    it("let the owner's session win over a bad link", async () => {
      await zipOf(owner.agent.get(downloadOrderPath(bought.order.id, { token: 'garbage' })));
    });

    it('refuse forged, damaged, foreign and misused tokens with 401', async () => {
      const orderLink = links().orderLink(bought.order);
      const token = new URL(orderLink, 'http://x').searchParams.get('token')!;
      const [body, mac] = token.split('.') as [string, string];
      const flipped = `${body}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`;
      const forgedBody = `${Buffer.from(JSON.stringify({ o: othersOrder.order.id, u: other.userId, exp: Date.now() + 60_000 })).toString('base64url')}.${mac}`;
      const othersToken = new URL(links().orderLink(othersOrder.order), 'http://x').searchParams.get('token')!;
      const item = itemOf(bought, site);
      const otherItem = itemOf(bought, uploaded);
      const itemToken = new URL(links().itemLink(bought.order, item.id), 'http://x').searchParams.get('token')!;
      const refused = [
        downloadOrderPath(bought.order.id, { token: flipped }),
        downloadOrderPath(othersOrder.order.id, { token: forgedBody }),
        downloadOrderPath(bought.order.id, { token: othersToken }), // another order's link
        downloadOrderPath(bought.order.id, { token: '' }),
        downloadOrderPath(bought.order.id, { token: 'x'.repeat(5000) }),
        `${downloadOrderPath(bought.order.id)}?token=a&token=b`,
        downloadItemPath(otherItem.id, { orderId: bought.order.id, token: itemToken }), // an item link opens that item only
        downloadOrderPath(bought.order.id, { token: itemToken }), // ... and not the whole order
      ];
      const before = await logCount();
      for (const path of refused) {
        expect((await t.http().get(path).expect(401)).body).toEqual({ message: ORDER_MESSAGES.invalidDownloadLink });
      }
      expect(await logCount()).toBe(before);
    });
  });

  describe('the download log', () => {
    it('has one row per download: user, order, item, address, session or link, time', async () => {
      const item = itemOf(bought, uploaded);
      const ip = uniqueIp();
      clock.advance(3_600_000);
      const expectedTime = clock.now().getTime();
      await zipOf(owner.agent.get(downloadItemPath(item.id, { orderId: bought.order.id })).set('X-Forwarded-For', ip));
      await zipOf(owner.agent.get(downloadOrderPath(bought.order.id)).set('X-Forwarded-For', ip));
      const rows = await t.dataSource.getRepository(DownloadLogEntity).find({ where: { ip }, order: { createdAt: 'ASC', id: 'ASC' } });
      expect(rows).toEqual([
        expect.objectContaining({ userId: owner.userId, orderId: bought.order.id, orderItemId: item.id, via: 'session' }),
        expect.objectContaining({ userId: owner.userId, orderId: bought.order.id, orderItemId: null, via: 'session' }),
      ]);
      for (const row of rows) expect(Math.abs(new Date(row.createdAt).getTime() - expectedTime)).toBeLessThan(5_000);
    });
  });

  describe('streaming', () => {
    /** A completed order whose first item has a 32 MB uploaded ZIP (so a client can leave while it is read). */
    async function bigOrder(): Promise<{ order: OrderFixture; zipFile: string; slug: string; big: Buffer }> {
      const big = Buffer.alloc(32 * 1024 * 1024, 7);
      const [draft] = generateTemplateDrafts({ seed: 53, start: 0, count: 1, now: new Date() });
      const { ids } = await t.app.get(CatalogWriterService).insertMany([draft!], { onExistingSlug: 'skip' });
      const id = ids[0] ?? (await t.dataSource.getRepository(TemplateEntity).findOneByOrFail({ slug: draft!.slug })).id;
      await t.app.get(StorageService).writePrivate(templateZipPath(id), big);
      await t.dataSource.getRepository(TemplateEntity).update({ id }, { hasZip: true });
      const order = await insertOrder(t.dataSource, { userId: owner.userId, templates: [{ id, draft: draft! }, site], ...BUYER });
      return { order, zipFile: localFile(t.app.get(StorageService), 'private', templateZipPath(id)), slug: draft!.slug, big };
    }

    /** Starts a download and hangs up after the first chunk. */
    function leaveAfterFirstChunk(path: string): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        const req = httpRequest(`${t.url}${path}`, (res) => {
          if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', () => undefined);
        req.end();
      });
    }

    it.each([
      ['the all-items ZIP', (o: OrderFixture) => links().orderLink(o.order)],
      ['one item', (o: OrderFixture) => links().itemLink(o.order, o.items[0]!.id)],
    ])('survives a client that leaves in the middle of %s, closes the file, and serves the next one', async (kind, linkOf) => {
      const { order, zipFile, slug, big } = await bigOrder();
      const stopped = () => t.logger.entries.filter((e) => e.message.includes('stopped: the client went away')).length;
      const before = stopped();
      await leaveAfterFirstChunk(linkOf(order));
      await waitFor(async () => stopped() > before);
      if (existsSync('/proc/self/fd')) await waitFor(async () => !openFiles().includes(zipFile));
      const { body } = await download(t.http().get(linkOf(order)));
      expect(kind === 'one item' ? body.equals(big) : contents(new AdmZip(body)).get(`${slug}/${slug}.zip`)!.equals(big)).toBe(true);
      expect(t.logger.entries.filter((e) => e.level === 'error')).toEqual([]);
    });

    it.each([
      ['one item', () => downloadItemPath(itemOf(bought, uploaded).id, { orderId: bought.order.id })],
      ['the all-items ZIP', () => downloadOrderPath(bought.order.id)],
    ])('cuts the connection and logs when a stored file fails after the headers are out (%s)', async (_kind, pathOf) => {
      // The downloads' own, not the copy the package facts job has where jobs run (decision 060).
      const packages = t.app.select(DownloadsModule).get(ItemPackagesService, { strict: true });
      const original = packages.openUploadedZip.bind(packages);
      /** A file that gives one chunk, then a read error. */
      const failing = () => {
        let sent = false;
        return new Readable({
          read() {
            if (sent) return this.destroy(new Error('EIO: i/o error, read'));
            sent = true;
            this.push(Buffer.alloc(64 * 1024, 1));
          },
        }) as ReadStream;
      };
      const spy = jest
        .spyOn(packages, 'openUploadedZip')
        .mockImplementation(async (templateId, template) =>
          templateId === uploaded.id ? { stream: failing(), size: 1_000_000 } : original(templateId, template),
        );
      t.logger.allowErrors = true;
      try {
        const outcome = await new Promise<{ status?: number; complete: boolean }>((resolve) => {
          const req = httpRequest(`${t.url}${pathOf()}`, { headers: { Cookie: cookieOf(owner.agent) } }, (res) => {
            res.on('data', () => undefined);
            res.on('close', () => resolve({ status: res.statusCode, complete: res.complete }));
          });
          req.on('error', () => resolve({ complete: false }));
          req.end();
        });
        // The client sees a failed transfer (cut after the headers, or before they left the server), never a whole answer.
        expect(outcome.complete).toBe(false);
        expect([200, undefined]).toContain(outcome.status);
        await waitFor(async () =>
          t.logger.entries.some((e) => e.level === 'error' && e.message.includes('failed after the headers were sent')),
        );
      } finally {
        t.logger.allowErrors = false;
        spy.mockRestore();
      }
      await zipOf(owner.agent.get(pathOf()));
    });
  });
});
