import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { ADMIN_API } from '@tm/contracts/admin';
import {
  SHOP_IDENTITY_DATA_ID,
  SHOP_LOGO_FIELD,
  SHOP_LOGO_LIMITS,
  SHOP_LOGO_MESSAGES,
  SHOP_SETTINGS_API,
  type AdminShopSettings,
  type ShopIdentity,
} from '@tm/contracts/shop-settings';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { binary } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { signedInUser, type Agent } from '../admin/testing/admin-agents';
import { LOGO_CHANGED, ShopSettingsRepository } from './shop-settings.repository';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>TemplateMarket</title></head><body><div id="root"></div></body></html>';

/** A logo with some detail: a coloured wordmark-like band on a transparent background. */
function logoPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: { create: { width: Math.ceil(width / 2), height: Math.ceil(height / 2), channels: 4, background: '#1d4ed8' } },
        left: Math.floor(width / 4),
        top: Math.floor(height / 4),
      },
    ])
    .png()
    .toBuffer();
}

interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string;
  detail: string;
  changes: Record<string, { before: unknown; after: unknown }> | null;
}

/** The identity block a page's HTML carries (decision 075). */
function inlineIdentity(html: string): ShopIdentity | undefined {
  const found = new RegExp(`<script type="application/json" id="${SHOP_IDENTITY_DATA_ID}">([^<]*)</script>`).exec(html);
  return found ? (JSON.parse(found[1]!) as ShopIdentity) : undefined;
}

