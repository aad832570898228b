import type { ReactNode } from 'react';
import { paymentProgressMessage } from '@tm/contracts/orders';
import type { Order } from '@tm/contracts/orders.schemas';
import { SITE_TEXTS } from '@tm/contracts/site';
import { formatDollars, LockIcon, shortOrderId, useDocumentTitle } from '@tm/platform';

/**
 * The gateway screen (docs/product/storefront.md §2): its titles, the order number and total, the progress bar and its
 * message. The simulated gateway and the wait for a provider's confirmation show the same screen, but
 * only a real provider's is called secure (decision 042): the simulated one takes no money, so its
 * title says it is a demo and it shows no lock.
 */
export function GatewayCard({
  order,
  progress,
  demo = false,
  statusText,
  children,
}: {
  order: Order;
  progress: number;
  demo?: boolean;
  /** Said instead of the progress, its bar and "Processing Your Payment" when the payment has ended another way (refunded). */
  statusText?: string;
  children?: ReactNode;
}) {
  const title = demo ? SITE_TEXTS.simulatedGatewayTitle : SITE_TEXTS.providerGatewayTitle;
  useDocumentTitle(title);
  return (
    <div className="tm-page tm-page--narrow">
      <section className="tm-card co-gateway" aria-labelledby="gateway-title">
        {demo ? null : (
          <span className="co-gateway__icon">
            <LockIcon size={28} />
          </span>
        )}
        <h1 id="gateway-title" className="co-gateway__title">
          {title}
        </h1>
        {statusText ? null : <h2 className="co-gateway__subtitle">Processing Your Payment</h2>}
        <dl className="co-gateway__details">
          <div>
            <dt>Order ID</dt>
            <dd>#{shortOrderId(order.id)}</dd>
          </div>
          <div>
            <dt>Total Amount</dt>
            {/* What is charged: the total less a discount code's discount (decision 090). */}
            <dd>{formatDollars(order.discount?.dueAmount ?? order.totalAmount)}</dd>
          </div>
        </dl>
        {statusText ? null : (
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
        )}
        <p className="co-gateway__status" role="status">
          {statusText ?? (
            <>
              <span className="co-gateway__percent">{progress}%</span> {paymentProgressMessage(progress)}
            </>
          )}
        </p>
        {children}
      </section>
    </div>
  );
}
