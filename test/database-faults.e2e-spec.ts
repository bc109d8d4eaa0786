/**
 * Every transient database condition is a 503 DATABASE_UNAVAILABLE (with Retry-After), never a
 * 500: the one classification (src/platform/database-faults.ts) and the filter that applies it
 * (normalize), fed with the errors the real drivers raise, provoked for real where a test can (a
 * second connection holding the write lock, a full database file, a read-only one, a transaction
 * that cannot start in a tiny maxWait, a lock wait cut by lock_timeout, a deadlock, a killed
 * backend, a role out of connections, a refused port). The PostgreSQL cases need a server
 * (TEST_DATABASE_URL or DATABASE_URL); without one they are skipped, and said so.
 */
import Database from 'better-sqlite3';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { DatabaseError } from 'pg-protocol';
import { createClient, type Db } from '../src/persistence/prisma.service.js';
import { migrate } from '../src/persistence/migrate.js';
import { isDatabaseUnavailable, isRetryableConflict, withConflictRetries } from '../src/platform/database-faults.js';
import { normalize } from '../src/platform/problem.filter.js';
import { externalDatabase, gql, register, startApp } from './support.js';

/** The error `work` throws (the test fails if it throws none). */
async function errorOf(work: () => unknown): Promise<unknown> {
  try {
    await work();
  } catch (e) {
    return e;
  }
  throw new Error('expected an error');
}

function expect503(e: unknown): void {
  const n = normalize(e);
  expect({ status: n.status, code: n.code, retryAfterSeconds: n.extra.retryAfterSeconds }).toEqual({ status: 503, code: 'DATABASE_UNAVAILABLE', retryAfterSeconds: 1 });
}

describe('the classification refuses what is not transient (so a test of it can fail)', () => {
  it('a unique violation from SQLite, a programming error and a plain Error stay what they are', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY)');
    db.exec('INSERT INTO t VALUES (1)');
    let unique: unknown;
    try {
      db.exec('INSERT INTO t VALUES (1)');
    } catch (e) {
      unique = e;
    }
    expect((unique as { code: string }).code).toBe('SQLITE_CONSTRAINT_PRIMARYKEY');
    expect(isDatabaseUnavailable(unique)).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(normalize(new Error('boom')).status).toBe(500);
    db.close();
  });
});

