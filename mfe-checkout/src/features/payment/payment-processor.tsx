import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ORDER_TEXTS } from '@tm/contracts/orders';
import type { Order } from '@tm/contracts/orders.schemas';
import { PAGES, pagePath } from '@tm/contracts/routes';
import { Button, toast } from '@tm/platform';
import { completePayment } from './complete-payment';
import { GatewayCard } from './gateway-card';
import { runPaymentSimulation } from './payment-simulation';

/**
 * The running gateway (docs/product/storefront.md §2): progress and its messages, Cancel Payment until 100, then the
 * completion call. Every way out replaces the gateway in history, so Back never runs a payment again.
 */
export function PaymentProcessor({ order, session }: { order: Order; session: string }) {
  const navigate = useNavigate();
  const [progress, setProgress] = useState(0);

  const complete = useEffectEvent(async () => {
    try {
      await completePayment(order.id, session);
    } catch {
      toast({ ...ORDER_TEXTS.paymentError, variant: 'destructive' });
      void navigate(PAGES.checkout, { replace: true });
      return;
    }
    void navigate(pagePath('thankYou', { orderId: order.id }), { replace: true });
  });

  // Runs once per order: a re-read of the order (same id) must not restart the progress.
  useEffect(() => runPaymentSimulation({ onProgress: setProgress, onDone: () => void complete() }), [order.id]);

  function cancel() {
    // Leaving unmounts this component, which stops the simulation: the order stays pending.
    toast({ title: ORDER_TEXTS.paymentCancelled });
    void navigate(PAGES.checkout, { replace: true });
  }

  return (
    <GatewayCard order={order} progress={progress} demo>
      {progress < 100 ? (
        <Button variant="outline" onClick={cancel}>
          Cancel Payment
        </Button>
      ) : null}
    </GatewayCard>
  );
}
