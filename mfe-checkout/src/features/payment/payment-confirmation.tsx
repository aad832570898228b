import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { ORDER_LIMITS, ORDER_MESSAGES, ORDER_TEXTS, orderPath } from '@tm/contracts/orders';
import type { Order } from '@tm/contracts/orders.schemas';
import { PAGES, pagePath } from '@tm/contracts/routes';
import { Alert, LinkButton, refreshOwnedTemplates, refreshServerCart } from '@tm/platform';
import { GatewayCard } from './gateway-card';

/** While the provider's confirmation is on its way the bar stops here: 'Finalizing payment...'. */
const WAITING_CEILING = 75;

/**
 * Back from the provider's checkout page (decision 042): the gateway screen waits for the order to be
 * confirmed by the provider's signed notification, reading the order every second; at completion it
 * shows 'Payment successful!' and goes on to the thank-you page 0.5 s later, as the simulated gateway
 * does. The buyer has paid already, so there is nothing to cancel here; if the confirmation is slow the
 * page says they may leave (the order completes whenever it arrives, and the mail follows).
 */
export function PaymentConfirmation({ order: initial }: { order: Order }) {
  const navigate = useNavigate();
  // One function for the page's life: SWR restarts its timer whenever the option changes, and this page
  // re-renders every second for its progress bar, so a new function each render would never let it fire.
  const refreshInterval = useCallback(
    (latest: Order | undefined) =>
      (latest ?? initial).status === 'pending' && (latest ?? initial).paymentRefunded !== true ? ORDER_LIMITS.confirmationPollMs : 0,
    [initial],
  );
  const { data } = useSWR<Order>(orderPath(initial.id), { refreshInterval });
  const order = data ?? initial;
  const [waited, setWaited] = useState(0);
  const completed = order.status === 'completed';
  // A payment that came too late was refunded: nothing more will come, so the page says so and stops.
  const refunded = !completed && order.paymentRefunded === true;

  useEffect(() => {
    if (completed || refunded) return undefined;
    const tick = setInterval(() => setWaited((ms) => ms + 1_000), 1_000);
    return () => clearInterval(tick);
  }, [completed, refunded]);

  useEffect(() => {
    if (!completed) return undefined;
    const done = setTimeout(() => {
      void refreshServerCart();
      void refreshOwnedTemplates();
      void navigate(pagePath('thankYou', { orderId: order.id }), { replace: true });
    }, ORDER_LIMITS.completeDelayMs);
    return () => clearTimeout(done);
  }, [completed, navigate, order.id]);

  const progress = completed ? 100 : Math.min(WAITING_CEILING, (waited / 1_000) * ORDER_LIMITS.progressPerSecond);
  return (
    <GatewayCard order={order} progress={progress} statusText={refunded ? 'Payment refunded' : undefined}>
      {refunded ? (
        <>
          <Alert variant="error">{ORDER_TEXTS.latePaymentRefunded}</Alert>
          <LinkButton to={PAGES.dashboard} variant="outline">
            Go to your dashboard
          </LinkButton>
        </>
      ) : order.status === 'cancelled' || order.status === 'refunded' ? (
        <Alert variant="error">{ORDER_MESSAGES.orderNotPending}.</Alert>
      ) : null}
      {order.status === 'pending' && !refunded && waited >= ORDER_LIMITS.confirmationPatienceMs ? (
        <>
          <p className="tm-muted">{ORDER_TEXTS.paymentStillConfirming}</p>
          <LinkButton to={PAGES.dashboard} variant="outline">
            Go to your dashboard
          </LinkButton>
        </>
      ) : null}
    </GatewayCard>
  );
}
