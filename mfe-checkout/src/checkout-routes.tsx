import { Route, Routes } from 'react-router-dom';
import { PAGES } from '@tm/contracts/routes';
import { NotFoundPage, RemoteRoot } from '@tm/platform';
import { BUILD_ID } from './build-info';
import { CartPage } from './features/cart';
import { CheckoutPage } from './features/checkout';
import { PaymentPage } from './features/payment';
import { ThankYouPage } from './features/thank-you';

/** Exposed as `checkout/routes`: cart, checkout, payment gateway and thank-you pages. */
export default function CheckoutRoutes() {
  return (
    <RemoteRoot name="checkout" buildId={BUILD_ID}>
      <Routes>
        <Route path={PAGES.cart} element={<CartPage />} />
        <Route path={PAGES.checkout} element={<CheckoutPage />} />
        <Route path={PAGES.paymentProcessing} element={<PaymentPage />} />
        <Route path={PAGES.thankYou} element={<ThankYouPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemoteRoot>
  );
}
