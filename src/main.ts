import { Logger } from '@nestjs/common';
import { loadConfig } from './platform/config.js';
import { createApp, websocketServerOf } from './app/app.factory.js';
import { exitOnSignals } from './platform/shutdown.js';

const config = loadConfig();
const app = await createApp(config);
await app.listen({ port: config.PORT, host: config.HOST });
const log = new Logger('Pyramidion');
exitOnSignals(app, websocketServerOf(app), config, log);
log.log(`listening on ${await app.getUrl()} (REST /v1, GraphQL /graphql, docs /docs)`);
