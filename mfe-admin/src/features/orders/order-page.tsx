import { centsToDecimal } from '@tm/contracts/catalog';
import './orders.css';
import type { ReactNode } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useParams } from 'react-router-dom';
import {
  ADMIN_ORDER_PROVIDER_LABELS,
  ADMIN_ORDERS_TEXTS,
  type AdminOrderProvider,
  type AdminOrderAuditEntry,
  type AdminOrderDetail,
  type AdminOrderDownload,
  type AdminOrderLine,
  type AdminOrderMail,
  type AdminOrderPayment,
} from '@tm/contracts/admin-orders';
import { INVOICE_TEXTS, type OrderDocument } from '@tm/contracts/invoices';
import { pagePath, PAGES } from '@tm/contracts/routes';
import { ApiError, dollarsToCents, formatDollars, PageLink, Spinner, useDocumentTitle } from '@tm/platform';
import { AdminPageHeader } from '../admin-page-header';
import { LineRefundButton } from './line-refund';
import { OrderActions } from './order-actions';
import { OrderStatusTags } from './order-status-tag';
import { ScrollBox } from './scroll-box';
import { useOrder } from './orders-api';

const when = (iso: string | null) =>
  iso ? <time dateTime={iso}>{new Date(iso).toLocaleString('en-GB', { timeZone: 'UTC' })} UTC</time> : '—';
const orNone = (value: string | null | undefined) => value || '—';

const lineColumns: TableColumnsType<AdminOrderLine> = [
  {
    title: 'Template',
    key: 'name',
    render: (_, line) => <PageLink to={pagePath('adminEditListing', { id: line.templateId })}>{line.templateName}</PageLink>,
  },
  { title: 'Qty', dataIndex: 'quantity', key: 'qty', align: 'right', width: 60 },
  { title: 'Price', key: 'price', align: 'right', render: (_, line) => formatDollars(line.price) },
  {
    title: 'Tax',
    key: 'tax',
    align: 'right',
    render: (_, line) => `${formatDollars(line.tax)}${line.taxRateBps === null ? '' : ` (${(line.taxRateBps / 100).toFixed(2)}%)`}`,
  },
  { title: 'Paid', key: 'paid', align: 'right', render: (_, line) => formatDollars(line.paid) },
  { title: 'Refunded', key: 'refunded', render: (_, line) => when(line.refundedAt) },
];

/** The lines' columns, with each line's own Refund button while the order is completed (decision 088). */
const lineColumnsOf = (order: AdminOrderDetail, onChanged: (order: AdminOrderDetail) => void): TableColumnsType<AdminOrderLine> =>
  order.status === 'completed'
    ? [
        ...lineColumns,
        {
          title: <span className="tm-visually-hidden">Actions</span>,
          key: 'actions',
          render: (_, line) => <LineRefundButton order={order} line={line} onChanged={onChanged} />,
        },
      ]
    : lineColumns;

const paymentColumns: TableColumnsType<AdminOrderPayment> = [
  {
    title: 'Provider',
    key: 'provider',
    render: (_, p) => ADMIN_ORDER_PROVIDER_LABELS[p.provider as AdminOrderProvider] ?? p.provider,
  },
  { title: 'Status', dataIndex: 'status', key: 'status' },
  { title: 'Amount', key: 'amount', align: 'right', render: (_, p) => formatDollars(p.amount) },
  { title: 'Refunded', key: 'refunded', align: 'right', render: (_, p) => formatDollars(p.refundedAmount) },
  { title: 'Reference', key: 'ref', render: (_, p) => <span className="order-id">{orNone(p.providerRef)}</span> },
  {
    title: 'Payment id',
    key: 'pi',
    render: (_, p) =>
      p.dashboardUrl ? (
        <a href={p.dashboardUrl} target="_blank" rel="noreferrer noopener" className="order-id">
          {p.providerPaymentId}
          <span className="tm-visually-hidden"> in Stripe’s dashboard (opens in a new tab)</span>
        </a>
      ) : (
        <span className="order-id">{orNone(p.providerPaymentId)}</span>
      ),
  },
  { title: 'Paid', key: 'paid', render: (_, p) => when(p.completedAt) },
];

