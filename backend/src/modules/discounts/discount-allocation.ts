import type { DiscountKind } from '@tm/contracts/discounts';

/** A line the discount may fall on: its amount (unit price × quantity) and whether the code is for it. */
export interface PricedLine {
  key: string;
  amountCents: number;
  eligible: boolean;
}

/**
 * What a code takes off the eligible lines (decision 090), in whole cents: a percentage of their sum,
 * halves rounded up, or the amount, never more than their sum.
 */
export function discountTotalCents(
  code: { kind: DiscountKind; percentOff: number | null; amountOffCents: number | null },
  eligibleCents: number,
): number {
  if (eligibleCents <= 0) return 0;
  const off = code.kind === 'percent' ? Math.floor((eligibleCents * (code.percentOff ?? 0) + 50) / 100) : (code.amountOffCents ?? 0);
  return Math.max(0, Math.min(off, eligibleCents));
}

/**
 * The discount shared over the eligible lines in proportion to their amounts by largest remainder: each
 * line gets the floor of its share, and the cents left go one each to the largest remainders (ties to
 * the earlier line), so the shares sum to exactly `totalCents` and no line goes below zero.
 */
export function allocateDiscount(lines: readonly PricedLine[], totalCents: number): Map<string, number> {
  const eligible = lines.filter((line) => line.eligible && line.amountCents > 0);
  const base = eligible.reduce((sum, line) => sum + line.amountCents, 0);
  const shares = new Map<string, number>(lines.map((line) => [line.key, 0]));
  if (base === 0 || totalCents <= 0) return shares;
  const exact = eligible.map((line, index) => {
    const product = line.amountCents * totalCents;
    return { key: line.key, index, floor: Math.floor(product / base), remainder: product % base };
  });
  let left = totalCents - exact.reduce((sum, share) => sum + share.floor, 0);
  for (const share of exact) shares.set(share.key, share.floor);
  for (const share of [...exact].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left <= 0) break;
    shares.set(share.key, shares.get(share.key)! + 1);
    left -= 1;
  }
  return shares;
}
