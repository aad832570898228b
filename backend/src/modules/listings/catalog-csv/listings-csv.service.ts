import { once } from 'node:events';
import { Readable, type Writable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { CsvError, parse } from 'csv-parse';
import { stringify } from 'csv-stringify';
import { LISTING_CSV_COLUMNS, LISTING_CSV_REQUIRED, LISTING_LIMITS, LISTING_MESSAGES, type ListingCsvColumn } from '@tm/contracts/listings';
import { ListingInputSchema, type ListingImportReport } from '@tm/contracts/listings.schemas';
import { platformFacts } from '@tm/contracts/platforms';
import type { Category } from '@tm/contracts/catalog';
import { ApiError } from '../../../common/http/api-error';
import { firstIssueMessage } from '../../../common/validation/zod-validation.pipe';
import type { AdminActor } from '../../../infrastructure/audit';
import { toListingDto } from '../listing.dto';
import { ListingsRepository } from '../listings.repository';
import { ListingsService, type PlannedCreate, type PlannedSave } from '../listings.service';
import { formOfRecord, toCsvRecord, type CsvRecord } from './listing-csv-rows';

/**
 * An import's request deadline (decision 077): each of up to 10,000 rows is checked and written in its
 * own transaction with its own statement limits, which takes longer than REQUEST_TIMEOUT_MS's 10 s at
 * full size. Past it the client would get 503 while the rows it sent were still being written.
 */
export const CSV_IMPORT_DEADLINE_MS = 120_000;

/** Templates read per page of the export: a page's rows are written before the next is read. */
const EXPORT_PAGE = 500;
const FIRST_ID = '';

/** The catalog as CSV and back (decision 077): a streamed export and a checked, reported import with a dry run. */
@Injectable()
export class ListingsCsvService {
  constructor(
    private readonly listings: ListingsRepository,
    private readonly editor: ListingsService,
  ) {}

  /** Writes every listing to `out` as CSV, a page at a time, waiting whenever `out` is full: memory stays flat. */
  async exportTo(out: Writable): Promise<void> {
    const csv = stringify({ header: true, columns: [...LISTING_CSV_COLUMNS], bom: true });
    csv.pipe(out);
    let after = FIRST_ID;
    for (;;) {
      const page = await this.listings.pageAfter(after, EXPORT_PAGE);
      for (const row of page) {
        if (!csv.write(toCsvRecord(toListingDto(row)))) await once(csv, 'drain');
      }
      if (page.length < EXPORT_PAGE) break;
      after = page[page.length - 1]!.id;
    }
    csv.end();
    await once(out, 'finish');
  }

  /**
   * Creates or updates a listing per row: a row with an id updates that template, a row without one
   * creates a listing. Each row is checked like the editor's form; a refused row is reported and
   * changes nothing, the others go on. A dry run checks every row and writes nothing.
   */
  async import(actor: AdminActor, file: Buffer, dryRun: boolean): Promise<ListingImportReport> {
    const records = await readRecords(file);
    const result: ListingImportReport = { dryRun, rows: records.length, created: 0, updated: 0, unchanged: 0, refused: 0, report: [] };
    const slugsInFile = new Set<string>();
    for (const [index, record] of records.entries()) {
      const line = index + 2;
      const slug = record.slug?.trim() || record.name?.trim() || '';
      try {
        const plan = await this.plan(record);
        const planned = plan.fields.slug;
        if (slugsInFile.has(planned)) throw new ApiError(409, `Another row of this file has the slug ${planned}`, {}, { column: 'slug' });
        slugsInFile.add(planned);
        if (plan.kind === 'save' && !plan.changed) {
          result.unchanged += 1;
          continue;
        }
        if (!dryRun) await this.editor.commit(actor, plan);
        if (plan.kind === 'create') result.created += 1;
        else result.updated += 1;
        result.report.push({ line, slug: planned, action: plan.kind === 'create' ? 'create' : 'update' });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        result.refused += 1;
        const message = (error.getResponse() as { message: string }).message;
        const column = columnOfRefusal(error, message);
        result.report.push({ line, slug, action: 'refused', message, ...(column ? { column } : {}) });
      }
    }
    return result;
  }

  private async plan(record: CsvRecord): Promise<PlannedCreate | PlannedSave> {
    const id = record.id?.trim();
    const current = id ? await this.editor.found(id) : null;
    const categoryPlatform = (category: string, subcategory: string) => platformFacts(category as Category, subcategory).platform;
    const form = formOfRecord(record, current ? toListingDto(current) : null, categoryPlatform);
    const parsed = ListingInputSchema.safeParse(form);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      const column = LISTING_CSV_COLUMNS.find((c) => c === field);
      throw new ApiError(400, firstIssueMessage(parsed.error), {}, column ? { column } : {});
    }
    return current ? this.editor.planSave(current, parsed.data) : this.editor.planCreate(parsed.data);
  }
}

/** The file's records, its header checked; more than the limit of rows refuses the whole file unread past it. */
async function readRecords(file: Buffer): Promise<CsvRecord[]> {
  const parser = Readable.from([file]).pipe(
    parse({
      bom: true,
      columns: checkHeader,
      skip_empty_lines: true,
      max_record_size: LISTING_LIMITS.maxLongDescription * 4,
    }),
  );
  const records: CsvRecord[] = [];
  try {
    for await (const record of parser as AsyncIterable<CsvRecord>) {
      if (records.length >= LISTING_LIMITS.maxImportRows) {
        parser.destroy();
        throw new ApiError(422, LISTING_MESSAGES.importTooManyRows);
      }
      records.push(record);
    }
  } catch (error) {
    if (error instanceof CsvError) {
      const lines: unknown = (error as unknown as { lines?: unknown }).lines;
      const where = typeof lines === 'number' ? `line ${lines}: ` : '';
      throw new ApiError(422, `${LISTING_MESSAGES.importNotCsv} (${where}${error.code})`);
    }
    throw error;
  }
  return records;
}

function checkHeader(header: string[]): string[] {
  const known = new Set<string>(LISTING_CSV_COLUMNS);
  const columns = header.map((name) => name.trim());
  const unknown = columns.find((name) => !known.has(name));
  if (unknown !== undefined)
    throw new ApiError(422, `Unknown column "${unknown.slice(0, 40)}": the columns are ${LISTING_CSV_COLUMNS.join(', ')}`);
  const missing = LISTING_CSV_REQUIRED.find((name: ListingCsvColumn) => !columns.includes(name));
  if (missing) throw new ApiError(422, `The file has no ${missing} column`);
  return columns;
}

/** The column a refused row's reason is about: the form field that failed, else what the editor's refusal concerns. */
function columnOfRefusal(error: ApiError, message: string): ListingCsvColumn | null {
  if (typeof error.fields.column === 'string') return error.fields.column as ListingCsvColumn;
  if (message === LISTING_MESSAGES.slugTaken) return 'slug';
  if (message === LISTING_MESSAGES.notFound) return 'id';
  if (error.fields.missing !== undefined) return 'status';
  return null;
}
