// The bounded edit distance, checked against the plain full table.
import { editDistanceWithin } from './edit-distance';

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
