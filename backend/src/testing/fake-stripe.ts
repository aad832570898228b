import { escapeHtml } from '@tm/contracts/html-escape';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the part of Stripe's HTTP API the shop uses (Checkout Sessions, refunds, signed
 * webhooks), so tests drive the official `stripe` client and receive real, verifiable events without a
 * network. It imports only Node built-ins and `stripe`, so swc (benchmarks) and Playwright can load it too.
 */

export interface FakeStripeOptions {
  secretKey: string;
  webhookSecret: string;
  webhookUrl?: string;
  /** Default true: each new event is delivered once to webhookUrl right after it is created. */
  autoDeliver?: boolean;
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  livemode: false;
  created: number;
  expires_at: number;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  url: string;
  success_url: string;
  cancel_url: string;
  client_reference_id: string | null;
  customer_email: string | null;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  automatic_tax: { enabled: boolean; liability: null; status: 'requires_location_inputs' | 'complete' | null };
  billing_address_collection: 'auto' | 'required' | null;
  tax_id_collection: { enabled: boolean } | null;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  customer_details: CustomerDetails | null;
}

export interface CustomerDetails {
  email: string | null;
  name: string | null;
  address: { country: string; state: string | null; city: null; line1: null; line2: null; postal_code: null };
  tax_exempt: 'none' | 'exempt' | 'reverse';
  tax_ids: Array<{ type: string; value: string }>;
}

/** Who pays on the hosted page: their billing country (and US state), and a business's tax id. */
export interface FakeBuyer {
  country?: string;
  state?: string;
  taxId?: string;
  name?: string;
}

/**
 * The stand-in's tax rules (Stripe Tax in miniature): VAT by the buyer's country, a US state's sales
 * tax where the seller is registered, and the EU reverse charge for a business with a VAT id in another
 * EU country than the seller's. Percentages, as Stripe's tax rates give them.
 */
export const FAKE_TAX = {
  sellerCountry: 'IE',
  eu: ['AT', 'BE', 'DE', 'ES', 'FR', 'IE', 'IT', 'NL', 'PL', 'SE'],
  rates: { AT: 20, BE: 21, DE: 19, ES: 21, FR: 20, IE: 23, IT: 22, NL: 21, PL: 23, SE: 25, GB: 20, CH: 8.1 } as Record<string, number>,
  /** US states where the seller collects; elsewhere in the US no tax is collected. */
  usStates: { WA: 6.5, TX: 6.25 } as Record<string, number>,
} as const;

type Owned<O extends string> = { id: string; object: O; amount: number; currency: string; payment_intent: string; created: number };
export type Charge = Owned<'charge'> & {
  amount_captured: number;
  amount_refunded: number;
  refunded: boolean;
  disputed: boolean;
  paid: true;
  status: 'succeeded';
  metadata: Record<string, string>;
};
export type Refund = Owned<'refund'> & { charge: string; status: 'succeeded'; reason: string | null; metadata: Record<string, string> };
export type Dispute = Owned<'dispute'> & { charge: string; reason: 'fraudulent'; status: 'needs_response' };

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  data: { object: CheckoutSession | Charge | Dispute };
  request: { id: string | null; idempotency_key: string | null };
}

export type DeliverOptions = { times?: number; secret?: string; timestamp?: number; payload?: string; url?: string };

export interface FakeStripe {
  apiBase: string;
  port: number;
  readonly events: StripeEvent[];
  readonly deliveries: Array<{ eventId: string; status: number }>;
  setWebhookUrl(url: string): void;
  setAutoDeliver(on: boolean): void;
  session(id: string): CheckoutSession | undefined;
  sessions(): CheckoutSession[];
  pay(sessionId: string, buyer?: FakeBuyer): Promise<StripeEvent>;
  refundInDashboard(paymentIntentId: string, amountCents?: number): Promise<StripeEvent>;
  dispute(paymentIntentId: string): Promise<StripeEvent>;
  expire(sessionId: string): Promise<StripeEvent>;
  sign(payload: string, options?: { secret?: string; timestamp?: number }): string;
  deliver(event: StripeEvent, options?: DeliverOptions): Promise<number[]>;
  failNext(pathPrefix: string, status: number): void;
  /** Resolves once every request and delivery under way has finished: API calls answer before they deliver. */
  idle(): Promise<void>;
  readonly calls: Map<string, number>;
  close(): Promise<void>;
}

type Params = Record<string, unknown>;
type Line = {
  name: string;
  quantity: number;
  unit_amount: number;
  tax_behavior: 'inclusive' | 'exclusive' | null;
  tax_code: string | null;
  /** Set when the session is paid with automatic tax. */
  tax?: { amount: number; percentage: number; country: string; reason: string };
  /** The line's share of the session's discounts (its line item's amount_discount). */
  discount: number;
};

