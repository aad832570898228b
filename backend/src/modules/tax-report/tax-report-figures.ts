import { centsToDecimal } from '@tm/contracts/catalog';
import {
  TAX_REPORT_TEXTS,
  type TaxFigures,
  type TaxReport,
  type TaxReportCountryTotal,
  type TaxReportRow,
  type TaxReportTotal,
} from '@tm/contracts/tax-report';
import type { DocumentGroup } from './tax-report.repository';

/** Running sums in cents; a credit note's amounts count against its month's, country's and currency's. */
interface Sums {
  invoices: number;
  creditNotes: number;
  netCents: number;
  taxCents: number;
  grossCents: number;
  reverseCharge: { invoices: number; creditNotes: number; netCents: number };
}

const noSums = (): Sums => ({
  invoices: 0,
  creditNotes: 0,
  netCents: 0,
  taxCents: 0,
  grossCents: 0,
  reverseCharge: { invoices: 0, creditNotes: 0, netCents: 0 },
});

function add(sums: Sums, group: DocumentGroup): void {
  const credit = group.kind === 'credit-note';
  const sign = credit ? -1 : 1;
  if (credit) sums.creditNotes += group.documents;
  else sums.invoices += group.documents;
  sums.netCents += sign * group.netCents;
  sums.taxCents += sign * group.taxCents;
  sums.grossCents += sign * group.grossCents;
  if (!group.reverseCharge) return;
  if (credit) sums.reverseCharge.creditNotes += group.documents;
  else sums.reverseCharge.invoices += group.documents;
  sums.reverseCharge.netCents += sign * group.netCents;
}

const figures = (sums: Sums): TaxFigures => ({
  invoices: sums.invoices,
  creditNotes: sums.creditNotes,
  netSales: centsToDecimal(sums.netCents),
  taxCollected: centsToDecimal(sums.taxCents),
  gross: centsToDecimal(sums.grossCents),
  reverseCharge: {
    invoices: sums.reverseCharge.invoices,
    creditNotes: sums.reverseCharge.creditNotes,
    netSales: centsToDecimal(sums.reverseCharge.netCents),
  },
});

let regionNames: Intl.DisplayNames | undefined;

/** A country's English name ("DE" → "Germany"); "Unknown" without a code; the code itself if it names nothing. */
export function countryName(code: string | null): string {
  if (code === null) return TAX_REPORT_TEXTS.unknownCountry;
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
    return regionNames.of(code) ?? code;
  } catch {
    return code; // not a well-formed region code
  }
}

/** Countries by name, the unknown one last; then currencies by code. */
function byCountry(a: { country: string | null; countryName: string; currency: string }, b: typeof a): number {
  if ((a.country === null) !== (b.country === null)) return a.country === null ? 1 : -1;
  return a.countryName.localeCompare(b.countryName, 'en') || a.currency.localeCompare(b.currency);
}

/** The entry under `key`, made on first use. */
function entryOf<T>(map: Map<string, T>, key: string, make: () => T): T {
  let entry = map.get(key);
  if (entry === undefined) map.set(key, (entry = make()));
  return entry;
}

/**
 * The report of a range from the database's groups (decision 087): per month, country and currency,
 * per country and currency over the range, and per currency in all; each invoices minus credit notes.
 */
export function taxReportOf(range: { from: string; to: string }, groups: readonly DocumentGroup[]): TaxReport {
  const rows = new Map<string, { period: string; country: string | null; currency: string; sums: Sums }>();
  const countries = new Map<string, { country: string | null; currency: string; sums: Sums }>();
  const totals = new Map<string, { currency: string; sums: Sums }>();
  for (const group of groups) {
    const { period, country, currency } = group;
    const row = entryOf(rows, JSON.stringify([period, country, currency]), () => ({ period, country, currency, sums: noSums() }));
    const perCountry = entryOf(countries, JSON.stringify([country, currency]), () => ({ country, currency, sums: noSums() }));
    const total = entryOf(totals, currency, () => ({ currency, sums: noSums() }));
    for (const { sums } of [row, perCountry, total]) add(sums, group);
  }
  const reportRows: TaxReportRow[] = [...rows.values()]
    .map(({ period, country, currency, sums }) => ({ period, country, countryName: countryName(country), currency, ...figures(sums) }))
    .sort((a, b) => a.period.localeCompare(b.period) || byCountry(a, b));
  const countryTotals: TaxReportCountryTotal[] = [...countries.values()]
    .map(({ country, currency, sums }) => ({ country, countryName: countryName(country), currency, ...figures(sums) }))
    .sort(byCountry);
  const grandTotals: TaxReportTotal[] = [...totals.values()]
    .map(({ currency, sums }) => ({ currency, ...figures(sums) }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
  return { from: range.from, to: range.to, rows: reportRows, countries: countryTotals, totals: grandTotals };
}
