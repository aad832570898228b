import { useState } from 'react';
import { Alert, Button, Empty, Flex, Input, Table, type TableColumnsType } from 'antd';
import { ADMIN_LIMITS, ADMIN_MESSAGES } from '@tm/contracts/admin';
import type { Customer } from '@tm/contracts/admin.schemas';
import { formatDollars, formatShortDate } from '@tm/platform';
import { CustomerOrdersDialog } from './customer-orders-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';
import { isAccessError, useCustomers } from './customers-api';

/** The Customers tab (docs/product/back-office.md §2): the server-paged, searchable table and the detail dialog. */
export function CustomersTab() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Customer | null>(null);
  const [deleting, setDeleting] = useState<Customer | null>(null);
  const { data, error, isLoading, mutate } = useCustomers(page, search);

  const columns: TableColumnsType<Customer> = [
    { title: 'Username', dataIndex: 'username', key: 'username' },
    { title: 'Email', dataIndex: 'email', key: 'email', render: (email: string) => <span className="admin-email">{email}</span> },
    { title: 'Orders', dataIndex: 'orderCount', key: 'orders' },
    { title: 'Total spent', dataIndex: 'totalSpent', key: 'spent', render: (total: string) => formatDollars(total) },
    { title: 'Last order', dataIndex: 'lastOrderDate', key: 'last', render: (date: string | null) => (date ? formatShortDate(date) : '—') },
    { title: 'Joined', dataIndex: 'createdAt', key: 'joined', render: (date: string) => formatShortDate(date) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, customer) => (
        <div className="admin-customer-actions">
          <Button size="small" onClick={() => setOpen(customer)}>
            View orders<span className="tm-visually-hidden"> of {customer.username}</span>
          </Button>
          {/* A deletion the customer asked for by mail (decision 086). */}
          <Button size="small" danger onClick={() => setDeleting(customer)}>
            Delete account<span className="tm-visually-hidden"> of {customer.username}</span>
          </Button>
        </div>
      ),
    },
  ];

  if (error && !data) {
    return isAccessError(error) ? (
      <Alert type="warning" showIcon message={ADMIN_MESSAGES.adminAccessRequired} />
    ) : (
      <Alert type="error" showIcon message={ADMIN_MESSAGES.customersFailed} action={<Button onClick={() => void mutate()}>Retry</Button>} />
    );
  }

  return (
    <Flex vertical gap={16}>
      <Flex role="search" aria-label="Find customers">
        <Input.Search
          aria-label="Search customers"
          placeholder="Username or email starts with"
          allowClear
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
          style={{ maxWidth: 360 }}
        />
      </Flex>
      <Table<Customer>
        rowKey="id"
        columns={columns}
        dataSource={data?.customers ?? []}
        loading={isLoading}
        scroll={{ x: 940 }}
        locale={{ emptyText: <Empty description={ADMIN_MESSAGES.noCustomers} /> }}
        pagination={{
          current: page,
          pageSize: ADMIN_LIMITS.customersPageSize,
          total: data?.pagination.totalCustomers ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
      <DeleteAccountDialog
        customer={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          void mutate();
        }}
      />
      <CustomerOrdersDialog
        customer={open}
        onClose={() => setOpen(null)}
        onChanged={() => void mutate().then((page) => setOpen((current) => page?.customers.find((c) => c.id === current?.id) ?? current))}
      />
    </Flex>
  );
}
