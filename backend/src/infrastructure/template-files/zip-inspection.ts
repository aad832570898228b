import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open as openFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as yauzl from 'yauzl';
import { ADMIN_LIMITS, ZIP_REJECTIONS, zipNameCollision } from '@tm/contracts/admin';
import { asError } from '../../common/errors';

/** Why a ZIP was refused: one of ZIP_REJECTIONS' texts (the message, naming entries where it helps), answered as 422. */
export class ZipRejection extends Error {
  constructor(
    readonly reason: keyof typeof ZIP_REJECTIONS,
    message: string = ZIP_REJECTIONS[reason],
  ) {
    super(message);
    this.name = 'ZipRejection';
  }
}

export interface ZipFacts {
  entries: number;
  uncompressedBytes: number;
}

const LOCAL_FILE_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** decodeStrings false: names stay bytes, so yauzl neither rewrites backslashes nor decides for us. */
const ZIP_OPTIONS: yauzl.Options = { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true };

/** True when the file starts with the ZIP local-file-header signature "PK\3\4". */
export async function hasZipSignature(path: string): Promise<boolean> {
  const handle = await openFile(path, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    return bytesRead === 4 && head.equals(LOCAL_FILE_HEADER);
  } finally {
    await handle.close();
  }
}

/** Other archive formats are not opened: above this size one could hide anything, so it is refused. */
const MAX_UNCHECKED_ARCHIVE_BYTES = 1024 * 1024;
const NESTED_ZIP = /\.zip$/i;
const OTHER_ARCHIVE = /\.(7z|rar|tar|tgz|gz|bz2|xz|zst|jar|war)$/i;

/** yauzl 3 reads local headers (readLocalFileHeader); its published types predate that. */
interface LocalHeader {
  fileName: Buffer;
  compressionMethod: number;
  generalPurposeBitFlag: number;
  compressedSize: number;
  uncompressedSize: number;
  fileDataStart: number;
}
type ZipWithLocalHeaders = yauzl.ZipFile & {
  readLocalFileHeader(
    entry: yauzl.Entry,
    options: { minimal?: boolean },
    callback: (error: Error | null, header?: LocalHeader) => void,
  ): void;
};

/** What every level of one upload shares: the bytes really inflated so far, and the upload's size. */
interface Budget {
  inflated: number;
  uploadBytes: number;
  scratch: string;
}

/**
 * Checks an admin's upload before it is stored (decisions 030 and 050): the central
 * directory (absolute paths, `..` segments, backslashes, symlinks, encrypted entries, names over 255
 * bytes, more than 10,000 entries, two entries of one name, two files whose names differ only by
 * case or accents), every local header against its central
 * entry (the name, method and sizes an extracting tool will believe), overlapping data (the
 * overlapping-file bomb), then every entry really inflated and counted: no entry may hold more than it
 * declares, and the whole, nested ZIPs included, at most 1 GB and 100 times the upload. ZIPs inside
 * are checked the same way two levels down; other archives are refused above 1 MB. Names are checked
 * as raw bytes, before any decoding could hide a backslash.
 */
export async function inspectZip(path: string, fileSize: number): Promise<ZipFacts> {
  const budget: Budget = { inflated: 0, uploadBytes: fileSize, scratch: `${path}.nested` };
  const facts = await inspectArchive(path, budget, 1);
  return { entries: facts.entries, uncompressedBytes: budget.inflated };
}

async function inspectArchive(path: string, budget: Budget, level: number): Promise<{ entries: number }> {
  if (!(await hasZipSignature(path))) throw new ZipRejection(level === 1 ? 'notAZip' : 'unreadable');
  const zip = await openZip(path);
  try {
    if (zip.entryCount > ADMIN_LIMITS.maxZipEntries) throw new ZipRejection('tooManyEntries');
    if (zip.entryCount === 0) throw new ZipRejection('empty');
    const entries = await checkDirectory(zip, budget);
    for (const entry of entries) await inflateEntry(zip, entry, budget, level);
    return { entries: entries.length };
  } finally {
    zip.close();
  }
}

