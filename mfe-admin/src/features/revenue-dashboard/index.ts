export { RevenueDashboardTab } from './revenue-dashboard-tab';
