import { allocateDiscount, discountTotalCents } from './discount-allocation';

describe('discount allocation (decision 090)', () => {
  it('takes a percentage of the eligible lines, halves up, and never more than they cost', () => {
    expect(discountTotalCents({ kind: 'percent', percentOff: 15, amountOffCents: null }, 4999)).toBe(750); // 749.85
    expect(discountTotalCents({ kind: 'percent', percentOff: 10, amountOffCents: null }, 1005)).toBe(101); // 100.5 → 101
    expect(discountTotalCents({ kind: 'amount', percentOff: null, amountOffCents: 5000 }, 1999)).toBe(1999);
    expect(discountTotalCents({ kind: 'amount', percentOff: null, amountOffCents: 500 }, 0)).toBe(0);
  });

  it('shares the discount over the eligible lines so the shares sum exactly', () => {
    const lines = [
      { key: 'a', amountCents: 1000, eligible: true },
      { key: 'b', amountCents: 1000, eligible: true },
      { key: 'c', amountCents: 1000, eligible: true },
      { key: 'd', amountCents: 5000, eligible: false },
    ];
    const shares = allocateDiscount(lines, 100);
    expect([...shares.values()].reduce((sum, cents) => sum + cents, 0)).toBe(100);
    expect(Object.fromEntries(shares)).toEqual({ a: 34, b: 33, c: 33, d: 0 });
  });

  it('gives the leftover cents to the largest remainders', () => {
    const shares = allocateDiscount(
      [
        { key: 'x', amountCents: 4900, eligible: true },
        { key: 'y', amountCents: 1999, eligible: true },
      ],
      1035,
    );
    // 1035 × 4900 / 6899 = 735.11…, 1035 × 1999 / 6899 = 299.89…
    expect(Object.fromEntries(shares)).toEqual({ x: 735, y: 300 });
  });

  it('takes nothing when no line is eligible', () => {
    expect(Object.fromEntries(allocateDiscount([{ key: 'a', amountCents: 1000, eligible: false }], 100))).toEqual({ a: 0 });
  });
});
