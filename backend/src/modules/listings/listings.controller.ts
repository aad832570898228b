import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { LISTING_API } from '@tm/contracts/listings';
import {
  ListingImagesOrderSchema,
  ListingInputSchema,
  type Listing,
  type ListingImagesOrder,
  type ListingImportReport,
  type ListingInput,
} from '@tm/contracts/listings.schemas';
import { AdminOnly } from '../../common/access/access.decorators';
import { AcceptsBody } from '../../common/http/json-body.guard';
import { ZodValidationPipe } from '../../common/validation/zod-validation.pipe';
import { Actor, type AdminActor } from '../../infrastructure/audit';
import { ListingImageUpload, uploadedListingImage } from './images';
import { ListingsService } from './listings.service';
import { CsvUploadInterceptor, uploadedCsv } from './catalog-csv/csv-upload.interceptor';
import { ListingsCsvService } from './catalog-csv/listings-csv.service';

/** ?dryRun=true (the default) checks and reports; false writes. */
const DryRunSchema = z.object({ dryRun: z.enum(['true', 'false']).optional().default('true') });

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
  constructor(
    private readonly listings: ListingsService,
    private readonly csv: ListingsCsvService,
  ) {}

  @AdminOnly()
  @Get(LISTING_API.exportCsv)
  async exportCsv(@Res() res: Response): Promise<void> {
    const day = new Date().toISOString().slice(0, 10);
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="catalog-${day}.csv"`,
      'Cache-Control': 'no-store',
    });
    await this.csv.exportTo(res);
  }

  @AdminOnly()
  @Post(LISTING_API.importCsv)
  @HttpCode(200)
  @AcceptsBody('multipart/form-data')
  @UseInterceptors(CsvUploadInterceptor)
  importCsv(
    @Actor() actor: AdminActor,
    @Req() req: Request,
    @Query(new ZodValidationPipe(DryRunSchema)) query: { dryRun: 'true' | 'false' },
  ): Promise<ListingImportReport> {
    return this.csv.import(actor, uploadedCsv(req), query.dryRun === 'true');
  }

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
