import { useState } from 'react';
import { resolveImagePath } from '@tm/contracts/catalog';
import { downloadItemPath, isCustomBuildItem } from '@tm/contracts/orders';
import { lineLicenceLabel, purchaseCodeLine } from '@tm/contracts/licences';
import type { Order, OrderItem } from '@tm/contracts/orders.schemas';
import { buildPagePath } from '@tm/contracts/studio-desk';
import { Badge, DeliveryStatus, DownloadButton, LinkButton, awaitingDelivery, formatDollars, subcategoryLabel } from '@tm/platform';
import { CustomBuildPromise } from './custom-build-promise';

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
        {/* The licence and the count bought, then each licence's purchase code (decision 091). */}
        {item.licence && !isCustomBuildItem(template) ? (
          <p className="account-item__licence">{`${lineLicenceLabel(item.licence, item.licenceUpgrade ?? false)} × ${item.quantity}`}</p>
        ) : null}
        <p>
          {item.quantity} × {formatDollars(item.price)}
        </p>
        {item.purchaseCodes && item.purchaseCodes.length > 0 ? (
          // Lines, not a list: the order's items are the list a reader counts.
          <div className="account-item__codes">
            {item.purchaseCodes.map((code) => (
              <p key={code.code}>
                {purchaseCodeLine(code.code)}
                {code.licence === 'extended' && !item.licenceUpgrade && code.upgradedAt ? ' (upgraded to Extended)' : ''}
              </p>
            ))}
          </div>
        ) : null}
      </div>
      {order.status === 'completed' && isCustomBuildItem(template) ? <CustomBuildPromise item={item} /> : null}
      {/* A paid build's own page: its timeline, versions, messages and the buyer's answer (studio-desk.ts BUILD_PAGE). */}
      {order.status === 'completed' && isCustomBuildItem(template) ? (
        <LinkButton to={buildPagePath(item.id)} variant="outline" size="sm" className="account-item__build">
          View build<span className="tm-visually-hidden">: {template.name}</span>
        </LinkButton>
      ) : null}
      {/* An upgrade downloads through the Regular purchase it upgraded (decision 091). */}
      {order.status === 'completed' && !awaitingDelivery(item) && !item.licenceUpgrade ? (
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
