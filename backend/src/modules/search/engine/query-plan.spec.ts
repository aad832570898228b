// The query plan's changes to a search (decision 065): only a typo is corrected, a word that matches
// nothing whole is taken as the start of catalog words, and a change that finds nothing with every
// word gives way to the other words.
import { nearestWord } from '../text/typo-correction';
import { queryWords } from '../text/words';
import type { WordGroup } from './group-cursor';
import { keepsChanges, MAX_COMPLETIONS, MAX_CORRECTED_WORDS, planQuery, withoutChanges, type QueryPlan } from './query-plan';
import { SearchIndex, type IndexedTemplate } from './search-index';

let n = 0;
function template(name: string, overrides: Partial<IndexedTemplate> = {}): IndexedTemplate {
  n += 1;
  return {
    id: `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`,
    name,
    description: '',
    tags: [],
    category: 'html',
    subcategory: 'business',
    salesCount: n,
    createdAtMs: Date.UTC(2025, 0, 1) + n,
    priceCents: 4900,
    rating: 4,
    ratingCount: 1,
    ...overrides,
  };
}

const all = [
  template('Bistro Restaurant', { tags: ['restaurant'] }),
  template('Harbor Grill', { description: 'A restaurant with a terrace.' }),
  template('Restore Point Backup', { category: 'plugins', subcategory: 'security' }),
  template('Cooking Journal', { tags: ['recipes'] }),
  template('Street Food Truck'),
  template('Dental Clinic'),
  template('Dental Clinic Care'),
  template('Village Bakery'),
  template('Law Firm'),
  template('Bookshop Corner'),
  template('Starter Blocks', { category: 'wordpress', subcategory: 'business' }),
];
const index = new SearchIndex();
for (const t of all) index.upsert(t);
index.trim();

/** The plan of a search as typed in the box (its words as queryWords makes them). */
const plan = (search: string, asTyped = false): QueryPlan =>
  planQuery(
    index,
    queryWords(search, () => false),
    asTyped,
  );
const names = (required: WordGroup[]): string[] => {
  const byId = new Map(all.map((t) => [t.id, t.name]));
  const page = index.match({ mode: 'all', required, filters: {}, sort: 'relevance', offset: 0, limit: 50 });
  return page.ordinals.map((o) => byId.get(index.idOf(o))!);
};
const othersFind = (others: readonly WordGroup[]) => index.count(others) > 0;

describe('planQuery: only a typo is corrected (decision 065)', () => {
  it('leaves an English word the catalog lacks as typed, though a catalog word is one edit away', () => {
    // Before decision 065 "booking" became "cooking": the catalog has that word, one letter away.
    expect(nearestWord('booking', index.vocabulary())).toBe('cooking');
    for (const search of ['booking', 'appointment booking', 'dental clinic booking']) {
      const { corrections, completions, changed } = plan(search);
      expect({ search, corrections: [...corrections], completions: [...completions], changed }).toEqual({
        search,
        corrections: [],
        completions: [],
        changed: [],
      });
    }
  });

  it.each([
    ['bakry', 'bakery'],
    ['wordpres', 'wordpress'],
    ['resturant', 'restaurant'],
    ['atorney', 'attorney'],
  ])('corrects "%s", no English word, to "%s"', (typo, word) => {
    const { corrections, changed } = plan(typo);
    expect([...corrections.values()]).toEqual([word]);
    expect(changed).toEqual([0]);
  });

  it('spends no correction on an English word: a typo after two of them is still corrected', () => {
    expect(MAX_CORRECTED_WORDS).toBe(2);
    expect([...plan('appointment booking bakry').corrections]).toEqual([['bakry', 'bakery']]);
    // Two unknown non-words use both lookups: the third stays as typed.
    expect([...plan('qzxvbn wqpfhk bakry').corrections]).toEqual([]);
  });

  it('changes nothing as typed', () => {
    for (const search of ['bakry', 'rest'])
      expect(plan(search, true)).toEqual({ required: [{ variants: [] }], corrections: new Map(), completions: new Map(), changed: [] });
  });
});

describe('planQuery: a word that matches nothing whole finds what its completions find (decision 065)', () => {
  it('takes "rest" as the start of restaurant and restore, below whole words', () => {
    const rest = plan('rest');
    expect([...rest.completions]).toEqual([['rest', ['restaurant', 'restore']]]);
    expect(rest.changed).toEqual([0]);
    expect(names(rest.required).sort()).toEqual(['Bistro Restaurant', 'Harbor Grill', 'Restore Point Backup', 'Street Food Truck'].sort());
    // What "restaurant" finds (its synonym "food" too), and the plugin "restore" finds.
    expect(names(plan('restaurant').required)).toEqual(expect.arrayContaining(['Street Food Truck']));
    const factors = rest.required[0]!.variants.map((v) => v.factor);
    expect(Math.max(...factors)).toBeLessThan(1);
  });

  it('completes to a synonym key the catalog knows through its synonyms: "attor" finds the law firm', () => {
    const attor = plan('attor');
    expect([...attor.completions]).toEqual([['attor', ['attorney']]]);
    expect(names(attor.required)).toEqual(['Law Firm']);
  });

  it('completes an English word too ("book" → bookshop), but not a word of fewer than 3 letters', () => {
    expect([...plan('book').completions]).toEqual([['book', ['bookshop']]]);
    expect(planQuery(index, ['bo'], false).completions.size).toBe(0);
  });

  it(`keeps the ${MAX_COMPLETIONS} most frequent completions of a short start`, () => {
    const many = new SearchIndex();
    const letters = 'abcdefghijklmnopqrst';
    // "proa" in 1 template, "prob" in 2, … "prot" in 20.
    [...letters].forEach((letter, i) => {
      for (let copy = 0; copy <= i; copy++) many.upsert(template(`Pro${letter}x Kit`));
    });
    const { completions, required } = planQuery(many, ['pro'], false);
    expect(completions.get('pro')).toEqual(
      [...letters]
        .slice(-MAX_COMPLETIONS)
        .reverse()
        .map((l) => `pro${l}x`),
    );
    expect(required[0]!.variants).toHaveLength(MAX_COMPLETIONS);
  });
});

describe('keepsChanges: a change that finds nothing with every word gives way to the other words (decision 065)', () => {
  it('drops "book" → bookshop beside "dental clinic": no dental bookshop, and dental clinics are there', () => {
    const changed = plan('dental clinic book');
    expect(changed.changed).toEqual([2]);
    expect(index.count(changed.required)).toBe(0);
    expect(keepsChanges(changed, othersFind)).toBe(false);
    const typed = withoutChanges(changed);
    expect(typed).toMatchObject({ corrections: new Map(), completions: new Map(), changed: [] });
    expect(typed.required[2]).toEqual({ variants: [] });
    const partial = index.match({ mode: 'any', required: typed.required, filters: {}, sort: 'relevance', offset: 0, limit: 20 });
    expect(partial.total).toBe(2);
  });

  it('keeps a change when the other words find nothing either, or there are none', () => {
    expect(keepsChanges(plan('bakry'), othersFind)).toBe(true);
    expect(keepsChanges(plan('appointment bakry'), othersFind)).toBe(true);
    expect(keepsChanges(plan('dental clinic'), () => true)).toBe(true);
  });
});
