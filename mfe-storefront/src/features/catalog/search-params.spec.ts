import { readSearchParams, searchKey } from './search-params';

const from = (query: string) => {
  const params = new URLSearchParams(query);
  return (name: string) => params.get(name)?.trim() || null;
};

describe('readSearchParams (decision 054)', () => {
  it('reads the words, asTyped and, where the page has it, the platform', () => {
    expect(readSearchParams(from('search=bakry&asTyped=1&platform=shopify-theme'), { platforms: true })).toEqual({
      search: 'bakry',
      asTyped: true,
      platform: 'shopify-theme',
    });
    expect(readSearchParams(from('search=bakry&platform=shopify-theme'), { platforms: false })).toEqual({ search: 'bakry', asTyped: false });
  });

  it('drops asTyped and the platform without a search, and a platform the server would refuse', () => {
    expect(readSearchParams(from('asTyped=1&platform=shopify-theme'), { platforms: true })).toEqual({ search: '', asTyped: false });
    expect(readSearchParams(from('search=cafe&platform=joomla&asTyped=yes'), { platforms: true })).toEqual({ search: 'cafe', asTyped: false });
  });

  it('keys the scroll-to-results on every part of the search', () => {
    const keys = ['search=a', 'search=a&asTyped=1', 'search=a&platform=html-site'].map((q) => searchKey(readSearchParams(from(q), { platforms: true })));
    expect(new Set(keys).size).toBe(3);
  });
});
