// Typo correction: the edit budget per word length, and the nearest vocabulary word.
import { maxEditsFor, nearestWord } from './typo-correction';
describe('maxEditsFor', () => {
  it.each([
    ['law', 0],
    ['gym', 0],
    ['café', 1],
    ['shop', 1],
    ['bakery', 1],
    ['dentist', 1],
    ['wordpres', 2],
    ['restaurant', 2],
  ])('%s → %i', (word, edits) => expect(maxEditsFor(word)).toBe(edits));
});

describe('nearestWord', () => {
  const vocabulary: Array<[string, number]> = [
    ['bakery', 21],
    ['restaurant', 30],
    ['wordpress', 1023],
    ['portfolio', 178],
    ['dentist', 3],
    ['dental', 14],
    ['law', 11],
    ['coffee', 8],
    ['toffee', 2],
    ['shop', 271],
    ['store', 434],
  ];

  it.each([
    ['bakry', 'bakery'],
    ['resturant', 'restaurant'],
    ['wordpres', 'wordpress'],
    ['portfollio', 'portfolio'],
    ['dentsit', 'dentist'],
  ])('%s → %s', (typo, word) => expect(nearestWord(typo, vocabulary)).toBe(word));

  it('leaves short words, words with no near neighbour and vocabulary words alone', () => {
    expect(nearestWord('lwa', vocabulary)).toBeUndefined();
    expect(nearestWord('law', vocabulary)).toBeUndefined();
    expect(nearestWord('zebra', vocabulary)).toBeUndefined();
    expect(nearestWord('xylophone', vocabulary)).toBeUndefined();
    expect(nearestWord('bakery', [['bakery', 21]])).toBeUndefined();
  });

  it('prefers the smaller distance, then more templates, then the alphabetically first', () => {
    // "coffee" and "toffee" are both one edit from "coffee" typos like "roffee": more templates wins.
    expect(nearestWord('roffee', vocabulary)).toBe('coffee');
    expect(
      nearestWord('roffee', [
        ['toffee', 9],
        ['coffee', 8],
      ]),
    ).toBe('toffee');
    expect(
      nearestWord('roffee', [
        ['toffee', 8],
        ['coffee', 8],
      ]),
    ).toBe('coffee');
    expect(
      nearestWord('roffee', [
        ['coffee', 8],
        ['toffee', 8],
      ]),
    ).toBe('coffee');
    // A nearer word wins over a more common one.
    expect(
      nearestWord('restaurantss', [
        ['restaurant', 500],
        ['restaurants', 1],
      ]),
    ).toBe('restaurants');
    expect(
      nearestWord('shopz', [
        ['shops', 1],
        ['shop', 271],
      ]),
    ).toBe('shop');
  });

  it('finds the word among 50,000', () => {
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    let seed = 7;
    // A 32-bit xorshift: exact in JavaScript's 32-bit integer operations.
    const next = () => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return seed >>> 0;
    };
    const words = new Map<string, number>();
    while (words.size < 50_000) {
      const length = 3 + (next() % 10);
      let word = '';
      for (let i = 0; i < length; i++) word += letters[next() % 26];
      words.set(word, next() % 1000);
    }
    words.set('restaurant', 30);
    const entries = [...words];
    // Its speed is bench:search's to print, not a test's to time.
    expect(nearestWord('resturant', entries)).toBe('restaurant');
  });
});
