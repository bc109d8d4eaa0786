/**
 * TRUST_PROXY: behind a load balancer every client connects from the balancer's address, so the
 * per-address budgets (RATE_LIMIT_PER_MINUTE) must follow X-Forwarded-For, and only when the
 * peer is a proxy the operator named; otherwise any client could pick its own key.
 */
import { loadConfig } from '../src/platform/config.js';
import { startApp, type TestApp } from './support.js';

const BUDGET = 3;
const env = { RATE_LIMIT_PER_MINUTE: String(BUDGET) };

/** Spends `client`'s whole budget (as X-Forwarded-For says), then asks once as `other`. */
async function spendThenAskAs(t: TestApp, client: string, other: string) {
  for (let i = 0; i < BUDGET; i++) await t.http.get('/v1/games').set('x-forwarded-for', client).expect(200);
  const again = await t.http.get('/v1/games').set('x-forwarded-for', client);
  const someoneElse = await t.http.get('/v1/games').set('x-forwarded-for', other);
  return { again, someoneElse };
}

describe('TRUST_PROXY: whose address a request counts against', () => {
  it('with TRUST_PROXY=127.0.0.1 (the balancer), each forwarded client has its own budget', async () => {
    const t = await startApp('trust-proxy-on', {}, { ...env, TRUST_PROXY: '127.0.0.1' });
    try {
      const { again, someoneElse } = await spendThenAskAs(t, '203.0.113.7', '198.51.100.9');
      expect(again.status).toBe(429);
      expect(again.body).toMatchObject({ code: 'RATE_LIMITED' });
      expect(someoneElse.status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('without it, X-Forwarded-For is ignored: every request counts against the peer that sent it', async () => {
    const t = await startApp('trust-proxy-off', {}, env);
    try {
      const { again, someoneElse } = await spendThenAskAs(t, '203.0.113.7', '198.51.100.9');
      expect(again.status).toBe(429);
      expect(someoneElse.status).toBe(429);
      expect(someoneElse.body).toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      await t.close();
    }
  });

  it('a peer not named is not believed, even with TRUST_PROXY set', async () => {
    const t = await startApp('trust-proxy-other', {}, { ...env, TRUST_PROXY: '10.9.8.7' });
    try {
      const { someoneElse } = await spendThenAskAs(t, '203.0.113.7', '198.51.100.9');
      expect(someoneElse.status).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('accepts addresses, CIDRs and proxy-addr names; refuses a hop count and junk', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 172.18.0.0/16,uniquelocal' }).TRUST_PROXY).toEqual(['10.0.0.5', '172.18.0.0/16', 'uniquelocal']);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'haproxy' })).toThrow(/TRUST_PROXY/);
  });
});
