// Standalone development page only (`npm run dev -w mfe-admin`); the shell loads ./routes instead.
import '@tm/platform/styles.css';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@tm/platform';
import { PAGES } from '@tm/contracts/routes';
import AdminRoutes from './admin-routes';

createRoot(document.getElementById('root')!).render(
  <StandaloneApp
    name="admin"
    links={[
      [PAGES.admin, 'Admin panel'],
      [PAGES.bulkGenerator, 'Bulk generator'],
      [PAGES.adminMessages, 'Messages'],
      [PAGES.adminSettings, 'Settings'],
    ]}
  >
    <AdminRoutes />
  </StandaloneApp>,
);
