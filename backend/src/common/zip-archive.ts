import archiver, { type Archiver } from 'archiver';
import { Readable } from 'node:stream';
import { asError } from './errors';

/** An entry of a ZIP being built: generated text or bytes, or a stream (a stored file, opened just in time). */
export type ZipEntry = { name: string; content: string | Buffer } | { name: string; stream: Readable };

const ARCHIVE_BUFFER = 64 * 1024;

export interface ZipOptions {
  /** true: every entry stored as is (the all-items ZIP: fast, and its uploaded ZIPs do not shrink). */
  store: boolean;
  /** The time written on every entry. */
  date: Date;
  /** Aborted when the client goes away: stop reading and building. */
  signal: AbortSignal;
}

/**
 * A ZIP built on the fly from groups of entries (one group per order item), returned as a stream to
 * pipe into the response. Groups are pulled one at a time and the next one is only made once the
 * archive has taken the previous one, and every entry goes in as a stream, so memory stays at about
 * one item's generated files plus the stream buffers, whatever the size of the order or the speed of
 * the client. Errors (a file that cannot be read, a group that cannot be made) destroy the stream.
 */
export function zipStream(groups: AsyncIterable<ZipEntry[]> | Iterable<ZipEntry[]>, options: ZipOptions): Readable {
  // archiver buffers up to 1 MB each way by default; 64 KB keeps 20 concurrent archives small (bench:downloads).
  const archive = archiver('zip', { ...(options.store ? { store: true } : { zlib: { level: 6 } }), highWaterMark: ARCHIVE_BUFFER });
  // The response pipeline reports errors; this listener only keeps a late one (after an abort, say)
  // from becoming an uncaught exception.
  archive.on('error', () => undefined);
  void feed(archive, groups, options);
  return archive;
}

async function feed(archive: Archiver, groups: AsyncIterable<ZipEntry[]> | Iterable<ZipEntry[]>, options: ZipOptions): Promise<void> {
  try {
    for await (const group of groups) {
      if (options.signal.aborted || archive.destroyed) {
        // Made while the client was leaving: close the files it opened.
        for (const entry of group) if ('stream' in entry) entry.stream.destroy();
        return;
      }
      await appendGroup(archive, group, options);
    }
    if (options.signal.aborted || archive.destroyed) return;
    // Errors after this point reach the pipeline through the archive's 'error' event.
    archive.finalize().catch(() => undefined);
  } catch (error) {
    archive.abort();
    archive.destroy(asError(error));
  }
}

/** Appends the entries and resolves once the archive has consumed them all (its 'entry' events). */
function appendGroup(archive: Archiver, entries: ZipEntry[], options: ZipOptions): Promise<void> {
  const sources = entries.map((entry) =>
    'stream' in entry ? entry.stream : Readable.from([Buffer.from(entry.content)], { objectMode: false }),
  );
  if (sources.length === 0) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    let left = sources.length;
    const settle = (error?: Error) => {
      archive.off('entry', onEntry);
      archive.off('error', onError);
      archive.off('close', onClose);
      options.signal.removeEventListener('abort', onAbort);
      for (const source of sources) source.off('error', onError);
      if (error) {
        for (const source of sources) source.destroy(); // closes file descriptors of stored ZIPs
        reject(error);
      } else {
        resolve();
      }
    };
    const onEntry = () => {
      left -= 1;
      if (left === 0) settle();
    };
    const onError = (error: Error) => settle(error);
    const onClose = () => settle(new Error('the archive was closed'));
    const onAbort = () => {
      settle(new Error('the client went away'));
    };
    archive.on('entry', onEntry);
    archive.on('error', onError);
    archive.on('close', onClose);
    options.signal.addEventListener('abort', onAbort, { once: true });
    // archiver pipes a stream source through a PassThrough, which does not pass the source's errors on.
    for (const source of sources) source.once('error', onError);
    entries.forEach((entry, i) => archive.append(sources[i]!, { name: entry.name, date: options.date }));
  });
}
