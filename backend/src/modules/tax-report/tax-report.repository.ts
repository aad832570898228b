import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { InvoiceKind } from '@tm/contracts/invoices';

/** The sums of one group of documents: one month, buyer country, currency, kind and tax treatment. */
export interface DocumentGroup {
  period: string;
  country: string | null;
  currency: string;
  kind: InvoiceKind;
  reverseCharge: boolean;
  documents: number;
  netCents: number;
  taxCents: number;
  grossCents: number;
}

interface GroupRow {
  period: string;
  country: string | null;
  currency: string;
  kind: InvoiceKind;
  reverseCharge: number | string | boolean;
  documents: number | string;
  netCents: number | string | null;
  taxCents: number | string | null;
  grossCents: number | string | null;
}

/** The tax report's one statement (decision 087). */
@Injectable()
export class TaxReportRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The invoices and credit notes issued from `from` to `to` (months, both included), summed by the
   * database: a range of idx_invoices_period_country, one row out per group, however many documents.
   * MySQL's SUM over int answers a DECIMAL (a string from mysql2), SQLite's an integer.
   */
  async groups(from: string, to: string): Promise<DocumentGroup[]> {
    const rows = (await this.dataSource.query(
      `SELECT period, buyerCountry AS country, currency, kind, reverseCharge, COUNT(*) AS documents,
              SUM(netCents) AS netCents, SUM(taxCents) AS taxCents, SUM(grossCents) AS grossCents
         FROM invoices
        WHERE period >= ? AND period <= ?
        GROUP BY period, buyerCountry, currency, kind, reverseCharge`,
      [from, to],
    )) as GroupRow[];
    return rows.map((row) => ({
      period: row.period,
      country: row.country,
      currency: row.currency,
      kind: row.kind,
      reverseCharge: Boolean(Number(row.reverseCharge)),
      documents: Number(row.documents),
      netCents: Number(row.netCents ?? 0),
      taxCents: Number(row.taxCents ?? 0),
      grossCents: Number(row.grossCents ?? 0),
    }));
  }
}
