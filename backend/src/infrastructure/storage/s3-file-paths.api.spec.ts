import AdmZip from 'adm-zip';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_API, adminPath } from '@tm/contracts/admin';
import { BulkUploadResponseSchema, UploadZipResponseSchema } from '@tm/contracts/admin.schemas';
import { CATALOG_API } from '@tm/contracts/catalog';
import { packageFactsPath } from '@tm/contracts/catalog-requests';
import { CUSTOM_BUILD_API } from '@tm/contracts/custom-build';
import { CustomBuildSummarySchema } from '@tm/contracts/custom-build.schemas';
import { completeOrderPath, downloadItemPath, ORDER_API, userOrdersPath } from '@tm/contracts/orders';
import type { Order } from '@tm/contracts/orders.schemas';
import { OrderSchema } from '@tm/contracts/orders.schemas';
import type { TemplatePackageFacts } from '@tm/contracts/platforms';
import { writeTemplateImages } from '../../seed/catalog-seed';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { binary, uniqueIp, waitFor } from '../../testing/fixtures';
import { S3TestServer } from '../../testing/s3-server';
import { testTargets } from '../../testing/test-targets';
import { signedInUser, type Agent } from '../../modules/admin/testing/admin-agents';
import { CatalogWriterService } from '../../modules/catalog/catalog-writer.service';
import { makeDraft } from '../../modules/catalog/testing/template-drafts';
import { BAKERY } from '../../modules/custom-build/testing/requirements';
import { insertOrder, type OrderedTemplate } from '../../modules/downloads/testing/order-fixtures';
import { startJobWorker } from '../jobs/testing/job-workers';
import { TemplateFileVersionEntity } from '../template-files/entities/template-file-version.entity';
import { sampleZip } from '../template-files/testing/zip-builder';
import { DownloadLogEntity } from '../../modules/downloads/entities/download-log.entity';
import { S3Driver } from './drivers/s3.driver';
import { PUBLIC_FILE_REDIRECT_CACHE } from './public-files.controller';
import { StorageService } from './storage.service';
import { ORDER_CONSENT } from '../../testing/order-consent';

/**
 * Decision 048: every file path of the shop with STORAGE_DRIVER=s3, against a real S3-protocol server
 * (s3rver): uploads, versions, replace, delete, downloads, package facts, images, custom-build
 * deliveries. Nothing may land on the app's own disk but scratch space, and scratch is emptied.
 */
const target = testTargets()[testTargets().length - 1]!; // MariaDB + Redis when CI has them: the many-machines setup

