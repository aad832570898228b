import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ORDER_TEXTS, PAYMENT_CANCELLED_PARAM } from '@tm/contracts/orders';
import { toast } from '@tm/platform';

/**
 * Back from the provider's checkout page by its Cancel (decision 042): the spec's 'Payment Cancelled'
 * toast, as the simulated gateway's Cancel gives it; the parameter leaves the address so a reload or
 * Back does not say it again.
 */
export function usePaymentCancelledToast(): void {
  const [params, setParams] = useSearchParams();
  const cancelled = params.has(PAYMENT_CANCELLED_PARAM);
  useEffect(() => {
    if (!cancelled) return;
    toast({ title: ORDER_TEXTS.paymentCancelled });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PAYMENT_CANCELLED_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [cancelled, setParams]);
}
