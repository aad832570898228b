import './revenue-dashboard.css';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Flex,
  Row,
  Segmented,
  Select,
  Statistic,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ADMIN_MESSAGES } from '@tm/contracts/admin';
import {
  REVENUE_API,
  revenueExportPath,
  type RevenueDashboard,
  type RevenueFigure,
  type RevenueInterval,
  type RevenuePoint,
  type RevenueRange,
  type RevenueTopRow,
} from '@tm/contracts/revenue';
import { ApiError, formatCount, formatMoney, Spinner } from '@tm/platform';
import { changeText, revenueProblem, useRevenue, type RevenueChoice } from './revenue-dashboard-api';

// recharts is fetched with the chart, after the figures: the tab's first paint needs none of it.
const RevenueChart = lazy(() => import(/* webpackChunkName: "revenue-chart" */ './revenue-chart'));

const RANGES: Array<{ value: RevenueRange; label: string }> = [
  { value: 'today', label: 'Today' },
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: '365d', label: '365 days' },
  { value: 'custom', label: 'Custom' },
];
const INTERVALS: Array<{ value: RevenueInterval; label: string }> = [
  { value: 'day', label: 'By day' },
  { value: 'week', label: 'By week' },
  { value: 'month', label: 'By month' },
];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-03-05" → "5 Mar 2026"; a month's bucket → "Mar 2026"; a week's → "Week of 2 Mar 2026". */
function bucketLabel(start: string, interval: RevenueInterval): string {
  const month = MONTHS[Number(start.slice(5, 7)) - 1] ?? start.slice(5, 7);
  const year = start.slice(0, 4);
  if (interval === 'month') return `${month} ${year}`;
  const day = `${Number(start.slice(8, 10))} ${month} ${year}`;
  return interval === 'week' ? `Week of ${day}` : day;
}

/** A range of days in words: one day, or "from to to". */
const daysText = (from: string, to: string) =>
  from === to ? bucketLabel(from, 'day') : `${bucketLabel(from, 'day')} to ${bucketLabel(to, 'day')}`;

const DAY_FORMAT = ['D MMM YYYY', 'YYYY-MM-DD'];

type Card = { title: string; figure: RevenueFigure; money: boolean };

function StatCard({ title, figure, money, loading }: Card & { loading: boolean }) {
  const value = money ? formatMoney(figure.current) : formatCount(figure.current);
  const before = money ? formatMoney(figure.previous) : formatCount(figure.previous);
  return (
    <Card size="small">
      <Statistic title={title} value={value} loading={loading} />
      <Typography.Text type="secondary" className="revenue-change">
        {changeText(figure)} ({before} before)
      </Typography.Text>
    </Card>
  );
}

function cardsOf(data: RevenueDashboard): Card[] {
  return [
    { title: 'Revenue', figure: data.grossCents, money: true },
    { title: 'Orders', figure: data.orders, money: false },
    { title: 'Average order', figure: data.averageOrderCents, money: true },
    { title: 'Refunds', figure: data.refunds, money: false },
    { title: 'Refunded', figure: data.refundedCents, money: true },
    { title: 'New customers', figure: data.newCustomers, money: false },
    { title: 'Disputes', figure: data.disputes, money: false },
  ];
}

const topColumns = (first: string): TableColumnsType<RevenueTopRow> => [
  { title: first, key: 'name', dataIndex: 'name' },
  { title: 'Sales', key: 'sales', dataIndex: 'sales', align: 'right' },
  { title: 'Revenue', key: 'revenue', align: 'right', render: (_, row) => formatMoney(row.revenueCents) },
];

/** A wide table in a box of its own that scrolls sideways on a phone, and that the keyboard can reach to scroll. */
function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-scroll-box" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

/**
 * The Dashboard tab (decision 089): the shop's revenue over a range against the period before it,
 * a chart with its figures in a table, the top templates and categories, and the accountant's exports.
 */
