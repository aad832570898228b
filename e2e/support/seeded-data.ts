import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { TMP } from './paths';

/**
 * The embedded default's data dir as a fresh install leaves it once its demo seed is done: the demo
 * accounts, the 1,200 generated templates with their sample reviews, and every image written. The
 * global set-up makes it once per run; each suite's backend then starts on a copy instead of seeding
 * again (about a second of copying against tens of seconds of CPU per suite, which a busy 2-core
 * machine shares with the browsers). A suite that changes how the seed runs gets a fresh install.
 */
export const SEEDED_DATA_DIR = join(TMP, 'seeded-data');

/** Variables that change what a fresh install seeds or where it keeps it: with any of them, no copy. */
const SEED_SHAPING = ['SEED_DEMO', 'CATALOG_SEED_COUNT', 'DATABASE_URL', 'DATA_DIR', 'STORAGE_DRIVER', 'ALLOW_SAMPLE_REVIEWS'];

export function seedsLikeTheDefault(env: Record<string, string | undefined>): boolean {
  return !Object.keys(env).some((key) => SEED_SHAPING.includes(key) || key.startsWith('S3_'));
}

/** Fills an empty data dir with the seeded copy; false when the global set-up made none. */
export function copySeededData(dataDir: string): boolean {
  if (!existsSync(join(SEEDED_DATA_DIR, 'ready'))) return false;
  cpSync(SEEDED_DATA_DIR, dataDir, { recursive: true, filter: (source) => source !== join(SEEDED_DATA_DIR, 'ready') });
  return true;
}

export function clearSeededData(): void {
  rmSync(SEEDED_DATA_DIR, { recursive: true, force: true });
}
