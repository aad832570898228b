import { CUSTOM_BUILD_DELIVERY } from '@tm/contracts/custom-build';
import { downloadItemPath, downloadOrderPath } from '@tm/contracts/orders';
import type { Order } from '@tm/contracts/orders.schemas';
import { Badge } from './badge';
import { DownloadButton } from './download-button';
import { awaitingDelivery, DeliveryStatus, DELIVERY_WAIT_TEXT } from './delivery-status';

export interface DownloadsCardProps {
  /** A completed order with items (the pages decide when to show the card). */
  order: Pick<Order, 'id' | 'customerEmail' | 'items'>;
}

const templateCount = (count: number) => `${count} ${count === 1 ? 'template' : 'templates'}`;

/**
 * 'Your Downloads' (docs/product/storefront.md §2), on the thank-you page and the dashboard: every item of the order
 * in one ZIP, or each on its own, with the custom-build delivery notice where it applies.
 */
export function DownloadsCard({ order }: DownloadsCardProps) {
  const email = order.customerEmail;
  const headingId = `downloads-${order.id}`;
  return (
    <section className="tm-card tm-downloads" aria-labelledby={headingId}>
      <header className="tm-downloads__header">
        <h2 id={headingId} className="tm-card__title">
          Your Downloads
        </h2>
        <Badge variant="secondary">{templateCount(order.items.length)}</Badge>
        <span className="tm-downloads__all">
          <DownloadButton
            href={downloadOrderPath(order.id, { email })}
            itemName="every template of this order"
            idleLabel="Download All"
            variant="primary"
          />
        </span>
      </header>
      <ul className="tm-downloads__list">
        {order.items.map((item) => (
          <li key={item.id} className="tm-downloads__item">
            <div className="tm-downloads__text">
              <p className="tm-downloads__name">
                {item.template.name} <DeliveryStatus item={item} />
              </p>
              {awaitingDelivery(item) ? <p className="tm-downloads__notice">{CUSTOM_BUILD_DELIVERY.zipNotice}</p> : null}
            </div>
            {awaitingDelivery(item) ? (
              <span className="tm-muted tm-downloads__waiting">{DELIVERY_WAIT_TEXT}</span>
            ) : (
              <DownloadButton href={downloadItemPath(item.id, { orderId: order.id, email })} itemName={item.template.name} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
