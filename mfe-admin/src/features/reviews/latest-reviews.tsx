import { useId, useState } from 'react';
import { Alert, App, Button, Card, Empty, Flex, Input, Modal, Table, Tag, type TableColumnsType } from 'antd';
import { REVIEW_LIMITS, REVIEW_TEXTS, type AdminReview } from '@tm/contracts/reviews';
import { formatShortDate, userMessage } from '@tm/platform';
import { removeReview, useLatestReviews } from './reviews-api';

/** The latest reviews of the shop; an admin removes one with a reason (kept in the audit log). */
export function LatestReviews() {
  const { notification } = App.useApp();
  const { data, error, isLoading, mutate } = useLatestReviews();
  const [removing, setRemoving] = useState<AdminReview | null>(null);
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const reasonId = useId();

  async function confirm(review: AdminReview) {
    setSaving(true);
    try {
      await removeReview(review.id, reason.trim());
      notification.success({ message: 'Review removed', description: review.title });
      setRemoving(null);
      setReason('');
      void mutate();
    } catch (failure) {
      notification.error({ message: 'Remove failed', description: userMessage(failure, 'The review could not be removed') });
    } finally {
      setSaving(false);
    }
  }

  const columns: TableColumnsType<AdminReview> = [
    { title: 'Date', dataIndex: 'createdAt', key: 'date', render: (d: string) => formatShortDate(d), width: 110 },
    { title: 'Template', dataIndex: 'templateName', key: 'template' },
    { title: 'Stars', dataIndex: 'rating', key: 'rating', width: 70 },
    { title: 'Title', dataIndex: 'title', key: 'title' },
    { title: 'By', key: 'by', render: (_, r) => (r.sample ? <Tag>{REVIEW_TEXTS.sample}</Tag> : <span>{r.author}</span>) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, r) => (
        <Button size="small" danger onClick={() => setRemoving(r)}>
          Remove<span className="tm-visually-hidden"> review {r.title}</span>
        </Button>
      ),
    },
  ];

  return (
    <Card size="small" title="Latest reviews">
      {error && !data ? (
        <Alert type="error" showIcon message="Failed to load reviews" action={<Button onClick={() => void mutate()}>Retry</Button>} />
      ) : (
        <Table<AdminReview>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={data ?? []}
          loading={isLoading}
          scroll={{ x: 720 }}
          pagination={{ pageSize: 10, showSizeChanger: false }}
          locale={{ emptyText: <Empty description="No reviews yet" /> }}
        />
      )}
      <Modal
        open={removing !== null}
        title={removing ? `Remove "${removing.title}"` : undefined}
        onCancel={() => setRemoving(null)}
        okText="Remove review"
        okButtonProps={{ danger: true, disabled: reason.trim().length < REVIEW_LIMITS.reasonMin, loading: saving }}
        onOk={() => (removing ? void confirm(removing) : undefined)}
      >
        <Flex vertical gap={8}>
          <label htmlFor={reasonId}>Reason (kept in the audit log)</label>
          <Input.TextArea
            id={reasonId}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={REVIEW_LIMITS.reasonMax}
            rows={3}
          />
        </Flex>
      </Modal>
    </Card>
  );
}
