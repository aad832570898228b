import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CART_API, CART_MESSAGES } from '@tm/contracts/cart';
import type { CartItem, CartMergeResult } from '@tm/contracts/cart.schemas';
import { AddToCartBodySchema, CartMergeBodySchema, CartQuerySchema, UpdateCartItemBodySchema } from '@tm/contracts/cart.schemas';
import type { z } from 'zod';
import { Shopper } from '../../common/access/access.decorators';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { assertOwnUserId } from '../../common/access/own-user';
import { idempotencyKeyOf } from '../../common/http/idempotency-key';
import { ZodValidationPipe } from '../../common/validation/zod-validation.pipe';
import type { UserEntity } from '../users/entities/user.entity';
import { CartService } from './cart.service';

const CART_ACCESS = { signedOut: CART_MESSAGES.loginRequired, admin: CART_MESSAGES.adminHasNoCart };

/**
 * docs/product/storefront.md §7 cart calls. Signed-in customers only; a `userId` that is not the session's is refused
 * (403) and `:id` (a cart item id or a template id) is looked up in the session user's cart alone.
 */
@Controller()
@Shopper(CART_ACCESS)
export class CartController {
  constructor(private readonly cart: CartService) {}

  @Get(CART_API.cart)
  list(
    @Query(new ZodValidationPipe(CartQuerySchema)) query: z.output<typeof CartQuerySchema>,
    @CurrentUser() user: UserEntity,
  ): Promise<CartItem[]> {
    return this.cart.list(ownUserId(user, query.userId));
  }

  @Post(CART_API.cart)
  @HttpCode(200)
  add(
    @Body(new ZodValidationPipe(AddToCartBodySchema)) body: z.output<typeof AddToCartBodySchema>,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @CurrentUser() user: UserEntity,
  ): Promise<CartItem> {
    return this.cart.add(ownUserId(user, body.userId), body.templateId, body.quantity, idempotencyKeyOf(idempotencyKey), body.licence);
  }

  @Post(CART_API.merge)
  @HttpCode(200)
  merge(
    @Body(new ZodValidationPipe(CartMergeBodySchema)) body: z.output<typeof CartMergeBodySchema>,
    @CurrentUser() user: UserEntity,
  ): Promise<CartMergeResult> {
    return this.cart.merge(user.id, body.mergeId, body.items);
  }

  /** 200 with the line, or 204 when the quantity (0 or less) removed it. */
  @Patch(CART_API.item)
  async update(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(UpdateCartItemBodySchema)) body: z.output<typeof UpdateCartItemBodySchema>,
    @CurrentUser() user: UserEntity,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CartItem | undefined> {
    const line = await this.cart.setQuantity(user.id, id, body.quantity);
    if (line) return line;
    res.status(204);
    return undefined;
  }

  @Delete(CART_API.item)
  @HttpCode(204)
  async remove(@Param('id') id: string, @CurrentUser() user: UserEntity): Promise<void> {
    await this.cart.remove(user.id, id);
  }
}

/** The session user's id; a different `userId` in the call is refused. */
function ownUserId(user: UserEntity, requested: string | undefined): string {
  return requested === undefined ? user.id : assertOwnUserId(user, requested);
}