/** The central directory and each local header, before a byte is inflated. */
async function checkDirectory(zip: yauzl.ZipFile, budget: Budget): Promise<yauzl.Entry[]> {
  const names = new Set<string>();
  const folded = new Map<string, string>();
  const spans: Array<[number, number]> = [];
  const entries: yauzl.Entry[] = [];
  let declared = 0;
  for await (const entry of entriesOf(zip)) {
    const raw = entry.fileName as unknown as Buffer;
    if (raw.length > ADMIN_LIMITS.maxZipEntryNameBytes) throw new ZipRejection('nameTooLong');
    const name = checkName(raw);
    if (names.has(name)) throw new ZipRejection('duplicate');
    names.add(name);
    checkFoldedName(name, folded);
    if (entry.generalPurposeBitFlag & 0x1) throw new ZipRejection('encrypted');
    const madeByUnix = entry.versionMadeBy >> 8 === 3;
    if (madeByUnix && ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) throw new ZipRejection('symlink');
    declared += entry.uncompressedSize;
    if (declared > ADMIN_LIMITS.maxZipUncompressedBytes) throw new ZipRejection('tooLarge');
    const dataStart = await checkLocalHeader(zip, entry, raw);
    spans.push([entry.relativeOffsetOfLocalHeader, dataStart + entry.compressedSize]);
    entries.push(entry);
  }
  if ((budget.inflated + declared) / Math.max(1, budget.uploadBytes) > ADMIN_LIMITS.maxZipCompressionRatio) throw new ZipRejection('ratio');
  spans.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i += 1) if (spans[i]![0] < spans[i - 1]![1]) throw new ZipRejection('overlap');
  return entries;
}

/**
 * An extracting tool reads the local header, not the directory: a name, method or size that differs
 * there would unpack something other than what was checked. Answers where the entry's data starts.
 */
async function checkLocalHeader(zip: yauzl.ZipFile, entry: yauzl.Entry, centralName: Buffer): Promise<number> {
  const local = await new Promise<LocalHeader>((resolve, reject) => {
    (zip as ZipWithLocalHeaders).readLocalFileHeader(entry, {}, (error, header) =>
      error || !header ? reject(new ZipRejection('unreadable')) : resolve(header),
    );
  });
  const sizesInDescriptor = (local.generalPurposeBitFlag & 0x8) !== 0;
  const zip64 = local.compressedSize === 0xffffffff || local.uncompressedSize === 0xffffffff;
  const sameSizes =
    sizesInDescriptor || zip64 || (local.compressedSize === entry.compressedSize && local.uncompressedSize === entry.uncompressedSize);
  const same =
    Buffer.compare(local.fileName, centralName) === 0 &&
    local.compressionMethod === entry.compressionMethod &&
    (local.generalPurposeBitFlag & 0x1) === (entry.generalPurposeBitFlag & 0x1) &&
    sameSizes;
  if (!same) throw new ZipRejection('headerMismatch');
  return local.fileDataStart;
}

/** Inflates one entry, counting every byte; a nested ZIP is kept aside to be checked the same way. */
async function inflateEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, budget: Budget, level: number): Promise<void> {
  const name = (entry.fileName as unknown as Buffer).toString('utf8');
  if (name.endsWith('/')) return;
  const nested = NESTED_ZIP.test(name);
  if (nested && level >= ADMIN_LIMITS.maxZipNesting && entry.uncompressedSize > MAX_UNCHECKED_ARCHIVE_BYTES)
    throw new ZipRejection('nestedArchive');
  if (!nested && OTHER_ARCHIVE.test(name) && entry.uncompressedSize > MAX_UNCHECKED_ARCHIVE_BYTES) throw new ZipRejection('nestedArchive');
  const keep = nested && level < ADMIN_LIMITS.maxZipNesting ? `${budget.scratch}-${level}-${randomBytes(6).toString('hex')}.zip` : null;
  try {
    await countInflated(zip, entry, budget, keep);
    if (keep) await inspectArchive(keep, budget, level + 1);
  } finally {
    if (keep) await rm(keep, { force: true });
  }
}

