import { useId, useState } from 'react';
import { App, Button, Flex, Input, Modal, Typography } from 'antd';
import { ADMIN_LIMITS, ADMIN_MESSAGES } from '@tm/contracts/admin';
import { ADMIN_ORDERS_TEXTS, type AdminOrderDetail } from '@tm/contracts/admin-orders';
import { formatDollars, userMessage } from '@tm/platform';
import { refundOrder, resendConfirmation } from './orders-api';

/** An order page's actions (decision 088): the admin refund (decisions 030, 042) and the confirmation sent again. */
export function OrderActions({ order, onChanged }: { order: AdminOrderDetail; onChanged: () => void }) {
  const { notification } = App.useApp();
  const [refunding, setRefunding] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<'refund' | 'resend' | null>(null);
  const reasonId = useId();
  const completed = order.status === 'completed';
  const tooShort = reason.trim().length < ADMIN_LIMITS.minRefundReason;

  async function refund() {
    setBusy('refund');
    try {
      const answer = await refundOrder(order.id, reason.trim());
      notification.success({ message: ADMIN_MESSAGES.refundedTitle, description: answer.message });
      setRefunding(false);
      setReason('');
      onChanged();
    } catch (failure) {
      notification.error({
        message: ADMIN_MESSAGES.refundFailedTitle,
        description: userMessage(failure, 'The order could not be refunded'),
      });
    } finally {
      setBusy(null);
    }
  }

  async function resend() {
    setBusy('resend');
    try {
      const answer = await resendConfirmation(order.id);
      notification.success({ message: ADMIN_ORDERS_TEXTS.resend, description: answer.message });
      onChanged();
    } catch (failure) {
      notification.error({
        message: ADMIN_ORDERS_TEXTS.resend,
        description: userMessage(failure, 'The confirmation could not be sent again'),
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Flex gap={8} wrap>
      <Button onClick={() => void resend()} loading={busy === 'resend'} disabled={!completed}>
        {ADMIN_ORDERS_TEXTS.resend}
      </Button>
      <Button danger onClick={() => setRefunding(true)} disabled={!completed}>
        Refund order
      </Button>
      <Modal
        open={refunding}
        title={`Refund order #${order.orderNumber}`}
        okText={`Refund ${formatDollars(order.totalAmount)}`}
        okButtonProps={{ danger: true, disabled: tooShort, loading: busy === 'refund' }}
        onOk={() => void refund()}
        onCancel={() => setRefunding(false)}
        destroyOnHidden
      >
        <Flex vertical gap={8}>
          <label htmlFor={reasonId}>Reason (kept in the audit log and sent to the buyer)</label>
          <Input.TextArea
            id={reasonId}
            value={reason}
            maxLength={ADMIN_LIMITS.maxRefundReason}
            autoSize={{ minRows: 2, maxRows: 6 }}
            onChange={(event) => setReason(event.target.value)}
          />
          <Typography.Text type="secondary">
            The whole order is refunded through {order.payments.at(-1)?.provider === 'stripe' ? 'Stripe' : 'the payment provider'}; its
            downloads stop at once.
          </Typography.Text>
        </Flex>
      </Modal>
    </Flex>
  );
}
