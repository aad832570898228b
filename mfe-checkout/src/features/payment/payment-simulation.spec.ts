import { paymentProgressMessage } from '@tm/contracts/orders';
import { runPaymentSimulation } from './payment-simulation';

describe('payment simulation', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function start() {
    const seen: number[] = [];
    const onDone = jest.fn();
    const stop = runPaymentSimulation({ onProgress: (progress) => seen.push(progress), onDone });
    return { seen, onDone, stop };
  }

  it('rises 25 points a second with the gateway messages, and completes 0.5 s after 100', () => {
    const { seen, onDone } = start();
    jest.advanceTimersByTime(999);
    expect(seen).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(seen).toEqual([25]);
    jest.advanceTimersByTime(3_000);
    expect(seen).toEqual([25, 50, 75, 100]);
    expect(seen.map(paymentProgressMessage)).toEqual([
      'Verifying payment details...',
      'Authorizing transaction...',
      'Finalizing payment...',
      'Payment successful!',
    ]);
    jest.advanceTimersByTime(499);
    expect(onDone).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onDone).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10_000);
    expect(seen).toHaveLength(4);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('starts at the first message', () => {
    expect(paymentProgressMessage(0)).toBe('Connecting to payment processor...');
  });

  it('never completes once stopped (Cancel Payment), even in the last half second', () => {
    const cancelled = start();
    jest.advanceTimersByTime(2_000);
    cancelled.stop();
    jest.advanceTimersByTime(10_000);
    expect(cancelled.seen).toEqual([25, 50]);
    expect(cancelled.onDone).not.toHaveBeenCalled();

    const late = start();
    jest.advanceTimersByTime(4_200);
    late.stop();
    jest.advanceTimersByTime(1_000);
    expect(late.onDone).not.toHaveBeenCalled();
  });
});
