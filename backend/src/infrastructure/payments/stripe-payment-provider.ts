import Stripe from 'stripe';
import type { ClockService } from '../../common/clock';
import { ORDER_LIMITS } from '@tm/contracts/orders';
import {
  InvalidNotificationError,
  PaymentProviderError,
  type LineTax,
  type PaymentLine,
  type TaxBehavior,
  type PaidNotification,
  type PaymentNotification,
  type PaymentProvider,
  type ProviderSessionState,
  type RefundInput,
  type SessionOutcome,
  type StartPaymentInput,
  type StartedPayment,
} from './payment-provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** STRIPE_API_BASE: tests point the official client at a local server that speaks Stripe's API. */
  apiBase: string | undefined;
  timeoutMs: number;
}

/** The shop's prices are US dollars (decision 042). */
export const CURRENCY = 'usd';
/**
 * Stripe Tax's product tax codes (decision 081): a template is prewritten software the buyer downloads
 * ("Downloadable Software - Personal Use"); a custom build is work done for the buyer ("General - Services").
 * Stripe applies each jurisdiction's rules for the code; the owner registers where they must collect.
 */
export const STRIPE_TAX_CODES: Record<PaymentLine['kind'], string> = {
  download: 'txcd_10202000',
  service: 'txcd_20030000',
};
/** Where a session records the tax behaviour it was made with: its completion reads it back. */
const TAX_BEHAVIOR_KEY = 'taxBehavior';

/** Stripe's own default: a signed event older than this is a replay and refused. */
const SIGNATURE_TOLERANCE_SECONDS = 300;
/**
 * Stripe refuses a Checkout Session that expires sooner than 30 minutes after it receives the call: one
 * minute more than our sessions' 30 covers the trip.
 */
const SESSION_MARGIN_MS = 60_000;

