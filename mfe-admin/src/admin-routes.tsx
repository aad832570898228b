import './admin.css';
import { lazy, Suspense } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { Route, Routes } from 'react-router-dom';
import { PAGES } from '@tm/contracts/routes';
import { NotFoundPage, RemoteRoot, Spinner } from '@tm/platform';
import { BUILD_ID } from './build-info';
import { ADMIN_THEME } from './admin-theme';
import { AdminPanelPage, preloadAdminPanel } from './features/admin-panel';

// Only the panel is in the first screen's scripts; the other pages load their own (and their antd parts) when opened.
const BulkGeneratorPage = lazy(() =>
  import(/* webpackChunkName: "page-bulk-generator" */ './features/bulk-generator/bulk-generator-page').then((m) => ({
    default: m.BulkGeneratorPage,
  })),
);
const MessagesPage = lazy(() =>
  import(/* webpackChunkName: "page-messages" */ './features/messages/messages-page').then((m) => ({ default: m.MessagesPage })),
);
const SettingsPage = lazy(() =>
  import(/* webpackChunkName: "page-settings" */ './features/settings/settings-page').then((m) => ({ default: m.SettingsPage })),
);
const ListingEditorPage = lazy(() =>
  import(/* webpackChunkName: "page-listing-editor" */ './features/listing-editor').then((m) => ({ default: m.ListingEditorPage })),
);
const AuditLogPage = lazy(() =>
  import(/* webpackChunkName: "page-audit-log" */ './features/audit-log/audit-log-page').then((m) => ({ default: m.AuditLogPage })),
);
const CustomBuildPage = lazy(() =>
  import(/* webpackChunkName: "page-custom-build" */ './features/custom-builds/custom-build-page').then((m) => ({
    default: m.CustomBuildPage,
  })),
);
const OrderPage = lazy(() =>
  import(/* webpackChunkName: "page-order" */ './features/orders/order-page').then((m) => ({ default: m.OrderPage })),
);
const CatalogCsvPage = lazy(() =>
  import(/* webpackChunkName: "page-catalog-csv" */ './features/catalog-csv/catalog-csv-page').then((m) => ({ default: m.CatalogCsvPage })),
);

let firstRender = true;

/**
 * On the routes' first render, which the shell's gate allows only for an admin, the panel's first
 * answers are asked for at once: they then arrive while the panel renders instead of after it.
 */
function preloadFirstScreen(): void {
  if (!firstRender) return;
  firstRender = false;
  if (window.location.pathname === PAGES.admin) preloadAdminPanel(window.location.hash);
}

/** Exposed as `admin/routes`: the antd back-office at /admin, /admin/bulk-generator, /admin/messages, the listing editor, the audit log and the catalog CSV. */
export default function AdminRoutes() {
  preloadFirstScreen();
  return (
    <RemoteRoot name="admin" buildId={BUILD_ID}>
      <ConfigProvider theme={ADMIN_THEME}>
        <AntApp>
          <Suspense fallback={<Spinner block />}>
            <Routes>
              <Route path={PAGES.admin} element={<AdminPanelPage />} />
              <Route path={PAGES.bulkGenerator} element={<BulkGeneratorPage />} />
              <Route path={PAGES.adminMessages} element={<MessagesPage />} />
              <Route path={PAGES.adminSettings} element={<SettingsPage />} />
              <Route path={PAGES.adminNewListing} element={<ListingEditorPage />} />
              <Route path={PAGES.adminEditListing} element={<ListingEditorPage />} />
              <Route path={PAGES.adminAuditLog} element={<AuditLogPage />} />
              <Route path={PAGES.adminCatalogCsv} element={<CatalogCsvPage />} />
              <Route path={PAGES.adminOrder} element={<OrderPage />} />
              <Route path={PAGES.adminCustomBuild} element={<CustomBuildPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Suspense>
        </AntApp>
      </ConfigProvider>
    </RemoteRoot>
  );
}