// The shop's logo (decision 075's "left for later"): uploaded and removed at /admin/settings, decoded and
// resized on the server, kept in the public storage area, shown by the header; every change audited.
describe.each(testTargets())('the shop logo on $name', (target) => {
  let t: TestApp;
  let admin: Agent;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'tm-logo-web-'));
    mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(join(webRoot, 'shell', 'dist', 'index.html'), INDEX_HTML);
    t = await createTestApp(target, { env: { WEB_ROOT: webRoot } });
    admin = (await signedInUser(t, 'owner', true)).agent;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const read = async () => (await admin.get(SHOP_SETTINGS_API.admin).expect(200)).body as AdminShopSettings;
  const identity = async () => (await t.http().get(SHOP_SETTINGS_API.identity).expect(200)).body as ShopIdentity;
  const upload = (body: Buffer, filename = 'logo.png', contentType = 'image/png') =>
    admin.post(SHOP_SETTINGS_API.logo).attach(SHOP_LOGO_FIELD, body, { filename, contentType });
  const auditEntries = async () => ((await admin.get(ADMIN_API.auditLog).expect(200)).body as { entries: AuditEntry[] }).entries;
  const fetchImage = async (url: string) => {
    const res = await t.http().get(url).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    return sharp(res.body as Buffer).metadata();
  };

  it('refuses everyone but admins', async () => {
    const png = await logoPng(200, 100);
    await t.http().post(SHOP_SETTINGS_API.logo).attach(SHOP_LOGO_FIELD, png, 'logo.png').expect(401);
    await t.http().delete(SHOP_SETTINGS_API.logo).expect(401);
    const { agent } = await signedInUser(t, 'shopper');
    await agent.post(SHOP_SETTINGS_API.logo).attach(SHOP_LOGO_FIELD, png, 'logo.png').expect(403);
    await agent.delete(SHOP_SETTINGS_API.logo).expect(403);
    expect((await read()).logo).toBeNull();
  });

  it('stores a PNG as a 1x and a 2x WebP, audits it, and every page shows it at once', async () => {
    const before = await read();
    const res = await upload(await logoPng(600, 300)).expect(200);
    const saved = res.body as AdminShopSettings;
    // 600×300 inside 240×48: 96×48; inside 480×96: 192×96.
    expect(saved.logo).toEqual({
      url: expect.stringMatching(/^\/api\/public-files\/shop-logo\/[0-9a-f-]{36}-1x\.webp$/) as string,
      url2x: expect.stringMatching(/^\/api\/public-files\/shop-logo\/[0-9a-f-]{36}-2x\.webp$/) as string,
      width: 96,
      height: 48,
    });
    // The form's revision is the form's: a logo change neither needs it nor moves it.
    expect(saved.revision).toBe(before.revision);
    expect(saved.settings).toEqual(before.settings);

    expect(await fetchImage(saved.logo!.url)).toMatchObject({ format: 'webp', width: 96, height: 48, hasAlpha: true });
    expect(await fetchImage(saved.logo!.url2x)).toMatchObject({ format: 'webp', width: 192, height: 96 });

    const [entry] = await auditEntries();
    expect(entry).toMatchObject({
      action: 'settings.logo-upload',
      targetType: 'shop-settings',
      targetId: 'shop',
      detail: 'Logo: (not set) → 96×48 px',
      changes: { logo: { before: null, after: saved.logo!.url } },
    });

    expect((await identity()).logo).toEqual(saved.logo);
    const page = await t.http().get('/checkout').expect(200);
    expect(inlineIdentity(page.text)?.logo).toEqual(saved.logo);
  });

  it('never enlarges a small logo, and keeps the height within 48 (96 for the 2x)', async () => {
    const small = ((await upload(await logoPng(40, 20)).expect(200)).body as AdminShopSettings).logo!;
    expect(small).toMatchObject({ width: 40, height: 20 });
    expect(await fetchImage(small.url2x)).toMatchObject({ width: 40, height: 20 });

    const square = ((await upload(await logoPng(1000, 1000)).expect(200)).body as AdminShopSettings).logo!;
    expect(square).toMatchObject({ width: 48, height: 48 });
    expect(await fetchImage(square.url2x)).toMatchObject({ width: 96, height: 96 });
  });

  it('gives each upload a new address and removes the replaced files', async () => {
    const first = ((await upload(await logoPng(300, 100)).expect(200)).body as AdminShopSettings).logo!;
    const jpeg = await sharp({ create: { width: 500, height: 100, channels: 3, background: '#dc2626' } })
      .jpeg()
      .toBuffer();
    const second = ((await upload(jpeg, 'logo.jpg', 'image/jpeg').expect(200)).body as AdminShopSettings).logo!;
    expect(second.url).not.toBe(first.url);
    expect(second).toMatchObject({ width: 240, height: 48 });
    await t.http().get(first.url).expect(404);
    await t.http().get(first.url2x).expect(404);
    await t.http().get(second.url).expect(200);
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({ action: 'settings.logo-upload', detail: 'Logo: 144×48 px → 240×48 px' });
  });

  it.each([
    ['a text file named .png', () => Buffer.from('These are not pixels.\n'), SHOP_LOGO_MESSAGES.notAnImage],
    [
      'an SVG, however it is named',
      () => Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      SHOP_LOGO_MESSAGES.svg,
    ],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 100, height: 50, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
      SHOP_LOGO_MESSAGES.notAnImage,
    ],
    [
      'a truncated PNG',
      async () => {
        const whole = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#123456' } })
          .png({ compressionLevel: 0 })
          .toBuffer();
        return whole.subarray(0, Math.floor(whole.length / 2));
      },
      SHOP_LOGO_MESSAGES.notAnImage,
    ],
    ['an image below 16 px on a side', () => logoPng(200, 10), SHOP_LOGO_MESSAGES.sides],
  ])('refuses %s with 422 and keeps the logo it had', async (_what, make, message) => {
    const kept = (await read()).logo;
    const entries = (await auditEntries()).length;
    const res = await upload(await make()).expect(422);
    expect(res.body).toEqual({ message });
    expect((await read()).logo).toEqual(kept);
    expect(await auditEntries()).toHaveLength(entries);
  });

  it('refuses a file over 1 MB with 413, and a body that declares more before reading it', async () => {
    const kept = (await read()).logo;
    const big = Buffer.concat([await logoPng(200, 100), Buffer.alloc(SHOP_LOGO_LIMITS.maxBytes)]);
    const res = await upload(big).expect(413);
    expect(res.body).toEqual({ message: SHOP_LOGO_MESSAGES.tooLarge });

    const declared = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${t.url}${SHOP_SETTINGS_API.logo}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'multipart/form-data; boundary=x',
          'Content-Length': String(SHOP_LOGO_LIMITS.maxBytes * 3),
          Cookie: cookieOf(admin),
        },
      });
      req.on('response', (answer) => {
        let text = '';
        answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
      req.write('--x\r\n'); // the rest never comes: the answer must not wait for it
    });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toEqual({ message: SHOP_LOGO_MESSAGES.tooLarge });
    expect((await read()).logo).toEqual(kept);
  });

  it('sets a logo only over the logo it replaces: of two changes at once, the later one is refused and writes nothing', async () => {
    const before = await read();
    const repository = t.app.get(ShopSettingsRepository);
    const outcome = await repository.saveLogo(
      '0190f5a2-7c1e-7a00-8000-0000000000aa',
      { id: '0190f5a2-7c1e-7a00-8000-0000000000bb', width: 10, height: 10 },
      [],
    );
    expect(outcome).toBe(LOGO_CHANGED);
    expect(await read()).toEqual(before);
  });

  it('answers 400 to an upload without the logo field, or with more than the file', async () => {
    const png = await logoPng(200, 100);
    expect((await admin.post(SHOP_SETTINGS_API.logo).attach('picture', png, 'a.png').expect(400)).body).toEqual({
      message: SHOP_LOGO_MESSAGES.noFile,
    });
    await admin.post(SHOP_SETTINGS_API.logo).field('note', 'x').attach(SHOP_LOGO_FIELD, png, 'a.png').expect(400);
    await admin.post(SHOP_SETTINGS_API.logo).send({ logo: 'x.png' }).expect(400);
  });

  it('keeps the logo when the form is saved, and removes it on request, audited; a second removal writes nothing', async () => {
    const current = await read();
    const logo = current.logo!;
    const saved = (
      await admin
        .put(SHOP_SETTINGS_API.admin)
        .send({ ...current.settings, shopName: 'Logo Shop', revision: current.revision })
        .expect(200)
    ).body as AdminShopSettings;
    expect(saved.logo).toEqual(logo);
    expect((await identity()).logo).toEqual(logo);

    const removed = (await admin.delete(SHOP_SETTINGS_API.logo).expect(200)).body as AdminShopSettings;
    expect(removed.logo).toBeNull();
    expect(removed.settings.shopName).toBe('Logo Shop');
    expect((await identity()).logo).toBeNull();
    await t.http().get(logo.url).expect(404);
    await t.http().get(logo.url2x).expect(404);
    const entries = await auditEntries();
    expect(entries[0]).toMatchObject({
      action: 'settings.logo-remove',
      detail: 'Logo: 240×48 px → (not set)',
      changes: { logo: { before: logo.url, after: null } },
    });

    await admin.delete(SHOP_SETTINGS_API.logo).expect(200);
    expect(await auditEntries()).toHaveLength(entries.length);
  });
});

/** The session cookie a supertest agent keeps, for a request made by hand. */
function cookieOf(agent: Agent): string {
  const jar = (agent as unknown as { jar: { getCookies(access: unknown): Array<{ name: string; value: string }> } }).jar;
  return jar
    .getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false })
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}
