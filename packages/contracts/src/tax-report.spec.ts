import { addMonths, monthsIn, periodOf, taxReportPath, taxReportRange, taxReportRangeProblem, TAX_REPORT_API } from './tax-report';
import { TaxReportQuerySchema } from './tax-report.schemas';

describe('the tax report’s months (decision 087)', () => {
  it('counts months across years, both ends included', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-03', -11)).toBe('2025-04');
    expect(addMonths('2026-03', 36)).toBe('2029-03');
    expect(monthsIn('2025-04', '2026-03')).toBe(12);
    expect(monthsIn('2026-03', '2026-03')).toBe(1);
    expect(monthsIn('2026-04', '2026-03')).toBe(0);
    expect(periodOf(new Date('2026-12-31T23:59:59.999Z'))).toBe('2026-12');
    expect(periodOf(new Date('2027-01-01T00:00:00.000Z'))).toBe('2027-01');
  });

  it('fills a missing end: to is the current month, from the 12 months that end at to', () => {
    expect(taxReportRange({}, '2026-12')).toEqual({ from: '2026-01', to: '2026-12' });
    expect(taxReportRange({ to: '2026-02' }, '2026-12')).toEqual({ from: '2025-03', to: '2026-02' });
    expect(taxReportRange({ from: '2024-06' }, '2026-12')).toEqual({ from: '2024-06', to: '2026-12' });
  });

  it('refuses a reversed range and one over 36 months, naming from', () => {
    expect(taxReportRangeProblem('2023-01', '2025-12')).toBeNull();
    expect(taxReportRangeProblem('2026-02', '2026-01')).toEqual({
      param: 'from',
      message: 'from (2026-02) must not be after to (2026-01)',
    });
    expect(taxReportRangeProblem('2022-12', '2025-12')?.message).toMatch(/^The range from 2022-12 to 2025-12 is 37 months long/);
  });

  it('checks the query with one schema: the month format, then the range', () => {
    expect(TaxReportQuerySchema.parse({})).toEqual({});
    expect(TaxReportQuerySchema.parse({ from: '2026-01', to: '2026-03' })).toEqual({ from: '2026-01', to: '2026-03' });
    const issue = (query: unknown) => TaxReportQuerySchema.safeParse(query).error?.issues[0];
    expect(issue({ from: '2026-00' })).toMatchObject({ path: ['from'], message: 'from must be a month written YYYY-MM, such as 2026-01' });
    expect(issue({ to: ['2026-01'] })).toMatchObject({ path: ['to'], message: 'to must be a month written YYYY-MM, such as 2026-01' });
    expect(issue({ from: '2026-04', to: '2026-03' })).toMatchObject({ path: ['from'] });
  });

  it('writes the range into the address', () => {
    expect(taxReportPath(TAX_REPORT_API.csv, { from: '2026-01', to: '2026-12' })).toBe('/api/admin/tax-report.csv?from=2026-01&to=2026-12');
  });
});
