import { useState } from 'react';
import { Alert, Button, Flex, Popconfirm, Space, Table, Tag, Typography, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DISCOUNT_STATUS_LABELS, type DiscountStatus } from '@tm/contracts/discounts';
import type { AdminDiscountCode } from '@tm/contracts/discounts.schemas';
import { formatMoney, formatShortDate, userMessage } from '@tm/platform';
import { archiveDiscountCode, useDiscountCodes } from './discount-codes-api';
import { DiscountCodeForm } from './discount-code-form';

// The theme's status colours (admin-theme.ts), which keep 4.5:1 on their tints; the status is always in words too.
const STATUS_COLOURS: Record<DiscountStatus, string> = {
  scheduled: 'processing',
  active: 'success',
  expired: 'default',
  'used-up': 'warning',
  archived: 'default',
};

const offOf = (code: AdminDiscountCode) => (code.kind === 'percent' ? `${code.percentOff}%` : formatMoney(code.amountOffCents ?? 0));

/** The back office's Discount codes tab (decision 090): the codes with their uses, and a form to make or change one. */
export function DiscountCodesTab() {
  const { data, error, isLoading, mutate } = useDiscountCodes();
  const [editing, setEditing] = useState<AdminDiscountCode | 'new' | null>(null);
  const [notice, contextHolder] = message.useMessage();

  const archive = async (code: AdminDiscountCode) => {
    try {
      await archiveDiscountCode(code);
      void notice.success(`${code.code} archived`);
    } catch (failure) {
      void notice.error(userMessage(failure, 'The code could not be archived'));
    }
    await mutate();
  };

  const columns: ColumnsType<AdminDiscountCode> = [
    { title: 'Code', dataIndex: 'code', key: 'code', render: (value: string) => <Typography.Text code>{value}</Typography.Text> },
    { title: 'Off', key: 'off', render: (_, code) => offOf(code) },
    {
      title: 'Uses',
      key: 'uses',
      render: (_, code) => (
        <span>
          {code.usedCount} / {code.usageLimit ?? '∞'}
          {code.pendingCount > 0 ? <Typography.Text type="secondary"> ({code.pendingCount} pending)</Typography.Text> : null}
        </span>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (status: DiscountStatus) => <Tag color={STATUS_COLOURS[status]}>{DISCOUNT_STATUS_LABELS[status]}</Tag>,
    },
    {
      title: 'Valid',
      key: 'valid',
      responsive: ['md'],
      render: (_, code) =>
        code.startsAt || code.endsAt
          ? `${code.startsAt ? formatShortDate(code.startsAt) : 'now'} – ${code.endsAt ? formatShortDate(code.endsAt) : 'no end'}`
          : 'Always',
    },
    {
      title: 'For',
      key: 'for',
      responsive: ['lg'],
      render: (_, code) =>
        code.scope === 'all' ? 'All templates' : [`${code.templateIds.length} templates`, ...code.categories].join(', '),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, code) =>
        code.archived ? null : (
          <Space wrap>
            <Button size="small" onClick={() => setEditing(code)} aria-label={`Edit ${code.code}`}>
              Edit
            </Button>
            <Popconfirm
              title={`Archive ${code.code}?`}
              description="Buyers can no longer use it. Orders placed with it keep it."
              okText="Archive"
              onConfirm={() => void archive(code)}
            >
              <Button size="small" danger aria-label={`Archive ${code.code}`}>
                Archive
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];

  return (
    <section aria-labelledby="discount-codes-title" className="admin-discount-codes">
      {contextHolder}
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} id="discount-codes-title" style={{ margin: 0, fontSize: 20 }}>
          Discount codes
        </Typography.Title>
        <Button type="primary" onClick={() => setEditing('new')}>
          New code
        </Button>
      </Flex>
      {error ? (
        <Alert type="error" showIcon title={userMessage(error, 'The codes could not be loaded')} style={{ marginBottom: 16 }} />
      ) : null}
      <Table<AdminDiscountCode>
        rowKey="id"
        size="middle"
        loading={isLoading}
        columns={columns}
        dataSource={data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No discount codes yet' }}
      />
      {editing ? (
        <DiscountCodeForm
          code={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={async (saved) => {
            setEditing(null);
            void notice.success(`${saved.code} saved`);
            await mutate();
          }}
        />
      ) : null}
    </section>
  );
}
