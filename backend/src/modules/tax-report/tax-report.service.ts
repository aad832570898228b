import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Injectable } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import {
  TAX_REPORT_CSV_HEADERS,
  periodOf,
  taxReportCsvCells,
  taxReportCsvFilename,
  taxReportRange,
  taxReportRangeProblem,
  type TaxReport,
  type TaxReportRow,
} from '@tm/contracts/tax-report';
import type { TaxReportQuery } from '@tm/contracts/tax-report.schemas';
import { ClockService } from '../../common/clock';
import { ApiError } from '../../common/http/api-error';
import { taxReportOf } from './tax-report-figures';
import { TaxReportRepository } from './tax-report.repository';

/** The CSV export: its file name, and what writes it. */
export interface TaxReportCsv {
  filename: string;
  writeTo(out: Writable): Promise<void>;
}

/**
 * The owner's tax report (decision 087): the invoices and credit notes of a range of months, summed by
 * the database per month, buyer country, currency, kind and tax treatment, then netted here (invoices
 * minus credit notes) into rows, country totals and a grand total per currency.
 */
@Injectable()
export class TaxReportService {
  constructor(
    private readonly repository: TaxReportRepository,
    private readonly clock: ClockService,
  ) {}

  async report(query: TaxReportQuery): Promise<TaxReport> {
    const range = this.rangeOf(query);
    return taxReportOf(range, await this.repository.groups(range.from, range.to));
  }

  /**
   * The rows as CSV. The figures are read before anything is sent, so a refused range or a failed
   * read still answers with its status and message, never with a cut file.
   */
  async csv(query: TaxReportQuery): Promise<TaxReportCsv> {
    const report = await this.report(query);
    return { filename: taxReportCsvFilename(report.from, report.to), writeTo: (out) => writeCsv(report.rows, out) };
  }

  /** The range asked for with its missing ends filled in from the current month, checked once whole. */
  private rangeOf(query: TaxReportQuery): { from: string; to: string } {
    const range = taxReportRange(query, periodOf(this.clock.now()));
    const problem = taxReportRangeProblem(range.from, range.to);
    if (problem) throw new ApiError(400, problem.message);
    return range;
  }
}

/**
 * The header, then one line per row, through csv-stringify at the pace `out` takes them. A UTF-8 BOM
 * first, as in the catalog export (decision 077): spreadsheet programs then read the country names right.
 * A client that leaves mid-file ends the work quietly; there is nobody left to answer.
 */
async function writeCsv(rows: readonly TaxReportRow[], out: Writable): Promise<void> {
  function* records(): Generator<string[]> {
    yield [...TAX_REPORT_CSV_HEADERS];
    for (const row of rows) yield taxReportCsvCells(row);
  }
  try {
    await pipeline(Readable.from(records()), stringify({ bom: true }), out);
  } catch (error) {
    if (out.destroyed && (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    throw error;
  }
}
