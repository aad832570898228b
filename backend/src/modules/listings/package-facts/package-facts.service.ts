import { Injectable } from '@nestjs/common';
import type { ListingPackageFacts } from '@tm/contracts/listings.schemas';
import { platformFacts } from '@tm/contracts/platforms';
import { ApiError } from '../../../common/http/api-error';
import { inspectZip, zipEntryHeads, zipEntryNamesOfFile, ZipRejection } from '../../../infrastructure/template-files';
import { ListingsService } from '../listings.service';
import type { UploadedListingZip } from './listing-zip-upload.interceptor';
import { FACT_HEAD_BYTES, factFileChooser, packageFactsOf } from './package-facts-reader';

/**
 * Reads a package the owner is about to upload and answers what it shows of itself (LISTING_API.inspectZip),
 * keeping nothing: the ZIP gets the upload's checks first (inspectZip: names, sizes, zip bombs, a 422
 * naming the reason), then only its directory and the first bytes of the files a fact is read from.
 */
@Injectable()
export class ListingPackageFactsService {
  constructor(private readonly listings: ListingsService) {}

  async inspect(id: string, file: UploadedListingZip): Promise<ListingPackageFacts> {
    const listing = await this.listings.found(id);
    await checkedZip(file);
    const names = await zipEntryNamesOfFile(file.path);
    const heads = await zipEntryHeads(file.path, factFileChooser(), FACT_HEAD_BYTES);
    return packageFactsOf(names, heads, listing.platform ?? platformFacts(listing.category, listing.subcategory).platform);
  }
}

/** The template ZIP upload's checks (decision 030); a refusal, not being a ZIP included, is 422 with its reason. */
export async function checkedZip(file: UploadedListingZip): Promise<{ entries: number; uncompressedBytes: number }> {
  try {
    return await inspectZip(file.path, file.size);
  } catch (error) {
    if (error instanceof ZipRejection) throw new ApiError(422, error.message);
    throw error;
  }
}
