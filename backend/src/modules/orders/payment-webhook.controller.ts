import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ORDER_API } from '@tm/contracts/orders';
import { Public } from '../../common/access/access.decorators';
import { rawBodyOf } from '../../common/http/json-body-parser';
import { PaymentNotificationsService, type NotificationResult } from './payment-notifications.service';

/**
 * Stripe's webhook endpoint (decision 042). Public: Stripe has no session; the signature over the raw
 * body, checked before anything is read, is what lets an event in.
 */
@Controller()
export class PaymentWebhookController {
  constructor(private readonly notifications: PaymentNotificationsService) {}

  @Public()
  @Post(ORDER_API.stripeWebhook)
  @HttpCode(200)
  stripe(@Req() req: Request, @Headers('stripe-signature') signature: string | undefined): Promise<NotificationResult> {
    return this.notifications.receive(rawBodyOf(req), signature);
  }
}
