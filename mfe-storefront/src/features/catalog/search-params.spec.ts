import { paramReader, readSearchParams } from '@tm/contracts/listing-url';
import { searchKey } from './search-params';

it('keys the scroll-to-results on every part of the search', () => {
  const keys = ['search=a', 'search=a&asTyped=1', 'search=a&platform=html-site'].map((q) =>
    searchKey(readSearchParams(paramReader(new URLSearchParams(q)), { platforms: true })),
  );
  expect(new Set(keys).size).toBe(3);
});
