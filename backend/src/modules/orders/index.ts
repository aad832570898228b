// The orders module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { OrderConfirmationService } from './order-confirmation.service';
export { OrderRefundsService } from './order-refunds.service';
export { OrdersModule } from './orders.module';
export { toOrderDto } from './order.dto';
export { PaymentSessionsService } from './payment-sessions.service';
