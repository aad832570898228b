import { dollarsToCents, formatDollars, formatLongDate, formatMoney, formatShortDate, shortOrderId } from './format';

describe('formatting', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(formatMoney(1234)).toBe('$12.34');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatDollars('49.5')).toBe('$49.50');
    expect(formatDollars('$1,299')).toBe('$1,299.00');
  });

  it('reads wire prices as exact cents', () => {
    expect(dollarsToCents('49.99')).toBe(4999);
    expect(dollarsToCents('0.29') * 3).toBe(87);
    expect(dollarsToCents('$1,299.5')).toBe(129950);
    expect(dollarsToCents('n/a')).toBe(0);
  });

  it('formats dates the way the dashboard does', () => {
    expect(formatLongDate('2025-01-05T12:00:00Z')).toBe('January 5, 2025');
    expect(formatShortDate('2025-01-05T12:00:00Z')).toBe('Jan 5, 2025');
    expect(formatLongDate('not a date')).toBe('');
  });

  it('shows order ids as their first 8 characters in upper case', () => {
    expect(shortOrderId('abcdef12-3456')).toBe('ABCDEF12');
  });
});
