import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PACKAGE_FACTS_MAX_ENTRIES, type TemplatePackageFacts } from '@tm/contracts/platforms';
import { zipStream, type ZipEntry } from '../../common/zip-archive';

/**
 * A package's files as the detail page lists them: how many, and its top level (a folder with the
 * number of files under it, or a file), folders first, each group by name. A single top folder (a
 * WordPress theme's slug folder) is looked into, since that is where its parts are.
 */
export function contentsOf(names: readonly string[], sizeBytes: number): TemplatePackageFacts {
  const files = names.filter((name) => !name.endsWith('/'));
  const tops = new Set(files.map((name) => name.split('/')[0]!));
  const [only] = tops;
  const prefix = tops.size === 1 && files.every((name) => name.includes('/')) ? `${only}/` : '';
  const counts = new Map<string, { files: number; folder: boolean }>();
  for (const name of files) {
    const rest = name.slice(prefix.length);
    const slash = rest.indexOf('/');
    const top = slash === -1 ? rest : rest.slice(0, slash);
    const entry = counts.get(top) ?? { files: 0, folder: slash !== -1 };
    entry.files += 1;
    counts.set(top, entry);
  }
  const entries = [...counts.entries()]
    .map(([name, entry]) => ({ name: `${prefix}${name}`, ...entry }))
    .sort((a, b) => Number(b.folder) - Number(a.folder) || a.name.localeCompare(b.name));
  return { fileCount: files.length, sizeBytes, entries: entries.slice(0, PACKAGE_FACTS_MAX_ENTRIES), topLevelCount: entries.length };
}

/** The size of the ZIP the download would send for these files (built as the download builds it, and counted). */
export async function zippedSize(files: ReadonlyArray<ZipEntry & { content: string | Buffer }>, date: Date): Promise<number> {
  let bytes = 0;
  const counter = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  await pipeline(zipStream([files as ZipEntry[]], { store: false, date, signal: new AbortController().signal }), counter);
  return bytes;
}
