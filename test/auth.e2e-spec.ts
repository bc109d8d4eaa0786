/** Accounts and tokens: register, log in, refresh with rotation, log out, /v1/me. */
import { externalDatabase, ManualClock, register, startApp, uniqueName, type TestApp } from './support.js';

describe('auth', () => {
  let t: TestApp;
  const clock = new ManualClock(new Date());
  beforeAll(async () => {
    t = await startApp('auth', { clock });
  });
  afterAll(() => t.close());

  it('registers, signs in case-insensitively and answers /v1/me', async () => {
    const username = uniqueName('Carol');
    const reg = await t.http.post('/v1/auth/register').send({ username, password: 'pa55word-long' }).expect(201);
    expect(reg.body.user.username).toBe(username);
    expect(reg.body.accessTokenExpiresIn).toBe(900);
    const login = await t.http.post('/v1/auth/login').send({ username: username.toUpperCase(), password: 'pa55word-long' }).expect(200);
    const me = await t.http.get('/v1/me').set('Authorization', `Bearer ${login.body.accessToken}`).expect(200);
    expect(me.body).toMatchObject({ id: reg.body.user.id, username });
  });

  it('refuses a username taken in another case → 409 USERNAME_TAKEN', async () => {
    const username = uniqueName('dave');
    await t.http.post('/v1/auth/register').send({ username, password: 'pa55word-long' }).expect(201);
    const r = await t.http.post('/v1/auth/register').send({ username: username.toUpperCase(), password: 'other-password' }).expect(409);
    expect(r.body.code).toBe('USERNAME_TAKEN');
  });

  it('answers a wrong password and an unknown user alike → 401 BAD_CREDENTIALS', async () => {
    const username = uniqueName('erin');
    await t.http.post('/v1/auth/register').send({ username, password: 'pa55word-long' }).expect(201);
    const wrong = await t.http.post('/v1/auth/login').send({ username, password: 'not-the-password' }).expect(401);
    const unknown = await t.http.post('/v1/auth/login').send({ username: uniqueName('nobody'), password: 'not-the-password' }).expect(401);
    expect(wrong.body.code).toBe('BAD_CREDENTIALS');
    expect(unknown.body.detail).toBe(wrong.body.detail);
  });

  it('rotates refresh tokens; a reused one is refused after the grace window and ends the session', async () => {
    const reg = await t.http.post('/v1/auth/register').send({ username: uniqueName('frank'), password: 'pa55word-long' }).expect(201);
    const r1 = await t.http.post('/v1/auth/refresh').send({ refreshToken: reg.body.refreshToken }).expect(200);
    expect(r1.body.refreshToken).not.toBe(reg.body.refreshToken);
    clock.advance(t.config.REFRESH_REUSE_GRACE_SECONDS + 1);
    const reuse = await t.http.post('/v1/auth/refresh').send({ refreshToken: reg.body.refreshToken }).expect(401);
    expect(reuse.body.code).toBe('REFRESH_TOKEN_REUSED');
    // The whole family is revoked: the newer token no longer works either.
    const after = await t.http.post('/v1/auth/refresh').send({ refreshToken: r1.body.refreshToken }).expect(401);
    expect(after.body.code).toBe('REFRESH_TOKEN_REUSED');
    // ...and so do its access tokens.
    const me = await t.http.get('/v1/me').set('Authorization', `Bearer ${r1.body.accessToken}`).expect(401);
    expect(me.body.code).toBe('SESSION_ENDED');
  });

  it('gives every one of eight concurrent refreshes of one token fresh tokens of the same, still live session', async () => {
    const reg = await t.http.post('/v1/auth/register').send({ username: uniqueName('fred'), password: 'pa55word-long' }).expect(201);
    const all = await Promise.all(Array.from({ length: 8 }, () => t.http.post('/v1/auth/refresh').send({ refreshToken: reg.body.refreshToken })));
    expect(all.map((r) => r.status)).toEqual(Array(8).fill(200));
    for (const r of all) await t.http.get('/v1/me').set('Authorization', `Bearer ${r.body.accessToken}`).expect(200);
    await t.http.post('/v1/auth/refresh').send({ refreshToken: all[7].body.refreshToken }).expect(200);
  });

  it('logs out: the refresh token and the access tokens of the session stop working at once', async () => {
    const reg = await t.http.post('/v1/auth/register').send({ username: uniqueName('gina'), password: 'pa55word-long' }).expect(201);
    const other = await t.http.post('/v1/auth/login').send({ username: reg.body.user.username, password: 'pa55word-long' }).expect(200);
    await t.http.get('/v1/me').set('Authorization', `Bearer ${reg.body.accessToken}`).expect(200);
    await t.http.post('/v1/auth/logout').send({ refreshToken: reg.body.refreshToken }).expect(204);
    const me = await t.http.get('/v1/me').set('Authorization', `Bearer ${reg.body.accessToken}`).expect(401);
    expect(me.body.code).toBe('SESSION_ENDED');
    // Another session of the same user (another device) is not affected.
    await t.http.get('/v1/me').set('Authorization', `Bearer ${other.body.accessToken}`).expect(200);
    const r = await t.http.post('/v1/auth/refresh').send({ refreshToken: reg.body.refreshToken }).expect(401);
    expect(r.body.code).toBe('REFRESH_TOKEN_REUSED');
    const bogus = await t.http.post('/v1/auth/refresh').send({ refreshToken: 'made-up' }).expect(401);
    expect(bogus.body.code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('rejects weak input with field errors', async () => {
    const r = await t.http.post('/v1/auth/register').send({ username: 'a b', password: 'short' }).expect(400);
    expect(r.body.code).toBe('VALIDATION_FAILED');
    expect(r.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['password', 'username']);
  });
});

describe('rate limits on sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('auth-limits', {}, { AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 RATE_LIMITED past the budget, over REST and GraphQL alike, and leaves other routes alone', async () => {
    const body = { username: uniqueName('guess'), password: 'wrong password' };
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) statuses.push((await t.http.post('/v1/auth/login').send(body)).status);
    const viaGraphql = await t.http.post('/graphql').send({ query: `mutation { login(username: "${body.username}", password: "x-wrong-pass") { accessToken } }` });
    expect(viaGraphql.status).toBe(200); // the third attempt: still within the budget
    const limited = await t.http.post('/graphql').send({ query: `mutation { login(username: "${body.username}", password: "x-wrong-pass") { accessToken } }` });
    expect(limited.status).toBe(429);
    const rest = await t.http.post('/v1/auth/login').send(body);
    expect(statuses).toEqual([401, 401]);
    expect(rest.status).toBe(429);
    expect(rest.headers['content-type']).toContain('application/problem+json');
    expect(rest.body).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    await t.http.get('/v1/games').expect(200);
  });
});

