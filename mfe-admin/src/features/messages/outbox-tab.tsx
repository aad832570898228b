import { useState } from 'react';
import { Alert, Button, Empty, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { ADMIN_MESSAGES_PAGE_SIZE, type AdminOutboxMail } from '@tm/contracts/contact';
import { formatShortDate } from '@tm/platform';
import { useOutbox } from './messages-api';

const STATUS_COLORS: Record<string, string> = { sent: 'success', pending: 'processing', failed: 'error', cancelled: 'default' };

/** What the shop sent or owes, newest first; a row opens to the text as sent. */
export function OutboxTab({ active }: { active: boolean }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useOutbox(page, active);

  const columns: TableColumnsType<AdminOutboxMail> = [
    { title: 'Created', dataIndex: 'createdAt', key: 'created', render: (date: string) => formatShortDate(date), width: 120 },
    { title: 'To', dataIndex: 'to', key: 'to', render: (to: string) => <span className="admin-email">{to}</span> },
    { title: 'Subject', dataIndex: 'subject', key: 'subject' },
    { title: 'Kind', dataIndex: 'kind', key: 'kind' },
    { title: 'Status', dataIndex: 'status', key: 'status', render: (s: string) => <Tag color={STATUS_COLORS[s] ?? 'default'}>{s}</Tag> },
  ];

  if (error && !data)
    return (
      <Alert type="error" showIcon message="Failed to load the outbox" action={<Button onClick={() => void mutate()}>Retry</Button>} />
    );

  // No table to scroll when there is nothing in it (a scrolling region needs something to focus).
  if (data && data.total === 0) return <Empty description="No mail yet" />;

  return (
    <Table<AdminOutboxMail>
      rowKey="id"
      columns={columns}
      dataSource={data?.mails ?? []}
      loading={isLoading}
      scroll={{ x: 760 }}
      locale={{ emptyText: <Empty description="No mail yet" /> }}
      expandable={{
        // The expand column needs a header too (axe td-has-header): named for screen readers only.
        columnTitle: <span className="tm-visually-hidden">Text</span>,
        rowExpandable: (mail) => mail.text !== null || mail.lastError !== null,
        expandedRowRender: (mail) => (
          <Typography.Paragraph className="admin-message-text">{mail.text ?? `Not sent: ${mail.lastError ?? ''}`}</Typography.Paragraph>
        ),
      }}
      pagination={{ current: page, pageSize: ADMIN_MESSAGES_PAGE_SIZE, total: data?.total ?? 0, showSizeChanger: false, onChange: setPage }}
    />
  );
}
