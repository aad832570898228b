// Template ZIPs for the download benchmarks: real archives of random bytes, as large as asked.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { backendRequire } from './mysql.mjs';

const MB = 1024 * 1024;

/**
 * A real ZIP (one stored entry of random bytes, and a stylesheet) of about `megabytes` MB at `path`
 * (its folder made if missing); its length and SHA-256, hashed by streaming the file back (a 100 MB
 * file is never held whole).
 */
export async function writeZip(path, megabytes) {
  mkdirSync(dirname(path), { recursive: true });
  const archiver = backendRequire('archiver');
  const archive = archiver('zip', { store: true });
  let left = megabytes * MB;
  const random = new Readable({
    read() {
      const n = Math.min(left, MB);
      left -= n;
      this.push(n > 0 ? randomBytes(n) : null);
    },
  });
  archive.append(random, { name: 'theme/assets/media.bin' });
  archive.append('body { color: #333; }\n', { name: 'theme/style.css' });
  void archive.finalize();
  await pipeline(archive, createWriteStream(path, { mode: 0o600 }));
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(path)) {
    size += chunk.length;
    hash.update(chunk);
  }
  return { size, sha256: hash.digest('hex') };
}
