import { ApiError } from '@tm/platform';
import { isOrderMissing } from './use-order';

describe('isOrderMissing', () => {
  it("shows 'Order Not Found' for unknown ids, others' orders and signed-out visitors", () => {
    for (const status of [401, 404]) expect(isOrderMissing(new ApiError(status, '', ''))).toBe(true);
  });

  it('keeps server and network failures apart (worth a retry)', () => {
    expect(isOrderMissing(new ApiError(500, 'Internal Server Error', ''))).toBe(false);
    expect(isOrderMissing(new TypeError('Failed to fetch'))).toBe(false);
  });
});
