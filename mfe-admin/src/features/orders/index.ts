export { OrdersTab } from './orders-tab';
