import { GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { open, opendir, stat, type FileHandle } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import type { AppConfig } from '../config/app-config';
import { contentTypeOf } from '../infrastructure/storage';
import { keyOf, s3Client, type S3StorageConfig } from '../infrastructure/storage';
import { normalizeStoragePath, STORAGE_AREAS, type StorageArea } from '../infrastructure/storage';
import { createProgressBar, type ProgressOutput } from './progress-bar';
import { errorMessage } from '../common/errors';

export const STORAGE_MIGRATE_USAGE =
  'Usage: npm run storage:migrate [-- [--concurrency N] [--dry-run | --verify-only] [--from <files folder>]]';
export const MAX_CONCURRENCY = 32;
const DEFAULT_CONCURRENCY = 4;

/** Same split as the S3 driver's putLocalFile: up to 8 MB in one PUT, larger files in 8 MB parts, 2 in flight. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
/** Disk reads in 1 MB chunks: the hash and the upload go faster than with Node's 64 KB default. */
const READ_CHUNK = 1024 * 1024;
/** A store that fails this many files in a row is down: stop rather than time out on every remaining file. */
const MAX_FAILURES_IN_A_ROW = 20;
/** The summary keeps the first mismatches; every one is printed as it is found. */
const MAX_LISTED_MISMATCHES = 100;
/** Local scratch of uploads being received (StorageService.scratchDir): never part of the stored files. */
const SCRATCH_DIR = 'upload-tmp';

export interface StorageMigrateArgs {
  concurrency: number;
  /** List what would be copied; copy nothing. */
  dryRun: boolean;
  /** Only read every object back and compare it with its local file. */
  verifyOnly: boolean;
  /** The files folder to copy (holding public/ and private/); default DATA_DIR/files. */
  from?: string;
  help: boolean;
}

export type StorageMigrateOptions = Omit<StorageMigrateArgs, 'help'>;

export interface StorageMigrateSummary {
  mode: 'copy' | 'dry-run' | 'verify-only';
  /** Files found (scratch uploads and *.tmp left out). */
  files: number;
  copied: number;
  /** --dry-run: files a run would copy. */
  toCopy: number;
  alreadyThere: number;
  /** Names that are not a storage path (normalizeStoragePath) and entries that are not files. */
  skipped: number;
  /** Files that could not be read or copied (disk or store errors). */
  failed: number;
  /** Objects found different by the verification of a copying run, and copied again. */
  repaired: number;
  /** Objects read back identical to their file. */
  verified: number;
  /** Objects missing or different from their file. */
  mismatched: number;
  /** The first mismatches, "key: reason". */
  mismatches: string[];
  /** Bytes copied, again too (--dry-run: that would be). */
  bytes: number;
  seconds: number;
  stopped?: 'interrupted' | 'store failing';
  exitCode: 0 | 1;
}

/** Refused before any work (not the s3 driver, nothing to copy): exit code 2, like a usage error. */
export class StorageMigrateRefused extends Error {
  readonly exitCode = 2;
}

export function parseStorageMigrateArgs(argv: string[]): StorageMigrateArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      concurrency: { type: 'string', short: 'c' },
      'dry-run': { type: 'boolean', default: false },
      'verify-only': { type: 'boolean', default: false },
      from: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  let concurrency = DEFAULT_CONCURRENCY;
  if (values.concurrency !== undefined) {
    if (!/^\d+$/.test(values.concurrency) || Number(values.concurrency) < 1 || Number(values.concurrency) > MAX_CONCURRENCY) {
      throw new Error(`--concurrency must be a whole number from 1 to ${MAX_CONCURRENCY}`);
    }
    concurrency = Number(values.concurrency);
  }
  if (values['dry-run'] && values['verify-only']) throw new Error('--dry-run and --verify-only do not go together');
  if (values.from !== undefined && values.from.trim() === '') throw new Error('--from needs a folder');
  return {
    concurrency,
    dryRun: values['dry-run'] ?? false,
    verifyOnly: values['verify-only'] ?? false,
    from: values.from,
    help: values.help ?? false,
  };
}

/**
 * `npm run storage:migrate` (decision 048): copies a files folder (DATA_DIR/files) into the bucket as
 * `public/<path>` and `private/<path>`, then reads every object back and compares it with its file.
 * Resumable: an object already there with the same size and SHA-256 is left alone. Progress and
 * reports go to `out`; the summary is written there too and returned.
 */
