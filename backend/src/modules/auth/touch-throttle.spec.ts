import { TOUCH_EVERY_MS, TouchThrottle } from './touch-throttle';

describe('TouchThrottle', () => {
  it('lets one touch a minute through per session, counting saves as writes', () => {
    let now = 1_000_000;
    const throttle = new TouchThrottle(() => now);
    expect(throttle.due('a')).toBe(true);
    expect(throttle.due('a')).toBe(false);
    expect(throttle.due('b')).toBe(true);
    now += TOUCH_EVERY_MS - 1;
    expect(throttle.due('a')).toBe(false);
    now += 1;
    expect(throttle.due('a')).toBe(true);

    throttle.wrote('c');
    expect(throttle.due('c')).toBe(false);
    throttle.forget('c');
    expect(throttle.due('c')).toBe(true);
  });
});
