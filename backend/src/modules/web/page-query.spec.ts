import { canonicalPageQuery } from './page-query';

describe('canonicalPageQuery: the address a storefront page is cached under (decision 064)', () => {
  it('keeps a query the page reads whole, in the order given', () => {
    expect(canonicalPageQuery('browse', '')).toBeUndefined();
    expect(canonicalPageQuery('browse', 'search=coffee+shop&category=wordpress&page=2')).toBeUndefined();
    expect(canonicalPageQuery('browse', 'page=2&search=coffee%20shop')).toBeUndefined();
    expect(canonicalPageQuery('wordpress', 'subcategory=blog&sort=newest&minPrice=10&maxPrice=40&minRating=4')).toBeUndefined();
    expect(canonicalPageQuery('template', 'buy=1')).toBeUndefined();
    // A range the wrong way round is read the right way round, and kept as given.
    expect(canonicalPageQuery('browse', 'minPrice=80&maxPrice=10')).toBeUndefined();
  });

  it('drops parameters the page does not read', () => {
    expect(canonicalPageQuery('browse', 'rt=123')).toBe('');
    expect(canonicalPageQuery('browse', 'search=spa&utm_source=news&rt=9')).toBe('search=spa');
    expect(canonicalPageQuery('home', 'x=1')).toBe('');
    expect(canonicalPageQuery('about', 'ref=footer')).toBe('');
    expect(canonicalPageQuery('template', 'buy=1&rt=2')).toBe('buy=1');
    // A category page's category is its path; its platform filter is /browse's.
    expect(canonicalPageQuery('wordpress', 'category=html&platform=html-site&search=spa')).toBe('search=spa');
  });

  it('drops repeats, empty values and values the page ignores, and writes the others as the page reads them', () => {
    expect(canonicalPageQuery('browse', 'search=spa&search=gym')).toBe('search=spa');
    expect(canonicalPageQuery('browse', 'search=&page=1')).toBe('');
    expect(canonicalPageQuery('browse', 'sort=bogus&page=01&minRating=9')).toBe('');
    expect(canonicalPageQuery('browse', 'search=%20spa%20&page=02')).toBe('search=spa&page=2');
    expect(canonicalPageQuery('browse', 'minPrice=010&maxPrice=99999999')).toBe('minPrice=10');
    expect(canonicalPageQuery('browse', 'asTyped=1')).toBe(''); // means something only with a search
    expect(canonicalPageQuery('template', 'buy=2')).toBe('');
  });
});
