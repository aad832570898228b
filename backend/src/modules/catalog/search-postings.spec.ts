import { postingRows, postingsOf, postingTerm, termCountSteps } from './search-postings';

describe('search postings', () => {
  it('weighs each word by the fields it is in: name 4, tags and subcategory 2, features 1', () => {
    const postings = postingsOf({
      name: 'Aurora Bakery Theme',
      tags: ['food-drink', 'bakery'],
      subcategory: 'restaurant',
      features: ['Online ordering for cakes', 'Aurora colours'],
    });
    expect(Object.fromEntries(postings)).toEqual({
      aurora: 4 | 1,
      bakery: 4 | 2,
      theme: 4,
      food: 2,
      drink: 2,
      restaurant: 2,
      online: 1,
      ordering: 1,
      cakes: 1,
      colours: 1,
    });
  });

  it('keeps words as a search makes them, accents folded', () => {
    expect(postingTerm('café')).toBe('cafe');
    expect([...postingsOf({ name: 'Crème Brûlée — Café', tags: [], subcategory: 'food', features: [] }).keys()]).toEqual(['creme', 'brulee', 'cafe', 'food']);
  });

  it('counts each template once per word', () => {
    const template = { id: 't1', name: 'Shop shop SHOP', tags: ['shop'], subcategory: 'shop', features: ['Shop'], category: 'ecommerce', salesCount: 3, createdAt: 'now' };
    const { rows, termCounts } = postingRows([template, { ...template, id: 't2' }]);
    expect(rows).toEqual([
      ['shop', 7, 3, 'now', 't1', 'ecommerce', 'shop'],
      ['shop', 7, 3, 'now', 't2', 'ecommerce', 'shop'],
    ]);
    expect(termCounts).toEqual(new Map([['shop', 2]]));
  });

  it('moves word counts in word order (no deadlock between two writers)', () => {
    const [step] = termCountSteps(new Map([['zebra', 1], ['apple', 2], ['mango', 3]]), -1);
    expect(step!.params).toEqual(['apple', -2, 'mango', -3, 'zebra', -1]);
    expect(termCountSteps(new Map(), 1)).toEqual([]);
  });
});
