import { deflateRawSync } from 'node:zlib';

/** One entry of a hand-built ZIP; every field a test may need to forge. */
export interface RawEntry {
  name: string | Buffer;
  data?: Buffer;
  /** Deflate the data (method 8) instead of storing it. */
  deflate?: boolean;
  /** General purpose flags: bit 0 says encrypted. */
  flags?: number;
  /** Unix mode in the external attributes (0o120777: a symlink). */
  unixMode?: number;
  /** Claim another uncompressed size than the data has, in the central directory and the local header alike. */
  declaredSize?: number;
  /** Another name in the local header than in the central directory (what an extracting tool believes). */
  localName?: string;
  /** Point the central directory at this entry's local header instead of its own (overlap). */
  sameDataAs?: number;
}

const crcTable = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * Builds a ZIP byte by byte, so tests can make the archives attackers send (names with `..` or
 * backslashes, symlinks, encrypted flags, lying sizes, overlapping entries) that ZIP libraries refuse
 * to write.
 */
export function buildZip(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const offsets: number[] = [];
  const metas: Array<{ name: Buffer; crc: number; compressed: number; size: number; method: number }> = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.isBuffer(entry.name) ? entry.name : Buffer.from(entry.name, 'utf8');
    const data = entry.data ?? Buffer.alloc(0);
    const body = entry.deflate ? deflateRawSync(data) : data;
    const method = entry.deflate ? 8 : 0;
    const crc = crc32(data);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE((entry.flags ?? 0) | 0x0800, 6);
    header.writeUInt16LE(method, 8);
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(body.length, 18);
    header.writeUInt32LE(entry.declaredSize ?? data.length, 22);
    const localName = entry.localName === undefined ? name : Buffer.from(entry.localName, 'utf8');
    header.writeUInt16LE(localName.length, 26);
    offsets.push(offset);
    if (entry.sameDataAs === undefined) {
      locals.push(header, localName, body);
      offset += header.length + localName.length + body.length;
    }
    metas.push({ name, crc, compressed: body.length, size: data.length, method });
  }
  const central: Buffer[] = [];
  entries.forEach((entry, i) => {
    const meta = metas[i]!;
    const source = entry.sameDataAs ?? i;
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE((3 << 8) | 20, 4); // made by Unix
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE((entry.flags ?? 0) | 0x0800, 8);
    record.writeUInt16LE(metas[source]!.method, 10);
    record.writeUInt32LE(metas[source]!.crc, 16);
    record.writeUInt32LE(metas[source]!.compressed, 20);
    record.writeUInt32LE(entry.declaredSize ?? metas[source]!.size, 24);
    record.writeUInt16LE(meta.name.length, 28);
    record.writeUInt32LE(((entry.unixMode ?? 0o100644) << 16) >>> 0, 38);
    record.writeUInt32LE(offsets[source]!, 42);
    central.push(record, meta.name);
  });
  const centralBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralBytes, end]);
}

/** A small valid template ZIP. */
export function sampleZip(marker = 'v1'): Buffer {
  return buildZip([
    { name: 'theme/index.html', data: Buffer.from(`<!doctype html><title>${marker}</title>`), deflate: true },
    { name: 'theme/style.css', data: Buffer.from('body { margin: 0 }') },
  ]);
}
