import AdmZip from 'adm-zip';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../../config/app-config';
import { S3TestServer } from '../../testing/s3-server';
import { zipEntryNames } from '../template-files/zip-inspection';
import { normalizeStoragePath, PRESIGNED_DOWNLOAD_SECONDS, StoragePathError, StorageService } from './storage.service';
import { StoredFileReader } from './stored-file-reader';
import { localFile } from './testing/local-files';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await S3TestServer.start();
});
afterAll(async () => {
  await s3?.close();
});

describe('normalizeStoragePath', () => {
  it.each([
    ['generated-images/a/preview.svg', 'generated-images/a/preview.svg'],
    ['generated-images//a/./preview.svg', 'generated-images/a/preview.svg'],
    ['a/b/', 'a/b'],
    ['..hidden/file..svg', '..hidden/file..svg'],
  ])('keeps %p inside its area as %p', (input, expected) => {
    expect(normalizeStoragePath(input)).toBe(expected);
  });

  it.each([
    ['a parent segment', '../secret.txt'],
    ['a parent segment in the middle', 'generated-images/../../private/x.zip'],
    ['a lone parent', '..'],
    ['an absolute path', '/etc/passwd'],
    ['a Windows drive', 'C:/Windows/win.ini'],
    ['a backslash', 'generated-images\\..\\x'],
    ['a NUL byte', 'a.svg\u0000.png'],
    ['a control character', 'a\nb.svg'],
    ['nothing', ''],
    ['only dots and slashes', './/.'],
    ['a very long path', `${'a/'.repeat(600)}x`],
  ])('refuses %s', (_what, input) => {
    expect(() => normalizeStoragePath(input)).toThrow(StoragePathError);
  });
});

type DriverCase = { name: 'local' | 's3'; make: (dataDir: string, extra?: Partial<AppConfig>) => StorageService };

