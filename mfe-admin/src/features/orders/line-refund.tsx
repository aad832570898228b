import { useState } from 'react';
import { App, Button } from 'antd';
import { ADMIN_ORDERS_TEXTS, type AdminOrderDetail, type AdminOrderLine } from '@tm/contracts/admin-orders';
import { formatDollars, userMessage } from '@tm/platform';
import { refundOrderLine } from './orders-api';
import { RefundDialog } from './refund-dialog';

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
  const [busy, setBusy] = useState(false);
  const last = order.lines.filter((other) => other.refundedAt === null).length === 1;
  const provider = order.payments.at(-1)?.provider === 'stripe' ? 'Stripe' : 'the payment provider';

  if (line.refundedAt !== null || order.status !== 'completed') return null;

  async function refund(reason: string): Promise<boolean> {
    setBusy(true);
    try {
      const answer = await refundOrderLine(order.id, line.id, reason);
      notification.success({ message: ADMIN_ORDERS_TEXTS.lineRefundedTitle, description: answer.message });
      onChanged(answer.order);
      return true;
    } catch (failure) {
      notification.error({
        message: ADMIN_ORDERS_TEXTS.lineRefundFailedTitle,
        description: userMessage(failure, 'The line could not be refunded'),
      });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button size="small" danger onClick={() => setOpen(true)} aria-label={`${ADMIN_ORDERS_TEXTS.refundLine}: ${line.templateName}`}>
        {ADMIN_ORDERS_TEXTS.refundLine}
      </Button>
      <RefundDialog
        open={open}
        title={`Refund ${line.templateName} of order #${order.orderNumber}`}
        okText={`Refund ${formatDollars(line.paid)}`}
        busy={busy}
        onConfirm={refund}
        onClose={() => setOpen(false)}
      >
        {formatDollars(line.paid)} goes back through {provider} and this template’s download stops at once; the rest of the order stays the
        buyer’s.
        {last ? ' It is the last line not refunded: the whole order becomes refunded.' : ''}
      </RefundDialog>
    </>
  );
}
