import { LISTING_LIMITS, LISTING_MESSAGES } from '@tm/contracts/listings';
import type { ListingImportReport } from '@tm/contracts/listings.schemas';
import { ApiError } from '@tm/platform';
import { columnOfRefusal, csvFileRefusal, importProblem, refusedRows, reportSummary } from './catalog-csv-api';

describe('the catalog import', () => {
  it('refuses a file that is no .csv, is empty or is over the limit before sending it', () => {
    expect(csvFileRefusal({ name: 'catalog.csv', size: 120 })).toBeNull();
    expect(csvFileRefusal({ name: 'CATALOG.CSV', size: 120 })).toBeNull();
    expect(csvFileRefusal({ name: 'catalog.xlsx', size: 120 })?.title).toBe('Not a CSV file');
    expect(csvFileRefusal({ name: 'catalog.csv', size: 0 })?.title).toBe('The file is empty');
    expect(csvFileRefusal({ name: 'catalog.csv', size: LISTING_LIMITS.maxImportBytes + 1 })).toEqual({
      title: 'File too large',
      description: 'An import file may be at most 20 MB: split it into smaller files.',
    });
  });

  it("says a server's refusal under a title for its status, in the server's words", () => {
    const said = (status: number, message: string) => new ApiError(status, '', JSON.stringify({ message }));
    expect(importProblem(said(413, 'An import file may be at most 20 MB'), true)).toEqual({
      title: 'File too large',
      description: 'An import file may be at most 20 MB',
    });
    expect(importProblem(said(422, 'The file has no price column'), true)).toEqual({
      title: 'The file cannot be read as a catalog',
      description: 'The file has no price column',
    });
    expect(importProblem(new ApiError(413, 'Payload Too Large', ''), false).description).toBe('An import file may be at most 20 MB.');
    expect(importProblem(said(400, LISTING_MESSAGES.importNoFile), false).title).toBe('The file could not be imported');
    expect(importProblem(new TypeError('Failed to fetch'), true)).toEqual({
      title: 'The file could not be checked',
      description: 'The upload did not reach the server. Check the connection and try again.',
    });
  });

  it('finds the column a refusal is about from the label its message begins with', () => {
    expect(columnOfRefusal('Price must be an amount in dollars and cents, such as 49.00')).toBe('price');
    expect(columnOfRefusal('Sale price must be an amount in dollars and cents, such as 49.00')).toBe('salePrice');
    expect(columnOfRefusal(LISTING_MESSAGES.saleNotBelowPrice)).toBe('salePrice');
    expect(columnOfRefusal('Short description is required')).toBe('shortDescription');
    expect(columnOfRefusal('subcategory must be one of: landing-pages, portfolios')).toBe('subcategory');
    expect(columnOfRefusal('Category must be one of: wordpress, html')).toBe('category');
    expect(columnOfRefusal('name is required')).toBe('name');
    expect(columnOfRefusal(LISTING_MESSAGES.slugTaken)).toBe('slug');
    expect(columnOfRefusal(LISTING_MESSAGES.notFound)).toBe('id');
    expect(columnOfRefusal('Something else went wrong')).toBeNull();
    expect(columnOfRefusal(undefined)).toBeNull();
  });

  const report: ListingImportReport = {
    dryRun: true,
    rows: 3,
    created: 1,
    updated: 0,
    unchanged: 1,
    refused: 1,
    report: [
      { line: 2, slug: 'fjord-studio', action: 'create' },
      { line: 4, slug: 'broken-row', action: 'refused', message: 'Price must be an amount in dollars and cents, such as 49.00' },
    ],
  };

  it('lists the refused rows with their line, column and message', () => {
    expect(refusedRows(report)).toEqual([
      { line: 4, slug: 'broken-row', column: 'price', message: 'Price must be an amount in dollars and cents, such as 49.00' },
    ]);
  });

  it('sums a check up as what would happen, and an import as what did', () => {
    expect(reportSummary(report)).toBe('3 rows: 1 would be created, 0 would be updated, 1 unchanged, 1 refused');
    expect(reportSummary({ ...report, dryRun: false, rows: 1 })).toBe('1 row: 1 created, 0 updated, 1 unchanged, 1 refused');
  });
});