describe('SQLite conditions (better-sqlite3 and Prisma through its adapter)', () => {
  const file = `./data/test-faults-${process.pid}.db`;
  let holder: Database.Database;
  let prisma: Db;
  beforeAll(async () => {
    rmSync(file, { force: true });
    await migrate(createClient(`file:${file}`), `file:${file}`);
    holder = new Database(file);
    holder.pragma('journal_mode = WAL');
  });
  afterAll(async () => {
    await prisma?.$disconnect();
    holder.close();
    rmSync(file, { force: true });
  });

  it('SQLITE_BUSY: another connection holds the write lock (better-sqlite3, then Prisma)', async () => {
    holder.exec('BEGIN IMMEDIATE');
    try {
      const other = new Database(file, { timeout: 0 });
      const busy = await errorOf(() => other.exec('CREATE TABLE busy_probe (a)'));
      other.close();
      expect((busy as { code: string }).code).toBe('SQLITE_BUSY');
      expect503(busy);
      prisma = createClient(`file:${file}`, { sqliteBusyTimeoutMs: 0 });
      const viaPrisma = await errorOf(() => prisma.$executeRawUnsafe('CREATE TABLE busy_probe (a)'));
      expect503(viaPrisma);
    } finally {
      holder.exec('ROLLBACK');
    }
  });

  it('P2028: a transaction that cannot start within maxWait, and one used after it expired', async () => {
    const tiny = createClient(`file:${file}`, { transactionMaxWaitMs: 1, transactionTimeoutMs: 100 });
    let release!: () => void;
    const held = tiny.$transaction(() => new Promise<void>((r) => (release = r)));
    await new Promise((r) => setTimeout(r, 20));
    const notStarted = await errorOf(() => tiny.$transaction(async () => undefined));
    release();
    await held.catch(() => undefined);
    expect((notStarted as { code: string }).code).toBe('P2028');
    expect503(notStarted);
    const expired = await errorOf(() =>
      tiny.$transaction(async (tx) => {
        await new Promise((r) => setTimeout(r, 300));
        await tx.$queryRawUnsafe('SELECT 1');
      }),
    );
    expect((expired as { code: string }).code).toBe('P2028');
    expect503(expired);
    await tiny.$disconnect();
  });

  it('SQLITE_FULL: the database cannot grow', async () => {
    const full = new Database(`${file}.full`);
    try {
      full.exec('CREATE TABLE big (v BLOB)');
      full.pragma(`max_page_count = ${(full.pragma('page_count', { simple: true }) as number) + 1}`);
      const e = await errorOf(() => full.prepare('INSERT INTO big VALUES (?)').run(Buffer.alloc(64 * 1024)));
      expect((e as { code: string }).code).toBe('SQLITE_FULL');
      expect503(e);
    } finally {
      full.close();
      rmSync(`${file}.full`, { force: true });
    }
  });

  it('SQLITE_READONLY: the database is opened read-only', async () => {
    const ro = new Database(file, { readonly: true });
    const e = await errorOf(() => ro.exec('CREATE TABLE ro_probe (a)'));
    ro.close();
    expect((e as { code: string }).code).toMatch(/^SQLITE_READONLY/);
    expect503(e);
  });

  it('connection refused: PostgreSQL unreachable (node-postgres, and Prisma P1001)', async () => {
    const client = new pg.Client({ connectionString: 'postgresql://postgres@127.0.0.1:1/none', connectionTimeoutMillis: 2000 });
    const refused = await errorOf(() => client.connect());
    expect((refused as { code: string }).code).toBe('ECONNREFUSED');
    expect503(refused);
    const viaPrisma = createClient('postgresql://postgres@127.0.0.1:1/none');
    const e = await errorOf(() => viaPrisma.$queryRawUnsafe('SELECT 1'));
    await viaPrisma.$disconnect().catch(() => undefined);
    expect503(e);
  });

  it('disk full on PostgreSQL (53100; a server cannot be filled in a test: the error node-postgres builds from its message)', () => {
    const e = Object.assign(new DatabaseError('could not extend file "base/16384/16385": No space left on device', 0, 'error'), { code: '53100', severity: 'ERROR' });
    expect503(e);
  });
});

(externalDatabase() ? describe.skip : describe)('through the API: a Prisma write refused by a lock held by another process (SQLite)', () => {
  it('answers 503 DATABASE_UNAVAILABLE with Retry-After on REST and the same code on GraphQL, then serves again', async () => {
    const t = await startApp('faults-api', {}, { SQLITE_BUSY_TIMEOUT_MS: '100' });
    try {
      const ann = await register(t, 'faulty');
      const other = new Database(t.config.DATABASE_URL.slice('file:'.length));
      other.exec('BEGIN IMMEDIATE');
      try {
        const rest = await t.http.post('/v1/matches').set(ann.auth).send({ game: 'pyramid-solitaire' });
        expect({ status: rest.status, code: rest.body.code, retryAfter: rest.headers['retry-after'] }).toEqual({ status: 503, code: 'DATABASE_UNAVAILABLE', retryAfter: '1' });
        const g = await gql(t, ann.token, 'mutation { createMatch(game: "pyramid-solitaire") { id } }');
        expect(g.errors?.[0].extensions).toMatchObject({ code: 'DATABASE_UNAVAILABLE', status: 503, retryAfterSeconds: 1 });
      } finally {
        other.exec('ROLLBACK');
        other.close();
      }
      await t.http.post('/v1/matches').set(ann.auth).send({ game: 'pyramid-solitaire' }).expect(201);
    } finally {
      await t.close();
    }
  });
});

const pgUrl = externalDatabase();
const describePg = pgUrl ? describe : describe.skip;

