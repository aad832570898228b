import type { ListingPackageFacts } from '@tm/contracts/listings.schemas';
import { listingDemoPath, packageFactsPath } from './package-api';
import { fieldList, fillableValues } from './package-fill';

const facts = (overrides: Partial<ListingPackageFacts> = {}): ListingPackageFacts => ({
  platform: 'wordpress-block-theme',
  name: 'Harbor',
  version: '2.1.0',
  pageCount: 8,
  features: [],
  files: 14,
  compatibility: ['WordPress 6.5+', 'PHP 8.0+'],
  warnings: [],
  ...overrides,
});

describe("filling the form from a package's facts", () => {
  it('fills the platform, version and compatibility the package shows, and leaves the rest', () => {
    expect(fillableValues(facts())).toEqual({
      platform: 'wordpress-block-theme',
      version: '2.1.0',
      compatibility: ['WordPress 6.5+', 'PHP 8.0+'],
    });
    expect(fillableValues(facts({ platform: null, version: null, compatibility: [] }))).toEqual({});
  });

  it('names the fields it filled', () => {
    expect(fieldList(['platform', 'version', 'compatibility'])).toBe('Platform, Version and Compatibility');
    expect(fieldList(['version'])).toBe('Version');
  });

  it('addresses the package check and the demo of a listing, ids escaped', () => {
    expect(packageFactsPath('t/1')).toBe('/api/admin/listings/t%2F1/package-facts');
    expect(listingDemoPath('t-1')).toBe('/api/admin/listings/t-1/demo');
  });
});
