import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { ADMIN_API, ADMIN_LIMITS, ADMIN_MESSAGES, adminPath, ZIP_REJECTIONS, zipNameCollision } from '@tm/contracts/admin';
import { AuditLogPageSchema, BulkUploadResponseSchema, TemplatesStatusSchema, UploadZipResponseSchema } from '@tm/contracts/admin.schemas';
import { CATALOG_API } from '@tm/contracts/catalog';
import { templatePath } from '@tm/contracts/catalog-requests';
import { TemplateDetailSchema } from '@tm/contracts/catalog.schemas';
import { downloadItemPath, downloadOrderPath, userOrdersPath } from '@tm/contracts/orders';
import { OrderSchema } from '@tm/contracts/orders.schemas';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { binary, waitFor } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { signedInUser, type Agent } from './testing/admin-agents';
import { CatalogWriterService } from '../catalog/catalog-writer.service';
import { makeDraft } from '../catalog/testing/template-drafts';
import { insertOrder, type OrderedTemplate } from '../downloads/testing/order-fixtures';
import { OutboxMessageEntity } from '../../infrastructure/mail/entities/outbox-message.entity';
import { StorageService } from '../../infrastructure/storage/storage.service';
import { TemplateFileVersionEntity } from '../../infrastructure/template-files/entities/template-file-version.entity';
import { buildZip, sampleZip } from '../../infrastructure/template-files/testing/zip-builder';
import { UserEntity } from '../users/entities/user.entity';
import { localFile } from '../../infrastructure/storage/testing/local-files';

