import { postingRows, postingsOf, postingTerm, termCountSteps } from './search-postings';

describe('search postings', () => {
  it('weighs each word of the name and the tags by the fields it is in: name 2, tags 1', () => {
    const postings = postingsOf({ name: 'Aurora Bakery Theme', tags: ['food-drink', 'bakery'] });
    expect(Object.fromEntries(postings)).toEqual({ aurora: 2, bakery: 2 | 1, theme: 2, food: 1, drink: 1 });
  });

  it('keeps words as a search makes them, accents folded', () => {
    expect(postingTerm('café')).toBe('cafe');
    expect([...postingsOf({ name: 'Crème Brûlée — Café', tags: ['food'] }).keys()]).toEqual(['creme', 'brulee', 'cafe', 'food']);
  });

  it('counts each template once per word', () => {
    const template = { id: 't1', name: 'Shop shop SHOP', tags: ['shop'], subcategory: 'shop', category: 'ecommerce', salesCount: 3, createdAt: 'now' };
    const { rows, termCounts } = postingRows([template, { ...template, id: 't2' }]);
    expect(rows).toEqual([
      ['shop', 3, 3, 'now', 't1', 'ecommerce', 'shop'],
      ['shop', 3, 3, 'now', 't2', 'ecommerce', 'shop'],
    ]);
    expect(termCounts).toEqual(new Map([['shop', 2]]));
  });

  it('moves word counts in word order (no deadlock between two writers)', () => {
    const [step] = termCountSteps(new Map([['zebra', 1], ['apple', 2], ['mango', 3]]), -1);
    expect(step!.params).toEqual(['apple', -2, 'mango', -3, 'zebra', -1]);
    expect(termCountSteps(new Map(), 1)).toEqual([]);
  });
});
