/** The worker's first import (worker.ts): as start-tracing.ts, its spans named `<OTEL_SERVICE_NAME>-worker` (decision 049). */
import { startTracingIfConfigured } from './tracing-settings';

startTracingIfConfigured('worker');
