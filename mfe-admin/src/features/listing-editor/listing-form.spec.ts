import dayjs from 'dayjs';
import { LISTING_MESSAGES } from '@tm/contracts/listings';
import { ListingInputSchema, type Listing } from '@tm/contracts/listings.schemas';
import {
  bodyOf,
  fieldOfMessage,
  fieldProblems,
  followChanges,
  NEW_LISTING,
  slugFollowsName,
  valuesOf,
  type ListingValues,
} from './listing-form';

const filled: ListingValues = {
  ...NEW_LISTING,
  name: ' Nordic Café Theme ',
  category: 'wordpress',
  subcategory: 'business',
  platform: 'wordpress-block-theme',
  shortDescription: 'A calm theme for cafés.',
  price: '49.00',
};

const listing: Listing = {
  id: 't-1',
  revision: 3,
  status: 'published',
  name: 'Nordic Café Theme',
  slug: 'nordic-cafe-theme',
  category: 'wordpress',
  subcategory: 'business',
  platform: 'wordpress-block-theme',
  shortDescription: 'A calm theme for cafés.',
  longDescription: '# Hello',
  tags: ['cafe'],
  compatibility: ['WordPress 6.4+'],
  version: '1.2.0',
  price: '49.00',
  salePrice: '39.00',
  extendedPrice: null,
  saleStartsAt: '2026-12-24T08:00:00.000Z',
  saleEndsAt: null,
  livePreviewUrl: null,
  images: [],
  coverImageId: null,
  hasZip: true,
  generated: false,
  publishMissing: ['image'],
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-02T00:00:00.000Z',
};

describe('the form to the body of a save', () => {
  it('sends what the contract takes: trimmed text, nulls for empty optional fields', () => {
    const body = bodyOf(filled);
    expect(body).toMatchObject({
      name: 'Nordic Café Theme',
      slug: '',
      salePrice: null,
      saleStartsAt: null,
      livePreviewUrl: null,
      status: 'draft',
    });
    const parsed = ListingInputSchema.parse(body);
    expect(parsed.price).toBe(4900);
  });

  it('sends a sale time as ISO 8601 with the offset, the same instant', () => {
    const starts = dayjs('2026-12-24T09:30:00+01:00');
    const body = bodyOf({ ...filled, salePrice: '39', saleStartsAt: starts });
    expect(body.saleStartsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(new Date(body.saleStartsAt!).toISOString()).toBe('2026-12-24T08:30:00.000Z');
    expect(ListingInputSchema.safeParse(body).success).toBe(true);
  });

  it('Publish sends published whatever the select says', () => {
    expect(bodyOf(filled, 'published').status).toBe('published');
  });

  it('reads a listing back into the same fields', () => {
    const values = valuesOf(listing);
    expect(values.salePrice).toBe('39.00');
    expect(values.livePreviewUrl).toBe('');
    expect(valuesOf({ ...listing, livePreviewUrl: 'https://demo.example.com/' }).livePreviewUrl).toBe('https://demo.example.com/');
    // A generated template's own demo is not an address the form can send back: empty keeps it.
    expect(valuesOf({ ...listing, livePreviewUrl: '/preview/nordic-cafe-theme' }).livePreviewUrl).toBe('');
    expect(values.saleStartsAt?.toISOString()).toBe('2026-12-24T08:00:00.000Z');
    expect(ListingInputSchema.safeParse(bodyOf(values)).success).toBe(true);
  });
});

describe('checks before sending', () => {
  it('names each refused field once, with words to act on', () => {
    const problems = fieldProblems(bodyOf({ ...NEW_LISTING, name: 'X', price: 'lots', salePrice: '60.00' }));
    const byField = Object.fromEntries(problems.map((p) => [p.name, p.errors[0]]));
    expect(byField.category).toBe('Choose a category');
    expect(byField.platform).toBe('Choose a platform');
    expect(byField.price).toMatch(/^Price must be an amount/);
    expect(byField.shortDescription).toBe('Short description is required');
  });

  it('keeps the sale rules: a sale needs a lower price and an end after its start', () => {
    const starts = dayjs('2026-12-24T09:00:00Z');
    const byField = (values: ListingValues) => Object.fromEntries(fieldProblems(bodyOf(values)).map((p) => [p.name, p.errors[0]]));
    expect(byField({ ...filled, saleStartsAt: starts })).toEqual({ salePrice: LISTING_MESSAGES.saleWithoutPrice });
    expect(byField({ ...filled, salePrice: '49.00' })).toEqual({ salePrice: LISTING_MESSAGES.saleNotBelowPrice });
    expect(byField({ ...filled, salePrice: '9', saleStartsAt: starts, saleEndsAt: starts.subtract(1, 'hour') })).toEqual({
      saleEndsAt: LISTING_MESSAGES.saleEndsBeforeStart,
    });
  });

  it('finds the field a server message is about', () => {
    expect(fieldOfMessage('Sale price may be at most $10000')).toBe('salePrice');
    expect(fieldOfMessage('Price must be an amount in dollars and cents, such as 49.00')).toBe('price');
    expect(fieldOfMessage(LISTING_MESSAGES.saleEndsBeforeStart)).toBe('saleEndsAt');
    expect(fieldOfMessage('At most 12 tags')).toBe('tags');
    expect(fieldOfMessage('Something went wrong')).toBeUndefined();
  });
});

describe('fields that follow others', () => {
  const follow = { slug: true, platform: true };

  it('makes the slug from the name while it follows', () => {
    expect(followChanges({ name: 'Nordic Café' }, { ...NEW_LISTING, name: 'Nordic Café' }, follow)).toEqual({ slug: 'nordic-cafe' });
    expect(followChanges({ name: 'Nordic Café' }, { ...NEW_LISTING, name: 'Nordic Café' }, { ...follow, slug: false })).toEqual({});
  });

  it("picks the category's first subcategory and its platform, keeping a subcategory the category has", () => {
    expect(followChanges({ category: 'ecommerce' }, { ...NEW_LISTING, category: 'ecommerce' }, follow)).toEqual({
      subcategory: 'woocommerce',
      platform: 'wordpress-block-theme',
    });
    expect(followChanges({ subcategory: 'shopify' }, { ...NEW_LISTING, category: 'ecommerce', subcategory: 'shopify' }, follow)).toEqual({
      platform: 'shopify-theme',
    });
    expect(followChanges({ category: 'html' }, { ...NEW_LISTING, category: 'html', subcategory: 'business' }, follow)).toEqual({
      platform: 'html-site',
    });
    expect(followChanges({ category: 'cms' }, { ...NEW_LISTING, category: 'cms' }, { ...follow, platform: false })).toEqual({
      subcategory: 'blog-themes',
    });
  });

  it("lets a saved listing's slug be, unless it is a draft whose slug is still its name's", () => {
    expect(slugFollowsName(undefined)).toBe(true);
    expect(slugFollowsName(listing)).toBe(false);
    expect(slugFollowsName({ ...listing, status: 'draft' })).toBe(true);
    expect(slugFollowsName({ ...listing, status: 'draft', slug: 'my-own' })).toBe(false);
  });
});
