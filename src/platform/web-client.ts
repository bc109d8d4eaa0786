/**
 * Serves the reference web client (web/, built to WEB_DIR) at `/`. It is a single page with hash
 * routes (`/#/match/…`), so only its own files get routes: one per file found at start (no
 * wildcard), and the API routes (/v1, /graphql, /health, /docs) never compete with it.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type { Logger } from '@nestjs/common';

/** True when a built client was found and is served. */
export async function serveWebClient(app: NestFastifyApplication, dir: string, log: Pick<Logger, 'log'>): Promise<boolean> {
  if (!dir) return false;
  const root = resolve(dir);
  if (!existsSync(resolve(root, 'index.html'))) {
    log.log(`no web client at ${root} (run npm run build): only the API is served`);
    return false;
  }
  // Every route of the client's files says so (`config.webClient`, set in this plugin's own
  // scope): the API's rate limits and work budget skip them, so a client whose budget is spent
  // still loads its page and assets (issue 38).
  await app.register(async (scope: FastifyInstance) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object | undefined), webClient: true };
    });
    await scope.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      decorateReply: false, // Swagger UI's own @fastify/static already decorates the reply
      index: ['index.html'],
      // Asset names carry a content hash; index.html and the service worker (/sw.js, whose name
      // cannot change) are revalidated on every load.
      setHeaders: (res, path) => {
        void res.header('cache-control', path.endsWith('.html') || path.endsWith('/sw.js') ? 'no-cache' : 'public, max-age=31536000, immutable');
      },
    });
  });
  return true;
}
