import './payment.css';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { pagePath } from '@tm/contracts/routes';
import { Spinner, useSiteInfo } from '@tm/platform';
import { OrderLoadError, OrderNotFound, useOrder } from '../order';
import { PaymentConfirmation } from './payment-confirmation';
import { PaymentProcessor } from './payment-processor';

/**
 * /payment-processing/{orderId} (docs/product/storefront.md §2): with `?session=…`, the simulated payment gateway; without,
 * the return from the provider's checkout page, waiting for its confirmation (decision 042).
 */
export function PaymentPage() {
  const { orderId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { order, notFound, failed, retry } = useOrder(orderId);
  const { paymentProvider } = useSiteInfo();

  if (notFound) return <OrderNotFound />;
  if (failed) return <OrderLoadError onRetry={retry} />;
  if (!order) return <Spinner block label="Loading payment details..." />;
  const session = searchParams.get('session');
  if (session === null) {
    // A provider's return. The simulated gateway always has a session: without one its completion is
    // refused and the page says so, as before (docs/product/storefront.md §8's Payment Error).
    if (paymentProvider === null) return <Spinner block label="Loading payment details..." />;
    if (paymentProvider !== 'simulated') return <PaymentConfirmation order={order} />;
  }
  // Back from the thank-you page, or a reloaded gateway tab: the order is paid, there is nothing to run.
  if (order.status === 'completed') return <Navigate to={pagePath('thankYou', { orderId: order.id })} replace />;
  return <PaymentProcessor order={order} session={session ?? ''} />;
}