export async function migrateStorage(
  options: StorageMigrateOptions,
  config: Pick<AppConfig, 'dataDir' | 'storage'>,
  out: ProgressOutput,
  signal?: AbortSignal,
): Promise<StorageMigrateSummary> {
  const storage = s3SettingsOrRefuse(config);
  const source = sourceFolderOrRefuse(options.from ?? join(config.dataDir, 'files'));
  const client = s3Client(storage);
  try {
    await checkBucket(client, storage);
    const run = new MigrationRun(client, storage.bucket, source, options, out, signal);
    const summary = await run.execute();
    out.write(formatStorageMigrateSummary(summary, `${source} → s3://${storage.bucket}`));
    return summary;
  } finally {
    client.destroy();
  }
}

function s3SettingsOrRefuse(config: Pick<AppConfig, 'storage'>): S3StorageConfig {
  if (config.storage.driver === 's3') return config.storage;
  throw new StorageMigrateRefused(
    'storage:migrate copies the files into an S3 bucket and needs STORAGE_DRIVER=s3 with S3_BUCKET, plus, as your store needs, ' +
      'S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE=true (MinIO and most self-hosted stores). ' +
      'Set them as the app will run with them (decision 048); DATA_DIR names the files to copy.',
  );
}

function sourceFolderOrRefuse(folder: string): string {
  const absolute = resolve(folder);
  if (!STORAGE_AREAS.some((area) => existsSync(join(absolute, area)))) {
    throw new StorageMigrateRefused(
      `Nothing to copy: ${absolute} has neither a public nor a private folder (name the files folder with --from <dir>).`,
    );
  }
  return absolute;
}

/** Fails early, with the store's answer, when the bucket is not reachable with these settings. */
async function checkBucket(client: S3Client, storage: S3StorageConfig): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: storage.bucket }));
  } catch (error) {
    const where = storage.endpoint ?? `AWS S3 (${storage.region})`;
    throw new Error(`Cannot reach the bucket "${storage.bucket}" at ${where}: ${bucketProblem(error)}`, { cause: error });
  }
}

/** HEAD answers have no body, so the SDK's message says nothing: the status does. */
function bucketProblem(error: unknown): string {
  const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  if (status === 404) return 'no such bucket (create it first; check S3_BUCKET)';
  if (status === 403) return 'access denied (check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the bucket policy)';
  if (status === 301) return 'the bucket is in another region (check S3_REGION)';
  return describeError(error);
}

/** A file (or something else) found under an area, by its path relative to the area. */
interface FoundEntry {
  area: StorageArea;
  relative: string;
  absolute: string;
  /** Set when it is not a file that can be copied (a broken link, a socket...). */
  problem?: string;
}

/** A found file that may be stored: its object key. */
interface StorableFile extends FoundEntry {
  key: string;
}

type Phase = 'copy' | 'verify';