/** A coupon (POST /v1/coupons): an amount or a percentage off, once, for so many redemptions. */
export interface Coupon {
  id: string;
  object: 'coupon';
  amount_off: number | null;
  percent_off: number | null;
  currency: string | null;
  duration: 'once' | 'repeating' | 'forever';
  max_redemptions: number | null;
  times_redeemed: number;
  name: string | null;
  metadata: Record<string, string>;
  valid: boolean;
  created: number;
  livemode: false;
}
type SessionRecord = { session: CheckoutSession; lines: Line[]; intentMetadata: Record<string, string>; couponIds: string[] };
type RequestInfo = StripeEvent['request'];

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly param?: string,
    readonly type = 'invalid_request_error',
  ) {
    super(message);
  }
}

const DELIVERY_TIMEOUT_MS = 10_000;
// A client computes "now + 30 min" a moment before we read the clock; that exact value must still pass.
const CLOCK_SLACK_S = 5;
const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

const newId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = (): number => Math.floor(Date.now() / 1000);
const isObject = (v: unknown): v is Params => typeof v === 'object' && v !== null && !Array.isArray(v);
const missing = (param: string): ApiError => new ApiError(400, `Missing required param: ${param}.`, 'parameter_missing', param);
const fail = (error: Error): never => {
  throw error;
};
const notFound = (kind: string, id: string, param: string): ApiError =>
  new ApiError(404, `No such ${kind}: '${id}'`, 'resource_missing', param);

/** Stripe's bracket notation (`a[b][0][c]=x`) as nested objects, numeric keys making arrays. */
function parseForm(raw: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const head = /^[^[]+/.exec(key)?.[0] ?? key;
    const path = [head, ...[...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!)];
    if (path.some((segment) => UNSAFE_KEYS.has(segment))) continue;
    let node = root;
    path.forEach((segment, i) => {
      if (i === path.length - 1) {
        if (segment === '' && Array.isArray(node)) node.push(value);
        else node[segment] = value;
        return;
      }
      const next = path[i + 1]!;
      if (typeof node[segment] !== 'object' || node[segment] === null) node[segment] = next === '' || /^\d+$/.test(next) ? [] : {};
      node = node[segment] as Params;
    });
  }
  return root;
}

function requiredString(value: unknown, param: string): string {
  if (value === undefined || value === '') throw missing(param);
  if (typeof value !== 'string') throw new ApiError(400, `Invalid string: ${param}.`, 'parameter_invalid_string', param);
  return value;
}

function integer(value: unknown, param: string, min: number): number {
  const text = requiredString(value, param);
  if (!/^-?\d+$/.test(text)) throw new ApiError(400, `Invalid integer: ${text}`, 'parameter_invalid_integer', param);
  if (Number(text) < min) throw new ApiError(400, `${param} must be at least ${min}.`, 'parameter_invalid_integer', param);
  return Number(text);
}

function httpUrl(value: unknown, param: string): string {
  const url = requiredString(value, param);
  // Stripe takes only absolute http(s) URLs, which also keeps `javascript:` out of the hosted page's links.
  if (!/^https?:\/\/\S+$/i.test(url)) throw new ApiError(400, 'Not a valid URL', 'url_invalid', param);
  return url;
}

function metadata(value: unknown, param: string): Record<string, string> {
  if (value === undefined || value === '') return {};
  if (!isObject(value) || !Object.values(value).every((v) => typeof v === 'string'))
    throw new ApiError(400, `Invalid hash: ${param}.`, 'parameter_invalid_hash', param);
  return { ...(value as Record<string, string>) };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    // A connection cut mid-body (close() or a browser gone) must not leave the handler, and so idle(), waiting forever.
    req.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body, null, 2));
}

function sendError(res: ServerResponse, { status, type, message, code, param }: ApiError, headers?: Record<string, string>): void {
  sendJson(res, status, { error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } }, headers);
}

/** The error Stripe itself would give for that status, so client code sees the matching Stripe error class. */
function injectedFailure(status: number): ApiError {
  const message = `Injected failure (fake Stripe failNext) with status ${status}.`;
  if (status >= 500) return new ApiError(status, message, undefined, undefined, 'api_error');
  if (status === 402) return new ApiError(status, message, 'card_declined', undefined, 'card_error');
  return new ApiError(status, message, status === 429 ? 'rate_limit' : undefined);
}

