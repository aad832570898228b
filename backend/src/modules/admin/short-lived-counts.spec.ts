import { waitFor } from '../../testing/wait-for';
import { ShortLivedCounts } from './short-lived-counts';

const TTL_MS = 20;

describe('ShortLivedCounts', () => {
  it('shares one count between concurrent and later callers until it expires, then counts again', async () => {
    const counts = new ShortLivedCounts(TTL_MS);
    let n = 0;
    const count = jest.fn(async () => ++n);
    expect(await Promise.all([counts.get('k', count), counts.get('k', count)])).toEqual([1, 1]);
    expect(await counts.get('other', count)).toBe(2);
    const expiresBy = Date.now() + TTL_MS; // 'k' was counted before now
    await waitFor(() => Date.now() >= expiresBy, { what: "the count of 'k' to expire" });
    expect(await counts.get('k', count)).toBe(3);
    expect(count).toHaveBeenCalledTimes(3);
  });

  it('does not keep a failed count', async () => {
    const counts = new ShortLivedCounts(60_000);
    await expect(counts.get('k', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await counts.get('k', async () => 7)).toBe(7);
  });
});