const documentColumns: TableColumnsType<OrderDocument> = [
  {
    title: 'Document',
    key: 'number',
    render: (_, d) => (
      <a href={d.pdfUrl} target="_blank" rel="noreferrer noopener">
        {INVOICE_TEXTS.download(d.kind, d.number)}
      </a>
    ),
  },
  { title: 'Issued', key: 'issued', render: (_, d) => when(d.issuedAt) },
  { title: 'Gross', key: 'gross', align: 'right', render: (_, d) => `${d.currency} ${d.grossAmount}` },
];

const mailColumns: TableColumnsType<AdminOrderMail> = [
  { title: 'Kind', dataIndex: 'kind', key: 'kind' },
  { title: 'To', key: 'to', render: (_, m) => <span className="admin-email">{m.to}</span> },
  { title: 'Subject', dataIndex: 'subject', key: 'subject' },
  { title: 'Status', dataIndex: 'status', key: 'status' },
  { title: 'Attempts', dataIndex: 'attempts', key: 'attempts', align: 'right' },
  { title: 'Sent', key: 'sent', render: (_, m) => when(m.sentAt) },
];

const downloadColumns: TableColumnsType<AdminOrderDownload> = [
  { title: 'When', key: 'at', render: (_, d) => when(d.at) },
  { title: 'What', key: 'what', render: (_, d) => (d.orderItemId ? orNone(d.itemName) : 'The whole order (ZIP)') },
  { title: 'How', key: 'via', render: (_, d) => (d.via === 'link' ? 'Mailed link' : 'Signed in') },
];

const auditColumns: TableColumnsType<AdminOrderAuditEntry> = [
  { title: 'When', key: 'at', render: (_, a) => when(a.at) },
  { title: 'Admin', dataIndex: 'adminName', key: 'admin' },
  { title: 'Action', dataIndex: 'action', key: 'action' },
  { title: 'Detail', key: 'detail', render: (_, a) => orNone(a.detail) },
];