describe(`files in an S3 bucket on ${target.name}`, () => {
  let s3: S3TestServer;
  let t: TestApp;
  let storage: StorageService;
  let admin: Agent;
  let buyer: Agent;
  let buyerId: string;
  let buyerEmail: string;
  let worker: { close: () => Promise<void> } | undefined;

  beforeAll(async () => {
    s3 = await S3TestServer.start();
    t = await createTestApp(target, { env: s3.env() });
    storage = t.app.get(StorageService);
    worker = await startJobWorker(t);
    admin = (await signedInUser(t, 'boss', true)).agent;
    const b = await signedInUser(t, 'buyer');
    buyer = b.agent;
    buyerId = b.user.id;
    buyerEmail = b.user.email;
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await s3?.close();
  });

  async function objectExists(key: string): Promise<boolean> {
    const [area, ...rest] = key.split('/');
    return (await storage.driver.stat(area as 'public' | 'private', rest.join('/'))) !== null;
  }
  async function template(): Promise<OrderedTemplate> {
    const draft = makeDraft();
    const { ids } = await t.app.get(CatalogWriterService).insertMany([draft]);
    return { id: ids[0]!, draft };
  }
  const upload = (id: string, bytes: Buffer) => admin.post(adminPath(ADMIN_API.uploadZip, { id })).attach('zipFile', bytes, 'theme.zip');
  const versions = (templateId: string) =>
    t.dataSource.getRepository(TemplateFileVersionEntity).find({ where: { templateId }, order: { version: 'ASC' } });
  const download = async (orderId: string, itemId: string) =>
    (await buyer.get(downloadItemPath(itemId, { orderId })).buffer(true).parse(binary).expect(200)).body as Buffer;
  const localFiles = (area: string) => {
    const dir = join(t.config.dataDir, 'files', area);
    return existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String) : [];
  };

  it('uses the bucket, not the disk', () => {
    expect(storage.driver).toBeInstanceOf(S3Driver);
  });

  it('puts uploads and new versions in the bucket, streams them to buyers, and removes what is superseded or deleted', async () => {
    const tpl = await template();
    const bought = await insertOrder(t.dataSource, { userId: buyerId, templates: [tpl] });

    const first = UploadZipResponseSchema.parse((await upload(tpl.id, sampleZip('one')).expect(200)).body);
    const [v1] = await versions(tpl.id);
    expect(await objectExists(`private/${v1!.storagePath}`)).toBe(true);
    expect(await download(bought.order.id, bought.items[0]!.id)).toEqual(sampleZip('one'));
    const facts = (await t.http().get(packageFactsPath(tpl.draft.slug)).expect(200)).body as TemplatePackageFacts;
    expect(facts.sizeBytes).toBe(first.fileSize);
    expect(facts.fileCount).toBe(new AdmZip(sampleZip('one')).getEntries().filter((e) => !e.isDirectory).length);

    expect(UploadZipResponseSchema.parse((await upload(tpl.id, sampleZip('two')).expect(200)).body).version).toBe(2);
    const [, v2] = await versions(tpl.id);
    expect(await download(bought.order.id, bought.items[0]!.id)).toEqual(sampleZip('two'));
    expect(await objectExists(`private/${v1!.storagePath}`)).toBe(false); // superseded
    expect(await objectExists(`private/${v2!.storagePath}`)).toBe(true);

    await admin.delete(adminPath(ADMIN_API.deleteZip, { id: tpl.id })).expect(200);
    expect(await objectExists(`private/${v2!.storagePath}`)).toBe(false);
    const generated = new AdmZip(await download(bought.order.id, bought.items[0]!.id)); // back to the generated package
    expect(generated.getEntries().some((e) => e.entryName.endsWith('README.md'))).toBe(true);

    expect(localFiles('private').filter((f) => !f.startsWith('upload-tmp'))).toEqual([]);
    await waitFor(async () => localFiles('private').filter((f) => f.startsWith('upload-tmp/')).length === 0);
  });

  it('takes a bulk upload into the bucket file by file', async () => {
    const [a, b] = [await template(), await template()];
    const res = await admin
      .post(ADMIN_API.bulkUpload)
      .attach('files', sampleZip('a'), `${a.draft.slug}.zip`)
      .attach('files', sampleZip('b'), `${b.draft.slug}.zip`)
      .expect(200);
    expect(BulkUploadResponseSchema.parse(res.body)).toMatchObject({ uploaded: 2, rejected: 0 });
    for (const tpl of [a, b]) {
      const [version] = await versions(tpl.id);
      expect((await storage.readPrivate(version!.storagePath))?.equals(sampleZip(tpl === a ? 'a' : 'b'))).toBe(true);
    }
  });

  it('writes generated images to the bucket and serves them with their type, cache and entity tag', async () => {
    const draft = makeDraft();
    expect(await writeTemplateImages(storage, [draft])).toBe(1 + draft.screenshots.length);
    expect(await objectExists(`public/${draft.previewImage}`)).toBe(true);
    const res = await t.http().get(`${CATALOG_API.publicFiles}/${draft.previewImage}`).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect((res.body as Buffer).toString()).toContain('<svg');
    expect(res.headers['content-length']).toBe(String((res.body as Buffer).length));
    await t.http().get(`${CATALOG_API.publicFiles}/${draft.previewImage}`).set('If-None-Match', res.headers.etag!).expect(304);
    expect(localFiles('public')).toEqual([]);
  });

  it('keeps a custom build delivery in the bucket and serves it to its buyer', async () => {
    const summary = CustomBuildSummarySchema.parse(
      (await buyer.post(CUSTOM_BUILD_API.generateSummary).set('X-Forwarded-For', uniqueIp()).send({ requirements: BAKERY }).expect(200))
        .body,
    );
    await buyer.post(CUSTOM_BUILD_API.addToCart).send({ summary, sessionId: null }).expect(200);
    const placed = OrderSchema.parse(
      (
        await buyer
          .post(ORDER_API.orders)
          .send({
            customerEmail: buyerEmail,
            customerName: 'Ada Lovelace',
            totalAmount: Number(summary.price.replace(/[^0-9.]/g, '')),
            items: [],
            customBuildId: summary.id,
            consent: ORDER_CONSENT,
          })
          .expect(201)
      ).body,
    );
    const link = (
      await buyer
        .post(ORDER_API.paymentLink)
        .send({ firstName: 'Ada', lastName: 'Lovelace', mobileNo: '+44 20 7946 0000', email: buyerEmail, orderId: placed.id })
        .expect(200)
    ).body as { paymentLink: string };
    const session = new URL(link.paymentLink, 'http://x').searchParams.get('session')!;
    const paid = OrderSchema.parse((await buyer.patch(completeOrderPath(placed.id)).send({ session }).expect(200)).body);
    const item = paid.items[0]!;
    await waitFor(async () => {
      const orders = (await buyer.get(userOrdersPath(buyerId)).expect(200)).body as Order[];
      return orders.find((o) => o.id === placed.id)?.items[0]?.delivery?.status === 'ready';
    }, 20_000);
    expect(await objectExists(`private/custom-builds/${item.id}.zip`)).toBe(true);
    const zip = new AdmZip(await download(placed.id, item.id));
    expect(zip.getEntries().some((e) => e.entryName === 'LICENSE')).toBe(true);
  });

  it('answers a path that leaves its area with 400 before asking the bucket', async () => {
    await t.http().get(`${CATALOG_API.publicFiles}/%2e%2e/private/x.zip`).expect(400);
    await t.http().get(`${CATALOG_API.publicFiles}/..%2Fprivate%2Fx.zip`).expect(400);
  });
});

