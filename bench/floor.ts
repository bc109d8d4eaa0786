/**
 * What a request costs before any game work (run: npm run bench:floor): server CPU per request,
 * in this process, through Fastify's `inject` (no sockets, no second process), for
 * - a bare Fastify 5 server (no logger, no hooks): a GET route, and Apollo Server 5 on the same
 *   Fastify through @as-integrations/fastify (as @nestjs/apollo mounts it) answering
 *   `{ __typename }`, on a one-field schema;
 * - the service (its SQLite file, as in production): `GET /health`, GraphQL `{ __typename }`,
 *   and one authenticated read each way (`GET /v1/matches/{id}`, `match(id) { version }`).
 * Rounds alternate between the cases; printed per case: each round's figure and the median.
 * `inject` spends its own CPU in this process too, alike for every case: compare differences,
 * not the figures with bench:compare's (those are the server's alone, over TCP).
 * FLOOR_REQUESTS per case and round (default 4,000), FLOOR_ROUNDS measured rounds (default 6), after
 * one unmeasured round that warms the code up. FLOOR_METRICS_AB=1 adds the service's cases again on
 * a second app with METRICS_ENABLED=false (no request hook), for the cost of /metrics' bookkeeping.
 */
import Fastify, { type InjectOptions } from 'fastify';
import { ApolloServer } from '@apollo/server';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import { createApp } from '../src/app/app.factory.js';
import { benchConfig } from './lib/config.js';
import { median } from './lib/child.js';
import { BENCH_OPTIONS } from './lib/options.js';

const REQUESTS = Number(process.env.FLOOR_REQUESTS ?? 4000);
const ROUNDS = Number(process.env.FLOOR_ROUNDS ?? 6);
if (process.env.NODE_ENV !== 'production') throw new Error('run with NODE_ENV=production (npm run bench:floor), as the service runs: graphql-js and Apollo Server read it');

type Inject = (o: InjectOptions) => Promise<{ statusCode: number; body: string }>;
const TYPENAME = { method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ query: '{ __typename }' }) } as const;

const bare = Fastify({ logger: false });
const apollo = new ApolloServer({ typeDefs: 'type Query { hello: String }', resolvers: { Query: { hello: () => 'hello' } } });
await apollo.start();
bare.get('/health', async () => ({ status: 'ok' }));
bare.route({ url: '/graphql', method: ['GET', 'POST', 'OPTIONS'], handler: fastifyApolloHandler(apollo) });
await bare.ready();

const { config, remove } = benchConfig('bench-floor');
const app = await createApp(config, {}, false);
await app.init();
const service = app.getHttpAdapter().getInstance();
await service.ready();
/* eslint-disable @typescript-eslint/no-explicit-any */
const call = async (inject: Inject, o: InjectOptions): Promise<any> => {
  const r = await inject(o);
  if (r.statusCode >= 400 || r.body.includes('"errors"')) throw new Error(`${o.method} ${o.url}: ${r.statusCode} ${r.body}`);
  return JSON.parse(r.body);
};
const inBare: Inject = (o) => bare.inject(o);
const inService: Inject = (o) => service.inject(o);
const user = await call(inService, { method: 'POST', url: '/v1/auth/register', payload: { username: `floor_${process.pid}`, password: 'bench password' } });
const auth = { authorization: `Bearer ${user.accessToken}` };
const match = await call(inService, { method: 'POST', url: '/v1/matches', headers: auth, payload: { game: 'pyramid-solitaire', options: BENCH_OPTIONS } });

const cases: [string, Inject, InjectOptions][] = [
  ['bare Fastify GET', inBare, { method: 'GET', url: '/health' }],
  ['bare Fastify + Apollo { __typename }', inBare, TYPENAME],
  ['service GET /health', inService, { method: 'GET', url: '/health' }],
  ['service GraphQL { __typename }', inService, TYPENAME],
  ['service GET /v1/matches/{id}', inService, { method: 'GET', url: `/v1/matches/${match.id}`, headers: auth }],
  ['service GraphQL match { version }', inService, { ...TYPENAME, headers: { ...TYPENAME.headers, ...auth }, payload: JSON.stringify({ query: 'query($id: ID!) { match(id: $id) { version } }', variables: { id: match.id } }) }],
];
let off: Awaited<ReturnType<typeof createApp>> | null = null;
let offDb: ReturnType<typeof benchConfig> | null = null;
if (process.env.FLOOR_METRICS_AB === '1') {
  offDb = benchConfig('bench-floor-nometrics', { METRICS_ENABLED: 'false' });
  off = await createApp(offDb.config, {}, false);
  await off.init();
  const offService = off.getHttpAdapter().getInstance();
  await offService.ready();
  const inOff: Inject = (o) => offService.inject(o);
  const offUser = await call(inOff, { method: 'POST', url: '/v1/auth/register', payload: { username: `floor_off_${process.pid}`, password: 'bench password' } });
  const offAuth = { authorization: `Bearer ${offUser.accessToken}` };
  const offMatch = await call(inOff, { method: 'POST', url: '/v1/matches', headers: offAuth, payload: { game: 'pyramid-solitaire', options: BENCH_OPTIONS } });
  cases.push(
    ['no metrics: GET /health', inOff, { method: 'GET', url: '/health' }],
    ['no metrics: GET /v1/matches/{id}', inOff, { method: 'GET', url: `/v1/matches/${offMatch.id}`, headers: offAuth }],
    ['no metrics: GraphQL match { version }', inOff, { ...TYPENAME, headers: { ...TYPENAME.headers, ...offAuth }, payload: JSON.stringify({ query: 'query($id: ID!) { match(id: $id) { version } }', variables: { id: offMatch.id } }) }],
  );
}
const figures = new Map<string, number[]>();
for (let round = 0; round <= ROUNDS; round++) {
  for (const [name, inject, o] of cases) {
    await call(inject, o);
    const before = process.cpuUsage();
    for (let i = 0; i < REQUESTS; i++) await inject(o);
    const used = process.cpuUsage(before);
    if (round > 0) figures.set(name, [...(figures.get(name) ?? []), (used.user + used.system) / REQUESTS]);
  }
}
console.log(`CPU per request in this process (us), inject included; ${REQUESTS} requests per case and round, ${ROUNDS} rounds, node ${process.version}`);
for (const [name, xs] of figures) console.log(`  ${name.padEnd(36)} ${xs.map((x) => x.toFixed(0).padStart(4)).join(' ')} | median ${median(xs).toFixed(0)}`);
await app.close();
await off?.close();
offDb?.remove();
await bare.close();
await apollo.stop();
remove();
process.exit(0);
