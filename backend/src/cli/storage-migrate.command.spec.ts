import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadConfig, type AppConfig } from '../config/app-config';
import { s3Client } from '../infrastructure/storage/drivers/s3.driver';
import { S3TestServer } from '../testing/s3-server';
import {
  migrateStorage,
  parseStorageMigrateArgs,
  StorageMigrateRefused,
  type StorageMigrateOptions,
  type StorageMigrateSummary,
} from './storage-migrate.command';

const MB = 1024 * 1024;
/** The terminal's escape character: the bar ends each line it redraws with ESC [ K (clear to the end). */
const ESC = '\u001b';

let s3: S3TestServer;
let client: S3Client;
const dataDirs: string[] = [];

beforeAll(async () => {
  s3 = await S3TestServer.start();
  client = s3Client(s3.config());
});
afterAll(async () => {
  client?.destroy();
  await s3?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** What the run writes: progress lines, reports and the summary. */
function output(isTTY = false) {
  const out = { isTTY, text: '', write: (chunk: string) => (out.text += chunk) };
  return out;
}

/** A DATA_DIR as the local driver leaves it: files to copy, and scratch that must stay behind. */
function makeDataDir(files: Record<string, Buffer | string>): { dataDir: string; config: AppConfig } {
  const dataDir = mkdtempSync(join(tmpdir(), 'tm-migrate-'));
  dataDirs.push(dataDir);
  for (const [path, bytes] of Object.entries(files)) {
    const absolute = join(dataDir, 'files', ...path.split('/'));
    mkdirSync(dirname(absolute), { recursive: true });
    writeFileSync(absolute, bytes);
  }
  return { dataDir, config: loadConfig({ DATA_DIR: dataDir, ...s3.env() }) };
}

/** The files of one shop: an image, a template ZIP and its version (one over 8 MB: multipart), a delivery. */
function shopFiles(id = randomUUID()) {
  return {
    copied: {
      [`public/generated-images/${id}/preview.svg`]: `<svg id="${id}"/>`,
      [`private/template-zips/${id}/${id}.zip`]: randomBytes(9 * MB + 123),
      [`private/template-zips/${id}/versions/2.zip`]: randomBytes(40_000),
      [`private/custom-builds/${id}.zip`]: randomBytes(3_000),
    } as Record<string, Buffer | string>,
    scratch: {
      [`private/upload-tmp/${id}.upload`]: randomBytes(1_000),
      [`private/template-zips/${id}/${id}.zip.a1b2c3.tmp`]: randomBytes(500),
      [`public/generated-images/${id}/preview.svg.ffee00.tmp`]: '<svg/>',
    } as Record<string, Buffer | string>,
  };
}

function run(config: AppConfig, options: Partial<StorageMigrateOptions> = {}, isTTY = false) {
  const out = output(isTTY);
  const summary = migrateStorage({ concurrency: 4, dryRun: false, verifyOnly: false, ...options }, config, out);
  return summary.then((s) => ({ summary: s, text: out.text }));
}

async function objectBytes(key: string): Promise<Buffer | null> {
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return Buffer.from(await answer.Body!.transformToByteArray());
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey') return null;
    throw error;
  }
}

async function allKeys(): Promise<string[]> {
  const answer = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (answer.Contents ?? []).map((o) => o.Key!);
}

function counts(s: StorageMigrateSummary) {
  const { files, copied, toCopy, alreadyThere, skipped, failed, repaired, verified, mismatched, exitCode } = s;
  return { files, copied, toCopy, alreadyThere, skipped, failed, repaired, verified, mismatched, exitCode };
}

describe('npm run storage:migrate', () => {
  it('copies every file under its key, byte for byte, leaves scratch behind, and copies nothing the second time', async () => {
    const files = shopFiles();
    const { config } = makeDataDir({ ...files.copied, ...files.scratch });

    const first = await run(config);
    expect(counts(first.summary)).toEqual({
      files: 4,
      copied: 4,
      toCopy: 0,
      alreadyThere: 0,
      skipped: 0,
      failed: 0,
      repaired: 0,
      verified: 4,
      mismatched: 0,
      exitCode: 0,
    });
    expect(first.summary.bytes).toBe(Object.values(files.copied).reduce((sum, b) => sum + Buffer.byteLength(b), 0));
    for (const [key, bytes] of Object.entries(files.copied)) {
      expect((await objectBytes(key))?.equals(Buffer.from(bytes))).toBe(true);
    }
    const keys = await allKeys();
    expect(keys.filter((k) => k.includes('upload-tmp') || k.endsWith('.tmp'))).toEqual([]);

    // The app serves with the stored type; the hash in the metadata is what a later run compares.
    const zipKey = Object.keys(files.copied).find((k) => k.includes('template-zips') && !k.includes('versions'))!;
    const zipHead = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: zipKey }));
    expect(zipHead.ContentType).toBe('application/zip');
    expect(zipHead.Metadata?.sha256).toMatch(/^[0-9a-f]{64}$/);
    const svgKey = Object.keys(files.copied).find((k) => k.endsWith('.svg'))!;
    expect((await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: svgKey }))).ContentType).toBe('image/svg+xml; charset=utf-8');

    // Progress is written as plain lines when the output is not a terminal, bytes included.
    expect(first.text).toMatch(/^4\/4 100% .* 9\.\d MB\/9\.\d MB/m);
    expect(first.text).toMatch(/ copied +4\n(.*\n)* +bytes copied +9\.0 MB\n/);

    const second = await run(config);
    expect(counts(second.summary)).toEqual({
      files: 4,
      copied: 0,
      toCopy: 0,
      alreadyThere: 4,
      skipped: 0,
      failed: 0,
      repaired: 0,
      verified: 4,
      mismatched: 0,
      exitCode: 0,
    });
    expect(second.summary.bytes).toBe(0);
  });

  it('finds an object changed in the bucket with --verify-only, and a normal run copies it again', async () => {
    const id = randomUUID();
    const { config } = makeDataDir({
      [`public/generated-images/${id}/a.svg`]: '<svg>a</svg>',
      [`public/generated-images/${id}/b.svg`]: '<svg>b</svg>',
      [`private/custom-builds/${id}.zip`]: randomBytes(5_000),
    });
    expect((await run(config)).summary.exitCode).toBe(0);

    const changed = `public/generated-images/${id}/b.svg`;
    await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: changed, Body: '<svg>X</svg>' })); // same size, other bytes

    const verifyOnly = await run(config, { verifyOnly: true });
    expect(counts(verifyOnly.summary)).toEqual({
      files: 3,
      copied: 0,
      toCopy: 0,
      alreadyThere: 0,
      skipped: 0,
      failed: 0,
      repaired: 0,
      verified: 2,
      mismatched: 1,
      exitCode: 1,
    });
    expect(verifyOnly.summary.mismatches).toEqual([expect.stringMatching(new RegExp(`^${changed}: different bytes`))]);
    expect(verifyOnly.text).toContain(`MISMATCH ${changed}`);
    expect((await objectBytes(changed))?.toString()).toBe('<svg>X</svg>'); // verifying changes nothing

    // A missing object and one of another size are mismatches too.
    const missing = `private/custom-builds/${id}.zip`;
    const shorter = `public/generated-images/${id}/a.svg`;
    await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: missing }));
    await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: shorter, Body: '<svg/>' }));
    const worse = await run(config, { verifyOnly: true });
    expect(counts(worse.summary)).toMatchObject({ verified: 0, mismatched: 3, exitCode: 1 });
    expect(worse.summary.mismatches).toEqual(
      expect.arrayContaining([
        `${missing}: missing in the bucket`,
        `${shorter}: 6 B in the bucket, 12 B here`,
        expect.stringMatching(new RegExp(`^${changed}: different bytes`)),
      ]),
    );

    const repair = await run(config);
    expect(counts(repair.summary)).toEqual({
      files: 3,
      copied: 3,
      toCopy: 0,
      alreadyThere: 0,
      skipped: 0,
      failed: 0,
      repaired: 0,
      verified: 3,
      mismatched: 0,
      exitCode: 0,
    });
    expect((await objectBytes(changed))?.toString()).toBe('<svg>b</svg>');
  });

  it('copies again, when verifying, an object whose bytes differ behind the right sha256 metadata', async () => {
    const id = randomUUID();
    const key = `private/custom-builds/${id}.zip`;
    const { config } = makeDataDir({ [key]: randomBytes(2_000) });
    expect((await run(config)).summary.exitCode).toBe(0);
    const { Metadata } = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    const damaged = randomBytes(2_000);
    await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: damaged, Metadata })); // what the copy phase trusts still says "same"

    const { summary, text } = await run(config);
    expect(counts(summary)).toEqual({
      files: 1,
      copied: 0,
      toCopy: 0,
      alreadyThere: 1,
      skipped: 0,
      failed: 0,
      repaired: 1,
      verified: 1,
      mismatched: 0,
      exitCode: 0,
    });
    expect(text).toContain(`copying again ${key}: different bytes`);
    expect((await objectBytes(key))?.equals(damaged)).toBe(false);
    expect((await run(config, { verifyOnly: true })).summary).toMatchObject({ verified: 1, mismatched: 0, exitCode: 0 });
  });

  it('lists what it would copy with --dry-run and copies nothing', async () => {
    const files = shopFiles();
    const { config } = makeDataDir({ ...files.copied, ...files.scratch });
    const { summary, text } = await run(config, { dryRun: true });
    expect(counts(summary)).toEqual({
      files: 4,
      copied: 0,
      toCopy: 4,
      alreadyThere: 0,
      skipped: 0,
      failed: 0,
      repaired: 0,
      verified: 0,
      mismatched: 0,
      exitCode: 0,
    });
    for (const key of Object.keys(files.copied)) {
      expect(text).toContain(`would copy ${key} (`);
      expect(await objectBytes(key)).toBeNull();
    }
  });

  it('reports and skips names that are not storage paths, and what is not a file', async () => {
    const id = randomUUID();
    const { dataDir, config } = makeDataDir({
      [`public/generated-images/${id}/good.svg`]: '<svg/>',
      [`public/generated-images/${id}/back\\slash.svg`]: '<svg/>',
      [`private/template-zips/${id}/new\nline.zip`]: 'zip',
    });
    const images = join(dataDir, 'files', 'public', 'generated-images', id);
    symlinkSync(join(dataDir, 'nowhere.svg'), join(images, 'broken.svg'));
    symlinkSync(images, join(images, 'loop'));

    const { summary, text } = await run(config);
    expect(counts(summary)).toEqual({
      files: 5,
      copied: 1,
      toCopy: 0,
      alreadyThere: 0,
      skipped: 4,
      failed: 0,
      repaired: 0,
      verified: 1,
      mismatched: 0,
      exitCode: 0,
    });
    expect(text).toContain(`skipped public/"generated-images/${id}/back\\\\slash.svg": not a valid storage path`);
    expect(text).toContain(`skipped private/"template-zips/${id}/new\\nline.zip": not a valid storage path`);
    expect(text).toContain(`skipped public/"generated-images/${id}/broken.svg": a broken symbolic link`);
    expect(text).toContain(`skipped public/"generated-images/${id}/loop": a symbolic link to a folder above it`);
    expect((await allKeys()).filter((k) => k.includes(id))).toEqual([`public/generated-images/${id}/good.svg`]);
  });

  it('follows symbolic links to files and folders, as the local driver does', async () => {
    const id = randomUUID();
    const { dataDir, config } = makeDataDir({ [`private/custom-builds/${id}.zip`]: 'delivery' });
    const elsewhere = join(dataDir, 'big-disk');
    mkdirSync(join(elsewhere, id), { recursive: true });
    writeFileSync(join(elsewhere, id, `${id}.zip`), 'template');
    writeFileSync(join(elsewhere, 'preview.svg'), '<svg/>');
    symlinkSync(elsewhere, join(dataDir, 'files', 'private', 'template-zips'));
    mkdirSync(join(dataDir, 'files', 'public', 'generated-images', id), { recursive: true });
    symlinkSync(join(elsewhere, 'preview.svg'), join(dataDir, 'files', 'public', 'generated-images', id, 'preview.svg'));

    const { summary } = await run(config);
    expect(counts(summary)).toMatchObject({ files: 4, copied: 4, skipped: 0, verified: 4, exitCode: 0 });
    expect((await objectBytes(`private/template-zips/${id}/${id}.zip`))?.toString()).toBe('template');
    expect((await objectBytes(`public/generated-images/${id}/preview.svg`))?.toString()).toBe('<svg/>');
  });

  it('takes another files folder with --from, empty files included, and draws a bar on a terminal', async () => {
    const id = randomUUID();
    const { config } = makeDataDir({});
    const elsewhere = mkdtempSync(join(tmpdir(), 'tm-migrate-from-'));
    dataDirs.push(elsewhere);
    mkdirSync(join(elsewhere, 'private', 'custom-builds'), { recursive: true });
    writeFileSync(join(elsewhere, 'private', 'custom-builds', `${id}.zip`), 'delivery');
    writeFileSync(join(elsewhere, 'private', 'custom-builds', `${id}-empty.zip`), '');

    const { summary, text } = await run(config, { from: elsewhere, concurrency: 1 }, true);
    expect(counts(summary)).toMatchObject({ files: 2, copied: 2, verified: 2, exitCode: 0 });
    expect((await objectBytes(`private/custom-builds/${id}.zip`))?.toString()).toBe('delivery');
    expect((await objectBytes(`private/custom-builds/${id}-empty.zip`))?.length).toBe(0);
    // On a terminal: one bar redrawn in place, with the bytes.
    expect(text).toMatch(new RegExp(String.raw`\r\[█{30}\] 2\/2 100% .* 8 B\/8 B .*${ESC}\[K`));
  });

  it('refuses without STORAGE_DRIVER=s3, saying which settings it needs, and when there is nothing to copy', async () => {
    const { dataDir } = makeDataDir({ 'public/a.svg': '<svg/>' });
    const local = loadConfig({ DATA_DIR: dataDir });
    const refusal = run(local);
    await expect(refusal).rejects.toThrow(StorageMigrateRefused);
    await expect(refusal).rejects.toThrow(/STORAGE_DRIVER=s3 with S3_BUCKET.*S3_ENDPOINT/);

    const { config } = makeDataDir({});
    await expect(run(config)).rejects.toThrow(/Nothing to copy: .* has neither a public nor a private folder/);
  });

  it('says so when the bucket is not there, before reading any file', async () => {
    const { dataDir } = makeDataDir({ 'public/a.svg': '<svg/>' });
    const config = loadConfig({ DATA_DIR: dataDir, ...s3.env({ S3_BUCKET: 'no-such-bucket' }) });
    await expect(run(config)).rejects.toThrow(
      `Cannot reach the bucket "no-such-bucket" at ${s3.endpoint}: no such bucket (create it first; check S3_BUCKET)`,
    );
  });
});

describe('npm run storage:migrate arguments', () => {
  it('copies 4 at a time by default', () => {
    expect(parseStorageMigrateArgs([])).toEqual({ concurrency: 4, dryRun: false, verifyOnly: false, from: undefined, help: false });
  });

  it('reads --concurrency, --dry-run, --verify-only and --from', () => {
    expect(parseStorageMigrateArgs(['--concurrency', '32', '--dry-run', '--from', '/srv/files'])).toEqual({
      concurrency: 32,
      dryRun: true,
      verifyOnly: false,
      from: '/srv/files',
      help: false,
    });
    expect(parseStorageMigrateArgs(['--concurrency=1', '--verify-only'])).toMatchObject({ concurrency: 1, verifyOnly: true });
  });

  it.each([
    ['--concurrency', '0'],
    ['--concurrency', '33'],
    ['--concurrency', 'many'],
    ['--force'],
    ['extra'],
    ['--dry-run', '--verify-only'],
    ['--from'],
  ])('refuses %p', (...argv) => {
    expect(() => parseStorageMigrateArgs(argv)).toThrow();
  });
});
