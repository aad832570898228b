import './delete-account-dialog.css';
import { useId, useState } from 'react';
import { Alert, App, Button, Flex, Modal, Radio, Typography } from 'antd';
import {
  ACCOUNT_PRIVACY_ADMIN_API,
  ADMIN_ACCOUNT_DELETION_TEXTS,
  ACCOUNT_PRIVACY_MESSAGES,
  ADMIN_REVIEWS_ON_DELETION_LABELS,
  REVIEWS_ON_DELETION,
  type ReviewsOnDeletion,
} from '@tm/contracts/account-privacy';
import type { AdminDeleteAccount } from '@tm/contracts/account-privacy.schemas';
import { adminPath } from '@tm/contracts/admin';
import type { Customer } from '@tm/contracts/admin.schemas';
import type { MessageResponse } from '@tm/contracts/auth';
import { postJson, userMessage } from '@tm/platform';

async function deleteAccount(customerId: string, body: AdminDeleteAccount): Promise<string> {
  const answer = await postJson<MessageResponse>(adminPath(ACCOUNT_PRIVACY_ADMIN_API.deleteCustomer, { id: customerId }), body);
  return answer?.message ?? ACCOUNT_PRIVACY_MESSAGES.adminAccountDeleted;
}

/**
 * The Customers tab's "Delete account" (decision 086), for a request that came by mail: what is kept
 * and what goes, the customer's choice for their reviews, then the deletion (audited by the server).
 */
export function DeleteAccountDialog({
  customer,
  onClose,
  onDeleted,
}: {
  customer: Customer | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { notification } = App.useApp();
  const [reviews, setReviews] = useState<ReviewsOnDeletion | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const legendId = useId();

  const close = () => {
    setReviews(null);
    setError(null);
    onClose();
  };

  async function send() {
    if (!customer || !reviews) return;
    setSending(true);
    setError(null);
    try {
      const message = await deleteAccount(customer.id, { reviews });
      notification.success({ message: `Account of ${customer.username} deleted`, description: message });
      setReviews(null);
      onDeleted();
    } catch (failure) {
      setError(userMessage(failure, 'The account could not be deleted'));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open={customer !== null}
      title={customer ? `Delete the account of ${customer.username}?` : ''}
      onCancel={close}
      width={640}
      destroyOnHidden
      footer={
        <Flex gap={8} justify="end" wrap>
          <Button onClick={close} disabled={sending}>
            Keep the account
          </Button>
          <Button danger type="primary" disabled={!reviews} loading={sending} onClick={() => void send()}>
            Delete account
          </Button>
        </Flex>
      }
    >
      {customer ? (
        <Flex vertical gap={12}>
          <Typography.Paragraph className="admin-delete-account__lead">
            Only when {customer.username} ({customer.email}) asked for it. The deletion takes effect at once, cannot be undone, and is
            recorded in the audit log; the customer is told by email.
          </Typography.Paragraph>
          <div>
            <Typography.Title level={3} className="admin-dialog-heading">
              What is kept
            </Typography.Title>
            <ul className="admin-delete-account__list">
              {ADMIN_ACCOUNT_DELETION_TEXTS.kept.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <div>
            <Typography.Title level={3} className="admin-dialog-heading">
              What goes
            </Typography.Title>
            <ul className="admin-delete-account__list">
              {ADMIN_ACCOUNT_DELETION_TEXTS.gone.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <div>
            <Typography.Text strong id={legendId}>
              Their reviews, as they asked
            </Typography.Text>
            <Radio.Group
              aria-labelledby={legendId}
              className="admin-delete-account__choice"
              value={reviews}
              onChange={(event) => setReviews(event.target.value as ReviewsOnDeletion)}
              options={REVIEWS_ON_DELETION.map((option) => ({ value: option, label: ADMIN_REVIEWS_ON_DELETION_LABELS[option] }))}
            />
          </div>
          {error ? <Alert type="error" showIcon message={error} /> : null}
        </Flex>
      ) : null}
    </Modal>
  );
}