/** One run: the counters of the summary, and the per-file work of each phase. */
class MigrationRun {
  private readonly summary: StorageMigrateSummary;
  private readonly started = Date.now();
  private failuresInARow = 0;
  /** Keys whose copy failed: already reported, so verification does not list them again. */
  private readonly failedKeys = new Set<string>();

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly source: string,
    private readonly options: StorageMigrateOptions,
    private readonly out: ProgressOutput,
    private readonly signal: AbortSignal | undefined,
  ) {
    const mode = options.verifyOnly ? 'verify-only' : options.dryRun ? 'dry-run' : 'copy';
    this.summary = {
      mode,
      files: 0,
      copied: 0,
      toCopy: 0,
      alreadyThere: 0,
      skipped: 0,
      failed: 0,
      repaired: 0,
      verified: 0,
      mismatched: 0,
      mismatches: [],
      bytes: 0,
      seconds: 0,
      exitCode: 0,
    };
  }

  async execute(): Promise<StorageMigrateSummary> {
    this.say(`Counting the files in ${this.source}...`);
    const totals = await this.countFiles();
    this.summary.files = totals.files;
    const what = `${totals.files.toLocaleString('en-US')} files (${formatBytes(totals.bytes)})`;
    if (!this.options.verifyOnly && !this.stopped()) {
      this.say(`${this.options.dryRun ? 'Checking' : 'Copying'} ${what} to s3://${this.bucket} (${this.options.concurrency} at a time)`);
      await this.runPhase('copy', totals);
    }
    if (!this.options.dryRun && !this.stopped()) {
      this.say(`Verifying ${what}: reading every object back`);
      await this.runPhase('verify', totals);
    }
    const s = this.summary;
    if (this.signal?.aborted) s.stopped ??= 'interrupted';
    s.seconds = (Date.now() - this.started) / 1000;
    s.exitCode = s.failed > 0 || s.mismatched > 0 || s.stopped ? 1 : 0;
    return s;
  }

  /** A first pass for the progress total: counts and sizes, nothing kept. */
  private async countFiles(): Promise<{ files: number; bytes: number }> {
    const totals = { files: 0, bytes: 0 };
    await forEachConcurrently(walkAreas(this.source), this.options.concurrency, this.stopped, async (entry) => {
      totals.files++;
      if (!entry.problem) totals.bytes += await sizeOf(entry.absolute);
    });
    return totals;
  }

  private async runPhase(phase: Phase, totals: { files: number; bytes: number }): Promise<void> {
    const progress = phaseProgress(this.out, totals);
    await forEachConcurrently(walkAreas(this.source), this.options.concurrency, this.stopped, async (entry) => {
      const file = this.storable(entry, phase === 'copy' || this.options.verifyOnly);
      const bytes =
        file && !this.failedKeys.has(file.key)
          ? await this.attempt(file, () => (phase === 'copy' ? this.copy(file) : this.verify(file)))
          : 0;
      progress.advance(bytes);
    });
    progress.finish();
  }

  private readonly stopped = (): boolean => Boolean(this.signal?.aborted) || this.summary.stopped !== undefined;

  /** The entry's object key, or null (reported once, when `report`) when it cannot be stored. */
  private storable(entry: FoundEntry, report: boolean): StorableFile | null {
    let reason: string | undefined;
    let path = '';
    if (entry.problem) reason = entry.problem;
    else {
      try {
        path = normalizeStoragePath(entry.relative);
      } catch {
        reason = 'not a valid storage path';
      }
    }
    if (reason === undefined) return { ...entry, key: keyOf(entry.area, path) };
    if (report) {
      this.summary.skipped++;
      this.say(`skipped ${entry.area}/${JSON.stringify(entry.relative)}: ${reason}`);
    }
    return null;
  }

  /** Runs one file's work; a failure is reported and counted, and enough of them in a row stop the run. */
  private async attempt(file: StorableFile, work: () => Promise<number>): Promise<number> {
    try {
      const bytes = await work();
      this.failuresInARow = 0;
      return bytes;
    } catch (error) {
      this.summary.failed++;
      this.failedKeys.add(file.key);
      this.say(`failed ${file.key}: ${describeError(error)}`);
      // A file gone or unreadable here says nothing about the store.
      if (isLocalFileError(error)) return 0;
      if (++this.failuresInARow >= MAX_FAILURES_IN_A_ROW) {
        this.summary.stopped = 'store failing';
        this.say(`Stopping: ${MAX_FAILURES_IN_A_ROW} files failed in a row. Run it again once the store answers; it goes on from there.`);
      }
      return 0;
    }
  }

  /** Copies a file unless its object is already there; the bytes read or copied, for the progress. */
  private async copy(file: StorableFile): Promise<number> {
    const head = await this.headObject(file.key);
    return withFile(file.absolute, async (handle, size) => {
      // One open file for the hash and the upload: a file the app replaces meanwhile (by rename) is
      // still read whole, as it was.
      let sha256: string | undefined;
      if (head && head.size === size && head.sha256) {
        sha256 = await sha256OfStream(readFrom(handle, size));
        if (sha256 === head.sha256) {
          this.summary.alreadyThere++;
          return size;
        }
      }
      if (this.options.dryRun) {
        this.summary.toCopy++;
        this.summary.bytes += size;
        this.say(`would copy ${file.key} (${formatBytes(size)}${head ? ', differs in the bucket' : ''})`);
        return size;
      }
      // The hash goes in the object's metadata, which is sent before the body: so it is read first.
      sha256 ??= await sha256OfStream(readFrom(handle, size));
      await this.upload(file.key, handle, size, sha256);
      this.summary.copied++;
      this.summary.bytes += size;
      return size;
    });
  }

  private async upload(key: string, handle: FileHandle, size: number, sha256: string): Promise<void> {
    const body = readFrom(handle, size);
    const params = { Bucket: this.bucket, Key: key, ContentType: contentTypeOf(key), Metadata: { sha256 } };
    try {
      if (size <= PART_BYTES) {
        await this.client.send(new PutObjectCommand({ ...params, Body: body, ContentLength: size }));
        return;
      }
      // Multipart, streamed from disk: about PART_BYTES × PARTS_IN_FLIGHT in memory whatever the size.
      await new Upload({
        client: this.client,
        params: { ...params, Body: body },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      }).done();
    } finally {
      body.destroy(); // a failed request may leave it half read; the handle is closed next
    }
  }

  /**
   * Reads the object back and compares it with the file; the bytes checked. In a copying run, an
   * object that differs is copied again once: the copy phase trusted its sha256 metadata, and bytes
   * that differ behind it (changed in the bucket, damaged) would otherwise be skipped by every run.
   */
  private async verify(file: StorableFile): Promise<number> {
    return withFile(file.absolute, async (handle, size) => {
      let difference = await this.compareObject(file.key, handle, size);
      if (difference && this.summary.mode === 'copy') {
        this.say(`copying again ${file.key}: ${difference}`);
        await this.upload(file.key, handle, size, await sha256OfStream(readFrom(handle, size)));
        this.summary.repaired++;
        this.summary.bytes += size;
        difference = await this.compareObject(file.key, handle, size);
      }
      if (difference) return this.mismatch(file.key, difference);
      this.summary.verified++;
      return size;
    });
  }

  /** How the object differs from the file (missing, size, bytes), or null when it is identical. */
  private async compareObject(key: string, handle: FileHandle, size: number): Promise<string | null> {
    const object = await this.getObject(key);
    if (!object) return 'missing in the bucket';
    if (object.size !== size) {
      object.body.destroy();
      return `${formatBytes(object.size)} in the bucket, ${formatBytes(size)} here`;
    }
    // s3rver, MinIO and R2 do not all keep checksums: the bytes themselves are hashed (not the ETag).
    const localBytes = readFrom(handle, size);
    let stored: string;
    let local: string;
    try {
      [stored, local] = await Promise.all([sha256OfStream(object.body), sha256OfStream(localBytes)]);
    } finally {
      // When one side fails, the other must not go on reading (a socket held, a closed handle read).
      object.body.destroy();
      localBytes.destroy();
    }
    return stored === local ? null : `different bytes (sha256 ${stored.slice(0, 12)}… in the bucket, ${local.slice(0, 12)}… here)`;
  }

  private mismatch(key: string, reason: string): number {
    this.summary.mismatched++;
    if (this.summary.mismatches.length < MAX_LISTED_MISMATCHES) this.summary.mismatches.push(`${key}: ${reason}`);
    this.say(`MISMATCH ${key}: ${reason}`);
    return 0;
  }

  private async headObject(key: string): Promise<{ size: number; sha256: string | undefined } | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, sha256: head.Metadata?.sha256 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  private async getObject(key: string): Promise<{ size: number; body: Readable } | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      // In Node the body is an http.IncomingMessage: streamed, never held whole.
      return { size: answer.ContentLength ?? 0, body: answer.Body as Readable };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** A report line; on a terminal it first clears the progress bar, which redraws below it. */
  private say(line: string): void {
    this.out.write(this.out.isTTY ? `\r\u001b[K${line}\n` : `${line}\n`);
  }
}

