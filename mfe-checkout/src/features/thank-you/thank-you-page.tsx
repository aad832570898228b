import '../cart'; // the cart's styles: the order's items are summary rows (co-summary)
import './thank-you.css';
import { useParams } from 'react-router-dom';
import { Spinner } from '@tm/platform';
import { OrderLoadError, OrderNotFound, useOrder } from '../order';
import { OrderConfirmation } from './order-confirmation';

/** /thank-you/{orderId} (docs/product/storefront.md §2). No client-side auth check: the server only answers the owner. */
export function ThankYouPage() {
  const { orderId = '' } = useParams();
  const { order, notFound, failed, retry } = useOrder(orderId);
  if (notFound) return <OrderNotFound />;
  if (failed) return <OrderLoadError onRetry={retry} />;
  if (!order) return <Spinner block label="Loading your order..." />;
  return <OrderConfirmation order={order} />;
}
