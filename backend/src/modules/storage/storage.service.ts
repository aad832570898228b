import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { ApiError } from '../../common/http/api-error';

export const INVALID_PATH_MESSAGE = 'Invalid file path';

/** A relative path that tries to leave its area (.., absolute, NUL, backslash...): 400 when it reaches HTTP. */
export class StoragePathError extends ApiError {
  constructor() {
    super(400, INVALID_PATH_MESSAGE);
    this.name = 'StoragePathError';
  }
}

export type StorageArea = 'public' | 'private';

/**
 * "generated-images//x/./a.svg" → "generated-images/x/a.svg". Refuses, rather than repairs, anything
 * that could point outside the area: "..", absolute paths, drive letters, backslashes, NUL and other
 * control characters.
 */
export function normalizeStoragePath(relativePath: string): string {
  if (typeof relativePath !== 'string' || relativePath.length === 0 || relativePath.length > 1024) throw new StoragePathError();
  if (/[\u0000-\u001f\u007f\\]/.test(relativePath)) throw new StoragePathError();
  if (relativePath.startsWith('/') || /^[a-zA-Z]:/.test(relativePath)) throw new StoragePathError();
  const segments = relativePath.split('/');
  if (segments.includes('..')) throw new StoragePathError();
  const clean = segments.filter((s) => s !== '' && s !== '.');
  if (clean.length === 0) throw new StoragePathError();
  return clean.join('/');
}

export interface WriteOptions {
  /** false: leave an existing file alone (and report false). Default true. */
  overwrite?: boolean;
}

/**
 * Files on local disk under DATA_DIR/files: `public/` is served at /api/public-files/..., `private/`
 * (ZIPs) never is. Writes go to a temporary name and are renamed into place, so a reader never sees
 * half a file.
 */
@Injectable()
export class StorageService {
  readonly root: string;
  private readonly roots: Record<StorageArea, string>;
  private readonly madeDirs = new Set<string>();

  constructor(@InjectConfig() config: Pick<AppConfig, 'dataDir'>) {
    this.root = resolve(config.dataDir, 'files');
    this.roots = { public: join(this.root, 'public'), private: join(this.root, 'private') };
  }

  /** The absolute path of a file in an area; throws StoragePathError for paths that leave it. */
  resolve(area: StorageArea, relativePath: string): string {
    const base = this.roots[area];
    const absolute = resolve(base, normalizeStoragePath(relativePath));
    if (!absolute.startsWith(base + sep)) throw new StoragePathError();
    return absolute;
  }

  writePublic(relativePath: string, data: string | Uint8Array, options?: WriteOptions): Promise<boolean> {
    return this.write('public', relativePath, data, options);
  }

  async readPublic(relativePath: string): Promise<Buffer> {
    return readFile(this.resolve('public', relativePath));
  }

  existsPublic(relativePath: string): Promise<boolean> {
    return this.exists('public', relativePath);
  }

  /** The file's stats, or null when there is no such regular file. */
  statPublic(relativePath: string): Promise<Stats | null> {
    return this.statFile('public', relativePath);
  }

  writePrivate(relativePath: string, data: string | Uint8Array, options?: WriteOptions): Promise<boolean> {
    return this.write('private', relativePath, data, options);
  }

  async readPrivate(relativePath: string): Promise<Buffer> {
    return readFile(this.resolve('private', relativePath));
  }

  /** The file's stats, or null when there is no such regular file. */
  statPrivate(relativePath: string): Promise<Stats | null> {
    return this.statFile('private', relativePath);
  }

  existsPrivate(relativePath: string): Promise<boolean> {
    return this.exists('private', relativePath);
  }

  private async exists(area: StorageArea, relativePath: string): Promise<boolean> {
    return (await this.statFile(area, relativePath)) !== null;
  }

  private async statFile(area: StorageArea, relativePath: string): Promise<Stats | null> {
    try {
      const stats = await stat(this.resolve(area, relativePath));
      return stats.isFile() ? stats : null;
    } catch (error) {
      if (['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return null;
      throw error;
    }
  }

  /** Returns whether the file was written (false: it existed and overwrite was false). */
  private async write(area: StorageArea, relativePath: string, data: string | Uint8Array, options: WriteOptions = {}): Promise<boolean> {
    const target = this.resolve(area, relativePath);
    if (options.overwrite === false && (await this.exists(area, relativePath))) return false;
    const dir = dirname(target);
    const mode = area === 'private' ? 0o600 : 0o644;
    if (!this.madeDirs.has(dir)) await this.makeDir(dir);
    try {
      await writeAtomically(target, data, mode);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await this.makeDir(dir); // the directory went away since we made it
      await writeAtomically(target, data, mode);
    }
    return true;
  }

  private async makeDir(dir: string): Promise<void> {
    await mkdir(dir, { recursive: true });
    // Bounded: writing a million templates' images must not keep a million folder names.
    if (this.madeDirs.size >= 10_000) this.madeDirs.clear();
    this.madeDirs.add(dir);
  }
}

async function writeAtomically(target: string, data: string | Uint8Array, mode: number): Promise<void> {
  const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, data, { mode });
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
