// Typo correction: bounded edit distance, the edit budget per word length, and the nearest vocabulary word.
import { editDistanceWithin, maxEditsFor, nearestWord } from './typo-correction';

/** The full optimal string alignment distance, written plainly, to check the banded one against. */
function plainDistance(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  const d = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[x.length]![y.length]!;
}

describe('editDistanceWithin', () => {
  it.each([
    ['bakery', 'bakery', 0],
    ['bakry', 'bakery', 1],
    ['dentsit', 'dentist', 1],
    ['resturant', 'restaurant', 1],
    ['kitten', 'sitting', 3],
    ['ca', 'abc', 3],
    ['', 'abc', 3],
    ['café', 'cafe', 1],
  ])('%s → %s is %i', (a, b, expected) => {
    expect(editDistanceWithin(a, b, 5)).toBe(expected);
    expect(editDistanceWithin(b, a, 5)).toBe(expected);
  });

  it('returns max + 1 when the distance exceeds max', () => {
    expect(editDistanceWithin('kitten', 'sitting', 2)).toBe(3);
    expect(editDistanceWithin('kitten', 'sitting', 1)).toBe(2);
    expect(editDistanceWithin('portfolio', 'wordpress', 2)).toBe(3);
    expect(editDistanceWithin('abc', 'abcdef', 2)).toBe(3);
    expect(editDistanceWithin('abc', 'abd', 0)).toBe(1);
  });

  it('agrees with the full table on many word pairs', () => {
    const words = [
      'bakery',
      'bakeries',
      'baker',
      'restaurant',
      'resturant',
      'dentist',
      'dentsit',
      'dental',
      'wordpress',
      'wordpres',
      'portfolio',
      'portfollio',
      'ab',
      'ba',
      'abc',
      'acb',
      'café',
      'cafe',
      'coffee',
      'toffee',
      '',
    ];
    for (const a of words) {
      for (const b of words) {
        const full = plainDistance(a, b);
        for (const max of [0, 1, 2, 3]) expect(editDistanceWithin(a, b, max)).toBe(full > max ? max + 1 : full);
      }
    }
  });
});

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
