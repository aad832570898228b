import type { Ref } from 'react';
import { Alert, Table, Typography } from 'antd';
import type { ListingImportReport } from '@tm/contracts/listings.schemas';
import { reportSummary, refusedRows, type RefusedRow } from './catalog-csv-api';

type ChangedRow = ListingImportReport['report'][number];

const ACTION_WORDS = {
  create: { dryRun: 'Would be created', done: 'Created' },
  update: { dryRun: 'Would be updated', done: 'Updated' },
} as const;

/**
 * A check's or an import's answer: the counts, the rows that change (or would), and every refused row
 * with its line in the file, the column it is about (when the message names one) and why. The heading
 * takes focus when the answer arrives, so the keyboard and a screen reader land on it.
 */
export function ImportReport({ report, headingRef }: { report: ListingImportReport; headingRef: Ref<HTMLHeadingElement> }) {
  const refused = refusedRows(report);
  const changed = report.report.filter((row): row is ChangedRow & { action: 'create' | 'update' } => row.action !== 'refused');
  const when = report.dryRun ? 'dryRun' : 'done';
  return (
    <section className="catalog-csv-report" aria-labelledby="catalog-csv-report-heading">
      <Typography.Title level={2} className="admin-tab-heading" id="catalog-csv-report-heading" tabIndex={-1} ref={headingRef}>
        {report.dryRun ? 'Check result (dry run)' : 'Import result'}
      </Typography.Title>
      <Alert
        type={report.dryRun ? 'info' : report.refused > 0 ? 'warning' : 'success'}
        showIcon
        title={reportSummary(report)}
        description={
          report.dryRun
            ? 'Nothing was changed: this was a check. Import writes the rows that would change; refused rows are skipped.'
            : report.refused > 0
              ? 'The other rows were written; the refused rows changed nothing. Correct them and import the file again.'
              : 'Every row was written.'
        }
      />

      {changed.length > 0 && (
        <>
          <Typography.Title level={3} className="catalog-csv-subheading">
            {report.dryRun ? 'Rows that would change' : 'Rows written'}
          </Typography.Title>
          <div
            className="admin-scroll-box catalog-csv-table"
            tabIndex={0}
            role="region"
            aria-label={report.dryRun ? 'Rows that would change' : 'Rows written'}
          >
            <Table<ChangedRow>
              size="small"
              rowKey="line"
              pagination={false}
              dataSource={changed}
              columns={[
                { title: 'Row', dataIndex: 'line', key: 'line', width: 70 },
                {
                  title: 'Slug',
                  dataIndex: 'slug',
                  key: 'slug',
                  render: (slug: string) => <span className="catalog-csv-slug">{slug}</span>,
                },
                {
                  title: 'Change',
                  dataIndex: 'action',
                  key: 'action',
                  render: (action: 'create' | 'update') => ACTION_WORDS[action][when],
                },
              ]}
            />
          </div>
        </>
      )}

      <Typography.Title level={3} className="catalog-csv-subheading">
        Refused rows
      </Typography.Title>
      {refused.length === 0 ? (
        <Typography.Paragraph className="catalog-csv-none">No row was refused.</Typography.Paragraph>
      ) : (
        <div className="admin-scroll-box catalog-csv-table" tabIndex={0} role="region" aria-label="Refused rows">
          <Table<RefusedRow>
            size="small"
            rowKey="line"
            pagination={false}
            dataSource={refused}
            columns={[
              { title: 'Row', dataIndex: 'line', key: 'line', width: 70 },
              { title: 'Column', dataIndex: 'column', key: 'column', render: (column: string | null) => column ?? '—' },
              {
                title: 'Slug or name',
                dataIndex: 'slug',
                key: 'slug',
                render: (slug: string) => <span className="catalog-csv-slug">{slug}</span>,
              },
              {
                title: 'Why',
                dataIndex: 'message',
                key: 'message',
                render: (message: string) => <span className="catalog-csv-why">{message}</span>,
              },
            ]}
          />
        </div>
      )}
    </section>
  );
}
