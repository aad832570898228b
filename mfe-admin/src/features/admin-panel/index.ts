export { AdminPanelPage, preloadAdminPanel } from './admin-panel-page';