/**
 * Both areas' files, depth first and lazily: one open directory per level, entries read in small
 * batches (opendir), so a million files are never listed in memory. Leaves out the scratch folder of
 * uploads being received (private/upload-tmp) and temporary files (*.tmp) of writes in progress.
 * Symbolic links are followed, as the local driver follows them when it serves a file.
 */
export async function* walkAreas(root: string): AsyncGenerator<FoundEntry> {
  for (const area of STORAGE_AREAS) {
    const folder = join(root, area);
    const id = await folderId(folder);
    if (id === null) continue; // an area never written to
    const skipFolder = (relative: string) => area === 'private' && relative === SCRATCH_DIR;
    yield* walkFolder(folder, '', area, skipFolder, [id]);
  }
}

async function* walkFolder(
  folder: string,
  prefix: string,
  area: StorageArea,
  skipFolder: (relative: string) => boolean,
  ancestors: readonly string[],
): AsyncGenerator<FoundEntry> {
  let dir;
  try {
    dir = await opendir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // removed since it was listed (a template deleted)
    throw error;
  }
  for await (const entry of dir) {
    // Keys use forward slashes whatever the platform.
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    const absolute = join(folder, entry.name);
    const kind = entry.isSymbolicLink()
      ? await linkTargetKind(absolute)
      : entry.isDirectory()
        ? 'folder'
        : entry.isFile()
          ? 'file'
          : 'other';
    if (kind === 'file') {
      if (!entry.name.endsWith('.tmp')) yield { area, relative, absolute };
    } else if (kind === 'folder') {
      if (skipFolder(relative)) continue;
      const id = await folderId(absolute);
      if (id !== null && ancestors.includes(id)) yield { area, relative, absolute, problem: 'a symbolic link to a folder above it' };
      else if (id !== null) yield* walkFolder(absolute, relative, area, skipFolder, [...ancestors, id]);
    } else {
      yield { area, relative, absolute, problem: kind === 'broken link' ? 'a broken symbolic link' : 'not a file or a folder' };
    }
  }
}