function countInflated(zip: yauzl.ZipFile, entry: yauzl.Entry, budget: Budget, keep: string | null): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(new ZipRejection('unreadable'));
      const out = keep ? createWriteStream(keep, { mode: 0o600 }) : null;
      let settled = false;
      const fail = (rejection: ZipRejection) => {
        if (settled) return;
        settled = true;
        stream.destroy();
        out?.destroy();
        reject(rejection);
      };
      stream.on('data', (chunk: Buffer) => {
        budget.inflated += chunk.length;
        if (budget.inflated > ADMIN_LIMITS.maxZipUncompressedBytes) return fail(new ZipRejection('tooLarge'));
        if (budget.inflated / Math.max(1, budget.uploadBytes) > ADMIN_LIMITS.maxZipCompressionRatio) return fail(new ZipRejection('ratio'));
        if (out && !out.write(chunk)) {
          stream.pause();
          out.once('drain', () => stream.resume());
        }
      });
      // validateEntrySizes: yauzl fails the stream as soon as an entry gives more (or ends with fewer) bytes than it declares.
      stream.on('error', (streamError: Error) =>
        fail(
          new ZipRejection(/too many bytes|too few bytes|bytes in the stream/i.test(streamError.message) ? 'sizeMismatch' : 'unreadable'),
        ),
      );
      stream.on('end', () => {
        if (settled) return;
        if (!out) {
          settled = true;
          return resolve();
        }
        out.end(() => {
          settled = true;
          resolve();
        });
      });
    });
  });
}

/**
 * The names of a stored ZIP's entries, from its central directory (nothing extracted): the detail
 * page's file list. `reader` reads the file wherever it is kept (StoredFileReader).
 */
export async function zipEntryNames(reader: yauzl.RandomAccessReader, fileSize: number): Promise<string[]> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => {
    yauzl.fromRandomAccessReader(reader, fileSize, ZIP_OPTIONS, (error, opened) => {
      if (error || !opened) reject(new ZipRejection('unreadable'));
      else resolve(opened);
    });
  });
  try {
    const names: string[] = [];
    for await (const entry of entriesOf(zip)) names.push((entry.fileName as unknown as Buffer).toString('utf8'));
    return names;
  } finally {
    zip.close();
  }
}

/** The entry names of a ZIP on this disk (an upload in scratch space), from its central directory. */
export async function zipEntryNamesOfFile(path: string): Promise<string[]> {
  const zip = await openZip(path);
  try {
    const names: string[] = [];
    for await (const entry of entriesOf(zip)) names.push((entry.fileName as unknown as Buffer).toString('utf8'));
    return names;
  } finally {
    zip.close();
  }
}

/**
 * The first `maxBytes` of the entries `wanted` picks, as text: a theme's or plugin's header comment.
 * Only for a ZIP inspectZip has accepted.
 */
export async function zipEntryHeads(path: string, wanted: (name: string) => boolean, maxBytes = 8192): Promise<Map<string, string>> {
  const zip = await openZip(path);
  const heads = new Map<string, string>();
  try {
    for await (const entry of entriesOf(zip)) {
      const name = (entry.fileName as unknown as Buffer).toString('utf8');
      if (wanted(name)) heads.set(name, await headOf(zip, entry, maxBytes));
    }
    return heads;
  } finally {
    zip.close();
  }
}

function headOf(zip: yauzl.ZipFile, entry: yauzl.Entry, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(new ZipRejection('unreadable'));
      const chunks: Buffer[] = [];
      let length = 0;
      const finish = () => resolve(Buffer.concat(chunks).subarray(0, maxBytes).toString('utf8'));
      stream.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        length += chunk.length;
        if (length >= maxBytes) {
          stream.removeAllListeners('end');
          stream.destroy();
          finish();
        }
      });
      stream.on('error', () => reject(new ZipRejection('unreadable')));
      stream.on('end', finish);
    });
  });
}

