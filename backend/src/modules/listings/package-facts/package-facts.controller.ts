import { Controller, HttpCode, Param, Post, Req, UseInterceptors } from '@nestjs/common';
import type { Request } from 'express';
import { LISTING_API } from '@tm/contracts/listings';
import type { ListingPackageFacts } from '@tm/contracts/listings.schemas';
import { AdminOnly } from '../../../common/access/access.decorators';
import { AcceptsBody } from '../../../common/http/json-body.guard';
import { ListingZipUpload, uploadedListingZip } from './listing-zip-upload.interceptor';
import { ListingPackageFactsService } from './package-facts.service';

/** The listing editor's package check: what a ZIP shows of itself before it is uploaded (nothing kept). */
@Controller()
export class ListingPackageFactsController {
  constructor(private readonly facts: ListingPackageFactsService) {}

  @AdminOnly()
  @Post(LISTING_API.inspectZip)
  @HttpCode(200)
  @AcceptsBody('multipart/form-data')
  @UseInterceptors(ListingZipUpload())
  inspect(@Param('id') id: string, @Req() req: Request): Promise<ListingPackageFacts> {
    return this.facts.inspect(id, uploadedListingZip(req));
  }
}
