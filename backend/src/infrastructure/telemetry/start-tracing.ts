/**
 * The web process's first import (main.ts): with OTEL_EXPORTER_OTLP_ENDPOINT set, traces start before
 * express, http and mysql2 are required, since OpenTelemetry instruments a module as it is required
 * (decision 049). Without it this loads nothing of OpenTelemetry.
 */
import { startTracingIfConfigured } from './tracing-settings';

startTracingIfConfigured('web');