// Two-decimal currencies only: the shop sells in US dollars.
const money = (cents: number, currency: string): string =>
  currency === 'usd' ? `$${(cents / 100).toFixed(2)}` : `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

function sendPage(res: ServerResponse, status: number, title: string, main: string): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(
    `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${escapeHtml(title)}</title><link rel="icon" href="data:,"></head>\n<body><main>${main}</main></body>\n</html>\n`,
  );
}

/** The hosted page's billing fields when the session computes tax (the total shown is before tax, as Stripe's is until an address is given). */
const TAX_FIELDS =
  '<p><label>Country <select name="country">' +
  ['US', 'DE', 'FR', 'IE', 'GB'].map((c) => `<option value="${c}">${c}</option>`).join('') +
  '</select></label></p><p><label>State (US) <input name="state" autocomplete="address-level1"></label></p>' +
  '<p><label>VAT number (businesses) <input name="tax_id"></label></p>';

/**
 * A session's discount shared over its lines in proportion to their amounts, as Stripe does: each line
 * the floor of its share, the cents left to the largest remainders, so the lines' amount_discount sum to it.
 */
function shareDiscount(lines: Line[], discount: number): void {
  const base = lines.reduce((sum, line) => sum + line.unit_amount * line.quantity, 0);
  if (base === 0 || discount === 0) return;
  const shares = lines.map((line, index) => {
    const product = line.unit_amount * line.quantity * discount;
    return { line, index, remainder: product % base, floor: Math.floor(product / base) };
  });
  let left = discount - shares.reduce((sum, share) => sum + share.floor, 0);
  for (const share of shares) share.line.discount = share.floor;
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left <= 0) break;
    share.line.discount += 1;
    left -= 1;
  }
}

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const sessions = new Map<string, SessionRecord>();
  const coupons = new Map<string, Coupon>();
  const charges = new Map<string, Charge>(); // by payment intent: refunds and disputes name the intent
  const events: StripeEvent[] = [];
  const deliveries: Array<{ eventId: string; status: number }> = [];
  const calls = new Map<string, number>();
  const failures: Array<{ prefix: string; status: number }> = [];
  const idempotent = new Map<string, { fingerprint: string; body: unknown }>();
  const pending = new Set<Promise<unknown>>();
  let webhookUrl = options.webhookUrl;
  let autoDeliver = options.autoDeliver ?? true;
  let apiBase = '';

  const track = <T>(work: Promise<T>): Promise<T> => {
    pending.add(work);
    work.then(
      () => pending.delete(work),
      () => pending.delete(work),
    );
    return work;
  };

  /** The stored session brought up to date: an open one past its expires_at has expired. */
  const record = (id: string): SessionRecord | undefined => {
    const rec = sessions.get(id);
    if (rec?.session.status === 'open' && rec.session.expires_at <= now()) rec.session.status = 'expired';
    return rec;
  };

  const emit = (
    type: string,
    object: StripeEvent['data']['object'],
    request: RequestInfo = { id: null, idempotency_key: null },
  ): StripeEvent => {
    const data = { object: structuredClone(object) }; // a snapshot: later changes must not rewrite past events
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: '2025-01-01',
      created: now(),
      type,
      data,
      livemode: false,
      pending_webhooks: 1,
      request,
    };
    events.push(event);
    return event;
  };

  const sign = (payload: string, opts: { secret?: string; timestamp?: number } = {}): string =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? options.webhookSecret, timestamp: opts.timestamp });

  const post = async (url: string, payload: string, signature: string): Promise<number> => {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Stripe-Signature': signature,
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await res.arrayBuffer().catch(() => undefined); // frees the keep-alive socket for the next delivery
      return res.status;
    } catch {
      return 0;
    }
  };

  const deliver = (event: StripeEvent, opts: DeliverOptions = {}): Promise<number[]> => {
    const url = opts.url ?? webhookUrl;
    if (!url) return Promise.reject(new Error('fake Stripe: no webhook URL to deliver to'));
    // Stripe sends indented JSON: a receiver that verifies a re-serialised body instead of the raw bytes fails here as it would live.
    const payload = opts.payload ?? JSON.stringify(event, null, 2);
    return track(
      (async () => {
        const statuses: number[] = [];
        for (let i = 0; i < (opts.times ?? 1); i++) {
          const status = await post(url, payload, sign(payload, opts));
          deliveries.push({ eventId: event.id, status });
          statuses.push(status);
        }
        return statuses;
      })(),
    );
  };

  const deliverNew = async (event: StripeEvent): Promise<StripeEvent> => {
    if (autoDeliver && webhookUrl) await deliver(event);
    return event;
  };

  const openRecord = (id: string): SessionRecord => {
    const rec = record(id);
    if (!rec) throw notFound('checkout.session', id, 'session');
    if (rec.session.status !== 'open')
      throw new ApiError(400, `Only Checkout Sessions with a status of \`open\` can be expired; this one is ${rec.session.status}.`);
    return rec;
  };

  const complete = ({ session, lines, intentMetadata, couponIds }: SessionRecord, buyer: FakeBuyer = {}): StripeEvent => {
    if (session.automatic_tax.enabled) applyTax(session, lines, buyer);
    for (const id of couponIds) {
      const coupon = coupons.get(id)!;
      coupon.times_redeemed += 1;
      if (coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions) coupon.valid = false;
    }
    const payment_intent = newId('pi');
    const { amount_total: amount, currency } = session;
    const base = { id: newId('ch'), object: 'charge' as const, amount, currency, payment_intent, created: now() };
    charges.set(payment_intent, {
      ...base,
      amount_captured: amount,
      amount_refunded: 0,
      refunded: false,
      disputed: false,
      paid: true,
      status: 'succeeded',
      metadata: { ...intentMetadata },
    });
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent });
    return emit('checkout.session.completed', session);
  };

  /** Stripe Tax in miniature (FAKE_TAX): each line's tax by the buyer's place, the totals, and who the buyer is. */
  const applyTax = (session: CheckoutSession, lines: Line[], buyer: FakeBuyer): void => {
    const country = (buyer.country ?? 'US').toUpperCase();
    const state = buyer.state?.toUpperCase() ?? null;
    const reverse = Boolean(buyer.taxId) && FAKE_TAX.eu.includes(country as never) && country !== FAKE_TAX.sellerCountry;
    const rate = reverse ? 0 : country === 'US' ? (FAKE_TAX.usStates[state ?? ''] ?? 0) : (FAKE_TAX.rates[country] ?? 0);
    const reason = reverse ? 'reverse_charge' : rate === 0 ? 'not_collecting' : 'standard_rated';
    let subtotal = 0;
    let tax = 0;
    let total = 0;
    for (const line of lines) {
      const gross = line.unit_amount * line.quantity;
      // A discount lowers the taxable amount, as with Stripe Tax.
      const net = gross - line.discount;
      const amount = line.tax_behavior === 'inclusive' ? net - Math.round(net / (1 + rate / 100)) : Math.round((net * rate) / 100);
      line.tax = { amount, percentage: rate, country, reason };
      subtotal += gross;
      tax += amount;
      total += line.tax_behavior === 'inclusive' ? net : net + amount;
    }
    Object.assign(session, {
      amount_subtotal: subtotal,
      amount_total: total,
      total_details: { amount_discount: session.total_details.amount_discount, amount_shipping: 0, amount_tax: tax },
      automatic_tax: { ...session.automatic_tax, status: 'complete' },
      customer_details: {
        email: session.customer_email,
        name: buyer.name ?? null,
        address: { country, state, city: null, line1: null, line2: null, postal_code: null },
        tax_exempt: reverse ? 'reverse' : 'none',
        tax_ids: buyer.taxId ? [{ type: 'eu_vat', value: buyer.taxId }] : [],
      },
    });
  };

  /** GET /v1/checkout/sessions/:id/line_items: the session's lines, with their taxes when `expand[]=data.taxes`. */
  const lineItems = (id: string, query: Params): unknown => {
    const rec = record(id) ?? fail(notFound('checkout.session', id, 'session'));
    const expand = Array.isArray(query.expand) ? (query.expand as unknown[]) : [];
    const data = rec.lines.map((line, i) => {
      const gross = line.unit_amount * line.quantity;
      const taxAmount = line.tax?.amount ?? 0;
      const net = gross - line.discount;
      return {
        id: `li_${rec.session.id.slice(-12)}${i}`,
        object: 'item',
        amount_discount: line.discount,
        amount_subtotal: gross,
        amount_tax: taxAmount,
        amount_total: line.tax_behavior === 'inclusive' ? net : net + taxAmount,
        currency: rec.session.currency,
        description: line.name,
        quantity: line.quantity,
        price: {
          object: 'price',
          unit_amount: line.unit_amount,
          currency: rec.session.currency,
          tax_behavior: line.tax_behavior ?? 'unspecified',
        },
        ...(expand.includes('data.taxes')
          ? {
              taxes: line.tax
                ? [
                    {
                      amount: line.tax.amount,
                      rate: {
                        id: `txr_${line.tax.country}${line.tax.percentage}`.replace('.', '_'),
                        object: 'tax_rate',
                        percentage: line.tax.percentage,
                        country: line.tax.country,
                        inclusive: line.tax_behavior === 'inclusive',
                        display_name: line.tax.country === 'US' ? 'Sales Tax' : 'VAT',
                      },
                      taxability_reason: line.tax.reason,
                      taxable_amount: line.tax_behavior === 'inclusive' ? net - line.tax.amount : net,
                    },
                  ]
                : [],
            }
          : {}),
      };
    });
    return { object: 'list', data, has_more: false, url: `/v1/checkout/sessions/${id}/line_items` };
  };

  const expireSession = (id: string, request?: RequestInfo): { body: CheckoutSession; event: StripeEvent } => {
    const { session } = openRecord(id);
    session.status = 'expired';
    return { body: session, event: emit('checkout.session.expired', session, request) };
  };

  const refund = (body: Params, request?: RequestInfo): { body: Refund; event: StripeEvent } => {
    const intent = requiredString(body.payment_intent, 'payment_intent');
    const charge = charges.get(intent);
    if (!charge) throw notFound('payment_intent', intent, 'payment_intent');
    const left = charge.amount - charge.amount_refunded;
    if (left === 0) throw new ApiError(400, `Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
    const amount = body.amount === undefined ? left : integer(body.amount, 'amount', 1);
    if (amount > left) {
      const message = `Refund amount (${money(amount, charge.currency)}) is greater than unrefunded amount on charge (${money(left, charge.currency)})`;
      throw new ApiError(400, message, 'amount_too_large', 'amount');
    }
    const reason =
      body.reason === undefined || body.reason === '' ? null : typeof body.reason === 'string' ? body.reason : JSON.stringify(body.reason);
    if (reason !== null && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason)) {
      throw new ApiError(
        400,
        'Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer',
        'parameter_invalid',
        'reason',
      );
    }
    const made: Refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: charge.currency,
      payment_intent: intent,
      charge: charge.id,
      status: 'succeeded',
      reason,
      metadata: metadata(body.metadata, 'metadata'),
      created: now(),
    };
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return { body: made, event: emit('charge.refunded', charge, request) };
  };

  /** POST /v1/coupons: amount_off needs a currency; one of amount_off and percent_off. */
  const createCoupon = (body: Params): Coupon => {
    const amountOff = body.amount_off === undefined ? null : integer(body.amount_off, 'amount_off', 1);
    const percentOff = body.percent_off === undefined ? null : Number(requiredString(body.percent_off, 'percent_off'));
    if ((amountOff === null) === (percentOff === null))
      throw new ApiError(400, 'You must pass either amount_off or percent_off.', 'parameter_missing', 'amount_off');
    if (percentOff !== null && !(percentOff > 0 && percentOff <= 100))
      throw new ApiError(400, 'percent_off must be between 0 and 100.', 'parameter_invalid', 'percent_off');
    const currency = body.currency === undefined ? null : requiredString(body.currency, 'currency').toLowerCase();
    if (amountOff !== null && currency === null) throw missing('currency');
    const duration = body.duration === undefined ? 'once' : requiredString(body.duration, 'duration');
    if (!['once', 'repeating', 'forever'].includes(duration))
      throw new ApiError(400, 'Invalid duration: must be one of forever, once, or repeating', 'parameter_invalid', 'duration');
    const coupon: Coupon = {
      id: randomBytes(6).toString('hex'),
      object: 'coupon',
      amount_off: amountOff,
      percent_off: percentOff,
      currency,
      duration: duration as Coupon['duration'],
      max_redemptions: body.max_redemptions === undefined ? null : integer(body.max_redemptions, 'max_redemptions', 1),
      times_redeemed: 0,
      name: typeof body.name === 'string' && body.name !== '' ? body.name.slice(0, 40) : null,
      metadata: metadata(body.metadata, 'metadata'),
      valid: true,
      created: now(),
      livemode: false,
    };
    coupons.set(coupon.id, coupon);
    return coupon;
  };

  /** A session's `discounts[i][coupon]`: each coupon must exist and still be redeemable. */
  const sessionCoupons = (value: unknown): string[] => {
    if (value === undefined || value === '') return [];
    if (!Array.isArray(value)) throw new ApiError(400, 'Invalid array: discounts.', 'parameter_invalid', 'discounts');
    if (value.length > 1) throw new ApiError(400, 'You may only specify one discount.', 'parameter_invalid', 'discounts');
    return value.map((entry, i) => {
      const id = requiredString(isObject(entry) ? entry.coupon : undefined, `discounts[${i}][coupon]`);
      const coupon = coupons.get(id) ?? fail(notFound('coupon', id, `discounts[${i}][coupon]`));
      if (!coupon.valid) throw new ApiError(400, `Coupon ${id} is no longer valid.`, 'coupon_expired', `discounts[${i}][coupon]`);
      return id;
    });
  };

  const createSession = (body: Params): CheckoutSession => {
    if (body.mode === undefined) throw missing('mode');
    if (body.mode !== 'payment') throw new ApiError(400, 'This test stand-in supports only mode=payment.', 'parameter_invalid', 'mode');
    const success_url = httpUrl(body.success_url, 'success_url');
    const cancel_url = httpUrl(body.cancel_url, 'cancel_url');
    if (!Array.isArray(body.line_items) || body.line_items.length === 0) throw missing('line_items');
    const currencies = new Set<string>();
    const lines = (body.line_items as unknown[]).map((item, i): Line => {
      const at = `line_items[${i}]`;
      const price = isObject(item) ? item.price_data : undefined;
      if (!isObject(item) || !isObject(price)) throw missing(`${at}[price_data]`);
      currencies.add(requiredString(price.currency, `${at}[price_data][currency]`).toLowerCase());
      const name = requiredString(
        isObject(price.product_data) ? price.product_data.name : undefined,
        `${at}[price_data][product_data][name]`,
      );
      const behavior = price.tax_behavior;
      if (behavior !== undefined && !['inclusive', 'exclusive', 'unspecified'].includes(behavior as string)) {
        throw new ApiError(
          400,
          'Invalid tax_behavior: must be one of inclusive, exclusive, or unspecified',
          'parameter_invalid',
          `${at}[price_data][tax_behavior]`,
        );
      }
      const taxCode = isObject(price.product_data) ? price.product_data.tax_code : undefined;
      return {
        name,
        unit_amount: integer(price.unit_amount, `${at}[price_data][unit_amount]`, 0),
        quantity: integer(item.quantity, `${at}[quantity]`, 1),
        tax_behavior: behavior === 'inclusive' || behavior === 'exclusive' ? behavior : null,
        tax_code: typeof taxCode === 'string' && taxCode !== '' ? taxCode : null,
        discount: 0,
      };
    });
    const automaticTax = isObject(body.automatic_tax) && body.automatic_tax.enabled === 'true';
    // Stripe needs to know whether a price includes tax before it can compute it (no default is set here).
    const unknown = lines.findIndex((line) => line.tax_behavior === null);
    if (automaticTax && unknown >= 0) {
      throw new ApiError(
        400,
        'Automatic tax calculation requires a tax behavior on every price: set price_data.tax_behavior or a default in your tax settings.',
        'parameter_missing',
        `line_items[${unknown}][price_data][tax_behavior]`,
      );
    }
    if (automaticTax && lines.some((line) => line.tax_code !== null && !/^txcd_\d{8}$/.test(line.tax_code))) {
      throw new ApiError(400, 'Invalid tax code.', 'parameter_invalid', 'line_items[price_data][product_data][tax_code]');
    }
    const billing = body.billing_address_collection;
    if (billing !== undefined && billing !== 'auto' && billing !== 'required') {
      throw new ApiError(
        400,
        'Invalid billing_address_collection: must be one of auto or required',
        'parameter_invalid',
        'billing_address_collection',
      );
    }
    if (currencies.size > 1) throw new ApiError(400, 'All line items must use the same currency.', 'parameter_invalid', 'line_items');
    const created = now();
    const expires_at = body.expires_at === undefined ? created + 24 * 3600 : integer(body.expires_at, 'expires_at', 0);
    if (expires_at < created + 30 * 60 - CLOCK_SLACK_S || expires_at > created + 24 * 3600) {
      throw new ApiError(
        400,
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        'parameter_invalid',
        'expires_at',
      );
    }
    const optional = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
    const amount = lines.reduce((sum, line) => sum + line.unit_amount * line.quantity, 0);
    const couponIds = sessionCoupons(body.discounts);
    const discount = Math.min(
      amount,
      couponIds.reduce((sum, id) => {
        const coupon = coupons.get(id)!;
        return sum + (coupon.amount_off ?? Math.round((amount * (coupon.percent_off ?? 0)) / 100));
      }, 0),
    );
    shareDiscount(lines, discount);
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      url: `${apiBase}/checkout/pay/${id}`,
      success_url,
      cancel_url,
      client_reference_id: optional(body.client_reference_id),
      customer_email: optional(body.customer_email),
      amount_subtotal: amount,
      amount_total: amount - discount,
      currency: [...currencies][0]!,
      metadata: metadata(body.metadata, 'metadata'),
      automatic_tax: { enabled: automaticTax, liability: null, status: automaticTax ? 'requires_location_inputs' : null },
      billing_address_collection: billing === 'auto' || billing === 'required' ? billing : null,
      tax_id_collection: isObject(body.tax_id_collection) ? { enabled: body.tax_id_collection.enabled === 'true' } : null,
      total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 },
      customer_details: null,
      payment_intent: null,
      expires_at,
      created,
      livemode: false,
    };
    const intentData = isObject(body.payment_intent_data) ? body.payment_intent_data : {};
    sessions.set(id, { session, lines, intentMetadata: metadata(intentData.metadata, 'payment_intent_data[metadata]'), couponIds });
    return session;
  };

  type Outcome = { body: unknown; event?: StripeEvent };
  const routes = (
    [
      ['POST /v1/checkout/sessions', (_, body) => ({ body: createSession(body) })],
      ['GET /v1/checkout/sessions/:id/line_items', (id, query) => ({ body: lineItems(id, query) })],
      ['GET /v1/checkout/sessions/:id', (id) => ({ body: (record(id) ?? fail(notFound('checkout.session', id, 'session'))).session })],
      ['POST /v1/checkout/sessions/:id/expire', (id, _, request) => expireSession(id, request)],
      ['POST /v1/refunds', (_, body, request) => refund(body, request)],
      ['POST /v1/coupons', (_, body) => ({ body: createCoupon(body) })],
    ] as Array<[string, (id: string, body: Params, request: RequestInfo) => Outcome]>
  ).map(([key, handle]) => {
    const [method, path] = key.split(' ') as [string, string];
    return { key, method, pattern: new RegExp(`^${path.replace(':id', '([^/]+)')}$`), handle };
  });

  const api = async (req: IncomingMessage, res: ServerResponse, path: string, raw: string, requestId: string): Promise<void> => {
    const method = req.method ?? 'GET';
    const route = routes.find((r) => r.method === method && r.pattern.test(path));
    const callKey = route?.key ?? `${method} ${path}`;
    calls.set(callKey, (calls.get(callKey) ?? 0) + 1);
    if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
      const key = req.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
      const message = key
        ? `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(key.length - 12, 0))}${key.slice(-4)}`
        : 'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.';
      return sendError(res, new ApiError(401, message), { 'WWW-Authenticate': 'Basic realm="Stripe"' });
    }
    const failure = failures.findIndex((f) => path.startsWith(f.prefix));
    if (failure >= 0) return sendError(res, injectedFailure(failures.splice(failure, 1)[0]!.status));
    if (!route) return sendError(res, new ApiError(404, `Unrecognized request URL (${method}: ${path}).`));
    const key = method === 'POST' ? req.headers['idempotency-key']?.toString() : undefined;
    const fingerprint = `${method} ${path}\n${raw}`;
    const seen = key === undefined ? undefined : idempotent.get(key);
    if (seen && seen.fingerprint !== fingerprint) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
      return sendError(res, new ApiError(400, message, undefined, undefined, 'idempotency_error'));
    }
    if (seen) return sendJson(res, 200, seen.body, { 'Idempotent-Replayed': 'true' });
    let outcome: Outcome;
    try {
      outcome = route.handle(decodeURIComponent(route.pattern.exec(path)?.[1] ?? ''), parseForm(raw), {
        id: requestId,
        idempotency_key: key ?? null,
      });
    } catch (error) {
      // Nothing is saved under the key for a refused request, so a retry runs afresh (Stripe saves no failed validation either).
      if (error instanceof ApiError) return sendError(res, error);
      throw error;
    }
    if (key !== undefined) idempotent.set(key, { fingerprint, body: structuredClone(outcome.body) });
    sendJson(res, 200, outcome.body);
    // Answer first, as Stripe does: a caller that holds a lock while it waits would otherwise deadlock with its own webhook.
    if (outcome.event) await deliverNew(outcome.event);
  };

  const hosted = async (req: IncomingMessage, res: ServerResponse, path: string, form: string): Promise<void> => {
    const match = /^\/checkout\/pay\/([^/]+)(\/confirm)?$/.exec(path);
    const confirm = Boolean(match?.[2]);
    const rec = match && req.method === (confirm ? 'POST' : 'GET') ? record(decodeURIComponent(match[1]!)) : undefined;
    if (!rec) return sendPage(res, 404, 'Not found — Test payment provider', '<h1>Not found</h1><p>No such checkout session.</p>');
    const { session, lines } = rec;
    if (session.status !== 'open') {
      const back = `<p><a href="${escapeHtml(session.cancel_url)}">Return to the shop</a></p>`;
      return sendPage(
        res,
        410,
        'Checkout closed — Test payment provider',
        `<h1>Checkout closed</h1><p>This checkout session is no longer open.</p>${back}`,
      );
    }
    if (confirm) {
      // The buyer lands on the success page only once our server has heard of the payment, so that page can show it paid.
      const fields = new URLSearchParams(form);
      const given = (name: string) => fields.get(name)?.trim() || undefined;
      await deliverNew(complete(rec, { country: given('country'), state: given('state'), taxId: given('tax_id'), name: given('name') }));
      return void res.writeHead(303, { Location: session.success_url.split('{CHECKOUT_SESSION_ID}').join(session.id) }).end();
    }
    const total = escapeHtml(money(session.amount_total, session.currency));
    const items = lines
      .map((l) => `<li>${escapeHtml(l.name)} × ${l.quantity}, ${escapeHtml(money(l.unit_amount * l.quantity, session.currency))}</li>`)
      .join('');
    sendPage(
      res,
      200,
      'Pay — Test payment provider',
      `<h1>Test payment page</h1><p>Local test stand-in for Stripe Checkout: no card is charged.</p>` +
        `<ul aria-label="Items">${items}</ul><p>Total: <strong>${total}</strong></p>` +
        `<form method="post" action="/checkout/pay/${encodeURIComponent(session.id)}/confirm">${session.automatic_tax.enabled ? TAX_FIELDS : ''}<button type="submit">Pay ${total}</button></form>` +
        `<p><a href="${escapeHtml(session.cancel_url)}">Cancel and return</a></p>`,
    );
  };

  const server = createServer((req, res) => {
    const requestId = newId('req');
    res.setHeader('Request-Id', requestId);
    const work = (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const body = await readBody(req);
      // A GET's parameters (limit, expand[]) come in its query, a POST's in its form body.
      const raw = req.method === 'GET' ? url.search.slice(1) : body;
      const path = url.pathname;
      if (path.startsWith('/checkout/pay/')) await hosted(req, res, path, body);
      else if (path.startsWith('/v1/')) await api(req, res, path, raw, requestId);
      else sendError(res, new ApiError(404, `Unrecognized request URL (${req.method}: ${path}).`)); // e.g. a browser's /favicon.ico
    })();
    void track(
      work.catch((error: unknown) =>
        res.headersSent ? res.end() : sendError(res, new ApiError(500, String(error), undefined, undefined, 'api_error')),
      ),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  apiBase = `http://127.0.0.1:${port}`;

  const idle = async (): Promise<void> => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  };
  let closing: Promise<void> | undefined;

  return {
    apiBase,
    port,
    events,
    deliveries,
    calls,
    setWebhookUrl: (url) => void (webhookUrl = url),
    setAutoDeliver: (on) => void (autoDeliver = on),
    // Copies, so a test that edits what it reads cannot change what the API answers.
    session: (id) => structuredClone(record(id)?.session),
    sessions: () => [...sessions.keys()].map((id) => structuredClone(record(id)!.session)),
    pay: async (sessionId, buyer) => {
      const rec = record(sessionId);
      if (rec?.session.status !== 'open')
        throw new Error(`fake Stripe: checkout session ${sessionId} is ${rec ? rec.session.status : 'unknown'}, not open`);
      return deliverNew(complete(rec, buyer));
    },
    refundInDashboard: async (paymentIntentId, amountCents) =>
      deliverNew(refund({ payment_intent: paymentIntentId, ...(amountCents === undefined ? {} : { amount: String(amountCents) }) }).event),
    dispute: async (paymentIntentId) => {
      const charge = charges.get(paymentIntentId);
      if (!charge) throw new Error(`fake Stripe: no payment intent ${paymentIntentId}`);
      if (charge.disputed) throw new Error(`fake Stripe: charge ${charge.id} is already disputed`); // Stripe allows one dispute per charge
      charge.disputed = true;
      const { amount, currency } = charge;
      const dispute: Dispute = {
        id: newId('dp'),
        object: 'dispute',
        amount,
        currency,
        charge: charge.id,
        payment_intent: paymentIntentId,
        reason: 'fraudulent',
        status: 'needs_response',
        created: now(),
      };
      return deliverNew(emit('charge.dispute.created', dispute));
    },
    expire: async (sessionId) => deliverNew(expireSession(sessionId).event),
    sign,
    deliver,
    failNext: (pathPrefix, status) => void failures.push({ prefix: pathPrefix, status }),
    idle,
    close: () =>
      (closing ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections(); // the stripe client keeps its sockets alive; close() alone would wait for them
        await idle(); // deliveries under way still finish (each within its timeout)
        await closed;
      })()),
  };
}
