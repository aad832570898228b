import { LISTING_DEMO_LIMITS, LISTING_DEMO_MESSAGES, listingDemoServerCode, SERVER_SIDE_FILE } from '@tm/contracts/listings';
import type { ListingDemo } from '@tm/contracts/listings.schemas';
import { listingDemoPaths } from '@tm/contracts/listings';
import { ApiError } from '../../../common/http/api-error';
import type { ListingDemoEntity } from '../entities/listing-demo.entity';
import { JUNK } from '../package-facts/package-facts-reader';

/** The list of a demo's files (for removing them: storage has no listing), beside its folder, never served. */
export const demoManifest = (templateId: string, demoId: string) => `listing-demos/${templateId}/${demoId}.json`;

/** What of a ZIP becomes the demo: its entries but folders and junk, and the folder it opens in ('' or its one top folder). */
export interface DemoPlan {
  prefix: string;
  files: ReadonlySet<string>;
}

/**
 * The files a static demo keeps, or the 422 saying why it cannot be one: server-side code (.php, .htaccess…,
 * which a static demo cannot run), no index.html at its top (or in its one top folder), too many files.
 */
export function demoPlan(names: readonly string[]): DemoPlan {
  const files = names.filter((name) => !name.endsWith('/') && !JUNK.test(name));
  const serverCode = files.filter((name) => SERVER_SIDE_FILE.test(name));
  if (serverCode.length > 0) throw new ApiError(422, listingDemoServerCode(serverCode));
  let prefix = '';
  if (!files.includes('index.html')) {
    const top = files[0]?.split('/')[0] ?? '';
    if (!top || !files.every((name) => name.startsWith(`${top}/`)) || !files.includes(`${top}/index.html`))
      throw new ApiError(422, LISTING_DEMO_MESSAGES.noIndex);
    prefix = `${top}/`;
  }
  if (files.length > LISTING_DEMO_LIMITS.maxFiles) throw new ApiError(422, LISTING_DEMO_MESSAGES.tooManyFiles);
  return { prefix, files: new Set(files) };
}

export function toDemoDto(demo: ListingDemoEntity, slug: string): ListingDemo {
  const paths = listingDemoPaths(slug);
  return {
    url: paths.page,
    siteUrl: paths.site,
    fileCount: demo.fileCount,
    sizeBytes: demo.sizeBytes,
    uploadedAt: new Date(demo.createdAt).toISOString(),
  };
}
