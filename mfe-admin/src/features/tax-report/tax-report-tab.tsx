import './tax-report.css';
import { useState, type ReactNode } from 'react';
import { Alert, Button, DatePicker, Flex, Table, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ADMIN_MESSAGES } from '@tm/contracts/admin';
import { TAX_REPORT_TEXTS, type TaxFigures, type TaxReportCountryTotal, type TaxReportRow } from '@tm/contracts/tax-report';
import { ApiError } from '@tm/platform';
import { formatAmount, monthLabel, rangeProblem, taxReportCsvHref, useTaxReport, type MonthRange } from './tax-report-api';

/** Shown as "Mar 2026"; typed either so or as 2026-03. */
const PICKER_FORMAT = ['MMM YYYY', 'YYYY-MM'];
const MONTH_ROWS_PER_PAGE = 24;

const dayOf = (period: string) => dayjs(`${period}-01`);
const periodOfDay = (value: Dayjs) => value.format('YYYY-MM');

type Figures = TaxFigures & { currency: string };
type Amount = 'netSales' | 'taxCollected' | 'gross';

/** The figures' columns, right-aligned, each amount in its row's currency. */
function figureColumns<T extends Figures>(): TableColumnsType<T> {
  const amount = (key: Amount, title: string) => ({
    title,
    key,
    align: 'right' as const,
    render: (_: unknown, row: T) => formatAmount(row[key], row.currency),
  });
  return [
    { title: 'Invoices', key: 'invoices', dataIndex: 'invoices', align: 'right' },
    { title: 'Credit notes', key: 'creditNotes', dataIndex: 'creditNotes', align: 'right' },
    amount('netSales', 'Net sales'),
    amount('taxCollected', 'Tax collected'),
    amount('gross', 'Gross'),
    {
      title: 'Reverse-charge net sales',
      key: 'reverseCharge',
      align: 'right',
      render: (_: unknown, row: T) => formatAmount(row.reverseCharge.netSales, row.currency),
    },
  ];
}

function CountryCell({ row }: { row: { country: string | null; countryName: string } }) {
  return (
    <>
      {row.countryName}
      {row.country && <span className="tax-report-code"> ({row.country})</span>}
    </>
  );
}

const countryColumns: TableColumnsType<TaxReportCountryTotal> = [
  { title: 'Country', key: 'country', render: (_, row) => <CountryCell row={row} /> },
  { title: 'Currency', key: 'currency', dataIndex: 'currency' },
  ...figureColumns<TaxReportCountryTotal>(),
];

const monthColumns: TableColumnsType<TaxReportRow> = [
  { title: 'Month', key: 'period', render: (_, row) => monthLabel(row.period) },
  { title: 'Country', key: 'country', render: (_, row) => <CountryCell row={row} /> },
  { title: 'Currency', key: 'currency', dataIndex: 'currency' },
  ...figureColumns<TaxReportRow>(),
];

const rowKey = (row: { period?: string; country: string | null; currency: string }) =>
  `${row.period ?? ''}|${row.country ?? ''}|${row.currency}`;

/** A wide table in a box of its own that scrolls sideways on a phone, and that the keyboard can reach to scroll. */
function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-scroll-box tax-report-table" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

/**
 * The Tax tab (decision 087): the invoices and credit notes of a range of months, per country over the
 * range with a total, and per month; the same range as a CSV. The last 12 months until the admin picks
 * others; a range the server would refuse is refused here first, in its words.
 */