describe(`presigned downloads and a CDN in front of the public area on ${target.name}`, () => {
  const CDN = 'https://cdn.example.com/public';
  let s3: S3TestServer;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    s3 = await S3TestServer.start();
    t = await createTestApp(target, { env: s3.env({ S3_PRESIGNED_DOWNLOADS: 'true', PUBLIC_FILES_BASE_URL: CDN }) });
    owner = await signedInUser(t, 'owner');
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('checks the buyer, logs the download, then sends them to the bucket for five minutes', async () => {
    const admin = (await signedInUser(t, 'boss', true)).agent;
    const draft = makeDraft();
    const { ids } = await t.app.get(CatalogWriterService).insertMany([draft]);
    const bought = await insertOrder(t.dataSource, { userId: owner.user.id, templates: [{ id: ids[0]!, draft }] });
    await admin
      .post(adminPath(ADMIN_API.uploadZip, { id: ids[0]! }))
      .attach('zipFile', sampleZip('presigned'), 'theme.zip')
      .expect(200);
    const path = downloadItemPath(bought.items[0]!.id, { orderId: bought.order.id });
    const logged = () => t.dataSource.getRepository(DownloadLogEntity).countBy({ orderId: bought.order.id });

    const res = await owner.agent.get(path).redirects(0).expect(302);
    expect(res.headers['cache-control']).toBe('no-store');
    const location = new URL(res.headers.location!);
    expect(location.origin).toBe(s3.endpoint);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(await logged()).toBe(1);
    const fetched = await fetch(location);
    expect(fetched.headers.get('content-disposition')).toBe(`attachment; filename="${draft.slug}.zip"`);
    expect(Buffer.from(await fetched.arrayBuffer())).toEqual(sampleZip('presigned'));

    // HEAD still answers here (a presigned URL is for GET), and is not logged.
    const head = await owner.agent.head(path).expect(200);
    expect(head.headers['content-length']).toBe(String(sampleZip('presigned').length));
    expect(await logged()).toBe(1);

    // Anyone else gets the usual refusal, never a link.
    const stranger = await signedInUser(t, 'stranger');
    const refused = await stranger.agent.get(path).redirects(0).expect(404);
    expect(refused.headers.location).toBeUndefined();
  });

  it('sends public files that are stored to PUBLIC_FILES_BASE_URL, and still draws a missing image itself', async () => {
    const draft = makeDraft();
    await t.app.get(StorageService).writePublic(draft.previewImage, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const res = await t.http().get(`${CATALOG_API.publicFiles}/${draft.previewImage}`).redirects(0).expect(302);
    expect(res.headers.location).toBe(`${CDN}/${draft.previewImage}`);
    expect(res.headers['cache-control']).toBe(PUBLIC_FILE_REDIRECT_CACHE);

    const { ids } = await t.app.get(CatalogWriterService).insertMany([makeDraft()]);
    const stored = (await t.dataSource.query('SELECT previewImage FROM templates WHERE id = ?', [ids[0]])) as Array<{
      previewImage: string;
    }>;
    const drawn = await t.http().get(`${CATALOG_API.publicFiles}/${stored[0]!.previewImage}`).redirects(0).expect(200);
    expect(drawn.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  });
});