describe('several apps in one process', () => {
  let a: TestApp;
  let b: TestApp;
  let bOpen = true;
  beforeAll(async () => {
    a = await startApp('auth-app-a');
    b = await startApp('auth-app-b', {}, { JWT_SECRET: 'another-e2e-secret-fedcba9876543210' });
  });
  afterAll(async () => {
    await a.close();
    if (bOpen) await b.close();
  });

  // Their databases may be one (PostgreSQL): what tells them apart is the signing key.
  it("checks each app's tokens with that app's own strategies (its key, its sessions and API tokens), also once the other app is closed", async () => {
    const ann = await register(a, 'ann');
    const bob = await register(b, 'bob');
    const { token: annApi } = (await a.http.post('/v1/me/tokens').set(ann.auth).send({ name: 'n', scopes: ['read'] }).expect(201)).body;
    await a.http.get('/v1/me').set(ann.auth).expect(200);
    await b.http.get('/v1/me').set(bob.auth).expect(200);
    expect((await b.http.get('/v1/me').set(ann.auth).expect(401)).body.code).toBe('TOKEN_INVALID');
    expect((await a.http.get('/v1/me').set(bob.auth).expect(401)).body.code).toBe('TOKEN_INVALID');
    // An API token is a row of its app's database: two apps on one PostgreSQL database share it,
    // as two instances of one deployment do; apps with their own SQLite files do not.
    if (externalDatabase()) await b.http.get('/v1/me').set('Authorization', `Bearer ${annApi}`).expect(200);
    else expect((await b.http.get('/v1/me').set('Authorization', `Bearer ${annApi}`).expect(401)).body.code).toBe('TOKEN_INVALID');
    await b.close();
    bOpen = false;
    await a.http.get('/v1/me').set(ann.auth).expect(200);
    await a.http.get('/v1/me').set('Authorization', `Bearer ${annApi}`).expect(200);
    const again = await a.http.post('/v1/auth/login').send({ username: ann.username, password: 'correct horse battery' }).expect(200);
    await a.http.get('/v1/me').set('Authorization', `Bearer ${again.body.accessToken}`).expect(200);
  });
});
