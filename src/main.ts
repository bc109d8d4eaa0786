import { Logger } from '@nestjs/common';
import { loadConfig } from './config.js';
import { createApp } from './app.factory.js';

const config = loadConfig();
const app = await createApp(config);
await app.listen({ port: config.PORT, host: config.HOST });
new Logger('Pyramidion').log(`listening on http://${config.HOST}:${config.PORT} (REST /v1, GraphQL /graphql, docs /docs)`);
