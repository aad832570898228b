import { CUSTOM_BUILD_DELIVERY } from '@tm/contracts/custom-build';
import { isCustomBuildItem } from '@tm/contracts/orders';
import type { Order, OrderItem } from '@tm/contracts/orders.schemas';
import { Badge } from './badge';

/** How often a page showing a custom build still being built reads its order again. */
export const DELIVERY_POLL_MS = 5_000;

/** A custom build not delivered yet (decision 036): its download waits, its page polls. */
export const awaitingDelivery = (item: Pick<OrderItem, 'template' | 'delivery'>) =>
  isCustomBuildItem(item.template) && item.delivery?.status !== 'ready';

/** SWR's refreshInterval for pages of orders: poll while a paid custom build is being built. */
export const deliveryPollInterval = (orders: ReadonlyArray<Pick<Order, 'status' | 'items'>> | undefined) =>
  orders?.some((order) => order.status === 'completed' && order.items.some(awaitingDelivery)) ? DELIVERY_POLL_MS : 0;

/** 'In progress' until the starter site is built, then 'Ready' (dashboard and downloads card). */
export function DeliveryStatus({ item }: { item: Pick<OrderItem, 'template' | 'delivery'> }) {
  if (!isCustomBuildItem(item.template)) return null;
  return awaitingDelivery(item) ? (
    <Badge variant="secondary" className="tm-delivery-status">
      In progress
    </Badge>
  ) : (
    <Badge variant="success" className="tm-delivery-status">
      Ready
    </Badge>
  );
}

/** Said in place of the download while the custom build is built. */
export const DELIVERY_WAIT_TEXT = `Your custom website is being built. ${CUSTOM_BUILD_DELIVERY.promise} We will email you when it is.`;
