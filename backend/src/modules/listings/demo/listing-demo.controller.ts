import { Controller, Delete, Get, HttpCode, Param, Post, Query, Req, UseInterceptors } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { LISTING_API } from '@tm/contracts/listings';
import type { ListingDemoAnswer } from '@tm/contracts/listings.schemas';
import { AdminOnly } from '../../../common/access/access.decorators';
import { AcceptsBody } from '../../../common/http/json-body.guard';
import { ZodValidationPipe } from '../../../common/validation/zod-validation.pipe';
import { Actor, type AdminActor } from '../../../infrastructure/audit';
import { ListingZipUpload, uploadedListingZip } from '../package-facts/listing-zip-upload.interceptor';
import { ListingDemoService } from './listing-demo.service';

/** The revision the editor read the listing at, as a multipart field or a query parameter; left out: not checked. */
const OptionalRevisionSchema = z.object({
  revision: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,8}$/, 'revision must be a whole number')
    .transform(Number)
    .optional(),
});
const revisionPipe = new ZodValidationPipe(OptionalRevisionSchema);

/** The listing editor's uploaded static demo: read, upload (or replace) and remove; each write audited. */
@Controller()
export class ListingDemoController {
  constructor(private readonly demos: ListingDemoService) {}

  @AdminOnly()
  @Get(LISTING_API.demo)
  read(@Param('id') id: string): Promise<ListingDemoAnswer> {
    return this.demos.read(id);
  }

  @AdminOnly()
  @Post(LISTING_API.demo)
  @HttpCode(200)
  @AcceptsBody('multipart/form-data')
  @UseInterceptors(ListingZipUpload())
  upload(@Actor() actor: AdminActor, @Param('id') id: string, @Req() req: Request): Promise<ListingDemoAnswer> {
    const { revision } = revisionPipe.transform(req.body ?? {}) as { revision?: number };
    return this.demos.upload(actor, id, uploadedListingZip(req), revision);
  }

  @AdminOnly()
  @Delete(LISTING_API.demo)
  remove(
    @Actor() actor: AdminActor,
    @Param('id') id: string,
    @Query(revisionPipe) query: { revision?: number },
  ): Promise<ListingDemoAnswer> {
    return this.demos.remove(actor, id, query.revision);
  }
}