/**
 * Unpacks the files of a ZIP inspectZip has accepted, one scratch file each in `scratchDir`, and hands
 * each to `visit` with its entry name (`keep` false skips an entry; folders are skipped). At most
 * `parallel` visits run at once; each scratch file is removed once its visit is done, whatever the
 * visit did with it. Each entry is inflated again under the size it declares (validateEntrySizes), so a
 * file is never larger than what inspectZip counted. The first failure stops it: the visits under way
 * finish, then it is thrown.
 */
export async function extractZipFiles(
  path: string,
  scratchDir: string,
  keep: (name: string) => boolean,
  visit: (name: string, file: string) => Promise<void>,
  parallel = 1,
): Promise<void> {
  const zip = await openZip(path);
  const running = new Set<Promise<void>>();
  const first: { failure: Error | null } = { failure: null };
  try {
    for await (const entry of entriesOf(zip)) {
      if (first.failure) break;
      const name = (entry.fileName as unknown as Buffer).toString('utf8');
      if (name.endsWith('/') || !keep(name)) continue;
      const file = join(scratchDir, `${randomBytes(12).toString('hex')}.entry`);
      try {
        await writeEntry(zip, entry, file);
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
      const task: Promise<void> = visit(name, file)
        .catch((error: unknown) => {
          first.failure ??= asError(error);
        })
        .finally(async () => {
          await rm(file, { force: true });
          running.delete(task);
        });
      running.add(task);
      if (running.size >= Math.max(1, parallel)) await Promise.race(running);
    }
  } finally {
    await Promise.allSettled([...running]);
    zip.close();
  }
  if (first.failure) throw first.failure;
}

function writeEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(new ZipRejection('unreadable'));
      pipeline(stream, createWriteStream(file, { mode: 0o600 })).then(resolve, (streamError: Error) =>
        reject(
          new ZipRejection(/too many bytes|too few bytes|bytes in the stream/i.test(streamError.message) ? 'sizeMismatch' : 'unreadable'),
        ),
      );
    });
  });
}

/** The entry name as text, refused when it could leave its folder. */
function checkName(raw: Buffer): string {
  if (raw.includes(0x5c)) throw new ZipRejection('backslash');
  const name = raw.toString('utf8');
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name) || raw.includes(0)) throw new ZipRejection('absolutePath');
  if (name.split('/').includes('..')) throw new ZipRejection('parentSegment');
  return name;
}

/**
 * Two files that one case-insensitive or normalising file system (macOS, Windows) would store as one:
 * extracting there silently overwrites the first with the second. Names are compared whole, after NFC
 * and lower-casing. Directory entries are left out: two folders that fold alike merge into one and
 * lose nothing, and any two files inside that would clash are caught by their own full names. A
 * directory entry keeps its trailing slash, so it never folds to the name of a file either.
 */
function checkFoldedName(name: string, folded: Map<string, string>): void {
  if (name.endsWith('/')) return;
  const key = name.normalize('NFC').toLowerCase();
  const earlier = folded.get(key);
  if (earlier !== undefined) throw new ZipRejection('nameCollision', zipNameCollision(earlier, name));
  folded.set(key, name);
}

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, ZIP_OPTIONS, (error, zip) => {
      if (error || !zip) reject(new ZipRejection('unreadable'));
      else resolve(zip);
    });
  });
}

/** The central directory's entries one at a time (lazyEntries: nothing is read ahead). */
async function* entriesOf(zip: yauzl.ZipFile): AsyncGenerator<yauzl.Entry> {
  for (;;) {
    const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
      const onEntry = (e: yauzl.Entry) => done(() => resolve(e));
      const onEnd = () => done(() => resolve(null));
      const onError = () => done(() => reject(new ZipRejection('unreadable')));
      const done = (then: () => void) => {
        zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
        then();
      };
      zip.on('entry', onEntry).once('end', onEnd).once('error', onError);
      zip.readEntry();
    });
    if (!entry) return;
    yield entry;
  }
}
