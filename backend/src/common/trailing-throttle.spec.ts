import { TrailingThrottle } from './trailing-throttle';

describe('TrailingThrottle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('acts at once, folds the calls of the interval into one at its end', () => {
    const act = jest.fn();
    const throttle = new TrailingThrottle(act, 1_000);
    throttle.call();
    throttle.call();
    throttle.call();
    expect(act).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1_000);
    expect(act).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(5_000);
    expect(act).toHaveBeenCalledTimes(2);
  });

  it('flush runs the waiting call now, and only one', () => {
    const act = jest.fn();
    const throttle = new TrailingThrottle(act, 1_000);
    throttle.call();
    throttle.flush(); // nothing waits yet
    expect(act).toHaveBeenCalledTimes(1);
    throttle.call();
    throttle.flush();
    expect(act).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(5_000);
    expect(act).toHaveBeenCalledTimes(2);
  });
});
