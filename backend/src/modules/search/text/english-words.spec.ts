// The English words a search word may be (decision 065): real words in every form, no typos.
import { isEnglishWord, readEnglishWords } from './english-words';
import { queryWords, stemOf, uncachedStemOf } from './words';

/** A word as the search takes it (lower case, accents folded, its stem), then looked up. */
const known = (typed: string) => isEnglishWord(queryWords(typed, () => false)[0]!);

describe('isEnglishWord', () => {
  it.each([
    'booking',
    'bookings',
    'appointment',
    'Appointments',
    'clinic',
    'clinics',
    'dental',
    'rest',
    'cooking',
    'bakery',
    'bakeries',
    'colour',
    'color',
    'jewellery',
    'café',
    'oncologist',
  ])('knows "%s"', (word) => expect(known(word)).toBe(true));

  it.each([
    'bakry',
    'restaurnt',
    'resturant',
    'wordpres',
    'atorney',
    'weding',
    'portfolo',
    'secruity',
    'furnture',
    'photografy',
    'xylophonic',
    'wordpress',
    'shopify',
  ])('does not know "%s" (a typo, or a name only the catalog has)', (word) => expect(known(word)).toBe(false));

  it('holds the words once each, as stems, and none with an apostrophe', () => {
    const words = readEnglishWords();
    expect(words.size).toBeGreaterThan(50_000);
    expect(words.size).toBeLessThan(100_000);
    expect(words.has('booking')).toBe(true);
    expect(words.has('bookings')).toBe(false);
    expect([...words].some((w) => w.includes("'"))).toBe(false);
  });
});

describe('uncachedStemOf', () => {
  it.each(['bookings', 'bakeries', 'wordpres', 'news', 'clinics', 'teeth'])('stems "%s" as stemOf does', (word) => {
    expect(uncachedStemOf(word)).toBe(stemOf(word));
  });
});
