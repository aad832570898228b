// The metrics module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { METRICS_PATH, metricsEndpoint, timeRequests } from './metrics-http';
export { Metrics, type PaymentOutcome } from './metrics.service';
export { SharedStateGauges } from './shared-state-gauges';
