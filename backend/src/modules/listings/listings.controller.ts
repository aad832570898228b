import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, UseInterceptors } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { LISTING_API } from '@tm/contracts/listings';
import {
  ListingImagesOrderSchema,
  ListingInputSchema,
  type Listing,
  type ListingImagesOrder,
  type ListingInput,
} from '@tm/contracts/listings.schemas';
import { AdminOnly } from '../../common/access/access.decorators';
import { AcceptsBody } from '../../common/http/json-body.guard';
import { ZodValidationPipe } from '../../common/validation/zod-validation.pipe';
import { Actor, type AdminActor } from '../../infrastructure/audit';
import { ListingImageUpload, uploadedListingImage } from './images';
import { ListingsService } from './listings.service';

/** The revision a form or an image change was read at, as a multipart field or a query parameter. */
const RevisionSchema = z.object({
  revision: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,8}$/, 'revision must be a whole number')
    .transform(Number),
});

/** The back office's listing editor (docs/product/back-office.md, decision 076): every route admin-only. */
@Controller()
export class ListingsController {
  constructor(private readonly listings: ListingsService) {}

  @AdminOnly()
  @Post(LISTING_API.create)
  create(@Actor() actor: AdminActor, @Body(new ZodValidationPipe(ListingInputSchema)) input: ListingInput): Promise<Listing> {
    return this.listings.create(actor, input);
  }

  @AdminOnly()
  @Get(LISTING_API.one)
  get(@Param('id') id: string): Promise<Listing> {
    return this.listings.get(id);
  }

  @AdminOnly()
  @Put(LISTING_API.one)
  save(
    @Actor() actor: AdminActor,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(ListingInputSchema)) input: ListingInput,
  ): Promise<Listing> {
    return this.listings.save(actor, id, input);
  }

  @AdminOnly()
  @Post(LISTING_API.images)
  @HttpCode(200)
  @AcceptsBody('multipart/form-data')
  @UseInterceptors(ListingImageUpload())
  addImage(@Actor() actor: AdminActor, @Param('id') id: string, @Req() req: Request): Promise<Listing> {
    const { revision } = new ZodValidationPipe(RevisionSchema).transform(req.body);
    return this.listings.addImage(actor, id, revision, uploadedListingImage(req));
  }

  @AdminOnly()
  @Put(LISTING_API.images)
  arrangeImages(
    @Actor() actor: AdminActor,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(ListingImagesOrderSchema)) arrangement: ListingImagesOrder,
  ): Promise<Listing> {
    return this.listings.arrangeImages(actor, id, arrangement);
  }

  @AdminOnly()
  @Delete(LISTING_API.image)
  removeImage(
    @Actor() actor: AdminActor,
    @Param('id') id: string,
    @Param('imageId') imageId: string,
    @Query(new ZodValidationPipe(RevisionSchema)) query: { revision: number },
  ): Promise<Listing> {
    return this.listings.removeImage(actor, id, imageId, query.revision);
  }
}
