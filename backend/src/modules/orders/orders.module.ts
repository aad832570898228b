import { Module } from '@nestjs/common';
import { CartModule } from '../cart/cart.module';
import { CustomBuildModule } from '../custom-build/custom-build.module';
import { DownloadsModule } from '../downloads/downloads.module';
import { MailModule } from '../mail/mail.module';
import { PaymentsModule } from '../payments/payments.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { DuplicatePurchases } from './duplicate-purchases.service';
import { OrderCompletion } from './order-completion.service';
import { OrderConfirmationService } from './order-confirmation.service';
import { OrderRefunds } from './order-refunds.service';
import { OrdersController } from './orders.controller';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';
import { PaymentNotifications } from './payment-notifications.service';
import { PaymentSessions } from './payment-sessions.service';
import { PaymentWebhookController } from './payment-webhook.controller';

/** Orders, their payment through the configured provider, completion and refunds (decisions 017, 042). */
@Module({
  imports: [CartModule, CustomBuildModule, DownloadsModule, MailModule, PaymentsModule, ReviewsModule],
  controllers: [OrdersController, PaymentWebhookController],
  providers: [OrdersService, OrdersRepository, OrderConfirmationService, OrderCompletion, DuplicatePurchases, OrderRefunds, PaymentNotifications, PaymentSessions],
  exports: [OrdersService, OrderRefunds],
})
export class OrdersModule {}