describePg('PostgreSQL conditions (a real server: TEST_DATABASE_URL or DATABASE_URL)', () => {
  const url = pgUrl!;
  const clients: pg.Client[] = [];
  const connect = async (connectionString = url) => {
    const c = new pg.Client({ connectionString });
    c.on('error', () => undefined);
    await c.connect();
    clients.push(c);
    return c;
  };
  const key = 7_340_000 + (process.pid % 10_000);
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
  });

  it('55P03: a lock wait cut short by lock_timeout', async () => {
    const a = await connect();
    const b = await connect();
    await a.query('SELECT pg_advisory_lock($1)', [key]);
    await b.query("SET lock_timeout = '50ms'");
    const e = await errorOf(() => b.query('SELECT pg_advisory_lock($1)', [key]));
    await a.query('SELECT pg_advisory_unlock($1)', [key]);
    expect((e as { code: string }).code).toBe('55P03');
    expect503(e);
    expect(isRetryableConflict(e)).toBe(false);
  });

  it('40P01: a deadlock is transient and retryable, and withConflictRetries runs the work again', async () => {
    const a = await connect();
    const b = await connect();
    await a.query('BEGIN');
    await b.query('BEGIN');
    await a.query('SELECT pg_advisory_xact_lock($1)', [key + 1]);
    await b.query('SELECT pg_advisory_xact_lock($1)', [key + 2]);
    const results = await Promise.allSettled([a.query('SELECT pg_advisory_xact_lock($1)', [key + 2]), b.query('SELECT pg_advisory_xact_lock($1)', [key + 1])]);
    await a.query('ROLLBACK');
    await b.query('ROLLBACK');
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(failed).toHaveLength(1);
    const e = failed[0].reason as { code: string };
    expect(e.code).toBe('40P01');
    expect503(e);
    expect(isRetryableConflict(e)).toBe(true);
    let runs = 0;
    await expect(withConflictRetries(async () => {
      if (++runs < 3) throw e;
      return 'done';
    })).resolves.toBe('done');
    expect(runs).toBe(3);
  });

  it('25006: a write in a read-only transaction (a standby, default_transaction_read_only)', async () => {
    const a = await connect();
    await a.query('BEGIN READ ONLY');
    const e = await errorOf(() => a.query('CREATE TABLE read_only_probe (a int)'));
    await a.query('ROLLBACK');
    expect((e as { code: string }).code).toBe('25006');
    expect503(e);
  });

  it('57P01: the connection terminated by the server (an administrator, a restart)', async () => {
    const a = await connect();
    const victim = await connect();
    const { rows } = await victim.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    await a.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
    const e = await errorOf(() => victim.query('SELECT 1'));
    expect503(e);
  });

  it('53300: too many connections (a role at its connection limit)', async () => {
    const a = await connect();
    const role = `h2_limited_${process.pid}`;
    await a.query(`DROP ROLE IF EXISTS ${role}`);
    await a.query(`CREATE ROLE ${role} LOGIN CONNECTION LIMIT 0`);
    try {
      const u = new URL(url);
      u.username = role;
      const refused = new pg.Client({ connectionString: u.toString() });
      const e = await errorOf(() => refused.connect());
      expect((e as { code: string }).code).toBe('53300');
      expect503(e);
    } finally {
      await a.query(`DROP ROLE IF EXISTS ${role}`);
    }
  });

  it('pool exhausted: node-postgres waits past connectionTimeoutMillis; Prisma cannot start a transaction in maxWait (P2028)', async () => {
    // The one connection is opened with time to spare (a loaded machine can take over 50 ms to
    // connect); only the wait for it once it is held gets the short limit.
    const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 5000 });
    const held = await pool.connect();
    (pool as unknown as { options: { connectionTimeoutMillis: number } }).options.connectionTimeoutMillis = 50;
    const e = await errorOf(() => pool.query('SELECT 1'));
    held.release();
    await pool.end();
    expect((e as Error).message).toMatch(/timeout exceeded when trying to connect/);
    expect503(e);

    // Prisma's pg adapter waits for a pooled connection as long as the pool lets it (0: without
    // end) and checks maxWait only once it has one: the second transaction starts when the first
    // expires (300 ms), too late (P2028), and the first's commit finds it expired (P2028).
    const prisma = createClient(url, { poolSize: 1, poolTimeoutMs: 0, transactionTimeoutMs: 300 });
    let release!: () => void;
    let started!: () => void;
    const holding = new Promise<void>((r) => (started = r));
    const tx = prisma.$transaction(async (t) => {
      await t.$queryRawUnsafe('SELECT 1');
      started();
      await new Promise<void>((r) => (release = r));
    });
    await holding;
    const notStarted = await errorOf(() => prisma.$transaction(async (t) => t.$queryRawUnsafe('SELECT 1'), { maxWait: 20 }));
    release();
    const expired = await errorOf(() => tx);
    await prisma.$disconnect();
    expect(notStarted).toMatchObject({ code: 'P2028' });
    expect503(notStarted);
    expect(expired).toMatchObject({ code: 'P2028' });
    expect503(expired);
  });
});

