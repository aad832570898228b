import type { Order } from '@tm/contracts/orders.schemas';
import { PAGES } from '@tm/contracts/routes';
import { Badge, DownloadsCard, LinkButton, OrderStatusBadge, shortOrderId, useDocumentTitle } from '@tm/platform';
import { CopyOrderLinkButton } from './copy-order-link-button';
import { NeedHelp } from './need-help';
import { OrderItemsCard } from './order-items-card';

const TITLE = 'Thank You for Your Purchase!';

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
      <path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The thank-you page's content (docs/product/storefront.md §2). */
export function OrderConfirmation({ order }: { order: Order }) {
  useDocumentTitle(TITLE);
  const completed = order.status === 'completed';
  return (
    <div className="tm-page co-thanks">
      <header className="co-thanks-banner">
        <span className="co-thanks-banner__icon">
          <CheckIcon />
        </span>
        <h1 className="tm-page__title">{TITLE}</h1>
        <div className="tm-row co-thanks-banner__badges">
          <Badge variant="outline">
            <span className="tm-visually-hidden">Order number </span>#{shortOrderId(order.id)}
          </Badge>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="tm-muted">
          A confirmation email with your order details and download links has been sent to <strong>{order.customerEmail}</strong>.
        </p>
        <CopyOrderLinkButton />
      </header>

      <div className="co-thanks-grid">
        <OrderItemsCard order={order} />
        {completed && order.items.length > 0 ? <DownloadsCard order={order} /> : null}
      </div>

      <nav className="tm-row co-thanks-actions" aria-label="Next steps">
        <LinkButton to={PAGES.dashboard}>View Dashboard</LinkButton>
        <LinkButton to={PAGES.home} variant="outline">
          Continue Shopping
        </LinkButton>
        <LinkButton to={PAGES.home} variant="ghost">
          Back to Home
        </LinkButton>
      </nav>

      <NeedHelp />
    </div>
  );
}
