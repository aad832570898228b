/** The payment providers the shop can take money through. */
export type PaymentProviderName = 'simulated' | 'stripe';

/** One line of what the buyer pays for, at our price. */
export interface PaymentLine {
  name: string;
  unitAmountCents: number;
  quantity: number;
  /** A template is a download; a custom build is a service. Their tax codes differ (decision 081). */
  kind: 'download' | 'service';
}

/** Whether the prices sent include tax or have it added; null: the shop asks for no tax (TAX_MODE=none). */
export type TaxBehavior = 'inclusive' | 'exclusive';

export interface StartPaymentInput {
  orderId: string;
  /** Our payments row for this attempt. */
  paymentId: string;
  amountCents: number;
  lines: readonly PaymentLine[];
  customerEmail: string;
  /** With a tax behaviour the provider computes tax on the session (Stripe Tax); null: no tax (decision 081). */
  tax: TaxBehavior | null;
  /**
   * A discount code's discount off the lines (decision 090): the provider's session carries it, so its
   * receipt and our invoice agree. `amountCents` stays the lines' sum.
   */
  discount?: { code: string; amountCents: number } | null;
  /** Where the buyer's browser comes back: after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
}

export interface StartedPayment {
  /** Where the buyer's browser goes to pay: a path of ours (simulated) or the provider's page. */
  redirectUrl: string;
  /** The provider's id of this payment session (Stripe: cs_...); null when there is none. */
  providerRef: string | null;
  expiresAt: Date;
}

/** What the provider says of a session it made, when we ask (Resume payment). */
export type ProviderSessionState = { state: 'open'; url: string } | { state: 'complete' } | { state: 'expired' };

export interface RefundInput {
  orderId: string;
  /** The provider's payment (Stripe: pi_...). */
  providerPaymentId: string;
  amountCents: number;
  /** The same key for the same refund, however often it is asked for: the provider refunds once. */
  idempotencyKey: string;
  reason: 'duplicate' | 'requested_by_customer';
}

/**
 * A provider's signed notification, verified and reduced to what the orders module acts on. Anything
 * else a provider may send is `ignored` (answered 2xx, changes nothing).
 */
export type PaymentNotification =
  | {
      kind: 'paid';
      /** Our order (the session's client_reference_id) and payments row (its metadata), as we gave them. */
      orderId: string | null;
      paymentId: string | null;
      providerRef: string;
      providerPaymentId: string | null;
      /** What was charged, tax included. */
      amountCents: number;
      currency: string;
      /** The lines as sent, before discounts and added tax: what the shop asked for. */
      subtotalCents: number;
      discountCents: number;
      /** The tax the provider computed (added to exclusive prices, inside inclusive ones). */
      taxCents: number;
      /** The behaviour the session was made with; null when the shop asked for no tax (the provider may add it anyway). */
      taxBehavior: TaxBehavior | null;
      buyer: PaidBuyer;
    }
  | { kind: 'refunded'; providerPaymentId: string; amountCents: number; refundedCents: number; fully: boolean; orderIdHint: string | null }
  | { kind: 'disputed'; providerPaymentId: string; reason: string }
  | { kind: 'ignored'; type: string };

export type PaidNotification = Extract<PaymentNotification, { kind: 'paid' }>;

/** Who paid, as the provider's checkout collected it (decision 081). */
export interface PaidBuyer {
  /** ISO 3166-1 alpha-2, upper case; null when not collected. */
  country: string | null;
  /** A business buyer's tax id (e.g. an EU VAT number); null when none was given. */
  taxId: string | null;
  /** No tax charged: the business buyer accounts for it (EU reverse charge). */
  reverseCharge: boolean;
}

/** One line's tax as the provider computed it, in the order the lines were sent. */
export interface LineTax {
  taxCents: number;
  /** Basis points (2000 = 20 %); null when the provider gave no rate (no tax). */
  rateBps: number | null;
}

/** open: not paid yet (or paid by a delayed method still on its way); expired: it can no longer be paid. */
export type SessionOutcome = { state: 'paid'; paid: PaidNotification } | { state: 'open' } | { state: 'expired' };

/** A notification whose signature does not verify (or that cannot be read): refused with 400, nothing changes. */
export class InvalidNotificationError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidNotificationError';
  }
}

/** The provider could not be reached or refused the call: the buyer or admin may try again. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    /** Worth trying again (network, rate limit, provider fault), as opposed to a refusal for good. */
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

/**
 * What the orders module asks of whoever takes the money (decision 042): start a payment for an order,
 * read a provider's signed notification, refund all or part of a payment. The simulated gateway's
 * "notification" is the buyer's own call with the session we signed (PATCH /complete), so only providers
 * that notify server to server implement `parseNotification`.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  start(input: StartPaymentInput): Promise<StartedPayment>;
  /** The state of a session this provider made (`providerRef`). */
  sessionState(providerRef: string): Promise<ProviderSessionState>;
  /**
   * Closes a session that is still open, so it can no longer be paid. 'complete' when it was paid
   * before it could be closed (its notification is on its way).
   */
  closeSession(providerRef: string): Promise<'closed' | 'complete'>;
  refund(input: RefundInput): Promise<{ refundId: string }>;
  /**
   * A session as the provider sees it now, its payment as its notification would carry it once paid
   * (decision 066). Only providers that notify server to server implement it.
   */
  sessionOutcome?(providerRef: string): Promise<SessionOutcome>;
  /** Each line's tax of a paid session, in the order sent (decision 081). Providers that compute tax implement it. */
  lineTaxes?(providerRef: string): Promise<LineTax[]>;
  parseNotification?(rawBody: Buffer, signature: string | undefined): PaymentNotification;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
