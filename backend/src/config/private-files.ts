import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';

/**
 * The data folder and the database files hold sessions, hashes and mail: only the account running the
 * app may read them (decision 022). New ones are created private; existing ones of ours are tightened,
 * so an installation made before keeps no readable copy. Folders we do not own, or shared ones (the
 * sticky bit of /tmp), are left as they are.
 */
export function ensurePrivateFolder(path: string): void {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  tighten(path, 0o700);
}

/** Creates the file empty with mode 0600 when missing; an existing one of ours becomes 0600. */
export function ensurePrivateFile(path: string): void {
  if (!existsSync(path)) {
    try {
      closeSync(openSync(path, 'wx', 0o600));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  tighten(path, 0o600);
}

/** Tightens a file that exists (SQLite's -wal and -shm of an older start); nothing when it does not. */
export function tightenIfPresent(path: string): void {
  if (existsSync(path)) tighten(path, 0o600);
}

function tighten(path: string, mode: number): void {
  const stat = statSync(path);
  const ours = typeof process.getuid !== 'function' || stat.uid === process.getuid();
  const shared = (stat.mode & 0o1000) !== 0;
  if (ours && !shared && (stat.mode & 0o777) !== mode) chmodSync(path, mode);
}
