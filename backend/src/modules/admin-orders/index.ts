// The orders desk's one entry point (decision 088).
export { AdminOrdersModule } from './admin-orders.module';
