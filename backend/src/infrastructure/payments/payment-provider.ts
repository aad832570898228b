/** The payment providers the shop can take money through. */
export type PaymentProviderName = 'simulated' | 'stripe';

/** One line of what the buyer pays for, at our price. */
export interface PaymentLine {
  name: string;
  unitAmountCents: number;
  quantity: number;
}

export interface StartPaymentInput {
  orderId: string;
  /** Our payments row for this attempt. */
  paymentId: string;
  amountCents: number;
  lines: readonly PaymentLine[];
  customerEmail: string;
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
      amountCents: number;
      currency: string;
    }
  | { kind: 'refunded'; providerPaymentId: string; amountCents: number; refundedCents: number; fully: boolean; orderIdHint: string | null }
  | { kind: 'disputed'; providerPaymentId: string; reason: string }
  | { kind: 'ignored'; type: string };

export type PaidNotification = Extract<PaymentNotification, { kind: 'paid' }>;

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
  parseNotification?(rawBody: Buffer, signature: string | undefined): PaymentNotification;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