function Section<T extends { id: string }>({
  title,
  rows,
  columns,
  empty,
  width = 720,
}: {
  title: string;
  rows: T[];
  columns: TableColumnsType<T>;
  empty: string;
  width?: number;
}) {
  return (
    <Card>
      <section aria-label={title}>
        <Typography.Title level={2}>{title}</Typography.Title>
        <ScrollBox label={`${title} table`} minWidth={width}>
          <Table<T>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={rows}
            pagination={false}
            locale={{ emptyText: <Empty description={empty} image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
          />
        </ScrollBox>
      </section>
    </Card>
  );
}

function Facts({ title, items }: { title: string; items: Array<{ label: string; value: ReactNode }> }) {
  return (
    <Card>
      <section aria-label={title}>
        <Typography.Title level={2}>{title}</Typography.Title>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={items.map((item) => ({ key: item.label, label: item.label, children: item.value }))}
        />
      </section>
    </Card>
  );
}

function OrderSections({ order, onChanged }: { order: AdminOrderDetail; onChanged: (order: AdminOrderDetail) => void }) {
  const refundedLines = order.lines.filter((line) => line.refundedAt !== null).length;
  return (
    <>
      <Facts
        title="Summary"
        items={[
          {
            label: 'Status',
            value: <OrderStatusTags status={order.status} partlyRefunded={order.partlyRefunded} disputed={order.disputedAt !== null} />,
          },
          { label: 'Placed', value: when(order.createdAt) },
          { label: 'Completed', value: when(order.completedAt) },
          { label: 'Total', value: formatDollars(order.totalAmount) },
          { label: 'Paid', value: order.paidAmount === null ? '—' : `${order.currency ?? 'USD'} ${order.paidAmount}` },
          { label: 'Tax', value: `${formatDollars(order.taxAmount)}${order.reverseCharge ? ' (reverse charge)' : ''}` },
          { label: 'Disputed', value: when(order.disputedAt) },
          { label: 'Order id', value: <span className="order-id">{order.id}</span> },
        ]}
      />
      <Facts
        title="Buyer"
        items={[
          { label: 'Name', value: order.buyer.name },
          { label: 'Email', value: <span className="admin-email">{order.buyer.email}</span> },
          { label: 'Account', value: `${orNone(order.buyer.username)} (${orNone(order.buyer.accountEmail)})` },
          { label: 'User id', value: <span className="order-id">{order.buyer.userId}</span> },
          { label: 'Phone', value: orNone(order.buyer.phone) },
          { label: 'Country', value: orNone(order.buyer.country) },
          { label: 'Tax id', value: orNone(order.buyer.taxId) },
        ]}
      />
      <Facts
        title="Consent"
        items={[
          { label: 'Terms', value: orNone(order.consent.termsVersion) },
          { label: 'Immediate download', value: orNone(order.consent.immediateDeliveryVersion) },
          { label: 'Service start', value: orNone(order.consent.serviceStartVersion) },
          { label: 'Agreed', value: when(order.consent.consentedAt) },
        ]}
      />
      <Section title="Lines" rows={order.lines} columns={lineColumnsOf(order, onChanged)} empty="No lines" width={820} />
      <Section title="Payments" rows={order.payments} columns={paymentColumns} empty="No payment yet" width={900} />
      <Facts
        title="Refunds"
        items={[
          { label: 'Refunded', value: when(order.refundedAt) },
          { label: 'Reason', value: orNone(order.refundReason) },
          { label: 'Lines refunded', value: `${refundedLines} of ${order.lines.length}` },
          {
            label: 'Refunded by provider',
            value: formatDollars(centsToDecimal(order.payments.reduce((sum, p) => sum + dollarsToCents(p.refundedAmount), 0))),
          },
        ]}
      />
      <Section title="Invoice and credit notes" rows={order.documents} columns={documentColumns} empty="No documents" />
      <Section title="Mails" rows={order.mails} columns={mailColumns} empty="No mails" width={900} />
      <Section title="Downloads" rows={order.downloads} columns={downloadColumns} empty="Not downloaded yet" />
      <Section title="Audit trail" rows={order.audit} columns={auditColumns} empty="No admin action on this order yet" />
    </>
  );
}

/** /admin/orders/:id (decision 088): one order whole, with its refund and the confirmation sent again. */
export function OrderPage() {
  const { id = '' } = useParams();
  const { data, error, mutate } = useOrder(id);
  useDocumentTitle(data ? `Order #${data.orderNumber}` : 'Order');

  const back = (
    <Button href={`${PAGES.admin}#orders`} data-page-link="">
      All orders
    </Button>
  );
  if (error && !data) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <div className="admin-page order-page">
        <AdminPageHeader title="Order" subtitle="" actions={back} />
        <Alert
          type={missing ? 'warning' : 'error'}
          showIcon
          message={missing ? ADMIN_ORDERS_TEXTS.notFound : ADMIN_ORDERS_TEXTS.orderLoadFailed}
          action={missing ? undefined : <Button onClick={() => void mutate()}>Retry</Button>}
        />
      </div>
    );
  }
  if (!data) return <Spinner block label="Loading the order..." />;
  return (
    <div className="admin-page order-page">
      <AdminPageHeader
        title={`Order #${data.orderNumber}`}
        subtitle={`${data.buyer.name} · ${formatDollars(data.totalAmount)}`}
        actions={
          <Flex gap={8} wrap>
            {back}
            <OrderActions order={data} onChanged={() => void mutate()} />
          </Flex>
        }
      />
      <OrderSections order={data} onChanged={(order) => void mutate(order, { revalidate: false })} />
    </div>
  );
}
