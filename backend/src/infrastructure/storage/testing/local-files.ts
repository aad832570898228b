import { LocalDiskDriver } from '../drivers/local-disk.driver';
import type { StorageService } from '../storage.service';
import type { StorageArea } from '../storage-paths';

/** Tests on the embedded default look at the files themselves: where a stored file is on this disk. */
export function localFile(storage: StorageService, area: StorageArea, relativePath: string): string {
  if (!(storage.driver instanceof LocalDiskDriver)) throw new Error(`files are not on this disk with the ${storage.driver.name} driver`);
  return storage.driver.pathOf(area, relativePath);
}
