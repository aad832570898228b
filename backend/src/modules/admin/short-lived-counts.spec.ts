import { ShortLivedCounts } from './short-lived-counts';

describe('ShortLivedCounts', () => {
  it('shares one count between concurrent and later callers until it expires, then counts again', async () => {
    const counts = new ShortLivedCounts(20);
    let n = 0;
    const count = jest.fn(async () => ++n);
    expect(await Promise.all([counts.get('k', count), counts.get('k', count)])).toEqual([1, 1]);
    expect(await counts.get('other', count)).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await counts.get('k', count)).toBe(3);
    expect(count).toHaveBeenCalledTimes(3);
  });

  it('does not keep a failed count', async () => {
    const counts = new ShortLivedCounts(60_000);
    await expect(counts.get('k', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await counts.get('k', async () => 7)).toBe(7);
  });
});
