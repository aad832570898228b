import { ORDER_LIMITS } from '@tm/contracts/orders';
import { pagePath } from '@tm/contracts/routes';
import type { ClockService } from '../../common/clock';
import type { SignedTokensService } from '../../common/crypto/signed-tokens';
import type { PaymentProvider, ProviderSessionState, RefundInput, StartPaymentInput, StartedPayment } from './payment-provider';

/**
 * The spec's gateway (decision 017): our own page, paid by the buyer's PATCH /complete with the session
 * token signed here. No money moves, so production runs it only as a declared demo (decision 042).
 */
export class SimulatedPaymentProvider implements PaymentProvider {
  readonly name = 'simulated' as const;

  constructor(
    private readonly tokens: SignedTokensService,
    private readonly clock: ClockService,
  ) {}

  async start(input: StartPaymentInput): Promise<StartedPayment> {
    const expiresAt = new Date(this.clock.now().getTime() + ORDER_LIMITS.paymentSessionMs);
    const session = this.tokens.sign('payment-session', { p: input.paymentId, o: input.orderId, a: input.amountCents }, expiresAt);
    return {
      redirectUrl: `${pagePath('paymentProcessing', { orderId: input.orderId })}?session=${encodeURIComponent(session)}`,
      providerRef: null,
      expiresAt,
    };
  }

  /** Its sessions live in the signed token only; each start makes a new one. */
  async sessionState(): Promise<ProviderSessionState> {
    return { state: 'expired' };
  }

  /** Closing its payments row is all it takes: the token then names a used session. */
  async closeSession(): Promise<'closed'> {
    return 'closed';
  }

  /** Nothing was charged, so nothing goes back; the refund is recorded by the caller. */
  async refund(input: RefundInput): Promise<{ refundId: string }> {
    return { refundId: `simulated:${input.idempotencyKey}` };
  }
}
