/**
 * What the token check costs per request (run: npm run bench:auth): CPU per authentication in
 * this process, on the service's own Verifier (passport, the api-token and jwt strategies), next
 * to the checks it wraps called directly (Sessions.user, ApiTokens.authenticate), and to
 * jsonwebtoken's verify alone (what JwtStrategy saves by remembering verified tokens):
 * - a session JWT already verified once (a client sending the same token with every request),
 *   and one never seen before (passport-jwt verifies it);
 * - an API token (`pyr_`), cached by ApiTokens.
 * The differences are what passport's machinery adds (bench:floor's whole requests are too noisy
 * on a shared machine to show a few microseconds). Rounds alternate between the cases; printed
 * per case: each round's figure and the median. AUTH_REQUESTS per case and round (default
 * 20,000), AUTH_ROUNDS measured rounds (default 8), after one unmeasured warm-up round.
 */
import jwt from 'jsonwebtoken';
import { createApp } from '../src/app/app.factory.js';
import { AccessTokens } from '../src/features/auth/access-tokens.js';
import { ApiTokens } from '../src/features/auth/api-tokens.js';
import { Sessions } from '../src/features/auth/sessions.js';
import { bearerToken, Verifier } from '../src/features/auth/verifier.js';
import { benchConfig } from './lib/config.js';
import { median } from './lib/child.js';

const REQUESTS = Number(process.env.AUTH_REQUESTS ?? 20_000);
const ROUNDS = Number(process.env.AUTH_ROUNDS ?? 8);
if (process.env.NODE_ENV !== 'production') throw new Error('run with NODE_ENV=production (npm run bench:auth), as the service runs');

const { config, remove } = benchConfig('bench-auth');
const app = await createApp(config, {}, false);
await app.init();
const service = app.getHttpAdapter().getInstance();
await service.ready();
/* eslint-disable @typescript-eslint/no-explicit-any */
const call = async (method: 'POST' | 'GET', url: string, payload: unknown, authorization?: string): Promise<any> => {
  const r = await service.inject({ method, url, payload: payload as string, headers: authorization ? { authorization } : {} });
  if (r.statusCode >= 400) throw new Error(`${method} ${url}: ${r.statusCode} ${r.body}`);
  return JSON.parse(r.body);
};
const user = await call('POST', '/v1/auth/register', { username: `auth_${process.pid}`, password: 'bench password' });
const session = `Bearer ${user.accessToken}`;
const apiToken = `Bearer ${(await call('POST', '/v1/me/tokens', { name: 'bench', scopes: ['read'] }, session)).token}`;
const claims = jwt.decode(user.accessToken) as { sub: string; sid: string; exp: number };

const verifier = app.get(Verifier);
const sessions = app.get(Sessions);
const apiTokens = app.get(ApiTokens);
const key = app.get(AccessTokens).key;
/** Tokens of the same session never seen before (a claim apart), one per request of a round. */
const fresh = (round: number) => Array.from({ length: REQUESTS }, (_, i) => `Bearer ${jwt.sign({ sid: claims.sid, n: `${round}.${i}` }, key, { algorithm: 'HS256', subject: claims.sub, expiresIn: 900 })}`);

const remembered = new Map([[user.accessToken as string, claims]]);
type Case = [string, (i: number) => Promise<unknown> | unknown];
let unseen: string[] = [];
const cases: Case[] = [
  ['Verifier, session JWT seen before', () => verifier.authenticate({ headers: { authorization: session } })],
  // What the service did before passport (c469abd): the claims remembered by token text, then the session.
  ['the checks alone: remembered claims, Sessions', async () => {
    const c = remembered.get(bearerToken(session)!)!;
    if (Math.floor(Date.now() / 1000) >= c.exp) throw new Error('expired');
    const user = await sessions.user(c.sid, c.sub);
    return { ...user, expiresAt: c.exp * 1000, sessionId: c.sid };
  }],
  ['Verifier, session JWT never seen', (i) => verifier.authenticate({ headers: { authorization: unseen[i] } })],
  ['jsonwebtoken.verify alone (HS256)', () => jwt.verify(user.accessToken, key, { algorithms: ['HS256'] })],
  ['Verifier, API token (cached)', () => verifier.authenticate({ headers: { authorization: apiToken } })],
  ['the checks alone: ApiTokens', () => apiTokens.authenticate(bearerToken(apiToken)!)],
];
const figures = new Map<string, number[]>();
for (let round = 0; round <= ROUNDS; round++) {
  unseen = fresh(round);
  for (const [name, run] of cases) {
    const before = process.cpuUsage();
    for (let i = 0; i < REQUESTS; i++) await run(i);
    const used = process.cpuUsage(before);
    if (round > 0) figures.set(name, [...(figures.get(name) ?? []), (used.user + used.system) / REQUESTS]);
  }
}
console.log(`CPU per authentication in this process (us); ${REQUESTS} per case and round, ${ROUNDS} rounds, node ${process.version}`);
for (const [name, xs] of figures) console.log(`  ${name.padEnd(46)} ${xs.map((x) => x.toFixed(1).padStart(5)).join(' ')} | median ${median(xs).toFixed(2)}`);
await app.close();
remove();
process.exit(0);
