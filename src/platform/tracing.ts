/**
 * OpenTelemetry traces, only when an OTLP endpoint is configured (OTEL_EXPORTER_OTLP_ENDPOINT or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, the standard variables; the exporter reads the rest of the
 * OTEL_* variables itself). Without one, nothing of OpenTelemetry is imported: this file's
 * imports are all dynamic, and main.ts imports the application only after `startTracing`.
 *
 * What is traced: every incoming HTTP request (@opentelemetry/instrumentation-http; named after
 * the route pattern by `nameSpansByRoute`), node-postgres queries (the hot store's move commits
 * and match loads included) and ioredis commands. The service is ESM: `pg` and `ioredis`, imported
 * by our modules, are patched through import-in-the-middle's loader hook, registered here for
 * exactly the modules the instrumentations hook (its message channel) and before they load;
 * `http`, required by Fastify (CommonJS), through require-in-the-middle. Fastify's own
 * instrumentation package is deprecated (for @fastify/otel), and a span per hook would cost more
 * than the route name it adds: the server span is renamed instead.
 * Spans go out as OTLP/HTTP JSON (@opentelemetry/exporter-trace-otlp-http) in batches.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Whether traces are sent (the SDK's own OTEL_SDK_DISABLED=true turns them off). */
export const tracingConfigured = (env: { OTEL_EXPORTER_OTLP_ENDPOINT?: string; OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?: string; OTEL_SDK_DISABLED?: string | boolean }): boolean =>
  Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) && String(env.OTEL_SDK_DISABLED) !== 'true';

/** Paths never traced: probes and the metrics scrape. */
const UNTRACED = new Set(['/health', '/health/ready', '/metrics']);

/**
 * Starts the SDK when configured; returns the function that flushes and stops it (null when not
 * configured). Must run before the modules it instruments are imported.
 */
export async function startTracing(env: Record<string, string | undefined> = process.env): Promise<(() => Promise<void>) | null> {
  if (!tracingConfigured(env)) return null;
  const { register } = await import('node:module');
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { PgInstrumentation }, { IORedisInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
  ]);
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? 'pyramidion',
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => UNTRACED.has((req.url ?? '').split('?')[0]) }),
      new PgInstrumentation(),
      new IORedisInstrumentation(),
    ],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();
  return () => sdk.shutdown();
}

/**
 * Names each request's server span `METHOD /route/:pattern` and sets `http.route` (Fastify's
 * route pattern, never the raw URL). Added only when tracing is on.
 */
export async function nameSpansByRoute(app: NestFastifyApplication): Promise<void> {
  const { trace } = await import('@opentelemetry/api');
  app.getHttpAdapter().getInstance().addHook('onRequest', (req, _reply, done) => {
    const route = req.routeOptions.url;
    const span = route ? trace.getActiveSpan() : undefined;
    if (span) {
      span.updateName(`${req.method} ${route}`);
      span.setAttribute('http.route', route!);
    }
    done();
  });
}
