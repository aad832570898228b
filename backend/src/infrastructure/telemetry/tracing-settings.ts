/**
 * Whether this process sends traces (decision 049), read straight from process.env: tracing must start
 * before express, http and mysql2 are first required, long before the app's config is loaded. This
 * module imports nothing of OpenTelemetry, so with tracing off not one of its modules is loaded.
 */
export type TracedProcess = 'web' | 'worker';

export interface TracingSettings {
  /** `service.name` of every span: OTEL_SERVICE_NAME, the worker's with `-worker` added. */
  serviceName: string;
}

/** The default of OTEL_SERVICE_NAME (as in config/env.schema.ts). */
export const DEFAULT_SERVICE_NAME = 'template-marketplace';

/**
 * The settings when OTEL_EXPORTER_OTLP_ENDPOINT is an http(s) URL; otherwise undefined: unset or empty
 * means off, and anything else is left to the config check, which refuses to start and says why.
 */
export function tracingSettings(env: NodeJS.ProcessEnv, role: TracedProcess): TracingSettings | undefined {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!endpoint || !isHttpUrl(endpoint)) return undefined;
  const name = env.OTEL_SERVICE_NAME?.trim() || DEFAULT_SERVICE_NAME;
  return { serviceName: role === 'worker' ? `${name}-worker` : name };
}

/** Starts tracing when it is configured. Called by the first import of main.ts and worker.ts. */
export function startTracingIfConfigured(role: TracedProcess): void {
  const settings = tracingSettings(process.env, role);
  if (!settings) return;
  // Required here, not imported at the top: with tracing off nothing of OpenTelemetry is loaded.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { startTracing } = require('./tracing') as typeof import('./tracing');
  startTracing(settings);
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
