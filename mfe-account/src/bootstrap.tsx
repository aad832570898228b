// Standalone development page only (`npm run dev -w mfe-account`); the shell loads ./routes instead.
import '@tm/platform/styles.css';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@tm/platform';
import { PAGES } from '@tm/contracts/routes';
import AccountRoutes from './account-routes';

createRoot(document.getElementById('root')!).render(
  <StandaloneApp
    name="account"
    links={[
      [PAGES.login, 'Login'],
      [PAGES.signup, 'Signup'],
      [PAGES.forgotPassword, 'Forgot password'],
      [PAGES.dashboard, 'Dashboard'],
    ]}
  >
    <AccountRoutes />
  </StandaloneApp>,
);
