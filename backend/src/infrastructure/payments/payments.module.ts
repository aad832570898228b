import { Module } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { SignedTokens } from '../../common/crypto/signed-tokens';
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
      inject: [APP_CONFIG, SignedTokens, Clock],
      useFactory: (config: AppConfig, tokens: SignedTokens, clock: Clock): PaymentProvider =>
        config.payments.provider === 'stripe'
          ? new StripePaymentProvider(config.payments.stripe, clock)
          : new SimulatedPaymentProvider(tokens, clock),
    },
  ],
  exports: [PAYMENT_PROVIDER],
})
export class PaymentsModule {}
