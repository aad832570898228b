import { useState } from 'react';
import { resolveImagePath } from '@tm/contracts/catalog';
import { downloadItemPath } from '@tm/contracts/orders';
import type { Order, OrderItem } from '@tm/contracts/orders.schemas';
import { Badge, DeliveryStatus, DELIVERY_WAIT_TEXT, DownloadButton, awaitingDelivery, formatDollars, subcategoryLabel } from '@tm/platform';

/**
 * One item of an expanded order: preview, name, 'category / subcategory', 'quantity × price', download,
 * and "Update available" while a newer version waits that the buyer has not downloaded yet.
 */
export function OrderItemRow({ item, order }: { item: OrderItem; order: Order }) {
  const { template } = item;
  const [downloaded, setDownloaded] = useState(false);
  const update = item.updateAvailable === true && !downloaded;
  const image = resolveImagePath(template.previewImage);
  return (
    <li className="account-item">
      {image ? <img className="account-item__image" src={image} alt="" width={96} height={64} loading="lazy" decoding="async" /> : null}
      <div className="account-item__text">
        <p className="account-item__name">
          {template.name} <DeliveryStatus item={item} />
          {update ? (
            <>
              {' '}
              <Badge variant="success" className="account-item__update">
                Update available
              </Badge>
            </>
          ) : null}
        </p>
        <p className="tm-muted">
          {template.category.toUpperCase()} / {subcategoryLabel(template.subcategory)}
        </p>
        <p>
          {item.quantity} × {formatDollars(item.price)}
        </p>
      </div>
      {order.status === 'completed' && awaitingDelivery(item) ? (
        <p className="tm-muted account-item__waiting">{DELIVERY_WAIT_TEXT}</p>
      ) : null}
      {order.status === 'completed' && !awaitingDelivery(item) ? (
        <DownloadButton
          href={downloadItemPath(item.id, { orderId: order.id, email: order.customerEmail })}
          itemName={template.name}
          newTab
          onStart={() => setDownloaded(true)}
        />
      ) : null}
    </li>
  );
}
