import './catalog-csv.css';
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Flex, Typography, Upload } from 'antd';
import { useNavigate } from 'react-router-dom';
import { formatFileSize } from '@tm/contracts/admin';
import { LISTING_CSV_COLUMNS, LISTING_CSV_LIST_SEPARATOR, LISTING_CSV_REQUIRED, LISTING_LIMITS } from '@tm/contracts/listings';
import type { ListingImportReport } from '@tm/contracts/listings.schemas';
import { PAGES } from '@tm/contracts/routes';
import { formatCount, useDocumentTitle } from '@tm/platform';
import { AdminPageHeader } from '../admin-page-header';
import { CATALOG_EXPORT_HREF, csvFileRefusal, importCatalogCsv, importProblem, type ImportProblem } from './catalog-csv-api';
import { ImportReport } from './import-report';

const TITLE = 'Catalog CSV';

/** Where the import stands for the chosen file. Import is offered only after a check of that same file. */
type Step =
  | { kind: 'idle' }
  | { kind: 'sending'; dryRun: boolean }
  | { kind: 'done'; report: ListingImportReport }
  | { kind: 'failed'; problem: ImportProblem };

const code = (text: string) => <code key={text}>{text}</code>;
const joined = (items: readonly string[]) => items.flatMap((item, index) => (index === 0 ? [code(item)] : [', ', code(item)]));

/**
 * /admin/templates/csv (decision 077): the whole catalog as a CSV to download, and a CSV to bring back:
 * checked first (a dry run that says row by row what would change and what is refused, and changes
 * nothing), then imported. A row with an id updates that template; a row without one creates a draft.
 */
export function CatalogCsvPage() {
  const navigate = useNavigate();
  useDocumentTitle(TITLE);
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const reportHeading = useRef<HTMLHeadingElement>(null);
  const sending = step.kind === 'sending';
  const checked = step.kind === 'done' && step.report.dryRun ? step.report : null;
  const toWrite = checked ? checked.created + checked.updated : 0;

  // The answer's heading takes focus when it arrives: the keyboard goes on from the result, not from the button.
  const report = step.kind === 'done' ? step.report : null;
  useEffect(() => {
    if (report) reportHeading.current?.focus();
  }, [report]);

  function choose(chosen: File) {
    const refusal = csvFileRefusal(chosen);
    setFile(refusal ? null : chosen);
    setStep(refusal ? { kind: 'failed', problem: refusal } : { kind: 'idle' });
  }

  async function send(dryRun: boolean) {
    if (!file) return;
    setStep({ kind: 'sending', dryRun });
    try {
      setStep({ kind: 'done', report: await importCatalogCsv(file, dryRun) });
    } catch (error) {
      setStep({ kind: 'failed', problem: importProblem(error, dryRun) });
    }
  }

  return (
    <div className="admin-page">
      <AdminPageHeader
        title={TITLE}
        subtitle="Every listing as a spreadsheet, and listings created or updated from one"
        actions={<Button onClick={() => void navigate(PAGES.admin)}>Back to Admin Panel</Button>}
      />

      <Card>
        <section className="catalog-csv-section" aria-labelledby="catalog-csv-export">
          <Typography.Title level={2} className="admin-tab-heading" id="catalog-csv-export">
            Export
          </Typography.Title>
          <Typography.Paragraph className="catalog-csv-text">
            One row per listing, drafts included, with the columns {joined(LISTING_CSV_COLUMNS)}. Edit it in a spreadsheet and import it
            below.
          </Typography.Paragraph>
          {/* A plain link: the browser downloads the streamed file itself, with the session's cookie. */}
          <Button type="primary" href={CATALOG_EXPORT_HREF} download>
            Export CSV
          </Button>
        </section>
      </Card>

      <Card>
        <section className="catalog-csv-section" aria-labelledby="catalog-csv-import">
          <Typography.Title level={2} className="admin-tab-heading" id="catalog-csv-import">
            Import
          </Typography.Title>
          <ol className="admin-instructions">
            <li>
              Choose a CSV with a header line: {joined(LISTING_CSV_REQUIRED)} are required, the other columns may be left out (a listing
              keeps its values). A row with an <code>id</code> updates that template; a row without one creates a draft. Lists (tags,
              compatibility) are separated by <code>{LISTING_CSV_LIST_SEPARATOR.trim()}</code>; images, cover and ZIP are not changed by an
              import.
            </li>
            <li>Check it (a dry run): nothing is written, and the result says what would change and which rows are refused, and why.</li>
            <li>Import it: the rows that would change are written, the refused ones are skipped.</li>
          </ol>
          <Typography.Paragraph type="secondary" className="catalog-csv-text">
            At most {formatFileSize(LISTING_LIMITS.maxImportBytes)} and {formatCount(LISTING_LIMITS.maxImportRows)} rows per file. Rows are
            counted as in a spreadsheet: the header is row 1.
          </Typography.Paragraph>

          <Flex vertical gap={12} align="flex-start">
            <Upload
              accept=".csv,text/csv"
              multiple={false}
              maxCount={1}
              showUploadList={false}
              disabled={sending}
              beforeUpload={(chosen) => {
                choose(chosen);
                return Upload.LIST_IGNORE;
              }}
            >
              {/* antd's Upload leaves the control to its child (hasControlInside): a real button, opening the file picker. */}
              <Button disabled={sending}>{file ? 'Choose another CSV file' : 'Choose CSV file'}</Button>
            </Upload>
            <p className="catalog-csv-file" aria-live="polite">
              {file ? (
                <>
                  Chosen: <strong>{file.name}</strong> ({formatFileSize(file.size)})
                </>
              ) : (
                'No file chosen.'
              )}
            </p>
            {/* Words, not antd's loading spinner, while a request is out: the button says what it is doing. */}
            <Flex wrap gap={8}>
              <Button onClick={() => void send(true)} disabled={!file || sending}>
                {sending && step.dryRun ? 'Checking…' : 'Check (dry run)'}
              </Button>
              <Button
                type="primary"
                onClick={() => void send(false)}
                disabled={!checked || toWrite === 0 || sending}
                aria-describedby="catalog-csv-import-hint"
              >
                {sending && !step.dryRun ? 'Importing…' : 'Import'}
              </Button>
            </Flex>
            <Typography.Text type="secondary" id="catalog-csv-import-hint">
              {checked
                ? toWrite === 0
                  ? 'Nothing to import: no row would change.'
                  : `Import writes the ${toWrite === 1 ? 'row' : `${toWrite} rows`} that would change; refused rows are skipped.`
                : step.kind === 'done'
                  ? 'Imported. Check a file again before another import.'
                  : 'Import is possible once the chosen file has been checked.'}
            </Typography.Text>
          </Flex>

          {step.kind === 'failed' && (
            <Alert
              className="catalog-csv-failure"
              type="error"
              showIcon
              title={step.problem.title}
              description={step.problem.description}
            />
          )}
          {report && <ImportReport report={report} headingRef={reportHeading} />}
          {report && !report.dryRun && (
            <Button href={PAGES.admin} data-page-link="">
              See the templates
            </Button>
          )}
        </section>
      </Card>
    </div>
  );
}
