import { LISTING_SUBCATEGORIES } from '@tm/contracts/catalog';
import { generationPlan, GENERATION_SLOTS } from '@tm/contracts/generation';
import { bulkGenerationRequest } from './generation-request';

const sum = (counts: Array<{ count: number }>) => counts.reduce((total, slot) => total + slot.count, 0);

describe('the Bulk-generation tab’s request (docs/product/back-office.md §2, §5)', () => {
  it('with every category, asks for 1,000 templates over all subcategories, whatever the count field holds', () => {
    for (const count of [100, 5, null, 20_000]) {
      expect(bulkGenerationRequest('all', 'all', count)).toEqual({
        countValid: true,
        target: { targetTotal: 1_000 },
        body: { targetTotal: 1_000, useAI: false },
      });
    }
  });

  it("within a category, spreads the count over the category's subcategories, 'all' sent as it is", () => {
    const request = bulkGenerationRequest('wordpress', 'all', 25);
    expect(request.body).toEqual({ category: 'wordpress', subcategory: 'all', count: 25, useAI: false });
    expect(request.target).toEqual({ category: 'wordpress', count: 25 });
  });

  it("sends one subcategory's count there whole", () => {
    const request = bulkGenerationRequest('html', 'landing-pages', 7);
    expect(request.body).toEqual({ category: 'html', subcategory: 'landing-pages', count: 7, useAI: false });
    expect(generationPlan(request.target)).toEqual([{ category: 'html', subcategory: 'landing-pages', count: 7 }]);
  });

  it('starts nothing for a count out of 1 to 10,000, but previews it clamped', () => {
    for (const [count, previewed] of [
      [0, 1],
      [-3, 1],
      [10_001, 10_000],
      [2.5, 2],
      [null, 1],
    ] as const) {
      const request = bulkGenerationRequest('ecommerce', 'all', count);
      expect([count, request.countValid, request.body]).toEqual([count, false, null]);
      expect([count, request.target]).toEqual([count, { category: 'ecommerce', count: previewed }]);
    }
  });

  describe('the distribution preview of the request', () => {
    it('spreads the 1,000 of every category over all 40 subcategories, 25 each', () => {
      const plan = generationPlan(bulkGenerationRequest('all', 'all', null).target);
      expect(plan).toHaveLength(GENERATION_SLOTS.length);
      expect(new Set(plan.map((slot) => slot.count))).toEqual(new Set([1_000 / GENERATION_SLOTS.length]));
    });

    it("spreads a category's count over its subcategories, the leftover to the first ones, summing to the count", () => {
      const wordpress = LISTING_SUBCATEGORIES.wordpress;
      const plan = generationPlan(bulkGenerationRequest('wordpress', 'all', 25).target);
      expect(plan.map((slot) => slot.subcategory)).toEqual(wordpress);
      expect(sum(plan)).toBe(25);
      const base = Math.floor(25 / wordpress.length);
      const extra = 25 % wordpress.length;
      expect(plan.map((slot) => slot.count)).toEqual(wordpress.map((_, i) => base + (i < extra ? 1 : 0)));
    });

    it('leaves out subcategories that get nothing', () => {
      const plan = generationPlan(bulkGenerationRequest('wordpress', 'all', 3).target);
      expect(plan.map((slot) => slot.count)).toEqual([1, 1, 1]);
    });
  });
});
