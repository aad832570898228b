import { templatePagePath } from './catalog-requests';
import { browseListing, categoryListing, paramReader, readListingOrder, readSearchParams } from './listing-url';

const from = (query: string) => paramReader(new URLSearchParams(query));

describe('readSearchParams (decision 054)', () => {
  it('reads the words, asTyped and, where the page has it, the platform', () => {
    expect(readSearchParams(from('search=bakry&asTyped=1&platform=shopify-theme'), { platforms: true })).toEqual({
      search: 'bakry',
      asTyped: true,
      platform: 'shopify-theme',
    });
    expect(readSearchParams(from('search=bakry&platform=shopify-theme'), { platforms: false })).toEqual({
      search: 'bakry',
      asTyped: false,
    });
  });

  it('drops asTyped and the platform without a search, and a platform the server would refuse', () => {
    expect(readSearchParams(from('asTyped=1&platform=shopify-theme'), { platforms: true })).toEqual({ search: '', asTyped: false });
    expect(readSearchParams(from('search=cafe&platform=joomla&asTyped=yes'), { platforms: true })).toEqual({
      search: 'cafe',
      asTyped: false,
    });
  });
});

describe('readListingOrder', () => {
  it('keeps what the server accepts, turns a reversed range round and drops relevance without a search', () => {
    expect(readListingOrder(from('sort=price-asc&minPrice=80&maxPrice=20&minRating=4'), false)).toEqual({
      sort: 'price-asc',
      minPrice: 20,
      maxPrice: 80,
      minRating: 4,
    });
    expect(readListingOrder(from('sort=relevance&minPrice=abc&minRating=2.5'), false)).toEqual({});
    expect(readListingOrder(from('sort=relevance'), true)).toEqual({ sort: 'relevance' });
  });
});

describe('the request a listing page makes (the server renders with its answer, docs/decisions/056)', () => {
  it('/browse: a subcategory only with its category, a platform only with a search, page 1 for nonsense', () => {
    expect(templatePagePath(browseListing(from('search=%20bakery%20cafe%20&platform=html-site&page=2&sort=newest')).request)).toBe(
      '/api/templates/paginated?page=2&limit=20&search=bakery+cafe&sort=newest&platform=html-site',
    );
    expect(browseListing(from('category=cms&subcategory=blog')).request).toEqual({
      page: 1,
      category: 'cms',
      subcategory: 'blog',
      search: '',
      asTyped: false,
    });
    expect(browseListing(from('category=cms&subcategory=flyers&page=-3')).request).toEqual({
      page: 1,
      category: 'cms',
      subcategory: undefined,
      search: '',
      asTyped: false,
    });
    expect(browseListing(from('category=games&subcategory=blog')).category).toBeUndefined();
  });

  it('a category page: its own category whatever the URL says, the subcategory as given', () => {
    const listing = categoryListing('wordpress', from('category=html&subcategory=business&page=3&search=spa&asTyped=1&platform=html-site'));
    expect(listing.request).toEqual({ page: 3, category: 'wordpress', subcategory: 'business', search: 'spa', asTyped: true });
    expect(templatePagePath(listing.request)).toBe(
      '/api/templates/paginated?page=3&limit=20&category=wordpress&subcategory=business&search=spa&asTyped=1',
    );
  });
});
