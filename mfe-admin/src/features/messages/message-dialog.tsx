import { useState } from 'react';
import { App, Button, Descriptions, Flex, Modal, Tag, Typography } from 'antd';
import { CONTACT_CATEGORIES, type AdminMessage } from '@tm/contracts/contact';
import { formatShortDate, userMessage } from '@tm/platform';
import { replyHref, setMessageStatus } from './messages-api';

/** One message opened: who, what, the reply link, and Mark handled / Mark as new. */
export function MessageDialog({
  message,
  onClose,
  afterClose,
  onChanged,
}: {
  message: AdminMessage | null;
  onClose: () => void;
  /** Once the dialog is gone: the list puts the focus back (its opener may have left the list). */
  afterClose: () => void;
  onChanged: (message: AdminMessage) => void;
}) {
  const { notification } = App.useApp();
  const [saving, setSaving] = useState(false);

  async function toggle(current: AdminMessage) {
    setSaving(true);
    try {
      const next = await setMessageStatus(current.id, current.status === 'new' ? 'handled' : 'new');
      notification.success({ message: next.status === 'handled' ? 'Marked handled' : 'Marked as new', description: next.subject });
      onChanged(next);
    } catch (failure) {
      notification.error({ message: 'Update failed', description: userMessage(failure, 'The message could not be updated') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={message !== null}
      onCancel={onClose}
      afterClose={afterClose}
      focusable={{ focusTriggerAfterClose: false }}
      title={message?.subject}
      width={680}
      footer={
        message ? (
          <Flex gap={8} justify="end" wrap>
            <Button href={replyHref(message)}>Reply by email</Button>
            <Button type="primary" loading={saving} onClick={() => void toggle(message)}>
              {message.status === 'new' ? 'Mark handled' : 'Mark as new'}
            </Button>
          </Flex>
        ) : null
      }
    >
      {message ? (
        <Flex vertical gap={16}>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'from', label: 'From', children: `${message.name} <${message.email}>` },
              { key: 'category', label: 'Category', children: CONTACT_CATEGORIES[message.category] },
              {
                key: 'received',
                label: 'Received',
                children: `${formatShortDate(message.createdAt)} ${new Date(message.createdAt).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' })}`,
              },
              {
                key: 'status',
                label: 'Status',
                children: (
                  <Tag color={message.status === 'new' ? 'processing' : 'success'}>
                    {message.status === 'new' ? 'New' : `Handled ${formatShortDate(message.handledAt!)}`}
                  </Tag>
                ),
              },
            ]}
          />
          <Typography.Paragraph className="admin-message-text">{message.message}</Typography.Paragraph>
        </Flex>
      ) : null}
    </Modal>
  );
}
