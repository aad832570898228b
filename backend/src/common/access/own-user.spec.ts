import { HttpException } from '@nestjs/common';
import { assertOwnUserId, OTHER_USER_MESSAGE } from './own-user';

describe('assertOwnUserId', () => {
  const me = { id: 'user-1' };

  it("returns the session user's id when the requested id is theirs", () => {
    expect(assertOwnUserId(me, 'user-1')).toBe('user-1');
  });

  it.each([
    ['another user', 'user-2'],
    ['a missing id', undefined],
    ['an array of ids', ['user-1']],
  ])('refuses %s with 403', (_label, requested) => {
    try {
      assertOwnUserId(me, requested);
      throw new Error('expected a refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(HttpException);
      expect((error as HttpException).getStatus()).toBe(403);
      expect((error as HttpException).getResponse()).toEqual({ message: OTHER_USER_MESSAGE });
    }
  });

  it('refuses when nobody is signed in', () => {
    expect(() => assertOwnUserId(undefined, 'user-1')).toThrow(OTHER_USER_MESSAGE);
  });
});
