// Standalone development page only (`npm run dev -w mfe-storefront`); the shell loads ./routes instead.
import '@tm/platform/styles.css';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@tm/platform';
import { PAGES } from '@tm/contracts/routes';
import StorefrontRoutes from './storefront-routes';

createRoot(document.getElementById('root')!).render(
  <StandaloneApp
    name="storefront"
    links={[
      [PAGES.home, 'Home'],
      [PAGES.browse, 'Browse'],
      [PAGES.wordpress, 'WordPress'],
      [PAGES.customBuild, 'Custom build'],
      [PAGES.about, 'About'],
    ]}
  >
    <StorefrontRoutes />
  </StandaloneApp>,
);
