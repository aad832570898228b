import { formatFileSize } from '@tm/contracts/admin';
import { LISTING_API, LISTING_CSV_COLUMNS, LISTING_CSV_FILE_FIELD, LISTING_LIMITS, type ListingCsvColumn } from '@tm/contracts/listings';
import { ListingImportReportSchema, type ListingImportReport } from '@tm/contracts/listings.schemas';
import { ApiError } from '@tm/platform';

/** The export: a plain link, so the browser downloads the streamed file with the session's cookie. */
export const CATALOG_EXPORT_HREF = LISTING_API.exportCsv;

/** Why an import could not be checked or made, as the page's alert says it. */
export interface ImportProblem {
  title: string;
  description: string;
}

const MAX_SIZE = formatFileSize(LISTING_LIMITS.maxImportBytes);

/** A file refused before it is sent: not a .csv, empty, or over the server's limit (it would answer 413). */
export function csvFileRefusal(file: { name: string; size: number }): ImportProblem | null {
  if (!/\.csv$/i.test(file.name)) return { title: 'Not a CSV file', description: 'Choose a .csv file, such as one the export made.' };
  if (file.size === 0) return { title: 'The file is empty', description: 'Choose a CSV with a header line and at least one row.' };
  if (file.size > LISTING_LIMITS.maxImportBytes)
    return { title: 'File too large', description: `An import file may be at most ${MAX_SIZE}: split it into smaller files.` };
  return null;
}

/**
 * Checks (dry run) or applies a CSV: multipart, the upload routes' exception to JSON-only (decision 004);
 * the browser sends the Origin the server checks, with the session's cookie.
 */
export async function importCatalogCsv(file: File, dryRun: boolean, signal?: AbortSignal): Promise<ListingImportReport> {
  const form = new FormData();
  form.append(LISTING_CSV_FILE_FIELD, file, file.name);
  const response = await fetch(`${LISTING_API.importCsv}?dryRun=${dryRun ? 'true' : 'false'}`, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    signal,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return ListingImportReportSchema.parse(JSON.parse(text));
}

/** What the page says about a failed check or import: the server's own words under a title for its status. */
export function importProblem(error: unknown, dryRun: boolean): ImportProblem {
  const action = dryRun ? 'checked' : 'imported';
  if (!(error instanceof ApiError))
    return {
      title: `The file could not be ${action}`,
      description: 'The upload did not reach the server. Check the connection and try again.',
    };
  const said = error.serverMessage;
  switch (error.status) {
    case 413:
      return { title: 'File too large', description: said ?? `An import file may be at most ${MAX_SIZE}.` };
    case 422:
      return { title: 'The file cannot be read as a catalog', description: said ?? 'Check its header line and its quoting.' };
    case 400:
      return { title: `The file could not be ${action}`, description: said ?? 'The upload was not a CSV file.' };
    case 401:
    case 403:
      return { title: 'Admin access required', description: 'Sign in again with an admin account.' };
    default:
      return { title: `The file could not be ${action}`, description: said ?? `The server answered ${error.status}. Try again.` };
  }
}

/**
 * The column a refusal is about when the server's report does not name it (a server from before it did,
 * or a reason it cannot place), read from the message ("Price must be an amount…"): the messages begin
 * with the form's label of the field.
 * Longer labels first, so "Sale price" is not read as "Price".
 */
const COLUMN_OF_LABEL: ReadonlyArray<[RegExp, ListingCsvColumn]> = [
  [/^short description\b/i, 'shortDescription'],
  [/^long description\b/i, 'longDescription'],
  [/^(sale price|a sale needs|the sale price)\b/i, 'salePrice'],
  [/^sale start\b/i, 'saleStartsAt'],
  [/^(sale end|the sale must end)\b/i, 'saleEndsAt'],
  [/^live demo\b/i, 'livePreviewUrl'],
  [/^(a tag|at most \d+ tags)\b/i, 'tags'],
  [/^(a compatibility line|at most \d+ compatibility)\b/i, 'compatibility'],
  [/^(another template already has this slug|another row of this file has the slug)\b/i, 'slug'],
  [/^template not found\b/i, 'id'],
  [/^this listing cannot be published\b/i, 'status'],
];

export function columnOfRefusal(message: string | undefined): ListingCsvColumn | null {
  if (!message) return null;
  const text = message.trim();
  for (const [pattern, column] of COLUMN_OF_LABEL) if (pattern.test(text)) return column;
  // "Name is required", "Price may be at most…", "subcategory must be one of…": the column's own name first.
  const first = /^([a-z]+)\b/i.exec(text)?.[1]?.toLowerCase();
  return LISTING_CSV_COLUMNS.find((column) => column.toLowerCase() === first) ?? null;
}

/** One refused row of a report, as the refusals table shows it. */
export interface RefusedRow {
  line: number;
  slug: string;
  column: ListingCsvColumn | null;
  message: string;
}

export function refusedRows(report: ListingImportReport): RefusedRow[] {
  return report.report
    .filter((row) => row.action === 'refused')
    .map((row) => ({
      line: row.line,
      slug: row.slug,
      column: row.column ?? columnOfRefusal(row.message),
      message: row.message ?? 'Refused',
    }));
}

/** "2 would be created, 1 updated, 3 unchanged, 1 refused" (a dry run), or what was done. */
export function reportSummary(report: ListingImportReport): string {
  const parts = [
    `${report.created} ${report.dryRun ? 'would be created' : 'created'}`,
    `${report.updated} ${report.dryRun ? 'would be updated' : 'updated'}`,
    `${report.unchanged} unchanged`,
    `${report.refused} refused`,
  ];
  return `${report.rows === 1 ? '1 row' : `${report.rows} rows`}: ${parts.join(', ')}`;
}
