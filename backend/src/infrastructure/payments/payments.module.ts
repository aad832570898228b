import { Module } from '@nestjs/common';
import { ClockService } from '../../common/clock';
import { SignedTokensService } from '../../common/crypto/signed-tokens';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { SimulatedPaymentProvider } from './simulated-payment-provider';
import { StripePaymentProvider } from './stripe-payment-provider';

/** The payment provider PAYMENT_PROVIDER names (decision 042): the orders and admin modules ask it. */
@Module({
  providers: [
    {
      provide: PAYMENT_PROVIDER,
      inject: [APP_CONFIG, SignedTokensService, ClockService],
      useFactory: (config: AppConfig, tokens: SignedTokensService, clock: ClockService): PaymentProvider =>
        config.payments.provider === 'stripe'
          ? new StripePaymentProvider(config.payments.stripe, clock)
          : new SimulatedPaymentProvider(tokens, clock),
    },
  ],
  exports: [PAYMENT_PROVIDER],
})
export class PaymentsModule {}