export function TaxReportTab() {
  const [range, setRange] = useState<MonthRange | null>(null);
  const { data, error, isLoading, mutate } = useTaxReport(range);
  // The months the pickers show: the chosen ones, or the server's default once it answered.
  const chosen = range ?? (data ? { from: data.from, to: data.to } : null);
  const problem = range ? rangeProblem(range) : null;

  const choose = (end: keyof MonthRange, value: Dayjs | null) => {
    if (value && chosen) setRange({ ...chosen, [end]: periodOfDay(value) });
  };

  return (
    <section className="tax-report" aria-labelledby="tax-report-heading">
      <Typography.Title level={2} className="admin-tab-heading" id="tax-report-heading">
        {TAX_REPORT_TEXTS.title}
      </Typography.Title>
      <Alert type="info" showIcon title={TAX_REPORT_TEXTS.note} />

      <Flex wrap gap={16} align="flex-end">
        <div className="tax-report-field">
          <label htmlFor="tax-report-from">From</label>
          <DatePicker
            id="tax-report-from"
            picker="month"
            format={PICKER_FORMAT}
            allowClear={false}
            value={chosen ? dayOf(chosen.from) : null}
            disabled={!chosen}
            onChange={(value) => choose('from', value)}
          />
        </div>
        <div className="tax-report-field">
          <label htmlFor="tax-report-to">To</label>
          <DatePicker
            id="tax-report-to"
            picker="month"
            format={PICKER_FORMAT}
            allowClear={false}
            value={chosen ? dayOf(chosen.to) : null}
            disabled={!chosen}
            onChange={(value) => choose('to', value)}
          />
        </div>
        {chosen && !problem && (
          // A plain link: the browser downloads the streamed file itself, with the session's cookie.
          <Button href={taxReportCsvHref(chosen)} download>
            Download CSV
          </Button>
        )}
      </Flex>
      {problem && <Alert type="error" showIcon title={problem} />}

      <Typography.Paragraph type="secondary" className="tax-report-text">
        {TAX_REPORT_TEXTS.howCounted}
      </Typography.Paragraph>

      {error && !data ? (
        error instanceof ApiError && (error.status === 401 || error.status === 403) ? (
          <Alert type="warning" showIcon title={ADMIN_MESSAGES.adminAccessRequired} />
        ) : (
          <Alert
            type="error"
            showIcon
            title={TAX_REPORT_TEXTS.loadFailed}
            description={error instanceof ApiError ? (error.serverMessage ?? undefined) : undefined}
            action={<Button onClick={() => void mutate()}>Retry</Button>}
          />
        )
      ) : (
        !problem && (
          <>
            <Typography.Title level={3} className="tax-report-subheading" id="tax-report-countries">
              By country{data ? `, ${monthLabel(data.from)} to ${monthLabel(data.to)}` : ''}
            </Typography.Title>
            <ScrollBox label="Tax by country">
              <Table<TaxReportCountryTotal>
                size="small"
                rowKey={rowKey}
                columns={countryColumns}
                dataSource={data?.countries ?? []}
                loading={isLoading}
                pagination={false}
                locale={{ emptyText: TAX_REPORT_TEXTS.empty }}
                summary={() =>
                  data?.totals.length ? (
                    <Table.Summary>
                      {data.totals.map((total) => (
                        <Table.Summary.Row key={total.currency} className="tax-report-total">
                          <Table.Summary.Cell index={0}>Total</Table.Summary.Cell>
                          <Table.Summary.Cell index={1}>{total.currency}</Table.Summary.Cell>
                          <Table.Summary.Cell index={2} align="right">
                            {total.invoices}
                          </Table.Summary.Cell>
                          <Table.Summary.Cell index={3} align="right">
                            {total.creditNotes}
                          </Table.Summary.Cell>
                          <Table.Summary.Cell index={4} align="right">
                            {formatAmount(total.netSales, total.currency)}
                          </Table.Summary.Cell>
                          <Table.Summary.Cell index={5} align="right">
                            {formatAmount(total.taxCollected, total.currency)}
                          </Table.Summary.Cell>
                          <Table.Summary.Cell index={6} align="right">
                            {formatAmount(total.gross, total.currency)}
                          </Table.Summary.Cell>
                          <Table.Summary.Cell index={7} align="right">
                            {formatAmount(total.reverseCharge.netSales, total.currency)}
                          </Table.Summary.Cell>
                        </Table.Summary.Row>
                      ))}
                    </Table.Summary>
                  ) : null
                }
              />
            </ScrollBox>

            <Typography.Title level={3} className="tax-report-subheading" id="tax-report-months">
              By month
            </Typography.Title>
            <ScrollBox label="Tax by month">
              <Table<TaxReportRow>
                size="small"
                rowKey={rowKey}
                columns={monthColumns}
                dataSource={data?.rows ?? []}
                loading={isLoading}
                pagination={{ pageSize: MONTH_ROWS_PER_PAGE, hideOnSinglePage: true, showSizeChanger: false }}
                locale={{ emptyText: TAX_REPORT_TEXTS.empty }}
              />
            </ScrollBox>
          </>
        )
      )}
    </section>
  );
}
