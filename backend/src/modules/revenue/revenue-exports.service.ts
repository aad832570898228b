import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Injectable } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import { centsToDecimal } from '@tm/contracts/catalog';
import { CUSTOMERS_CSV_HEADERS, ORDERS_CSV_HEADERS, REFUNDS_CSV_HEADERS, REVENUE_LIMITS } from '@tm/contracts/revenue';
import type { RevenueExportQuery } from '@tm/contracts/revenue.schemas';
import { addDays, startOfDay } from './revenue-days';
import { RevenueExportsRepository, type Cursor, type InstantRange, type RefundRow } from './revenue-exports.repository';
import { RevenueRepository } from './revenue.repository';

export type RevenueExportKind = 'orders' | 'refunds' | 'customers';

/** An export: its file name, and what writes it. */
export interface RevenueCsv {
  filename: string;
  writeTo(out: Writable): Promise<void>;
}

const CHUNK = REVENUE_LIMITS.exportChunk;
const iso = (date: Date | null) => (date ? date.toISOString() : '');

/**
 * The accountant's CSV exports (decision 089). Each is read a keyset page at a time, and the next page
 * only when csv-stringify and the response have taken the last one (Readable.from pulls the generator
 * as the pipeline drains), so memory holds a page whatever the number of orders.
 */
@Injectable()
export class RevenueExportsService {
  constructor(
    private readonly exports: RevenueExportsRepository,
    private readonly revenue: RevenueRepository,
  ) {}

  async csv(kind: RevenueExportKind, query: RevenueExportQuery): Promise<RevenueCsv> {
    const timeZone = await this.revenue.timeZone();
    const range: InstantRange = {
      start: query.from ? startOfDay(query.from, timeZone) : null,
      end: query.to ? startOfDay(addDays(query.to, 1), timeZone) : null,
    };
    const suffix = [query.from, query.to].filter(Boolean).join('-to-');
    const filename = `${kind}${suffix ? `-${suffix}` : ''}.csv`;
    const records = kind === 'orders' ? this.orders(range) : kind === 'refunds' ? this.refunds(range) : this.customers(range);
    return { filename, writeTo: (out) => writeCsv(records, out) };
  }

  private async *orders(range: InstantRange): AsyncGenerator<string[]> {
    yield [...ORDERS_CSV_HEADERS];
    let after: Cursor | null = null;
    for (;;) {
      const lines = await this.exports.orderLines(range, after, CHUNK);
      for (const line of lines) {
        yield [
          line.orderNumber ?? line.orderId,
          iso(line.createdAt),
          iso(line.completedAt),
          iso(line.refundedAt),
          line.status,
          line.buyerName,
          line.buyerEmail,
          line.buyerCountry ?? '',
          line.template,
          String(line.quantity),
          centsToDecimal(line.netCents),
          centsToDecimal(line.taxCents),
          centsToDecimal(line.netCents + line.taxCents),
          line.currency,
          line.provider ?? '',
          line.providerPaymentId ?? '',
          line.providerRef ?? '',
        ];
      }
      const last = lines.at(-1);
      // A page holds CHUNK orders; fewer distinct orders than that means the last page was read.
      if (!last || new Set(lines.map((line) => line.orderId)).size < CHUNK) return;
      after = { at: last.completedAt, id: last.orderId };
    }
  }

  private async *refunds(range: InstantRange): AsyncGenerator<string[]> {
    yield [...REFUNDS_CSV_HEADERS];
    const cells = (row: RefundRow) => [
      row.orderNumber ?? '',
      iso(row.refundedAt),
      row.kind === 'order' ? 'Order' : 'Duplicate line',
      row.template ?? '',
      centsToDecimal(row.amountCents),
      row.currency,
      row.reason ?? '',
      row.buyerEmail,
    ];
    for (const read of [this.exports.orderRefunds.bind(this.exports), this.exports.lineRefunds.bind(this.exports)]) {
      let after: Cursor | null = null;
      for (;;) {
        const rows = await read(range, after, CHUNK);
        for (const row of rows) yield cells(row);
        const last = rows.at(-1);
        if (!last || rows.length < CHUNK) break;
        after = { at: last.refundedAt, id: last.id };
      }
    }
  }

  private async *customers(range: InstantRange): AsyncGenerator<string[]> {
    yield [...CUSTOMERS_CSV_HEADERS];
    let after: string | null = null;
    for (;;) {
      const rows = await this.exports.customers(range, after, CHUNK);
      for (const row of rows) {
        yield [
          row.email,
          row.name,
          row.country ?? '',
          String(row.orders),
          centsToDecimal(row.spentCents),
          row.currency,
          iso(row.firstAt),
          iso(row.lastAt),
        ];
      }
      const last = rows.at(-1);
      if (!last || rows.length < CHUNK) return;
      after = last.userId;
    }
  }
}

/**
 * The records through csv-stringify at the pace `out` takes them, after a UTF-8 BOM as in the catalog
 * export (decision 077). A client that leaves mid-file ends the work quietly.
 */
async function writeCsv(records: AsyncIterable<string[]>, out: Writable): Promise<void> {
  try {
    await pipeline(Readable.from(records), stringify({ bom: true }), out);
  } catch (error) {
    if (out.destroyed && (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    throw error;
  }
}
