import './admin.css';
import { App as AntApp, ConfigProvider } from 'antd';
import { Route, Routes } from 'react-router-dom';
import { PAGES } from '@tm/contracts/routes';
import { NotFoundPage, RemoteRoot } from '@tm/platform';
import { BUILD_ID } from './build-info';
import { ADMIN_THEME } from './admin-theme';
import { AdminPanelPage } from './features/admin-panel/admin-panel-page';
import { BulkGeneratorPage } from './features/bulk-generator/bulk-generator-page';
import { MessagesPage } from './features/messages/messages-page';

/** Exposed as `admin/routes`: the antd back-office at /admin, /admin/bulk-generator and /admin/messages. */
export default function AdminRoutes() {
  return (
    <RemoteRoot name="admin" buildId={BUILD_ID}>
      <ConfigProvider theme={ADMIN_THEME}>
        <AntApp>
          <Routes>
            <Route path={PAGES.admin} element={<AdminPanelPage />} />
            <Route path={PAGES.bulkGenerator} element={<BulkGeneratorPage />} />
            <Route path={PAGES.adminMessages} element={<MessagesPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </AntApp>
      </ConfigProvider>
    </RemoteRoot>
  );
}
