import { useId, useState } from 'react';
import { App, Button, Flex, Input, Modal, Typography } from 'antd';
import { ADMIN_LIMITS } from '@tm/contracts/admin';
import { ADMIN_ORDERS_TEXTS, type AdminOrderDetail, type AdminOrderLine } from '@tm/contracts/admin-orders';
import { formatDollars, userMessage } from '@tm/platform';
import { refundOrderLine } from './orders-api';

/**
 * A line's own Refund button on the order's page (decision 088): a confirm dialog with the reason (kept in
 * the audit log and sent to the buyer), then what was paid for the line goes back and its download stops.
 */
export function LineRefundButton({
  order,
  line,
  onChanged,
}: {
  order: AdminOrderDetail;
  line: AdminOrderLine;
  onChanged: (order: AdminOrderDetail) => void;
}) {
  const { notification } = App.useApp();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  const tooShort = reason.trim().length < ADMIN_LIMITS.minRefundReason;
  const last = order.lines.filter((other) => other.refundedAt === null).length === 1;
  const provider = order.payments.at(-1)?.provider === 'stripe' ? 'Stripe' : 'the payment provider';

  if (line.refundedAt !== null || order.status !== 'completed') return null;

  async function refund() {
    setBusy(true);
    try {
      const answer = await refundOrderLine(order.id, line.id, reason.trim());
      notification.success({ message: ADMIN_ORDERS_TEXTS.lineRefundedTitle, description: answer.message });
      setOpen(false);
      setReason('');
      onChanged(answer.order);
    } catch (failure) {
      notification.error({
        message: ADMIN_ORDERS_TEXTS.lineRefundFailedTitle,
        description: userMessage(failure, 'The line could not be refunded'),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button size="small" danger onClick={() => setOpen(true)} aria-label={`${ADMIN_ORDERS_TEXTS.refundLine}: ${line.templateName}`}>
        {ADMIN_ORDERS_TEXTS.refundLine}
      </Button>
      <Modal
        open={open}
        title={`Refund ${line.templateName} of order #${order.orderNumber}`}
        okText={`Refund ${formatDollars(line.paid)}`}
        okButtonProps={{ danger: true, disabled: tooShort, loading: busy }}
        onOk={() => void refund()}
        onCancel={() => setOpen(false)}
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
            {formatDollars(line.paid)} goes back through {provider} and this template’s download stops at once; the rest of the order stays
            the buyer’s.
            {last ? ' It is the last line not refunded: the whole order becomes refunded.' : ''}
          </Typography.Text>
        </Flex>
      </Modal>
    </>
  );
}