describe.each<DriverCase>([
  { name: 'local', make: (dataDir, extra) => new StorageService({ dataDir, ...extra }) },
  { name: 's3', make: (dataDir, extra) => new StorageService({ dataDir, storage: s3.config(), ...extra }) },
])('StorageService over the $name driver', ({ name, make }) => {
  let dataDir: string;
  let storage: StorageService;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'tm-storage-'));
    storage = make(dataDir);
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes, reads and finds public files', async () => {
    const path = `generated-images/${randomUUID()}/preview.svg`;
    expect(await storage.existsPublic(path)).toBe(false);
    expect(await storage.readPublic(path)).toBeNull();
    expect(await storage.writePublic(path, '<svg/>')).toBe(true);
    expect(await storage.existsPublic(path)).toBe(true);
    expect((await storage.readPublic(path))?.toString()).toBe('<svg/>');
    const stats = await storage.statPublic(path);
    expect(stats).toEqual({ size: 6, modifiedAt: expect.any(Date) as unknown, etag: expect.stringMatching(/^(W\/)?".+"$/) as unknown });
    if (name === 'local') {
      expect(localFile(storage, 'public', path)).toBe(join(dataDir, 'files', 'public', ...path.split('/')));
      expect(readdirSync(dirname(localFile(storage, 'public', path)))).toEqual(['preview.svg']); // no temporary left
    }
  });

  it('leaves an existing file alone when asked not to overwrite', async () => {
    const path = `${randomUUID()}/a.svg`;
    await storage.writePublic(path, 'first');
    expect(await storage.writePublic(path, 'second', { overwrite: false })).toBe(false);
    expect((await storage.readPublic(path))?.toString()).toBe('first');
    expect(await storage.writePublic(path, 'third')).toBe(true);
    expect((await storage.readPublic(path))?.toString()).toBe('third');
  });

  it('keeps private files apart from the public area', async () => {
    const path = `zips/${randomUUID()}.zip`;
    await storage.writePrivate(path, Buffer.from([0x50, 0x4b]));
    expect(await storage.existsPrivate(path)).toBe(true);
    expect(await storage.existsPublic(path)).toBe(false);
    expect(await storage.readPrivate(path)).toEqual(Buffer.from([0x50, 0x4b]));
    if (name === 'local') expect(statSync(localFile(storage, 'private', path)).mode & 0o777).toBe(0o600); // the server's user only
  });

  it('never reaches outside an area, whatever the path', async () => {
    writeFileSync(join(dataDir, 'outside.txt'), 'secret');
    await expect(storage.readPublic('../../outside.txt')).rejects.toThrow(StoragePathError);
    await expect(storage.existsPublic('../private/x')).rejects.toThrow(StoragePathError);
    await expect(storage.writePublic('/tmp/evil.svg', 'x')).rejects.toThrow(StoragePathError);
    await expect(storage.open('private', '../public/x')).rejects.toThrow(StoragePathError);
    await expect(storage.remove('public', '..')).rejects.toThrow(StoragePathError);
  });

  it('says a folder is not a file', async () => {
    const folder = randomUUID();
    await storage.writePublic(`${folder}/a.svg`, 'x');
    expect(await storage.existsPublic(folder)).toBe(false);
    expect(await storage.statPublic(`${folder}/a.svg/more`)).toBeNull();
  });

  it('streams a file whole or a range of it, and says when there is none', async () => {
    const path = `zips/${randomUUID()}.bin`;
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
    await storage.writePrivate(path, bytes);
    const whole = await storage.open('private', path);
    expect(whole?.size).toBe(1000);
    expect(await collect(whole!.stream)).toEqual(bytes);
    const part = await storage.open('private', path, { start: 10, end: 19 });
    expect(part?.size).toBe(10);
    expect(await collect(part!.stream)).toEqual(bytes.subarray(10, 20));
    expect(await storage.open('private', `zips/${randomUUID()}.bin`)).toBeNull();
  });

  it('takes a large scratch file into storage in parts, with its metadata, and removes the scratch file', async () => {
    mkdirSync(storage.scratchDir, { recursive: true });
    const scratch = join(storage.scratchDir, `${randomUUID()}.upload`);
    const bytes = randomBytes(9 * 1024 * 1024 + 123); // over one 8 MB part: a multipart upload on S3
    writeFileSync(scratch, bytes);
    const path = `template-zips/${randomUUID()}/v.zip`;
    await storage.putLocalFile('private', path, scratch, { sha256: 'abc' });
    expect(existsSync(scratch)).toBe(false);
    expect((await storage.statPrivate(path))?.size).toBe(bytes.length);
    const opened = await storage.open('private', path);
    expect(
      createHash('sha256')
        .update(await collect(opened!.stream))
        .digest('hex'),
    ).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('removes a file, and a missing one without complaint', async () => {
    const path = `zips/${randomUUID()}.zip`;
    await storage.writePrivate(path, 'x');
    await storage.remove('private', path);
    expect(await storage.existsPrivate(path)).toBe(false);
    await expect(storage.remove('private', path)).resolves.toBeUndefined();
  });

  it('reads a stored ZIP central directory by ranges, without fetching the whole file', async () => {
    const path = `zips/${randomUUID()}.zip`;
    const zip = new AdmZip();
    zip.addFile('theme/style.css', Buffer.from('body{}'));
    zip.addFile('theme/index.php', Buffer.alloc(200_000, 'x'));
    await storage.writePrivate(path, zip.toBuffer());
    const size = (await storage.statPrivate(path))!.size;
    expect((await zipEntryNames(new StoredFileReader(storage, 'private', path), size)).sort()).toEqual([
      'theme/index.php',
      'theme/style.css',
    ]);
  });

  it('links public files to PUBLIC_FILES_BASE_URL only when it is set', () => {
    expect(storage.publicUrl('generated-images/a b/preview.svg')).toBeNull();
    const behindCdn = make(dataDir, { publicFilesBaseUrl: 'https://cdn.example.com/public' });
    expect(behindCdn.publicUrl('generated-images/a b/preview.svg')).toBe(
      'https://cdn.example.com/public/generated-images/a%20b/preview.svg',
    );
    expect(() => behindCdn.publicUrl('../private/x.zip')).toThrow(StoragePathError);
  });
});

describe('presigned downloads', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'tm-storage-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('are never made for the local disk, nor for a bucket unless turned on', async () => {
    expect(await new StorageService({ dataDir }).presignedDownloadUrl('zips/a.zip', 'a.zip')).toBeNull();
    expect(await new StorageService({ dataDir, storage: s3.config() }).presignedDownloadUrl('zips/a.zip', 'a.zip')).toBeNull();
  });

  it('give the file as an attachment, signed for five minutes', async () => {
    const storage = new StorageService({ dataDir, storage: s3.config({ presignedDownloads: true }) });
    const path = `template-zips/${randomUUID()}/v.zip`;
    await storage.writePrivate(path, 'PK-bytes');
    const url = await storage.presignedDownloadUrl(path, 'wild-bakery.zip');
    expect(new URL(url!).searchParams.get('X-Amz-Expires')).toBe(String(PRESIGNED_DOWNLOAD_SECONDS));
    expect(PRESIGNED_DOWNLOAD_SECONDS).toBe(300);
    const res = await fetch(url!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="wild-bakery.zip"');
    expect(await res.text()).toBe('PK-bytes');
    expect(new URL(url!).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/); // s3rver does not check it; S3 does
  });
});

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
