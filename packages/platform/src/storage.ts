/**
 * Browser storage that never throws: private mode, disabled storage or a full quota must not break a
 * page (the keys themselves are STORAGE_KEYS in @tm/contracts/routes).
 */
type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the feature degrades to in-memory for this page.
  }
}

export function removeStorage(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // see writeStorage
  }
}
