import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ADMIN_ORDERS_API,
  type AdminOrderDetail,
  type AdminOrdersPage,
  type RefundLineResponse,
  type ResendConfirmationResponse,
} from '@tm/contracts/admin-orders';
import { AdminOrdersQuerySchema, type AdminOrdersQuery } from '@tm/contracts/admin-orders.schemas';
import { RefundBodySchema, type RefundBody } from '@tm/contracts/admin.schemas';
import { AdminOnly } from '../../common/access/access.decorators';
import { ZodValidationPipe } from '../../common/validation/zod-validation.pipe';
import { Actor, type AdminActor } from '../../infrastructure/audit';
import { AdminOrdersService } from './admin-orders.service';
import { OrderConfirmationResendService } from './order-confirmation-resend.service';
import { OrderLineRefundService } from './order-line-refund.service';

/** The orders desk's calls (decision 088); the whole order's refund is the admin module's (ADMIN_API.refundOrder), a line's is here. */
@Controller()
export class AdminOrdersController {
  constructor(
    private readonly orders: AdminOrdersService,
    private readonly resends: OrderConfirmationResendService,
    private readonly lineRefunds: OrderLineRefundService,
  ) {}

  @AdminOnly()
  @Get(ADMIN_ORDERS_API.orders)
  page(@Query(new ZodValidationPipe(AdminOrdersQuerySchema)) query: AdminOrdersQuery): Promise<AdminOrdersPage> {
    return this.orders.page(query);
  }

  @AdminOnly()
  @Get(ADMIN_ORDERS_API.order)
  order(@Param('id') id: string): Promise<AdminOrderDetail> {
    return this.orders.order(id);
  }

  @AdminOnly()
  @Post(ADMIN_ORDERS_API.resendConfirmation)
  @HttpCode(200)
  resend(@Actor() actor: AdminActor, @Param('id') id: string): Promise<ResendConfirmationResponse> {
    return this.resends.resend(actor, id);
  }

  @AdminOnly()
  @Post(ADMIN_ORDERS_API.refundLine)
  @HttpCode(200)
  refundLine(
    @Actor() actor: AdminActor,
    @Param('id') id: string,
    @Param('lineId') lineId: string,
    @Body(new ZodValidationPipe(RefundBodySchema)) body: RefundBody,
  ): Promise<RefundLineResponse> {
    return this.lineRefunds.refund(actor, id, lineId, body);
  }
}
