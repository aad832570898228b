import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ORDER_API, ORDER_TEXTS, cancelOrderPath } from '@tm/contracts/orders';
import type { Order, PaymentLinkResult } from '@tm/contracts/orders.schemas';
import { CheckoutFormSchema } from '@tm/contracts/orders.schemas';
import { Alert, ApiError, Button, Input, followPaymentLink, postJson, shortOrderId, toast, useZodForm, userMessage } from '@tm/platform';
import { paymentDetailsOf } from './resume-payment';

const CANCEL_FAILED = 'Failed to cancel the order. Please try again.';

type Step = 'actions' | 'confirm-cancel' | 'details';

interface PendingOrderActionsProps {
  order: Order;
  /** The orders changed on the server (cancelled, or paid elsewhere): read them again. */
  onChanged: () => void;
}

/**
 * A pending order's way out (decision 028): Resume payment opens a new payment session with the
 * order's own checkout details (asking only for what the order lacks) and goes to the gateway; Cancel
 * asks once, then cancels the order on the server.
 */
export function PendingOrderActions({ order, onChanged }: PendingOrderActionsProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('actions');
  const [busy, setBusy] = useState<'resume' | 'cancel' | null>(null);
  const number = shortOrderId(order.id);
  const ids = useId();
  const [cancelId, keepId, confirmId] = [`${ids}-cancel`, `${ids}-keep`, `${ids}-confirm`];

  // Focus follows the step: onto 'Keep order' when asked, back onto Cancel when the question goes.
  const previous = useRef(step);
  useEffect(() => {
    if (step === 'confirm-cancel') document.getElementById(keepId)?.focus();
    else if (step === 'actions' && previous.current !== 'actions') document.getElementById(cancelId)?.focus();
    previous.current = step;
  }, [step, keepId, cancelId]);

  /** A refusal means the order moved on (paid in another tab, cancelled): show it as it is now. */
  const refreshOn409 = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) onChanged();
  };

  async function openPaymentSession(details: ReturnType<typeof paymentDetailsOf>) {
    const { paymentLink } = await postJson<PaymentLinkResult>(ORDER_API.paymentLink, { ...details, orderId: order.id });
    followPaymentLink(paymentLink, (path) => void navigate(path));
  }

  async function resume() {
    const details = paymentDetailsOf(order);
    if (!CheckoutFormSchema.safeParse(details).success) {
      setStep('details');
      return;
    }
    setBusy('resume');
    try {
      await openPaymentSession(details);
    } catch (error) {
      setBusy(null);
      toast({ title: 'Error', description: userMessage(error, ORDER_TEXTS.paymentLinkFailed), variant: 'destructive' });
      refreshOn409(error);
    }
  }

  async function cancel() {
    setBusy('cancel');
    try {
      await postJson<Order>(cancelOrderPath(order.id));
      toast({ title: 'Order cancelled', description: `Order #${number} has been cancelled.` });
      onChanged();
    } catch (error) {
      setBusy(null);
      setStep('actions');
      toast({ title: 'Error', description: userMessage(error, CANCEL_FAILED), variant: 'destructive' });
      refreshOn409(error);
    }
  }

  if (step === 'details') {
    return <ResumePaymentForm order={order} onSubmit={openPaymentSession} onClose={() => setStep('actions')} onRefused={refreshOn409} />;
  }

  if (step === 'confirm-cancel') {
    return (
      <div className="account-order__confirm" role="group" aria-labelledby={confirmId}>
        <p id={confirmId}>Cancel order #{number}? It can no longer be paid afterwards.</p>
        <div className="tm-row">
          <Button variant="destructive" size="sm" loading={busy === 'cancel'} disabled={busy !== null} onClick={() => void cancel()}>
            Cancel order
          </Button>
          <Button id={keepId} variant="outline" size="sm" disabled={busy !== null} onClick={() => setStep('actions')}>
            Keep order
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="account-order__actions tm-row">
      <Button size="sm" loading={busy === 'resume'} disabled={busy !== null} onClick={() => void resume()}>
        Resume payment
        <span className="tm-visually-hidden"> of order #{number}</span>
      </Button>
      <Button id={cancelId} variant="outline" size="sm" disabled={busy !== null} onClick={() => setStep('confirm-cancel')}>
        Cancel
        <span className="tm-visually-hidden"> order #{number}</span>
      </Button>
    </div>
  );
}

interface ResumePaymentFormProps {
  order: Order;
  onSubmit: (details: ReturnType<typeof paymentDetailsOf>) => Promise<void>;
  onClose: () => void;
  onRefused: (error: unknown) => void;
}

/** The checkout details the order lacks (an order whose first payment link never opened has no phone). */
function ResumePaymentForm({ order, onSubmit, onClose, onRefused }: ResumePaymentFormProps) {
  const form = useZodForm(CheckoutFormSchema, paymentDetailsOf(order));
  const titleId = useId();
  const submit = form.handleSubmit(
    async (details) => {
      try {
        await onSubmit(details);
      } catch (error) {
        onRefused(error);
        throw error;
      }
    },
    { fallbackMessage: ORDER_TEXTS.paymentLinkFailed, failureToast: 'Error', keepPendingOnSuccess: true },
  );
  return (
    <form
      ref={form.formRef}
      className="tm-form account-order__resume"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={titleId}
    >
      <p id={titleId} className="account-order__resume-title">
        Your details for order #{shortOrderId(order.id)}
      </p>
      {form.formError ? <Alert variant="error">{form.formError}</Alert> : null}
      <div className="tm-form__row">
        <Input label="First Name" autoComplete="given-name" {...form.field('firstName')} />
        <Input label="Last Name" autoComplete="family-name" {...form.field('lastName')} />
      </div>
      <Input label="Email Address" type="email" {...form.field('email')} readOnly hint="From your order" />
      <Input label="Mobile Number" type="tel" autoComplete="tel" placeholder="Enter your mobile number" {...form.field('mobileNo')} />
      <div className="tm-row">
        <Button type="submit" size="sm" loading={form.pending} disabled={form.pending}>
          {form.pending ? 'Processing...' : 'Continue to payment'}
        </Button>
        <Button variant="outline" size="sm" disabled={form.pending} onClick={onClose}>
          Back
        </Button>
      </div>
    </form>
  );
}
