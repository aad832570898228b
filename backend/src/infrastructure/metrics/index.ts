// The metrics module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { METRICS_PATH, metricsEndpoint, timeRequests } from './metrics-http';
export { MetricsService, type PaymentOutcome } from './metrics.service';
export { SharedStateGaugesService } from './shared-state-gauges';
export { SharedStateGaugesRepository } from './shared-state-gauges.repository';
