import { Module } from '@nestjs/common';
import { AuditModule } from '../../infrastructure/audit';
import { MailModule } from '../../infrastructure/mail';
import { InvoicesModule } from '../invoices';
import { OrdersModule } from '../orders';
import { AdminOrderDetailRepository } from './admin-order-detail.repository';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminOrdersRepository } from './admin-orders.repository';
import { AdminOrdersService } from './admin-orders.service';
import { OrderConfirmationResendService } from './order-confirmation-resend.service';
import { OrderConfirmationResendsRepository } from './order-confirmation-resends.repository';
import { OrderLineRefundService } from './order-line-refund.service';

/** The back office's orders desk (decision 088): every route admin-only. */
@Module({
  imports: [AuditModule, InvoicesModule, MailModule, OrdersModule],
  controllers: [AdminOrdersController],
  providers: [
    AdminOrdersService,
    AdminOrdersRepository,
    AdminOrderDetailRepository,
    OrderConfirmationResendService,
    OrderConfirmationResendsRepository,
    OrderLineRefundService,
  ],
})
export class AdminOrdersModule {}
