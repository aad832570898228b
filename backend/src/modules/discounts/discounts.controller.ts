import { Body, Controller, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import { CART_MESSAGES } from '@tm/contracts/cart';
import { DISCOUNT_API } from '@tm/contracts/discounts';
import {
  ApplyDiscountBodySchema,
  DiscountCodeArchiveSchema,
  DiscountCodeBodySchema,
  DiscountCodeUpdateSchema,
  type AdminDiscountCode,
  type DiscountCodeInput,
  type DiscountCodeUpdate,
  type DiscountQuote,
} from '@tm/contracts/discounts.schemas';
import type { z } from 'zod';
import { AdminOnly, Shopper } from '../../common/access/access.decorators';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { clientAddress } from '../../common/http/client-address';
import { ZodValidationPipe } from '../../common/validation/zod-validation.pipe';
import { Actor, type AdminActor } from '../../infrastructure/audit';
import type { UserEntity } from '../users/entities/user.entity';
import { DiscountsService } from './discounts.service';

/** The back office's Discount codes tab (decision 090). Every write is audited. */
@Controller()
@AdminOnly()
export class AdminDiscountCodesController {
  constructor(private readonly discounts: DiscountsService) {}

  @Get(DISCOUNT_API.adminCodes)
  list(): Promise<AdminDiscountCode[]> {
    return this.discounts.list();
  }

  @Post(DISCOUNT_API.adminCodes)
  create(
    @Actor() actor: AdminActor,
    @Body(new ZodValidationPipe(DiscountCodeBodySchema)) body: DiscountCodeInput,
  ): Promise<AdminDiscountCode> {
    return this.discounts.create(actor, body);
  }

  @Put(DISCOUNT_API.adminCode)
  update(
    @Actor() actor: AdminActor,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(DiscountCodeUpdateSchema)) body: DiscountCodeUpdate,
  ): Promise<AdminDiscountCode> {
    return this.discounts.update(actor, id, body);
  }

  @Post(DISCOUNT_API.adminArchive)
  @HttpCode(200)
  archive(
    @Actor() actor: AdminActor,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(DiscountCodeArchiveSchema)) body: z.output<typeof DiscountCodeArchiveSchema>,
  ): Promise<AdminDiscountCode> {
    return this.discounts.archive(actor, id, body.revision);
  }
}

/** The cart's "Have a code?" (decision 090): signed-in shoppers, throttled like sign-in. */
@Controller()
@Shopper({ signedOut: CART_MESSAGES.loginRequired, admin: CART_MESSAGES.adminHasNoCart })
export class CartDiscountController {
  constructor(private readonly discounts: DiscountsService) {}

  @Post(DISCOUNT_API.apply)
  @HttpCode(200)
  apply(
    @Body(new ZodValidationPipe(ApplyDiscountBodySchema)) body: z.output<typeof ApplyDiscountBodySchema>,
    @CurrentUser() user: UserEntity,
    @Req() req: Request,
  ): Promise<DiscountQuote> {
    return this.discounts.quote(user, clientAddress(req), body.code);
  }
}
