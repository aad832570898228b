import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ORDER_TEXTS, paymentProgressMessage, type Order } from '@tm/contracts/orders';
import { PAGES, pagePath } from '@tm/contracts/routes';
import { Button, formatDollars, shortOrderId, toast, useDocumentTitle } from '@tm/platform';
import { completePayment } from './complete-payment';
import { runPaymentSimulation } from './payment-simulation';

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <path
        d="M7 10V8a5 5 0 0 1 10 0v2M6 10h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  );
}

/**
 * The running gateway (storefront §2): progress and its messages, Cancel Payment until 100, then the
 * completion call. Every way out replaces the gateway in history, so Back never runs a payment again.
 */
export function PaymentProcessor({ order, session }: { order: Order; session: string }) {
  useDocumentTitle('Secure Payment Gateway');
  const navigate = useNavigate();
  const [progress, setProgress] = useState(0);

  const complete = useEffectEvent(async () => {
    try {
      await completePayment(order.id, session);
    } catch {
      toast({ ...ORDER_TEXTS.paymentError, variant: 'destructive' });
      navigate(PAGES.checkout, { replace: true });
      return;
    }
    navigate(pagePath('thankYou', { orderId: order.id }), { replace: true });
  });

  // Runs once per order: a re-read of the order (same id) must not restart the progress.
  useEffect(() => runPaymentSimulation({ onProgress: setProgress, onDone: () => void complete() }), [order.id]);

  function cancel() {
    // Leaving unmounts this component, which stops the simulation: the order stays pending.
    toast({ title: ORDER_TEXTS.paymentCancelled });
    navigate(PAGES.checkout, { replace: true });
  }

  return (
    <div className="tm-page tm-page--narrow">
      <section className="tm-card co-gateway" aria-labelledby="gateway-title">
        <span className="co-gateway__icon">
          <LockIcon />
        </span>
        <h1 id="gateway-title" className="co-gateway__title">
          Secure Payment Gateway
        </h1>
        <h2 className="co-gateway__subtitle">Processing Your Payment</h2>
        <dl className="co-gateway__details">
          <div>
            <dt>Order ID</dt>
            <dd>#{shortOrderId(order.id)}</dd>
          </div>
          <div>
            <dt>Total Amount</dt>
            <dd>{formatDollars(order.totalAmount)}</dd>
          </div>
        </dl>
        <div
          className="co-gateway__bar"
          role="progressbar"
          aria-label="Payment progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <span className="co-gateway__fill" style={{ width: `${progress}%` }} />
        </div>
        <p className="co-gateway__status" role="status">
          <span className="co-gateway__percent">{progress}%</span> {paymentProgressMessage(progress)}
        </p>
        {progress < 100 ? (
          <Button variant="outline" onClick={cancel}>
            Cancel Payment
          </Button>
        ) : null}
      </section>
    </div>
  );
}
