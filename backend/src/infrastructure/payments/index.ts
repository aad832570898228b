// The payments module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export {
  InvalidNotificationError,
  PAYMENT_PROVIDER,
  type PaidNotification,
  type PaymentNotification,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentProviderName,
  type SessionOutcome,
  type StartedPayment,
  type LineTax,
  type PaidBuyer,
  type TaxBehavior,
} from './payment-provider';
export { PaymentsModule } from './payments.module';
export { CURRENCY } from './stripe-payment-provider';
