// The synonyms point only at words generated templates are found by, in the tokenizer's form.
import { generateTemplateDrafts, SUBCATEGORY_SLOTS } from '@tm/catalog-generator';
import { indexWords } from './search-terms';
import { SYNONYMS, synonymsOf } from './synonyms';
import { foldAccents as postingTerm, queryWords, stemOf } from './words';

/** The words templates are found by in their names, tags and descriptions (decision 054): 75 drafts of every subcategory. */
function catalogVocabulary(): Set<string> {
  const drafts = generateTemplateDrafts({ seed: 1, start: 0, count: SUBCATEGORY_SLOTS.length * 75, now: new Date('2025-06-01T00:00:00Z') });
  const words = new Set<string>();
  for (const draft of drafts)
    for (const word of indexWords([draft.name, ...draft.tags, draft.description].join(' '))) words.add(postingTerm(word));
  return words;
}

describe('SYNONYMS', () => {
  const vocabulary = catalogVocabulary();

  it('has at least 100 entries', () => {
    expect(Object.keys(SYNONYMS).length).toBeGreaterThanOrEqual(100);
  });

  it('maps only to words the generated catalog contains', () => {
    const missing = Object.entries(SYNONYMS).flatMap(([key, values]) =>
      values.filter((v) => !vocabulary.has(v)).map((v) => `${key} → ${v}`),
    );
    expect(missing).toEqual([]);
  });

  it('keys and values are single words as the tokenizer makes them, never a word mapped to itself', () => {
    for (const [key, values] of Object.entries(SYNONYMS)) {
      // Two-letter keys ("wp") are searched too: queryWords keeps a short word a synonym knows.
      expect(queryWords(key, () => true)).toEqual([stemOf(key)]);
      expect(values.length).toBeGreaterThan(0);
      expect(new Set(values).size).toBe(values.length);
      for (const value of values) {
        expect(indexWords(value).map(postingTerm)).toEqual([value]);
        expect(value).not.toBe(key);
      }
    }
  });

  it('covers everyday names of the subjects and subcategories', () => {
    const expected: Array<[string, string]> = [
      ['lawyer', 'law'],
      ['attorneys', 'law'],
      ['legal', 'law'],
      ['dentist', 'dental'],
      ['orthodontist', 'dental'],
      ['eshop', 'ecommerce'],
      ['webshop', 'ecommerce'],
      ['storefront', 'ecommerce'],
      ['cafe', 'coffee'],
      ['espresso', 'coffee'],
      ['doctor', 'medical'],
      ['physician', 'clinic'],
      ['realtor', 'estate'],
      ['property', 'real'],
      ['gym', 'fitness'],
      ['hotel', 'travel'],
      ['blogging', 'blog'],
      ['newsroom', 'news'],
      ['mag', 'magazine'],
      ['curriculum', 'resume'],
      ['woo', 'woocommerce'],
      ['newsletter', 'email'],
      ['sitemap', 'seo'],
      ['comingsoon', 'soon'],
      ['charity', 'nonprofit'],
    ];
    for (const [word, catalogWord] of expected) expect(synonymsOf(word)).toContain(catalogWord);
  });

  it('synonymsOf gives an empty list for other words, including inherited object keys', () => {
    expect(synonymsOf('roseworth')).toEqual([]);
    expect(synonymsOf('constructor')).toEqual([]);
    expect(synonymsOf('__proto__')).toEqual([]);
  });
});
