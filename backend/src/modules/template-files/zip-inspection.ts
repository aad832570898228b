import { open as openFile } from 'node:fs/promises';
import * as yauzl from 'yauzl';
import { ADMIN_LIMITS, ZIP_REJECTIONS } from '@tm/contracts/admin';

/** Why a ZIP was refused: one of ZIP_REJECTIONS' texts, answered as 422. */
export class ZipRejection extends Error {
  constructor(readonly reason: keyof typeof ZIP_REJECTIONS) {
    super(ZIP_REJECTIONS[reason]);
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
/** The fixed part of a local file header; its name and extra field follow. */
const LOCAL_HEADER_BYTES = 30;

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

/**
 * Reads the ZIP's central directory (yauzl, nothing extracted) and refuses what an admin upload must
 * not hold (issue 11 §1): absolute paths, `..` segments, backslashes, symlinks, encrypted entries,
 * more than 10,000 entries, over 1 GB unpacked, a ratio over 100 for the archive, two entries of one
 * name, and entries whose data overlap (the overlapping-file zip bomb). Names are checked as raw
 * bytes, before any decoding could hide a backslash.
 */
export async function inspectZip(path: string, fileSize: number): Promise<ZipFacts> {
  if (!(await hasZipSignature(path))) throw new ZipRejection('notAZip');
  const zip = await openZip(path);
  try {
    if (zip.entryCount > ADMIN_LIMITS.maxZipEntries) throw new ZipRejection('tooManyEntries');
    if (zip.entryCount === 0) throw new ZipRejection('empty');
    const names = new Set<string>();
    const spans: Array<[number, number]> = [];
    let uncompressed = 0;
    for await (const entry of entriesOf(zip)) {
      const name = checkName(entry.fileName as unknown as Buffer);
      if (names.has(name)) throw new ZipRejection('duplicate');
      names.add(name);
      if (entry.generalPurposeBitFlag & 0x1) throw new ZipRejection('encrypted');
      const madeByUnix = entry.versionMadeBy >> 8 === 3;
      if (madeByUnix && ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) throw new ZipRejection('symlink');
      uncompressed += entry.uncompressedSize;
      if (uncompressed > ADMIN_LIMITS.maxZipUncompressedBytes) throw new ZipRejection('tooLarge');
      const start = entry.relativeOffsetOfLocalHeader;
      spans.push([start, start + LOCAL_HEADER_BYTES + entry.fileNameLength + entry.compressedSize]);
    }
    if (uncompressed / Math.max(1, fileSize) > ADMIN_LIMITS.maxZipCompressionRatio) throw new ZipRejection('ratio');
    spans.sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < spans.length; i += 1) if (spans[i]![0] < spans[i - 1]![1]) throw new ZipRejection('overlap');
    return { entries: zip.entryCount, uncompressedBytes: uncompressed };
  } finally {
    zip.close();
  }
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

/** The entry name as text, refused when it could leave its folder. */
function checkName(raw: Buffer): string {
  if (raw.includes(0x5c)) throw new ZipRejection('backslash');
  const name = raw.toString('utf8');
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name) || raw.includes(0)) throw new ZipRejection('absolutePath');
  if (name.split('/').includes('..')) throw new ZipRejection('parentSegment');
  return name;
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
