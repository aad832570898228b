import { ApiError } from '../../common/http/api-error';

export const INVALID_PATH_MESSAGE = 'Invalid file path';

/** A relative path that tries to leave its area (.., absolute, NUL, backslash...): 400 when it reaches HTTP. */
export class StoragePathError extends ApiError {
  constructor() {
    super(400, INVALID_PATH_MESSAGE);
    this.name = 'StoragePathError';
  }
}

/** `public` is served at /api/public-files/...; `private` (ZIPs, deliveries) never is. */
export type StorageArea = 'public' | 'private';
export const STORAGE_AREAS: readonly StorageArea[] = ['public', 'private'];

/**
 * "generated-images//x/./a.svg" → "generated-images/x/a.svg". Refuses, rather than repairs, anything
 * that could point outside the area: "..", absolute paths, drive letters, backslashes, NUL and other
 * control characters.
 */
export function normalizeStoragePath(relativePath: string): string {
  if (typeof relativePath !== 'string' || relativePath.length === 0 || relativePath.length > 1024) throw new StoragePathError();
  // eslint-disable-next-line no-control-regex -- a control character or a backslash is refused
  if (/[\u0000-\u001f\u007f\\]/.test(relativePath)) throw new StoragePathError();
  if (relativePath.startsWith('/') || /^[a-zA-Z]:/.test(relativePath)) throw new StoragePathError();
  const segments = relativePath.split('/');
  if (segments.includes('..')) throw new StoragePathError();
  const clean = segments.filter((s) => s !== '' && s !== '.');
  if (clean.length === 0) throw new StoragePathError();
  return clean.join('/');
}
