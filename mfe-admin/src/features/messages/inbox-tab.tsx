import { useState } from 'react';
import { Alert, Button, Empty, Flex, Segmented, Table, Tag, type TableColumnsType } from 'antd';
import { ADMIN_MESSAGES_PAGE_SIZE, CONTACT_CATEGORIES, type AdminMessage } from '@tm/contracts/contact';
import { formatShortDate } from '@tm/platform';
import { MessageDialog } from './message-dialog';
import { useMessages, type InboxFilter } from './messages-api';

const FILTERS: Array<{ value: InboxFilter; label: string }> = [
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

/** The contact messages, new ones first by default; one opens in a dialog. */
export function InboxTab() {
  const [filter, setFilter] = useState<InboxFilter>('new');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminMessage | null>(null);
  const { data, error, isLoading, mutate } = useMessages(filter, page);

  const columns: TableColumnsType<AdminMessage> = [
    { title: 'Received', dataIndex: 'createdAt', key: 'received', render: (date: string) => formatShortDate(date), width: 120 },
    { title: 'From', key: 'from', render: (_, m) => <span className="admin-email">{`${m.name} <${m.email}>`}</span> },
    { title: 'Category', dataIndex: 'category', key: 'category', render: (c: AdminMessage['category']) => CONTACT_CATEGORIES[c] },
    { title: 'Subject', dataIndex: 'subject', key: 'subject' },
    { title: 'Status', dataIndex: 'status', key: 'status', render: (s: AdminMessage['status']) => <Tag color={s === 'new' ? 'processing' : 'success'}>{s === 'new' ? 'New' : 'Handled'}</Tag> },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, m) => (
        <Button size="small" onClick={() => setOpen(m)}>
          Open<span className="tm-visually-hidden"> message {m.subject}</span>
        </Button>
      ),
    },
  ];

  if (error && !data) return <Alert type="error" showIcon message="Failed to load messages" action={<Button onClick={() => void mutate()}>Retry</Button>} />;

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} align="center" wrap>
        <Segmented<InboxFilter>
          aria-label="Show messages"
          options={FILTERS}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
        />
        {data ? <span>{`${data.newCount} new`}</span> : null}
      </Flex>
      {/* No table to scroll when there is nothing in it (a scrolling region needs something to focus). */}
      {data && data.total === 0 ? (
        <Empty description={filter === 'new' ? 'No new messages' : 'No messages'} />
      ) : (
      <Table<AdminMessage>
        rowKey="id"
        columns={columns}
        dataSource={data?.messages ?? []}
        loading={isLoading}
        scroll={{ x: 820 }}
        locale={{ emptyText: <Empty description={filter === 'new' ? 'No new messages' : 'No messages'} /> }}
        pagination={{ current: page, pageSize: ADMIN_MESSAGES_PAGE_SIZE, total: data?.total ?? 0, showSizeChanger: false, onChange: setPage }}
      />
      )}
      <MessageDialog
        message={open}
        onClose={() => setOpen(null)}
        onChanged={(next) => {
          setOpen(next);
          void mutate();
        }}
      />
    </Flex>
  );
}
