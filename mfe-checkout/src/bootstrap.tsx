// Standalone development page only (`npm run dev -w mfe-checkout`); the shell loads ./routes instead.
import '@tm/platform/styles.css';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@tm/platform';
import { PAGES } from '@tm/contracts/routes';
import CheckoutRoutes from './checkout-routes';

createRoot(document.getElementById('root')!).render(
  <StandaloneApp
    name="checkout"
    links={[
      [PAGES.cart, 'Cart'],
      [PAGES.checkout, 'Checkout'],
    ]}
  >
    <CheckoutRoutes />
  </StandaloneApp>,
);
