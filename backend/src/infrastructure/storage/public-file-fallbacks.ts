import { Injectable } from '@nestjs/common';

export interface RenderedFile {
  body: string | Buffer;
  /** Defaults to the type of the path's extension. */
  contentType?: string;
}

/** Makes a public file that is not on disk (e.g. a generated image rendered on the fly). */
export interface PublicFileFallback {
  /** Paths this fallback answers for, e.g. "generated-images/". */
  prefix: string;
  render(relativePath: string): Promise<RenderedFile | null>;
}

/**
 * Other modules register fallbacks here, so the storage module serves their files without knowing
 * about them (previews registers the generated-images renderer).
 */
@Injectable()
export class PublicFileFallbacksService {
  private readonly fallbacks: PublicFileFallback[] = [];

  register(fallback: PublicFileFallback): void {
    this.fallbacks.push(fallback);
  }

  async render(relativePath: string): Promise<RenderedFile | null> {
    for (const fallback of this.fallbacks) {
      if (!relativePath.startsWith(fallback.prefix)) continue;
      const file = await fallback.render(relativePath);
      if (file) return file;
    }
    return null;
  }
}
