import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { LISTING_API } from '@tm/contracts/listings';
import { BulkSaleInputSchema, type BulkSaleInput, type BulkSaleResult } from '@tm/contracts/listings.schemas';
import { AdminOnly } from '../../../common/access/access.decorators';
import { ZodValidationPipe } from '../../../common/validation/zod-validation.pipe';
import { Actor, type AdminActor } from '../../../infrastructure/audit';
import { BulkSaleService } from './bulk-sale.service';

/** The Templates table's "Put on sale" (decision 076's sales, many at once): admin-only, JSON with its Origin checked like every write. */
@Controller()
export class BulkSaleController {
  constructor(private readonly sales: BulkSaleService) {}

  @AdminOnly()
  @Post(LISTING_API.bulkSale)
  @HttpCode(200)
  putOnSale(@Actor() actor: AdminActor, @Body(new ZodValidationPipe(BulkSaleInputSchema)) input: BulkSaleInput): Promise<BulkSaleResult> {
    return this.sales.putOnSale(actor, input);
  }
}