describePg('through the API: PostgreSQL read-only for a while (maintenance, a failover), then writable again', () => {
  it('writes are 503 and readiness fails meanwhile; both pools write again once it is writable, without a restart', async () => {
    // A database of its own (other suites may share the server's): made, migrated by the app, dropped.
    const admin = new pg.Client({ connectionString: pgUrl! });
    admin.on('error', () => undefined);
    await admin.connect();
    const name = `faults_read_only_${process.pid}`;
    const db = `"${name}"`;
    await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${db}`);
    const own = new URL(pgUrl!);
    own.pathname = `/${name}`;
    const t = await startApp('faults-read-only', {}, { DATABASE_URL: own.toString() });
    try {
      const ann = await register(t, 'ro_ann');
      const bob = await register(t, 'ro_bob');
      const create = () => t.http.post('/v1/matches').set(ann.auth).send({ game: 'allmer-pyramid' });
      const match = (await create().expect(201)).body as { id: string };
      await t.http.post(`/v1/matches/${match.id}/join`).set(bob.auth).send({}).expect(200);
      /** A legal move of whoever is to act, posted (the move path's own pool). */
      const move = async () => {
        const m = (await t.http.get(`/v1/matches/${match.id}`).set(ann.auth).expect(200)).body as { yourTurn: boolean };
        const mover = m.yourTurn ? ann : bob;
        const legal = (await t.http.get(`/v1/matches/${match.id}/legal-moves`).set(mover.auth).expect(200)).body as { version: number; moves: unknown[] };
        return t.http.post(`/v1/matches/${match.id}/moves`).set(mover.auth).send({ move: legal.moves[0], expectedVersion: legal.version });
      };
      await move().then((r) => expect([r.status, r.body.code]).toEqual([200, undefined]));

      // Read-only from now on: the setting holds for new sessions, and the service's sessions are ended.
      await admin.query(`ALTER DATABASE ${db} SET default_transaction_read_only = on`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      const refused = [];
      for (let i = 0; i < 4; i++) refused.push((await create()).status, (await move()).status);
      expect(new Set(refused)).toEqual(new Set([503]));
      const r = await create();
      expect([r.headers['content-type'], r.body.code, r.headers['retry-after']]).toEqual([expect.stringMatching(/^application\/problem\+json/), 'DATABASE_UNAVAILABLE', '1']);
      expect((await t.http.get('/health/ready')).status).toBe(503);
      await t.http.get(`/v1/matches/${match.id}`).set(ann.auth).expect(200); // reads go on

      // Writable again. The sessions opened meanwhile are still read-only (the setting is read when a
      // session starts): each is closed on its first refused write (node-postgres's pool closes a
      // client released with an error; Prisma's adapter likewise), so the next one writes.
      await admin.query(`ALTER DATABASE ${db} RESET default_transaction_read_only`);
      const writableAt = Date.now();
      let created = 0;
      let moved = 0;
      while ((created !== 201 || moved !== 200) && Date.now() - writableAt < 40_000) {
        created = created === 201 ? created : (await create()).status;
        moved = moved === 200 ? moved : (await move()).status;
        if (created !== 201 || moved !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      console.log(`[database-faults] writes served again ${Date.now() - writableAt} ms after the database was writable`);
      expect([created, moved]).toEqual([201, 200]);
      // Every pooled session is a writing one again: ten writes in a row, none refused.
      for (let i = 0; i < 10; i++) expect((await create()).status).toBe(201);
      // Readiness keeps its last probe for a second, and its own pooled sessions are replaced as
      // they are refused: it answers 200 again within the 10 s.
      let ready = 0;
      for (const end = Date.now() + 10_000; ready !== 200 && Date.now() < end; ) {
        ready = (await t.http.get('/health/ready')).status;
        if (ready !== 200) await new Promise((r) => setTimeout(r, 200));
      }
      expect(ready).toBe(200);
    } finally {
      await t.close();
      await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    }
  }, 90_000);
});
