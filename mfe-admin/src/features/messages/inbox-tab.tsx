import { useEffect, useState } from 'react';
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
  const { data, error, isLoading, isValidating, mutate } = useMessages(filter, page);
  // The row whose message was open: when the dialog closes, focus goes to the Open button now in that
  // place (the same message, or the next one after Mark handled took it off the list), else to the
  // page's heading, once the list is fresh (decision 027). antd would focus the opener, which may be gone.
  const [openedRow, setOpenedRow] = useState(0);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || isValidating) return;
    setRefocus(false);
    const buttons = document.querySelectorAll<HTMLElement>('[data-open-message]');
    const target = buttons[Math.min(openedRow, buttons.length - 1)] ?? document.querySelector<HTMLElement>('main h1');
    if (target && !target.matches('button')) target.setAttribute('tabindex', '-1');
    target?.focus();
  }, [refocus, isValidating, data, openedRow]);

  const columns: TableColumnsType<AdminMessage> = [
    { title: 'Received', dataIndex: 'createdAt', key: 'received', render: (date: string) => formatShortDate(date), width: 120 },
    { title: 'From', key: 'from', render: (_, m) => <span className="admin-email">{`${m.name} <${m.email}>`}</span> },
    { title: 'Category', dataIndex: 'category', key: 'category', render: (c: AdminMessage['category']) => CONTACT_CATEGORIES[c] },
    { title: 'Subject', dataIndex: 'subject', key: 'subject' },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (s: AdminMessage['status']) => <Tag color={s === 'new' ? 'processing' : 'success'}>{s === 'new' ? 'New' : 'Handled'}</Tag>,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, m, index) => (
        <Button
          size="small"
          data-open-message
          onClick={() => {
            setOpenedRow(index);
            setOpen(m);
          }}
        >
          Open<span className="tm-visually-hidden"> message {m.subject}</span>
        </Button>
      ),
    },
  ];

  if (error && !data)
    return <Alert type="error" showIcon message="Failed to load messages" action={<Button onClick={() => void mutate()}>Retry</Button>} />;

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
          pagination={{
            current: page,
            pageSize: ADMIN_MESSAGES_PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
        />
      )}
      <MessageDialog
        message={open}
        onClose={() => setOpen(null)}
        afterClose={() => setRefocus(true)}
        onChanged={(next) => {
          setOpen(next);
          void mutate();
        }}
      />
    </Flex>
  );
}
