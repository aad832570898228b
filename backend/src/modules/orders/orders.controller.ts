import { Body, Controller, Get, Headers, HttpCode, Param, Patch, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ORDER_API, ORDER_MESSAGES } from '@tm/contracts/orders';
import type { Order, OwnedTemplates, PaymentLinkResult } from '@tm/contracts/orders.schemas';
import { CompleteOrderBodySchema, CreateOrderBodySchema, PaymentLinkBodySchema } from '@tm/contracts/orders.schemas';
import type { z } from 'zod';
import { Customer, Shopper } from '../../common/access/access.decorators';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { assertOwnUserId } from '../../common/access/own-user';
import { clientAddress } from '../../common/http/client-address';
import { idempotencyKeyOf } from '../../common/http/idempotency-key';
import { ZodValidationPipe } from '../../common/validation/zod-validation.pipe';
import type { UserEntity } from '../users/entities/user.entity';
import { OrdersService } from './orders.service';
import { PaymentSessionsService } from './payment-sessions.service';

const SHOPPER_ONLY = { admin: ORDER_MESSAGES.adminNoOrders };

/** docs/product/storefront.md §7 order and payment calls (decision 017). */
@Controller()
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly sessions: PaymentSessionsService,
  ) {}

  /** 201 with the new order; 200 with the same order when the Idempotency-Key was seen before. */
  @Shopper(SHOPPER_ONLY)
  @Post(ORDER_API.orders)
  async create(
    @Body(new ZodValidationPipe(CreateOrderBodySchema)) body: z.output<typeof CreateOrderBodySchema>,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @CurrentUser() user: UserEntity,
    @Res({ passthrough: true }) res: Response,
    @Req() req: Request,
  ): Promise<Order> {
    const key = idempotencyKeyOf(idempotencyKey);
    if (body.userId !== undefined) assertOwnUserId(user, body.userId);
    const { order, replayed } = await this.orders.create(
      user,
      {
        ...body,
        templateIds: body.items.map((item) => item.templateId),
        customBuildId: body.customBuildId,
        discountCode: body.discountCode || undefined,
        ip: clientAddress(req),
      },
      key,
    );
    res.status(replayed ? 200 : 201);
    return order;
  }

  @Shopper(SHOPPER_ONLY)
  @Post(ORDER_API.paymentLink)
  @HttpCode(200)
  async paymentLink(
    @Body(new ZodValidationPipe(PaymentLinkBodySchema)) body: z.output<typeof PaymentLinkBodySchema>,
    @CurrentUser() user: UserEntity,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PaymentLinkResult> {
    const { result, providerMs } = await this.sessions.open(user, body);
    // How long the payment provider took (bench:checkout reports the shop's own time apart from it).
    res.setHeader('Server-Timing', `provider;dur=${providerMs.toFixed(1)}`);
    return result;
  }

  @Shopper(SHOPPER_ONLY)
  @Patch(ORDER_API.complete)
  complete(
    @Param('orderId') orderId: string,
    @Body(new ZodValidationPipe(CompleteOrderBodySchema)) body: z.output<typeof CompleteOrderBodySchema>,
    @CurrentUser() user: UserEntity,
  ): Promise<Order> {
    return this.orders.complete(user, orderId, body.session);
  }

  /** The owner's pending order → cancelled (404 for anyone else, 409 when it is not pending). */
  @Customer()
  @Post(ORDER_API.cancel)
  @HttpCode(200)
  cancel(@Param('orderId') orderId: string, @CurrentUser() user: UserEntity): Promise<Order> {
    return this.orders.cancel(user, orderId);
  }

  @Customer()
  @Get(ORDER_API.order)
  get(@Param('orderId') orderId: string, @CurrentUser() user: UserEntity): Promise<Order> {
    return this.orders.get(user, orderId);
  }

  @Customer()
  @Get(ORDER_API.orderItems)
  items(@Param('orderId') orderId: string, @CurrentUser() user: UserEntity): Promise<Order['items']> {
    return this.orders.items(user, orderId);
  }

  /** The user's own orders; admins may read anyone's. */
  @Customer()
  @Get(ORDER_API.userOrders)
  ordersOf(@Param('userId') userId: string, @CurrentUser() user: UserEntity): Promise<Order[]> {
    return this.orders.ordersOf(user.isAdmin ? userId : assertOwnUserId(user, userId));
  }

  @Customer()
  @Get(ORDER_API.ownedTemplates)
  owned(@Param('userId') userId: string, @CurrentUser() user: UserEntity): Promise<OwnedTemplates> {
    return this.orders.ownedTemplates(user.isAdmin ? userId : assertOwnUserId(user, userId));
  }
}
