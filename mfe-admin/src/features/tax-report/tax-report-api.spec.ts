import { formatAmount, monthLabel, rangeProblem, taxReportCsvHref, taxReportUrl } from './tax-report-api';

describe('the tax report tab’s helpers (decision 087)', () => {
  it('asks for the default range until one is chosen, and downloads the same range', () => {
    expect(taxReportUrl(null)).toBe('/api/admin/tax-report');
    expect(taxReportUrl({ from: '2026-01', to: '2026-06' })).toBe('/api/admin/tax-report?from=2026-01&to=2026-06');
    expect(taxReportCsvHref({ from: '2026-01', to: '2026-06' })).toBe('/api/admin/tax-report.csv?from=2026-01&to=2026-06');
  });

  it('refuses a range in the server’s words', () => {
    expect(rangeProblem({ from: '2026-01', to: '2026-06' })).toBeNull();
    expect(rangeProblem({ from: '2026-07', to: '2026-06' })).toBe('from (2026-07) must not be after to (2026-06)');
    expect(rangeProblem({ from: '2020-01', to: '2026-06' })).toMatch(/is 78 months long/);
  });

  it('writes amounts in their currency and months by name', () => {
    expect(formatAmount('1234.5', 'USD')).toBe('$1,234.50');
    expect(formatAmount('-19.99', 'USD')).toBe('-$19.99');
    expect(formatAmount('19.99', 'EUR')).toBe('€19.99');
    expect(monthLabel('2026-03')).toBe('Mar 2026');
    expect(monthLabel('2025-12')).toBe('Dec 2025');
  });
});
