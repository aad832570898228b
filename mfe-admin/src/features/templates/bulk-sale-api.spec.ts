import dayjs from 'dayjs';
import { BulkSaleInputSchema } from '@tm/contracts/listings.schemas';
import { bulkSaleSummary, discountedCents } from '@tm/contracts/listings';
import { bulkSaleBody } from './bulk-sale-api';

describe('the bulk sale request', () => {
  it('names the chosen templates, with times the contract reads and null for at once and no end', () => {
    const endsAt = dayjs('2026-12-24T08:30:00.000Z');
    const body = bulkSaleBody({ kind: 'selected', ids: ['a', 'b'] }, { percentOff: 20, startsAt: null, endsAt });
    expect(body).toEqual({ templateIds: ['a', 'b'], percentOff: 20, startsAt: null, endsAt: expect.any(String) as string });
    expect(new Date(body.endsAt!).toISOString()).toBe('2026-12-24T08:30:00.000Z');
    expect(BulkSaleInputSchema.safeParse(body).success).toBe(true);
  });

  it('names a category, and its subcategory only when one is chosen', () => {
    const values = { percentOff: 10, startsAt: null, endsAt: null };
    expect(bulkSaleBody({ kind: 'category', category: 'plugins', subcategory: null }, values)).toEqual({
      category: 'plugins',
      percentOff: 10,
      startsAt: null,
      endsAt: null,
    });
    expect(bulkSaleBody({ kind: 'category', category: 'plugins', subcategory: 'forms' }, values)).toMatchObject({ subcategory: 'forms' });
  });
});

describe('a sale price in whole cents', () => {
  it.each([
    [4999, 15, 4249],
    [1050, 15, 893],
    [1000, 90, 100],
    [5, 10, 5],
    [0, 50, 0],
  ])('%i cents at %i%% off is %i cents', (price, percent, sale) => {
    expect(discountedCents(price, percent)).toBe(sale);
  });

  it('says how many went on sale, and how many were too cheap to lower', () => {
    expect(bulkSaleSummary(1, 0)).toBe('1 template on sale');
    expect(bulkSaleSummary(1200, 2)).toBe('1,200 templates on sale; 2 left as they were: too cheap for this discount to lower the price');
  });
});
