import { dollarsToCents, formatCount, formatDollars, formatLongDate, formatMoney, formatShortDate, shortOrderId } from './format';

describe('formatting', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(formatMoney(1234)).toBe('$12.34');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatDollars('49.5')).toBe('$49.50');
    expect(formatDollars('$1,299')).toBe('$1,299.00');
  });

  it('formats money and counts exactly as Intl en-US does, without loading Intl on the first screen', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const cents of [0, 1, 5, 99, 100, 105, 4999, 123456, 99999999, 123456789012, -50, -123456]) {
      expect(formatMoney(cents)).toBe(intl.format(cents / 100));
    }
    for (const dollars of ['0.125', '1.005', '2.675', '1234.5', '0.994', '-0.004']) {
      expect(formatDollars(dollars)).toBe(intl.format(Number(dollars)));
    }
    for (const n of [0, 7, 999, 1000, 12345, 1234567, 1000000000, -1234]) expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
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
