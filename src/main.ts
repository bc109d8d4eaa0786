import { startTracing } from './platform/tracing.js';

// Tracing (when OTEL_EXPORTER_OTLP_ENDPOINT is set) patches pg, ioredis and http as they load:
// it starts before the application's modules are imported.
const stopTracing = await startTracing();
const [{ Logger }, { loadConfig }, { createApp, websocketServerOf }, { exitOnSignals }] = await Promise.all([
  import('@nestjs/common'),
  import('./platform/config.js'),
  import('./app/app.factory.js'),
  import('./platform/shutdown.js'),
]);

const config = loadConfig();
const app = await createApp(config);
await app.listen({ port: config.PORT, host: config.HOST });
const log = new Logger('Pyramidion');
exitOnSignals(app, websocketServerOf(app), config, log, stopTracing ?? undefined);
log.log(`listening on ${await app.getUrl()} (REST /v1, GraphQL /graphql, docs /docs)${stopTracing ? '; tracing to OTLP' : ''}`);
