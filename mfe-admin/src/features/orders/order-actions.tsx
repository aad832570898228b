import { useState } from 'react';
import { App, Button, Flex } from 'antd';
import { ADMIN_MESSAGES } from '@tm/contracts/admin';
import { ADMIN_ORDERS_TEXTS, type AdminOrderDetail } from '@tm/contracts/admin-orders';
import { centsToDecimal } from '@tm/contracts/catalog';
import { dollarsToCents, formatDollars, userMessage } from '@tm/platform';
import { refundOrder, resendConfirmation } from './orders-api';
import { RefundDialog } from './refund-dialog';

/** An order page's actions (decision 088): the admin refund (decisions 030, 042) and the confirmation sent again. */
export function OrderActions({ order, onChanged }: { order: AdminOrderDetail; onChanged: () => void }) {
  const { notification } = App.useApp();
  const [refunding, setRefunding] = useState(false);
  const [busy, setBusy] = useState<'refund' | 'resend' | null>(null);
  const completed = order.status === 'completed';
  // What the whole refund gives back, as the server computes it: what was paid (after any discount, with
  // its tax) less the lines already refunded one by one (decisions 042, 088).
  const leftCents =
    dollarsToCents(order.paidAmount ?? order.totalAmount) -
    order.lines.filter((line) => line.refundedAt !== null).reduce((sum, line) => sum + dollarsToCents(line.paid), 0);

  async function refund(reason: string): Promise<boolean> {
    setBusy('refund');
    try {
      const answer = await refundOrder(order.id, reason);
      notification.success({ message: ADMIN_MESSAGES.refundedTitle, description: answer.message });
      onChanged();
      return true;
    } catch (failure) {
      notification.error({
        message: ADMIN_MESSAGES.refundFailedTitle,
        description: userMessage(failure, 'The order could not be refunded'),
      });
      return false;
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
      <RefundDialog
        open={refunding}
        title={`Refund order #${order.orderNumber}`}
        okText={`Refund ${formatDollars(centsToDecimal(leftCents))}`}
        busy={busy === 'refund'}
        onConfirm={refund}
        onClose={() => setRefunding(false)}
      >
        The whole order is refunded through {order.payments.at(-1)?.provider === 'stripe' ? 'Stripe' : 'the payment provider'}; its
        downloads stop at once.
      </RefundDialog>
    </Flex>
  );
}
