import './orders.css';
import { useId, useRef, useState } from 'react';
import { Alert, Button, DatePicker, Empty, Flex, Input, Select, Table, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { ADMIN_MESSAGES } from '@tm/contracts/admin';
import {
  ADMIN_ORDER_FILTER_LABELS,
  ADMIN_ORDER_FILTERS,
  ADMIN_ORDER_PROVIDER_LABELS,
  ADMIN_ORDER_PROVIDERS,
  ADMIN_ORDERS_LIMITS,
  ADMIN_ORDERS_TEXTS,
  type AdminOrderFilter,
  type AdminOrderProvider,
  type AdminOrderRow,
} from '@tm/contracts/admin-orders';
import { useLocation, useNavigate } from 'react-router-dom';
import { pagePath } from '@tm/contracts/routes';
import { formatDollars, formatShortDate, PageLink } from '@tm/platform';
import { findTemplates, isAccessError, ordersFilterOf, ordersSearchOf, useOrders, type OrdersFilter } from './orders-api';
import { OrderStatusTags } from './order-status-tag';
import { ScrollBox } from './scroll-box';

const columns: TableColumnsType<AdminOrderRow> = [
  {
    title: 'Order',
    key: 'order',
    width: 110,
    render: (_, order) => (
      <PageLink to={pagePath('adminOrder', { id: order.id })} className="orders-number">
        #{order.orderNumber}
      </PageLink>
    ),
  },
  {
    title: 'Placed',
    key: 'placed',
    width: 120,
    render: (_, order) => <time dateTime={order.createdAt}>{formatShortDate(order.createdAt)}</time>,
  },
  {
    title: 'Buyer',
    key: 'buyer',
    render: (_, order) => (
      <div>
        <div>{order.customerName}</div>
        <span className="admin-email">{order.customerEmail}</span>
      </div>
    ),
  },
  { title: 'Items', dataIndex: 'itemCount', key: 'items', width: 70, align: 'right' },
  { title: 'Total', key: 'total', width: 100, align: 'right', render: (_, order) => formatDollars(order.totalAmount) },
  { title: 'Status', key: 'status', width: 190, render: (_, order) => <OrderStatusTags {...order} /> },
  {
    title: 'Provider',
    key: 'provider',
    width: 120,
    render: (_, order) => (order.provider ? ADMIN_ORDER_PROVIDER_LABELS[order.provider] : '—'),
  },
  {
    title: 'Actions',
    key: 'actions',
    width: 110,
    render: (_, order) => (
      <PageLink to={pagePath('adminOrder', { id: order.id })}>
        Open<span className="tm-visually-hidden"> order #{order.orderNumber}</span>
      </PageLink>
    ),
  },
];

/**
 * The Orders tab (decision 088): every order, paged, searched and filtered on the server. The filter lives
 * in the address (`/admin?status=refunded#orders`), so a filtered view can be linked and Back returns to the
 * one before: each change is a new history entry.
 */
export function OrdersTab() {
  const location = useLocation();
  const navigate = useNavigate();
  const filter = ordersFilterOf(new URLSearchParams(location.search));
  const { data, error, isLoading, mutate } = useOrders(filter);
  const ids = { status: useId(), provider: useId(), dates: useId(), template: useId() };
  const change = (next: Partial<OrdersFilter>) =>
    void navigate({
      pathname: location.pathname,
      search: ordersSearchOf({ ...filter, ...next, page: next.page ?? 1 }),
      hash: location.hash,
    });

  // The search box follows the address when it changes by a link or Back.
  const [typed, setTyped] = useState(filter.search);
  const [shownSearch, setShownSearch] = useState(filter.search);
  if (shownSearch !== filter.search) {
    setShownSearch(filter.search);
    setTyped(filter.search);
  }

  // Template picker: asks once typing pauses (250 ms); only the latest question's answer is shown.
  const [templateOptions, setTemplateOptions] = useState<Array<{ value: string; label: string }>>([]);
  const searchSeq = useRef(0);
  function searchTemplates(text: string) {
    const seq = ++searchSeq.current;
    window.setTimeout(() => {
      if (seq !== searchSeq.current) return;
      void (text.trim() ? findTemplates(text.trim()).catch(() => []) : Promise.resolve([])).then((found) => {
        if (seq === searchSeq.current) setTemplateOptions(found);
      });
    }, 250);
  }
  const chosenTemplate = filter.templateId ? { value: filter.templateId, label: filter.templateName || 'Chosen template' } : undefined;

  if (error && !data) {
    return isAccessError(error) ? (
      <Alert type="warning" showIcon message={ADMIN_MESSAGES.adminAccessRequired} />
    ) : (
      <Alert type="error" showIcon message={ADMIN_ORDERS_TEXTS.loadFailed} action={<Button onClick={() => void mutate()}>Retry</Button>} />
    );
  }

  return (
    <Flex vertical gap={16}>
      <form role="search" aria-label="Find orders" className="orders-filters" onSubmit={(event) => event.preventDefault()}>
        <div className="orders-field">
          <Input.Search
            aria-label={ADMIN_ORDERS_TEXTS.searchLabel}
            placeholder={ADMIN_ORDERS_TEXTS.searchPlaceholder}
            allowClear
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onSearch={(value) => change({ search: value })}
          />
        </div>
        <div className="orders-field">
          <label htmlFor={ids.status}>{ADMIN_ORDERS_TEXTS.statusLabel}</label>
          <Select<AdminOrderFilter | 'all'>
            id={ids.status}
            value={filter.status}
            onChange={(status) => change({ status })}
            options={[
              { value: 'all', label: 'All statuses' },
              ...ADMIN_ORDER_FILTERS.map((value) => ({ value, label: ADMIN_ORDER_FILTER_LABELS[value] })),
            ]}
          />
        </div>
        <div className="orders-field">
          <label htmlFor={ids.provider}>{ADMIN_ORDERS_TEXTS.providerLabel}</label>
          <Select<AdminOrderProvider | 'all'>
            id={ids.provider}
            value={filter.provider}
            onChange={(provider) => change({ provider })}
            options={[
              { value: 'all', label: 'All providers' },
              ...ADMIN_ORDER_PROVIDERS.map((value) => ({ value, label: ADMIN_ORDER_PROVIDER_LABELS[value] })),
            ]}
          />
        </div>
        <div className="orders-field">
          <label htmlFor={ids.dates}>{ADMIN_ORDERS_TEXTS.dateLabel}</label>
          <DatePicker.RangePicker
            id={{ start: ids.dates }}
            allowEmpty={[true, true]}
            format="YYYY-MM-DD"
            value={[filter.from ? dayjs(filter.from) : null, filter.to ? dayjs(filter.to) : null]}
            onChange={(range) => change({ from: range?.[0]?.format('YYYY-MM-DD') ?? '', to: range?.[1]?.format('YYYY-MM-DD') ?? '' })}
          />
        </div>
        <div className="orders-field">
          <label htmlFor={ids.template}>{ADMIN_ORDERS_TEXTS.templateLabel}</label>
          <Select<{ value: string; label: string }>
            id={ids.template}
            labelInValue
            allowClear
            showSearch={{ filterOption: false, onSearch: searchTemplates }}
            placeholder={ADMIN_ORDERS_TEXTS.templatePlaceholder}
            notFoundContent={null}
            value={chosenTemplate}
            options={templateOptions}
            onChange={(chosen) => change({ templateId: chosen?.value ?? '', templateName: chosen?.label ?? '' })}
          />
        </div>
      </form>
      {data?.totalCapped && <Typography.Text type="secondary">{ADMIN_ORDERS_TEXTS.manyMore(data.total)}</Typography.Text>}
      <ScrollBox label="Orders table" minWidth={940}>
        <Table<AdminOrderRow>
          rowKey="id"
          columns={columns}
          dataSource={data?.orders ?? []}
          loading={isLoading}
          locale={{ emptyText: <Empty description={ADMIN_ORDERS_TEXTS.empty} /> }}
          pagination={{
            current: filter.page,
            pageSize: ADMIN_ORDERS_LIMITS.pageSize,
            total: data?.total ?? 0,
            showSizeChanger: false,
            onChange: (page) => change({ page }),
          }}
        />
      </ScrollBox>
    </Flex>
  );
}
