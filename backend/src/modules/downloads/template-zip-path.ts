import { StoragePathError } from '../../infrastructure/storage';
import { parseUuid } from '../../common/uuid';

/**
 * Where a template's uploaded ZIP lives in the private storage area. Derived from the template's id
 * alone (docs/architecture.md §5: stored ZIPs are found by id, never by a path someone sent); the admin
 * upload writes to, and downloads read from, this one place.
 */
export function templateZipPath(templateId: string): string {
  const id = parseUuid(templateId);
  if (!id) throw new StoragePathError();
  return `template-zips/${id}.zip`;
}
