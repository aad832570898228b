import { LISTING_SUBCATEGORIES } from './catalog';
import {
  GENERATION_LIMITS,
  GENERATION_SLOTS,
  GENERATOR_PAGE_WORDPRESS,
  apportion,
  clampUiCount,
  generationPlan,
  isUiCount,
} from './generation';

/** A small seeded generator (mulberry32), so the random totals are the same on every run. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('generation distribution', () => {
  const totals = [
    ...Array.from({ length: 10_001 }, (_, i) => i),
    ...Array.from(
      { length: 500 },
      (
        (random) => () =>
          Math.floor(random() * 1_000_001)
      )(seeded(12)),
    ),
  ];

  it('spreads every total from 0 to 10,000 and 500 random ones up to a million evenly over the 40 subcategories', () => {
    expect(GENERATION_SLOTS).toHaveLength(40);
    for (const total of totals) {
      const plan = generationPlan({ targetTotal: total });
      const counts = GENERATION_SLOTS.map(
        (slot) => plan.find((p) => p.category === slot.category && p.subcategory === slot.subcategory)?.count ?? 0,
      );
      const base = Math.floor(total / 40);
      const leftover = total % 40;
      // The sum is the total, every share is the even share or one more, and the leftover goes in table order.
      expect(counts.reduce((a, b) => a + b, 0)).toBe(total);
      expect(counts).toEqual(counts.map((_, i) => base + (i < leftover ? 1 : 0)));
      expect(plan.every((slot) => slot.count > 0)).toBe(true);
    }
  });

  it('gives the leftover to the largest remainders, ties to the earlier slot, for unequal weights', () => {
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(apportion(7, [1, 2, 4])).toEqual([1, 2, 4]);
    expect(apportion(5, [1, 2, 4])).toEqual([1, 1, 3]); // exact 0.71, 1.43, 2.86: the 0.86 then the 0.71 remainders
    const random = seeded(7);
    for (let run = 0; run < 2_000; run++) {
      const weights = Array.from({ length: 1 + Math.floor(random() * 12) }, () => Math.floor(random() * 9));
      if (!weights.some((w) => w > 0)) weights[0] = 1;
      const total = Math.floor(random() * 100_000);
      const shares = apportion(total, weights);
      const sum = weights.reduce((a, b) => a + b, 0);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      // Each share is within one of its exact share, and a zero weight gets nothing.
      shares.forEach((share, i) => {
        expect(Math.abs(share - (total * weights[i]!) / sum)).toBeLessThan(1);
        if (weights[i] === 0) expect(share).toBe(0);
      });
    }
  });

  it("spreads a category's count over its subcategories, and a subcategory's count goes there whole", () => {
    expect(generationPlan({ category: 'ecommerce', count: 13 })).toEqual(
      LISTING_SUBCATEGORIES.ecommerce.map((subcategory, i) => ({ category: 'ecommerce', subcategory, count: i < 1 ? 3 : 2 })),
    );
    expect(generationPlan({ category: 'html', subcategory: 'one-page', count: 250 })).toEqual([
      { category: 'html', subcategory: 'one-page', count: 250 },
    ]);
  });

  it('refuses totals that are not whole numbers of at least 0', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => apportion(bad, [1])).toThrow(RangeError);
    expect(() => apportion(1, [])).toThrow(RangeError);
  });

  it('clamps a UI count to 1-10,000 and maps the generator page wordpress names onto listing subcategories', () => {
    expect([0, -5, 1, 99.7, 10_000, 10_001, Number.NaN].map(clampUiCount)).toEqual([1, 1, 1, 99, 10_000, 10_000, 1]);
    expect(GENERATION_LIMITS.maxApiCount).toBe(1_000_000);
    for (const subcategory of Object.values(GENERATOR_PAGE_WORDPRESS)) expect(LISTING_SUBCATEGORIES.wordpress).toContain(subcategory);
  });

  it('lets the screens start only whole counts from 1 to 10,000', () => {
    expect([1, 80, 10_000].map(isUiCount)).toEqual([true, true, true]);
    expect([null, 0, -1, 10_001, 20_000, 2.5, Number.NaN].map(isUiCount)).toEqual([false, false, false, false, false, false, false]);
  });
});