/** Stripe Checkout (decision 042), through the official client. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(
    private readonly settings: StripeSettings,
    private readonly clock: ClockService,
  ) {
    const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
    this.stripe = new Stripe(settings.secretKey, {
      // Network errors and Stripe's 409/429/5xx are retried with the same idempotency key: never twice charged or refunded.
      maxNetworkRetries: 2,
      timeout: settings.timeoutMs,
      appInfo: { name: 'template-marketplace' },
      ...(base
        ? {
            host: base.hostname,
            port: Number(base.port || (base.protocol === 'http:' ? 80 : 443)),
            protocol: base.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
  }

  async start(input: StartPaymentInput): Promise<StartedPayment> {
    const expiresAt = new Date(this.clock.now().getTime() + ORDER_LIMITS.paymentSessionMs + SESSION_MARGIN_MS);
    const ids = { orderId: input.orderId, paymentId: input.paymentId };
    const { tax } = input;
    // A discount code's discount as a one-off coupon of its amount (decision 090): once, for this session
    // alone. Stripe shares it over the lines in proportion, and Stripe Tax taxes what is left.
    const coupon =
      input.discount && input.discount.amountCents > 0
        ? await this.call(() =>
            this.stripe.coupons.create(
              {
                amount_off: input.discount!.amountCents,
                currency: CURRENCY,
                duration: 'once',
                max_redemptions: 1,
                name: input.discount!.code.slice(0, 40),
                metadata: ids,
              },
              { idempotencyKey: `coupon-${input.orderId}-${input.paymentId}` },
            ),
          )
        : null;
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: input.orderId,
          customer_email: input.customerEmail,
          line_items: input.lines.map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency: CURRENCY,
              unit_amount: line.unitAmountCents,
              ...(tax ? { tax_behavior: tax } : {}),
              product_data: { name: line.name, ...(tax ? { tax_code: STRIPE_TAX_CODES[line.kind] } : {}) },
            },
          })),
          // Stripe Tax (decision 081): tax by the buyer's billing address, and a business buyer's tax id
          // for the reverse charge.
          ...(tax
            ? {
                automatic_tax: { enabled: true },
                billing_address_collection: 'required' as const,
                tax_id_collection: { enabled: true },
              }
            : {}),
          ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          expires_at: Math.ceil(expiresAt.getTime() / 1000),
          metadata: tax ? { ...ids, [TAX_BEHAVIOR_KEY]: tax } : ids,
          // Refunds and disputes name the payment intent: its metadata leads them back to the order.
          payment_intent_data: { metadata: ids },
        },
        // One session per attempt (our payments row), however often the call is retried.
        { idempotencyKey: `checkout-${input.orderId}-${input.paymentId}` },
      ),
    );
    if (!session.url) throw new PaymentProviderError('Stripe answered a Checkout Session without a URL', false);
    return {
      redirectUrl: session.url,
      providerRef: session.id,
      expiresAt: new Date((session.expires_at ?? Math.ceil(expiresAt.getTime() / 1000)) * 1000),
    };
  }

  async sessionState(providerRef: string): Promise<ProviderSessionState> {
    const session = await this.call(() => this.stripe.checkout.sessions.retrieve(providerRef));
    if (session.status === 'open' && session.url) return { state: 'open', url: session.url };
    if (session.status === 'complete') return { state: 'complete' };
    return { state: 'expired' };
  }

  async closeSession(providerRef: string): Promise<'closed' | 'complete'> {
    try {
      await this.call(() => this.stripe.checkout.sessions.expire(providerRef));
      return 'closed';
    } catch (error) {
      // Stripe expires only open sessions: this one expired already, or was paid.
      if (!(error instanceof PaymentProviderError) || error.retryable) throw error;
      return (await this.sessionState(providerRef)).state === 'complete' ? 'complete' : 'closed';
    }
  }

  async refund(input: RefundInput): Promise<{ refundId: string }> {
    const refund = await this.call(() =>
      this.stripe.refunds.create(
        { payment_intent: input.providerPaymentId, amount: input.amountCents, reason: input.reason, metadata: { orderId: input.orderId } },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return { refundId: refund.id };
  }

  parseNotification(rawBody: Buffer, signature: string | undefined): PaymentNotification {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.settings.webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
    } catch (error) {
      throw new InvalidNotificationError(error instanceof Error ? error.message : 'unreadable event');
    }
    // The client refuses a timestamp too far in the past only: one from the future is as much a forgery or a replay.
    const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature ?? '')?.[1]);
    if (!(signedAt * 1000 <= this.clock.now().getTime() + SIGNATURE_TOLERANCE_SECONDS * 1000)) {
      throw new InvalidNotificationError('Timestamp outside the tolerance zone (in the future)');
    }
    return toNotification(event);
  }

  async sessionOutcome(providerRef: string): Promise<SessionOutcome> {
    const session = await this.call(() => this.stripe.checkout.sessions.retrieve(providerRef));
    const paid = paidNotificationOf(session);
    if (paid) return { state: 'paid', paid };
    return session.status === 'expired' ? { state: 'expired' } : { state: 'open' };
  }

  async lineTaxes(providerRef: string): Promise<LineTax[]> {
    const lines = await this.call(() => this.stripe.checkout.sessions.listLineItems(providerRef, { limit: 100, expand: ['data.taxes'] }));
    return lines.data.map((line) => {
      const rates = (line.taxes ?? []).map((tax) => tax.rate.percentage).filter((rate) => rate > 0);
      return {
        taxCents: line.amount_tax,
        // Several taxes on one line (a US state and its city) add up to one rate.
        rateBps: rates.length ? Math.round(rates.reduce((sum, rate) => sum + rate, 0) * 100) : null,
      };
    });
  }

  /** Stripe's errors as ours: whether trying again may help, and a message without internals. */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      const retryable =
        error instanceof Stripe.errors.StripeConnectionError ||
        error instanceof Stripe.errors.StripeAPIError ||
        error instanceof Stripe.errors.StripeRateLimitError;
      throw new PaymentProviderError(`Stripe: ${error.message}`, retryable, { cause: error });
    }
  }
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** A Checkout Session's payment, when it is paid: what its completed event and a retrieval of it both say. */
function paidNotificationOf(session: Stripe.Checkout.Session): PaidNotification | null {
  // A delayed method (bank debit) completes the session unpaid; its async_payment_succeeded pays it.
  if (session.mode !== 'payment' || session.status !== 'complete' || session.payment_status !== 'paid') return null;
  return {
    kind: 'paid',
    orderId: session.client_reference_id,
    paymentId: session.metadata?.paymentId ?? null,
    providerRef: session.id,
    providerPaymentId: idOf(session.payment_intent),
    amountCents: session.amount_total ?? -1,
    currency: session.currency ?? '',
    subtotalCents: session.amount_subtotal ?? -1,
    discountCents: session.total_details?.amount_discount ?? 0,
    taxCents: session.total_details?.amount_tax ?? 0,
    taxBehavior: taxBehaviorOf(session.metadata?.[TAX_BEHAVIOR_KEY]),
    buyer: {
      country: session.customer_details?.address?.country?.toUpperCase() ?? null,
      taxId: session.customer_details?.tax_ids?.[0]?.value ?? null,
      reverseCharge: session.customer_details?.tax_exempt === 'reverse',
    },
  };
}

const taxBehaviorOf = (value: string | undefined): TaxBehavior | null => (value === 'inclusive' || value === 'exclusive' ? value : null);

/** The events the shop acts on (README: the events to send); any other is acknowledged and ignored. */
export function toNotification(event: Stripe.Event): PaymentNotification {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return paidNotificationOf(event.data.object) ?? { kind: 'ignored', type: event.type };
    case 'charge.refunded': {
      const charge = event.data.object;
      const providerPaymentId = idOf(charge.payment_intent);
      if (!providerPaymentId) return { kind: 'ignored', type: event.type };
      return {
        kind: 'refunded',
        providerPaymentId,
        amountCents: charge.amount,
        refundedCents: charge.amount_refunded,
        fully: charge.refunded,
        orderIdHint: charge.metadata?.orderId ?? null,
      };
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      const providerPaymentId = idOf(dispute.payment_intent);
      if (!providerPaymentId) return { kind: 'ignored', type: event.type };
      return { kind: 'disputed', providerPaymentId, reason: dispute.reason };
    }
    default:
      return { kind: 'ignored', type: event.type };
  }
}
