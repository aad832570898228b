import { PassThrough, type Readable } from 'node:stream';
import * as yauzl from 'yauzl';
import type { StorageService } from './storage.service';
import type { StorageArea } from './storage-paths';

/**
 * Random access to a stored file for yauzl (decision 048): each range yauzl asks for is one ranged
 * read of the disk or one ranged GET of the bucket, so a ZIP's central directory is read without
 * fetching the whole file.
 */
export class StoredFileReader extends yauzl.RandomAccessReader {
  constructor(
    private readonly storage: StorageService,
    private readonly area: StorageArea,
    private readonly path: string,
  ) {
    super();
  }

  /** yauzl's `end` is exclusive; a range is inclusive. */
  override _readStreamForRange(start: number, end: number): Readable {
    const out = new PassThrough();
    if (end <= start) {
      out.end();
      return out;
    }
    this.storage
      .open(this.area, this.path, { start, end: end - 1 })
      .then((opened) => {
        if (!opened) out.destroy(new Error(`${this.area}/${this.path} is gone`));
        else opened.stream.on('error', (error) => out.destroy(error)).pipe(out);
      })
      .catch((error: Error) => out.destroy(error));
    return out;
  }
}
