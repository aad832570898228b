import { Module } from '@nestjs/common';
import { CartModule } from '../cart';
import { CustomBuildModule } from '../custom-build';
import { DiscountsModule } from '../discounts';
import { DownloadsModule } from '../downloads';
import { InvoicesModule } from '../invoices';
import { MailModule } from '../../infrastructure/mail';
import { PaymentsModule } from '../../infrastructure/payments';
import { ReviewsModule } from '../reviews';
import { ShopSettingsModule } from '../shop-settings';
import { LicencesModule } from '../licences';
import { DuplicatePurchasesService } from './duplicate-purchases.service';
import { OrderCompletionService } from './order-completion.service';
import { OrderConfirmationService } from './order-confirmation.service';
import { OrderRefundsService } from './order-refunds.service';
import { OrderRefundsRepository } from './order-refunds.repository';
import { PaymentEventsRepository } from './payment-events.repository';
import { OrdersController } from './orders.controller';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';
import { PaymentNotificationsService } from './payment-notifications.service';
import { PaymentReconciliationService } from './payment-reconciliation.service';
import { PaymentSessionsService } from './payment-sessions.service';
import { PaymentWebhookController } from './payment-webhook.controller';

/** Orders, their payment through the configured provider, completion and refunds (decisions 017, 042). */
@Module({
  imports: [
    CartModule,
    CustomBuildModule,
    DownloadsModule,
    InvoicesModule,
    MailModule,
    PaymentsModule,
    ReviewsModule,
    ShopSettingsModule,
    LicencesModule,
    DiscountsModule,
  ],
  controllers: [OrdersController, PaymentWebhookController],
  providers: [
    OrdersService,
    OrdersRepository,
    OrderConfirmationService,
    OrderCompletionService,
    DuplicatePurchasesService,
    OrderRefundsService,
    OrderRefundsRepository,
    PaymentEventsRepository,
    PaymentNotificationsService,
    PaymentReconciliationService,
    PaymentSessionsService,
  ],
  exports: [OrdersService, OrderRefundsService, PaymentSessionsService, OrderConfirmationService],
})
export class OrdersModule {}
