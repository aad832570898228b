import { ApiError } from '@tm/platform';
import { customersUrl, isAccessError } from './customers-api';

const query = (url: string) => Object.fromEntries(new URL(url, 'https://shop.test').searchParams);

describe('the customers table request (docs/product/back-office.md §2)', () => {
  it('asks for the page in pages of 20, with the trimmed search', () => {
    expect(customersUrl(3, '  ada@ ')).toBe('/api/admin/customers?page=3&pageSize=20&search=ada%40');
  });

  it('sends no search when the box is blank', () => {
    expect(query(customersUrl(1, '   '))).toEqual({ page: '1', pageSize: '20' });
  });

  it('keeps characters of the search that mean something in a URL', () => {
    expect(query(customersUrl(1, 'a&b=c+d #1'))).toEqual({ page: '1', pageSize: '20', search: 'a&b=c+d #1' });
  });
});

describe('isAccessError', () => {
  it('reads 401 and 403 as "not allowed", not as a failed call', () => {
    expect(isAccessError(new ApiError(401, 'Unauthorized', ''))).toBe(true);
    expect(isAccessError(new ApiError(403, 'Forbidden', '{"message":"Admin access required"}'))).toBe(true);
  });

  it('leaves other failures to the retry alert', () => {
    expect(isAccessError(new ApiError(404, 'Not Found', ''))).toBe(false);
    expect(isAccessError(new ApiError(500, 'Internal Server Error', ''))).toBe(false);
    expect(isAccessError(Object.assign(new Error('403'), { status: 403 }))).toBe(false);
    expect(isAccessError(undefined)).toBe(false);
  });
});