async function linkTargetKind(path: string): Promise<'file' | 'folder' | 'other' | 'broken link'> {
  try {
    const target = await stat(path);
    return target.isFile() ? 'file' : target.isDirectory() ? 'folder' : 'other';
  } catch {
    return 'broken link';
  }
}

/** Device and inode: the same folder however it is reached (a loop of links is found by it). Null when it is gone. */
async function folderId(path: string): Promise<string | null> {
  try {
    const stats = await stat(path, { bigint: true });
    return `${stats.dev}:${stats.ino}`;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Runs `work` on the items with at most `concurrency` at once, taking the next item only when a
 * worker is free (the source is read as fast as the work goes). `stopped` ends it after the items under way.
 */
async function forEachConcurrently<T>(
  items: AsyncIterable<T>,
  concurrency: number,
  stopped: () => boolean,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const iterator = items[Symbol.asyncIterator]();
  const worker = async () => {
    while (!stopped()) {
      const next = await iterator.next();
      if (next.done) return;
      await work(next.value);
    }
  };
  const results = await Promise.allSettled(Array.from({ length: concurrency }, worker));
  await iterator.return?.(undefined); // closes the directories still open after a stop
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) throw failure.reason;
}

async function sizeOf(path: string): Promise<number> {
  try {
    return (await stat(path)).size;
  } catch {
    return 0; // gone since it was listed: the copy reports it
  }
}

/** Opens a file for reading, gives it and its size to `use`, and closes it. */
async function withFile<T>(path: string, use: (handle: FileHandle, size: number) => Promise<T>): Promise<T> {
  const handle = await open(path, 'r');
  try {
    return await use(handle, (await handle.stat()).size);
  } finally {
    await handle.close();
  }
}

/**
 * The file's first `size` bytes (all of it, as fstat saw it), read at explicit positions. Not
 * handle.createReadStream: destroying such a stream (a failed upload, a verification cut short) closes
 * the handle itself, and the next read of the same file would fail.
 */
function readFrom(handle: FileHandle, size: number): Readable {
  return Readable.from(chunksOf(handle, size), { objectMode: false });
}

async function* chunksOf(handle: FileHandle, size: number): AsyncGenerator<Buffer> {
  for (let position = 0; position < size;) {
    const length = Math.min(READ_CHUNK, size - position);
    const { bytesRead, buffer } = await handle.read(Buffer.allocUnsafe(length), 0, length, position);
    if (bytesRead === 0) throw new Error(`it shrank while being read (${position} of ${size} bytes)`);
    position += bytesRead;
    yield bytesRead === length ? buffer : buffer.subarray(0, bytesRead);
  }
}

async function sha256OfStream(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound';
}

/** Errors of the local file system carry the path they were about. */
function isLocalFileError(error: unknown): boolean {
  return typeof (error as NodeJS.ErrnoException | undefined)?.path === 'string';
}

function describeError(error: unknown): string {
  if (error instanceof S3ServiceException) return `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'}): ${error.message}`;
  return errorMessage(error);
}

/**
 * The repo's progress bar (files done / total, files per second, time left) with the bytes and the
 * current byte rate added at the end of each line it draws.
 */
function phaseProgress(out: ProgressOutput, totals: { files: number; bytes: number }, now: () => number = Date.now) {
  let done = 0;
  let bytes = 0;
  const meter = byteRateMeter(now);
  const suffix = () => `  ${formatBytes(bytes)}/${formatBytes(totals.bytes)}  ${formatBytes(meter.rate(bytes))}/s`;
  const bar = createProgressBar(totals.files, withSuffix(out, suffix), now);
  return {
    advance(fileBytes: number): void {
      done++;
      bytes += fileBytes;
      bar.update(done);
    },
    finish(): void {
      bar.finish();
    },
  };
}

/** The terminal's clear-to-end-of-line (ESC [ K) that ends each line the bar redraws in place. */
const CLEAR_TO_END = '\u001b[K';

/** Writes the bar's lines with `suffix()` appended (before the terminal's clear-to-end or the newline). */
function withSuffix(out: ProgressOutput, suffix: () => string): ProgressOutput {
  return {
    isTTY: out.isTTY,
    write: (text: string) => {
      if (text === '\n') return out.write(text);
      const added = suffix(); // every line samples the byte rate, whatever its ending
      const end = [CLEAR_TO_END, '\n'].find((ending) => text.endsWith(ending));
      return out.write(end === undefined ? text : `${text.slice(0, text.length - end.length)}${added}${end}`);
    },
  };
}

/** Bytes per second over the last few seconds: the rate now, not the average since the start. */
function byteRateMeter(now: () => number, windowMs = 5_000) {
  const samples: Array<{ t: number; bytes: number }> = [{ t: now(), bytes: 0 }];
  return {
    rate(bytes: number): number {
      const t = now();
      samples.push({ t, bytes });
      while (samples.length > 2 && t - samples[1].t >= windowMs) samples.shift();
      const first = samples[0];
      return t > first.t ? ((bytes - first.bytes) / (t - first.t)) * 1000 : 0;
    },
  };
}

export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${Math.round(value)} B` : `${value.toFixed(1)} ${units[unit]}`;
}

export function formatStorageMigrateSummary(s: StorageMigrateSummary, route: string): string {
  const n = (value: number) => value.toLocaleString('en-US').padStart(10);
  const lines = [`storage:migrate ${s.mode} summary (${route})`, `  files found   ${n(s.files)}`];
  if (s.mode === 'dry-run') lines.push(`  to copy       ${n(s.toCopy)}`);
  if (s.mode === 'copy') lines.push(`  copied        ${n(s.copied)}`);
  if (s.mode !== 'verify-only') lines.push(`  already there ${n(s.alreadyThere)}`);
  lines.push(`  skipped       ${n(s.skipped)}  (bad names)`, `  failed        ${n(s.failed)}`);
  if (s.mode === 'copy') lines.push(`  copied again  ${n(s.repaired)}  (found different when verified)`);
  if (s.mode !== 'dry-run') lines.push(`  verified      ${n(s.verified)}`, `  mismatched    ${n(s.mismatched)}`);
  if (s.mode !== 'verify-only')
    lines.push(`  ${s.mode === 'dry-run' ? 'bytes to copy' : 'bytes copied '} ${formatBytes(s.bytes).padStart(10)}`);
  lines.push(`  seconds       ${s.seconds.toFixed(1).padStart(10)}`);
  if (s.mismatches.length > 0) lines.push('Mismatched objects:', ...s.mismatches.map((m) => `  ${m}`));
  if (s.mismatched > s.mismatches.length)
    lines.push(`  ... and ${(s.mismatched - s.mismatches.length).toLocaleString('en-US')} more (listed above)`);
  if (s.stopped === 'interrupted') lines.push('Interrupted: run it again to go on from there.');
  if (s.stopped === 'store failing') lines.push('Stopped: the store kept failing. Run it again once it answers; it goes on from there.');
  return `${lines.join('\n')}\n`;
}
