import type { LineTax, PaidNotification, TaxBehavior } from '../../infrastructure/payments';
import { CURRENCY } from '../../infrastructure/payments';
import type { OrderEntity } from '../order-records/entities/order.entity';

/**
 * What an order records of its payment when it completes (decision 081): the amount charged, the tax and
 * discount in it as the provider computed them, the currency, the buyer's country and tax id, and each
 * line's tax in the order the lines were sent (null: no tax on any line).
 */
export interface PaidFacts {
  paidCents: number;
  taxCents: number;
  discountCents: number;
  /** ISO 4217, upper case. */
  currency: string;
  taxBehavior: TaxBehavior | null;
  buyerCountry: string | null;
  buyerTaxId: string | null;
  reverseCharge: boolean;
  lineTaxes: LineTax[] | null;
}

/**
 * The simulated gateway charges no tax (decision 081): the demo says so, and records zero. It charges the
 * order's total less its discount code's discount (decision 090), and records that discount.
 */
export function untaxedPayment(order: Pick<OrderEntity, 'totalCents' | 'codeDiscountCents'>): PaidFacts {
  const discountCents = Number(order.codeDiscountCents ?? 0);
  return {
    paidCents: order.totalCents - discountCents,
    taxCents: 0,
    discountCents,
    currency: CURRENCY.toUpperCase(),
    taxBehavior: null,
    buyerCountry: null,
    buyerTaxId: null,
    reverseCharge: false,
    lineTaxes: null,
  };
}

/**
 * Whether a provider's paid session is a payment of this order (decision 081): what we sent (the lines'
 * subtotal, in our currency) must be the order's total, and what was charged must be that subtotal less
 * the discount, plus the tax when tax was added to the prices (exclusive) or with it inside them
 * (inclusive). A session made without tax may still have had it added by the provider's own settings:
 * either sum is accepted, and the behaviour is read from which one it was. Anything else is refused.
 * The discount must be the one the order's code gives (decision 090), and none without a code: a
 * discount the shop did not send is not a payment of this order.
 */
export function paidBehavior(
  n: PaidNotification,
  orderTotalCents: number,
  expectedDiscountCents = 0,
): { ok: true; behavior: TaxBehavior | null } | { ok: false } {
  if (n.currency !== CURRENCY || n.subtotalCents !== orderTotalCents) return { ok: false };
  if (n.discountCents !== expectedDiscountCents) return { ok: false };
  if (n.taxCents < 0 || n.discountCents < 0 || n.discountCents > n.subtotalCents) return { ok: false };
  const inclusive = n.subtotalCents - n.discountCents;
  const exclusive = inclusive + n.taxCents;
  if (n.taxBehavior === 'exclusive') return n.amountCents === exclusive ? { ok: true, behavior: 'exclusive' } : { ok: false };
  if (n.taxBehavior === 'inclusive') return n.amountCents === inclusive ? { ok: true, behavior: 'inclusive' } : { ok: false };
  if (n.taxCents === 0) return n.amountCents === inclusive ? { ok: true, behavior: null } : { ok: false };
  if (n.amountCents === exclusive) return { ok: true, behavior: 'exclusive' };
  if (n.amountCents === inclusive) return { ok: true, behavior: 'inclusive' };
  return { ok: false };
}

/** A paid session's facts as the order keeps them. */
export function paidFactsOf(n: PaidNotification, behavior: TaxBehavior | null, lineTaxes: LineTax[] | null): PaidFacts {
  return {
    paidCents: n.amountCents,
    taxCents: n.taxCents,
    discountCents: n.discountCents,
    currency: n.currency.toUpperCase(),
    taxBehavior: behavior,
    buyerCountry: n.buyer.country,
    buyerTaxId: n.buyer.taxId?.slice(0, 40) ?? null,
    reverseCharge: n.buyer.reverseCharge,
    lineTaxes,
  };
}
