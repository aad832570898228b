import { TOAST_DURATION_MS } from '@tm/contracts/limits';
import { toast, useToastStore } from './toast.store';

describe('toast bus', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows one toast at a time: a new one replaces the old', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    expect(useToastStore.getState().current).toMatchObject({ title: 'Second', variant: 'destructive' });
  });

  it(`hides a toast after ${TOAST_DURATION_MS} ms, and the old timer cannot hide the new toast`, () => {
    toast({ title: 'Old' });
    jest.advanceTimersByTime(TOAST_DURATION_MS - 1000);
    toast({ title: 'New' });
    jest.advanceTimersByTime(1500);
    expect(useToastStore.getState().current?.title).toBe('New');
    jest.advanceTimersByTime(TOAST_DURATION_MS);
    expect(useToastStore.getState().current).toBeNull();
  });

  it('can be dismissed', () => {
    const { dismiss } = toast({ title: 'Bye' });
    dismiss();
    expect(useToastStore.getState().current).toBeNull();
  });
});
