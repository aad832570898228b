// The revenue module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { RevenueModule } from './revenue.module';
export { completionRevenueSteps, lineRefundRevenueSteps, orderRefundRevenueSteps } from './revenue-steps.repository';