describe.each(testTargets())('admin ZIP uploads, deletes and audit log on $name', (target) => {
  let t: TestApp;
  let admin: Agent;
  let buyer: Agent;
  let buyerId: string;
  let tmpDir: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = (await signedInUser(t, 'boss', true)).agent;
    const b = await signedInUser(t, 'buyer');
    buyer = b.agent;
    buyerId = b.user.id;
    tmpDir = t.app.get(StorageService).scratchDir;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function template(): Promise<OrderedTemplate> {
    const draft = makeDraft();
    const { ids } = await t.app.get(CatalogWriterService).insertMany([draft]);
    return { id: ids[0]!, draft };
  }
  const upload = (id: string, bytes: Buffer, name = 'theme.zip') =>
    admin.post(adminPath(ADMIN_API.uploadZip, { id })).attach('zipFile', bytes, name);
  const versions = (templateId: string) =>
    t.dataSource.getRepository(TemplateFileVersionEntity).find({ where: { templateId }, order: { version: 'ASC' } });
  const stats = async () => TemplatesStatusSchema.parse((await admin.get(ADMIN_API.templatesStatus).expect(200)).body).stats;
  const downloaded = async (orderId: string, itemId: string) =>
    (await buyer.get(downloadItemPath(itemId, { orderId })).buffer(true).parse(binary).expect(200)).body as Buffer;
  const tmpFiles = () => (existsSync(tmpDir) ? readdirSync(tmpDir) : []);

  it('makes each upload a new version that buyers download, mails each owner once per version, and records it', async () => {
    const tpl = await template();
    const bought = await insertOrder(t.dataSource, { userId: buyerId, templates: [tpl] });
    const before = await stats();

    const first = UploadZipResponseSchema.parse((await upload(tpl.id, sampleZip('one')).expect(200)).body);
    expect(first).toMatchObject({ version: 1, fileSize: sampleZip('one').length });
    expect(await stats()).toMatchObject({
      totalTemplatesWithZip: before.totalTemplatesWithZip + 1,
      totalTemplatesWithoutZip: before.totalTemplatesWithoutZip - 1,
    });
    expect(await downloaded(bought.order.id, bought.items[0]!.id)).toEqual(sampleZip('one'));

    const second = UploadZipResponseSchema.parse(
      (await upload(tpl.id, sampleZip('two')).field('changelog', 'Dark mode\nFixed the footer').expect(200)).body,
    );
    expect(second.version).toBe(2);
    expect(await stats()).toMatchObject({ totalTemplatesWithZip: before.totalTemplatesWithZip + 1 }); // a replace counts once
    expect(await downloaded(bought.order.id, bought.items[0]!.id)).toEqual(sampleZip('two'));
    const rows = await versions(tpl.id);
    expect(rows.map((v) => [v.version, v.sizeBytes, v.changelog])).toEqual([
      [1, sampleZip('one').length, null],
      [2, sampleZip('two').length, 'Dark mode\nFixed the footer'],
    ]);
    expect(rows[1]!.sha256).toBe(second.sha256);
    expect(existsSync(localFile(t.app.get(StorageService), 'private', rows[0]!.storagePath))).toBe(false); // superseded file gone

    const buyerEmail = (await t.dataSource.getRepository(UserEntity).findOneByOrFail({ id: buyerId })).email;
    const mails = (await t.dataSource.getRepository(OutboxMessageEntity).find()).filter((m) => m.subject.includes(tpl.draft.name));
    expect(mails.map((m) => [m.to, m.subject]).sort()).toEqual([
      [buyerEmail, `Update available: ${tpl.draft.name} (version 1)`],
      [buyerEmail, `Update available: ${tpl.draft.name} (version 2)`],
    ]);
    expect(mails.find((m) => m.subject.endsWith('(version 2)'))!.text).toContain('Dark mode\nFixed the footer');

    const audit = AuditLogPageSchema.parse((await admin.get(ADMIN_API.auditLog).expect(200)).body);
    expect(audit.entries.filter((e) => e.targetId === tpl.id).map((e) => e.action)).toEqual(['template.zip-upload', 'template.zip-upload']);
    expect(tmpFiles()).toEqual([]);
  });

  it.each([
    ['a name not ending in .zip', () => sampleZip(), 'theme.tar.gz', 400, ADMIN_MESSAGES.invalidFileType],
    ['another type named .zip', () => Buffer.from('<html>hello</html>'), 'theme.zip', 415, ZIP_REJECTIONS.notAZip],
    [
      'zip-slip',
      () => buildZip([{ name: '../../../etc/evil.sh', data: Buffer.from('x') }]),
      'theme.zip',
      422,
      ZIP_REJECTIONS.parentSegment,
    ],
    ['an absolute path', () => buildZip([{ name: '/etc/passwd', data: Buffer.from('x') }]), 'theme.zip', 422, ZIP_REJECTIONS.absolutePath],
    ['a backslash', () => buildZip([{ name: '..\\..\\evil.dll', data: Buffer.from('x') }]), 'theme.zip', 422, ZIP_REJECTIONS.backslash],
    [
      'a symlink',
      () => buildZip([{ name: 'link', data: Buffer.from('/etc/shadow'), unixMode: 0o120777 }]),
      'theme.zip',
      422,
      ZIP_REJECTIONS.symlink,
    ],
    [
      'an encrypted entry',
      () => buildZip([{ name: 'a.txt', data: Buffer.from('x'), flags: 1, deflate: true }]),
      'theme.zip',
      422,
      ZIP_REJECTIONS.encrypted,
    ],
    [
      'a bomb by ratio',
      () => buildZip([{ name: 'zeros', data: Buffer.alloc(8 * 1024 * 1024), deflate: true }]),
      'theme.zip',
      422,
      ZIP_REJECTIONS.ratio,
    ],
    [
      'a bomb by count',
      () => buildZip(Array.from({ length: ADMIN_LIMITS.maxZipEntries + 1 }, (_, i) => ({ name: `f${i}` }))),
      'theme.zip',
      422,
      ZIP_REJECTIONS.tooManyEntries,
    ],
    [
      'a bomb by entries sharing one local header',
      () =>
        buildZip([
          { name: 'a', data: Buffer.alloc(4000, 1) },
          { name: 'b', sameDataAs: 0 },
          { name: 'c', sameDataAs: 0 },
        ]),
      'theme.zip',
      422,
      ZIP_REJECTIONS.headerMismatch,
    ],
    [
      'a local header naming another path',
      () => buildZip([{ name: 'theme/ok.txt', localName: '../../evil.txt', data: Buffer.from('x') }]),
      'theme.zip',
      422,
      ZIP_REJECTIONS.headerMismatch,
    ],
    [
      'an entry larger than it declares',
      () => buildZip([{ name: 'small.bin', data: Buffer.alloc(2 * 1024 * 1024), deflate: true, declaredSize: 1000 }]),
      'theme.zip',
      422,
      ZIP_REJECTIONS.sizeMismatch,
    ],
    [
      'a bomb nested in a normal ZIP',
      () =>
        buildZip([
          { name: 'readme.txt', data: Buffer.from('hi') },
          { name: 'extra.zip', data: buildZip([{ name: 'zeros', data: Buffer.alloc(40 * 1024 * 1024), deflate: true }]) },
        ]),
      'theme.zip',
      422,
      ZIP_REJECTIONS.ratio,
    ],
    [
      'a name over 255 bytes',
      () => buildZip([{ name: 'n'.repeat(256), data: Buffer.from('x') }]),
      'theme.zip',
      422,
      ZIP_REJECTIONS.nameTooLong,
    ],
    [
      'duplicate names',
      () =>
        buildZip([
          { name: 'a.txt', data: Buffer.from('1') },
          { name: 'a.txt', data: Buffer.from('2') },
        ]),
      'theme.zip',
      422,
      ZIP_REJECTIONS.duplicate,
    ],
    [
      'names differing only by case',
      () =>
        buildZip([
          { name: 'Theme/Style.css', data: Buffer.from('1') },
          { name: 'theme/style.css', data: Buffer.from('2') },
        ]),
      'theme.zip',
      422,
      zipNameCollision('Theme/Style.css', 'theme/style.css'),
    ],
    [
      'names differing only by Unicode normalisation',
      () =>
        buildZip([
          { name: 'caf\u00e9.txt', data: Buffer.from('1') },
          { name: 'cafe\u0301.txt', data: Buffer.from('2') },
        ]),
      'theme.zip',
      422,
      zipNameCollision('caf\u00e9.txt', 'cafe\u0301.txt'),
    ],
  ])('refuses %s with nothing kept', async (_name, bytes, fileName, status, message) => {
    const tpl = await template();
    const before = await stats();
    const res = await upload(tpl.id, bytes(), fileName).expect(status);
    expect(res.body).toEqual({ message });
    expect(await versions(tpl.id)).toEqual([]);
    expect(await stats()).toEqual(before);
    await waitFor(async () => tmpFiles().length === 0);
    expect(
      readdirSync(localFile(t.app.get(StorageService), 'private', 'x').replace(/\/x$/, '')).filter(
        (d) => d === 'template-zips' && readdirSync(localFile(t.app.get(StorageService), 'private', 'template-zips')).includes(tpl.id),
      ),
    ).toEqual([]);
  });

  it('refuses a ZIP made for another platform than the listing before it replaces the download, and takes one of its own', async () => {
    const wordpressTheme = buildZip([
      { name: 'harbor/style.css', data: Buffer.from('/*\nTheme Name: Harbor\n*/') },
      { name: 'harbor/index.php', data: Buffer.from('<?php get_header();') },
    ]);
    const html = { id: '', draft: makeDraft({ category: 'html', subcategory: 'landing-pages' }) };
    html.id = (await t.app.get(CatalogWriterService).insertMany([html.draft])).ids[0]!;
    const bought = await insertOrder(t.dataSource, { userId: buyerId, templates: [html] });
    await upload(html.id, sampleZip('html-one')).expect(200);
    const before = await stats();

    const refused = await upload(html.id, wordpressTheme).expect(422);
    expect(refused.body).toEqual({ message: ADMIN_MESSAGES.zipPlatformMismatch('a WordPress theme', html.draft.name, 'HTML site') });
    expect((await versions(html.id)).map((v) => v.version)).toEqual([1]);
    expect(await stats()).toEqual(before);
    expect((await downloaded(bought.order.id, bought.items[0]!.id)).equals(sampleZip('html-one'))).toBe(true);
    await waitFor(async () => tmpFiles().length === 0);

    // The same theme on a WordPress template is what its listing says.
    const wordpress = (await t.app.get(CatalogWriterService).insertMany([makeDraft({ category: 'wordpress', subcategory: 'business' })]))
      .ids[0]!;
    expect(UploadZipResponseSchema.parse((await upload(wordpress, wordpressTheme).expect(200)).body)).toMatchObject({ version: 1 });
  });

  it('shows the current version and its changelog on the detail page, and marks a bought item updated since its last download', async () => {
    const tpl = await template();
    const bought = await insertOrder(t.dataSource, { userId: buyerId, templates: [tpl] });
    const itemId = bought.items[0]!.id;
    const detail = async () => TemplateDetailSchema.parse((await t.http().get(templatePath(tpl.draft.slug)).expect(200)).body).version;
    const mark = async () => {
      const orders = (await buyer.get(userOrdersPath(buyerId)).expect(200)).body as unknown[];
      const order = orders.map((o) => OrderSchema.parse(o)).find((o) => o.id === bought.order.id)!;
      return order.items[0]!.updateAvailable;
    };
    /** Until the app's clock has moved past the download just answered: an upload now is newer than it. */
    const pastDownload = () => {
      const downloadedBy = Date.now();
      return waitFor(() => Date.now() > downloadedBy, { what: 'the clock to move past the download' });
    };

    expect(await detail()).toBeNull();
    await upload(tpl.id, sampleZip('one')).expect(200);
    const v1 = await detail();
    expect(v1).toMatchObject({ number: 1, changelog: null });
    expect(await mark()).toBe(false); // never downloaded: nothing to update

    await downloaded(bought.order.id, itemId);
    await pastDownload();
    expect(await mark()).toBe(false);
    await upload(tpl.id, sampleZip('two')).field('changelog', 'Dark mode').expect(200);
    const v2 = await detail();
    expect(v2).toMatchObject({ number: 2, changelog: 'Dark mode' });
    expect(Date.parse(v2!.updatedAt)).toBeGreaterThanOrEqual(Date.parse(v1!.updatedAt));
    expect(await mark()).toBe(true);

    // The order's all-items ZIP counts as downloading the item too.
    await buyer.get(downloadOrderPath(bought.order.id)).buffer(true).parse(binary).expect(200);
    expect(await mark()).toBe(false);
    await pastDownload();
    await upload(tpl.id, sampleZip('three')).expect(200);
    expect(await mark()).toBe(true);
    await downloaded(bought.order.id, itemId);
    expect(await mark()).toBe(false);

    // Without its ZIP the detail page shows no version, and there is no update to take.
    await admin.delete(adminPath(ADMIN_API.deleteZip, { id: tpl.id })).expect(200);
    expect(await detail()).toBeNull();
    expect(await mark()).toBe(false);
  });

  it('answers 413 to a body over 100 MB and 400 to one cut off mid-way, leaving no file either way', async () => {
    const tpl = await template();
    const cookie = (admin as unknown as { jar: { getCookies(a: unknown): Array<{ toValueString(): string }> } }).jar
      .getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false })
      .map((c) => c.toValueString())
      .join('; ');
    const send = (totalBytes: number, abortAfter?: number) =>
      new Promise<number | 'aborted'>((resolve) => {
        const boundary = 'x-boundary-1234';
        const head = Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="zipFile"; filename="big.zip"\r\nContent-Type: application/zip\r\n\r\nPK\u0003\u0004`,
        );
        const req = httpRequest(`${t.url}${adminPath(ADMIN_API.uploadZip, { id: tpl.id })}`, {
          method: 'POST',
          headers: {
            Cookie: cookie,
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
            'Content-Length': String(head.length + totalBytes + 8 + boundary.length),
          },
        });
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', () => resolve('aborted'));
        req.write(head);
        const chunk = Buffer.alloc(1024 * 1024, 0x41);
        let sent = 0;
        const pump = () => {
          while (sent < totalBytes) {
            if (abortAfter !== undefined && sent >= abortAfter) {
              setTimeout(() => req.destroy(), 50);
              return;
            }
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          req.end(`\r\n--${boundary}--\r\n`);
        };
        pump();
      });
    expect(await send(ADMIN_LIMITS.maxZipBytes + 2 * 1024 * 1024)).toBe(413);
    await waitFor(async () => tmpFiles().length === 0);
    expect(await send(50 * 1024 * 1024, 5 * 1024 * 1024)).toBe('aborted');
    await waitFor(async () => tmpFiles().length === 0, 10_000);
    expect(await versions(tpl.id)).toEqual([]);
  });

  it('deletes a ZIP back to Empty and a template out of the marketplace, while its buyers keep their download', async () => {
    const tpl = await template();
    const bought = await insertOrder(t.dataSource, { userId: buyerId, templates: [tpl] });
    await upload(tpl.id, sampleZip('keep')).expect(200);
    const before = await stats();

    expect((await admin.delete(adminPath(ADMIN_API.deleteZip, { id: tpl.id })).expect(200)).body).toEqual({
      message: `ZIP file deleted for "${tpl.draft.name}"`,
    });
    expect(await stats()).toMatchObject({ totalTemplatesWithZip: before.totalTemplatesWithZip - 1 });
    expect((await admin.delete(adminPath(ADMIN_API.deleteZip, { id: tpl.id })).expect(409)).body).toEqual({
      message: ADMIN_MESSAGES.templateHasNoZip,
    });
    expect(await downloaded(bought.order.id, bought.items[0]!.id)).not.toEqual(sampleZip('keep')); // the generated package again

    await upload(tpl.id, sampleZip('again')).expect(200);
    expect((await versions(tpl.id)).map((v) => [v.version, v.removedAt === null])).toEqual([
      [1, false],
      [2, true],
    ]);
    const counted = await stats();
    expect((await admin.delete(adminPath(ADMIN_API.deleteTemplate, { id: tpl.id })).expect(200)).body).toEqual({
      message: `Template "${tpl.draft.name}" deleted from the marketplace`,
    });
    expect(await stats()).toMatchObject({
      totalTemplates: counted.totalTemplates - 1,
      totalTemplatesWithZip: counted.totalTemplatesWithZip - 1,
    });
    await t.http().get(CATALOG_API.detail.replace(':slugOrId', tpl.draft.slug)).expect(404);
    expect(await downloaded(bought.order.id, bought.items[0]!.id)).toEqual(sampleZip('again'));
    await admin.delete(adminPath(ADMIN_API.deleteTemplate, { id: tpl.id })).expect(404);
    await admin.delete(adminPath(ADMIN_API.deleteZip, { id: 'not-an-id' })).expect(404);

    const audit = AuditLogPageSchema.parse((await admin.get(ADMIN_API.auditLog).query({ pageSize: '10' }).expect(200)).body);
    expect(audit.entries.filter((e) => e.targetId === tpl.id).map((e) => e.action)).toEqual([
      'template.delete',
      'template.zip-upload',
      'template.zip-delete',
      'template.zip-upload',
    ]);
  });

  it('takes several ZIPs named by slug in one request and answers for each', async () => {
    const [a, b] = [await template(), await template()];
    const res = await admin
      .post(ADMIN_API.bulkUpload)
      .attach('files', sampleZip('a'), `${a.draft.slug}.zip`)
      .attach('files', buildZip([{ name: '../x', data: Buffer.from('x') }]), `${b.draft.slug}.zip`)
      .attach('files', sampleZip('c'), 'no-such-template.zip')
      .expect(200);
    const body = BulkUploadResponseSchema.parse(res.body);
    expect(body).toMatchObject({ uploaded: 1, rejected: 2 });
    expect(body.results.map((r) => [r.fileName, r.status])).toEqual([
      [`${a.draft.slug}.zip`, 'uploaded'],
      [`${b.draft.slug}.zip`, 'rejected'],
      ['no-such-template.zip', 'rejected'],
    ]);
    expect(body.results[1]!.message).toBe(ZIP_REJECTIONS.parentSegment);
    expect((await versions(a.id)).map((v) => v.version)).toEqual([1]);
    expect(await versions(b.id)).toEqual([]);
    await waitFor(async () => tmpFiles().length === 0);
  });

  it('refuses uploads and deletes to customers and to the signed out', async () => {
    const tpl = await template();
    await buyer
      .post(adminPath(ADMIN_API.uploadZip, { id: tpl.id }))
      .attach('zipFile', sampleZip(), 'a.zip')
      .expect(403);
    await t
      .http()
      .delete(adminPath(ADMIN_API.deleteTemplate, { id: tpl.id }))
      .expect(401);
    expect(await versions(tpl.id)).toEqual([]);
    expect(tmpFiles()).toEqual([]);
  });
});