export function RevenueDashboardTab() {
  const [choice, setChoice] = useState<RevenueChoice>({ range: '30d', interval: 'day' });
  const { data, error, isLoading, mutate } = useRevenue(choice);
  const problem = revenueProblem(choice);
  const label = (start: string) => bucketLabel(start, choice.interval);
  const exportRange = data ? { from: data.from, to: data.to } : {};

  const chooseRange = (range: RevenueRange) => {
    if (range !== 'custom') return setChoice({ range, interval: choice.interval });
    // Custom starts from the days shown, so the admin edits one end.
    setChoice({ range, interval: choice.interval, from: data?.from, to: data?.to });
  };
  const chooseDay = (end: 'from' | 'to', value: Dayjs | null) =>
    setChoice({ ...choice, [end]: value ? value.format('YYYY-MM-DD') : undefined });

  const seriesColumns: TableColumnsType<RevenuePoint> = [
    {
      title: choice.interval === 'day' ? 'Day' : choice.interval === 'week' ? 'Week' : 'Month',
      key: 'start',
      render: (_, row) => label(row.start),
    },
    { title: 'Orders', key: 'orders', dataIndex: 'orders', align: 'right' },
    { title: 'Revenue', key: 'gross', align: 'right', render: (_, row) => formatMoney(row.grossCents) },
    { title: 'Net', key: 'net', align: 'right', render: (_, row) => formatMoney(row.netCents) },
    { title: 'Refunded', key: 'refunded', align: 'right', render: (_, row) => formatMoney(row.refundedCents) },
  ];

  return (
    <section className="revenue-dashboard" aria-labelledby="revenue-heading">
      <Typography.Title level={2} className="admin-tab-heading" id="revenue-heading">
        Dashboard
      </Typography.Title>

      <Flex wrap gap={16} align="flex-end">
        <div className="revenue-field">
          <span id="revenue-range-label">Range</span>
          <Segmented<RevenueRange> aria-labelledby="revenue-range-label" options={RANGES} value={choice.range} onChange={chooseRange} />
        </div>
        {choice.range === 'custom' && (
          <>
            <div className="revenue-field">
              <label htmlFor="revenue-from">From</label>
              <DatePicker
                id="revenue-from"
                format={DAY_FORMAT}
                value={choice.from ? dayjs(choice.from) : null}
                onChange={(value) => chooseDay('from', value)}
              />
            </div>
            <div className="revenue-field">
              <label htmlFor="revenue-to">To</label>
              <DatePicker
                id="revenue-to"
                format={DAY_FORMAT}
                value={choice.to ? dayjs(choice.to) : null}
                onChange={(value) => chooseDay('to', value)}
              />
            </div>
          </>
        )}
        <div className="revenue-field">
          <label htmlFor="revenue-interval">Chart</label>
          <Select<RevenueInterval>
            id="revenue-interval"
            className="revenue-interval"
            options={INTERVALS}
            value={choice.interval}
            onChange={(interval) => setChoice({ ...choice, interval })}
          />
        </div>
      </Flex>
      {problem && <Alert type="error" showIcon title={problem} />}

      {error && !data ? (
        error instanceof ApiError && (error.status === 401 || error.status === 403) ? (
          <Alert type="warning" showIcon title={ADMIN_MESSAGES.adminAccessRequired} />
        ) : (
          <Alert
            type="error"
            showIcon
            title="The revenue figures could not be loaded"
            description={error instanceof ApiError ? (error.serverMessage ?? undefined) : undefined}
            action={<Button onClick={() => void mutate()}>Retry</Button>}
          />
        )
      ) : (
        !problem && (
          <>
            {data && (
              <Typography.Paragraph type="secondary" className="revenue-text">
                {daysText(data.from, data.to)}, compared with {daysText(data.previousFrom, data.previousTo)}. Days are counted in{' '}
                {data.timeZone} (Settings); amounts in {data.currency}, tax included.
              </Typography.Paragraph>
            )}
            <Row gutter={[16, 16]} role="list" aria-label="Figures">
              {(data ? cardsOf(data) : []).map((card) => (
                <Col key={card.title} xs={12} md={8} xl={6} role="listitem">
                  <StatCard {...card} loading={isLoading && !data} />
                </Col>
              ))}
            </Row>
            {!data && isLoading && <Spinner block label="Loading the figures..." />}

            {data && (
              <>
                <Typography.Title level={3} className="revenue-subheading">
                  Revenue {INTERVALS.find((i) => i.value === choice.interval)!.label.toLowerCase()}
                </Typography.Title>
                <Suspense fallback={<Spinner block label="Loading the chart..." />}>
                  <RevenueChart points={data.series} label={label} />
                </Suspense>
                <ScrollBox label="Revenue figures">
                  <Table<RevenuePoint>
                    size="small"
                    rowKey="start"
                    columns={seriesColumns}
                    dataSource={data.series}
                    pagination={data.series.length > 31 ? { pageSize: 31, showSizeChanger: false } : false}
                  />
                </ScrollBox>

                <Row gutter={[16, 16]}>
                  <Col xs={24} lg={12}>
                    <Typography.Title level={3} className="revenue-subheading">
                      Top templates
                    </Typography.Title>
                    <ScrollBox label="Top templates">
                      <Table<RevenueTopRow>
                        size="small"
                        rowKey="id"
                        columns={topColumns('Template')}
                        dataSource={data.topTemplates}
                        pagination={false}
                      />
                    </ScrollBox>
                  </Col>
                  <Col xs={24} lg={12}>
                    <Typography.Title level={3} className="revenue-subheading">
                      Top categories
                    </Typography.Title>
                    <ScrollBox label="Top categories">
                      <Table<RevenueTopRow>
                        size="small"
                        rowKey="id"
                        columns={topColumns('Category')}
                        dataSource={data.topCategories}
                        pagination={false}
                      />
                    </ScrollBox>
                  </Col>
                </Row>
              </>
            )}

            <Typography.Title level={3} className="revenue-subheading">
              Exports for your accountant
            </Typography.Title>
            <Typography.Paragraph type="secondary" className="revenue-text">
              CSV files of the range shown: one row per order line, per refund, and per customer.
            </Typography.Paragraph>
            <Flex wrap gap={8}>
              {/* Plain links: the browser downloads the streamed files itself, with the session's cookie. */}
              <Button href={revenueExportPath(REVENUE_API.ordersCsv, exportRange)} download>
                Orders CSV
              </Button>
              <Button href={revenueExportPath(REVENUE_API.refundsCsv, exportRange)} download>
                Refunds CSV
              </Button>
              <Button href={revenueExportPath(REVENUE_API.customersCsv, exportRange)} download>
                Customers CSV
              </Button>
            </Flex>
          </>
        )
      )}
    </section>
  );
}
