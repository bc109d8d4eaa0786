/**
 * The one classification of database errors: which mean "the database cannot serve this now, and
 * nothing was changed" (503 DATABASE_UNAVAILABLE with Retry-After, ProblemFilter), and which of
 * those a transaction may simply run again (a deadlock or a serialization failure: the database
 * rolled it back whole). Anything else is not transient and stays a fault of ours (500) or a
 * known condition mapped elsewhere (a unique key: VersionConflict, 409).
 *
 * An error reaches us in several wrappings, and the code sits at a different depth in each:
 * - node-postgres (our hot pool): `code` is the SQLSTATE (`40P01`), or a Node socket code
 *   (`ECONNREFUSED`), or only a message (pg-pool's "timeout exceeded when trying to connect",
 *   "Connection terminated unexpectedly");
 * - better-sqlite3 (our hot connections, the writer thread's errors carried back): `code` is the
 *   extended result code (`SQLITE_BUSY_SNAPSHOT`, `SQLITE_FULL`, `SQLITE_READONLY_DBMOVED`);
 * - Prisma: a PrismaClientKnownRequestError with its own `code` (`P2028`, `P2034`, `P1001`) and,
 *   from a driver adapter, `meta.driverAdapterError.cause` holding `originalCode` (the SQLSTATE or
 *   SQLite code) and a `kind`.
 * So every object reachable through `cause`, `meta`, `driverAdapterError` and `originalError` is
 * looked at (a few levels deep), each for its codes and its message.
 */

/** Prisma's codes of a database that cannot serve now (https://www.prisma.io/docs/orm/reference/error-reference). */
const PRISMA_TRANSIENT = new Set([
  'P1001', // can't reach the database server
  'P1002', // the server timed out
  'P1008', // operations timed out
  'P1011', // error opening a TLS connection
  'P1017', // the server closed the connection
  'P2024', // timed out fetching a new connection from the pool
  'P2028', // transaction API error: "Unable to start a transaction in the given time", expired, closed
  'P2034', // transaction failed due to a write conflict or a deadlock: please retry
  'P2037', // too many database connections opened
]);

/** Driver-adapter error kinds (Prisma's `DriverAdapterError.cause.kind`) of the same conditions. */
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections', 'TransactionWriteConflict', 'TlsConnectionError']);

/**
 * PostgreSQL SQLSTATEs (https://www.postgresql.org/docs/current/errcodes-appendix.html) by prefix:
 * connection exceptions (class 08), serialization failure and deadlock (40001, 40P01), insufficient
 * resources (class 53: disk full 53100, out of memory 53200, too many connections 53300), lock not
 * available (55P03: lock_timeout), query cancelled (57014: statement_timeout), the server shutting
 * down or starting (57P01, 57P02, 57P03), a read-only transaction (25006: a standby, or
 * default_transaction_read_only) and an idle transaction ended by the server (25P03).
 */
const PG_TRANSIENT = /^(08...|40001|40P01|53...|55P03|57014|57P0[1-5]|25006|25P03)$/;

/** SQLite's primary codes (better-sqlite3 gives the extended ones: SQLITE_BUSY_SNAPSHOT, SQLITE_IOERR_WRITE, ...). */
const SQLITE_TRANSIENT = /^SQLITE_(BUSY|LOCKED|FULL|READONLY|IOERR|CANTOPEN|PROTOCOL|NOLFS)(_[A-Z]+)?$/;

/** Node's socket and DNS errors. */
const NODE_TRANSIENT = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);

/**
 * Messages without a code: node-postgres and pg-pool, and the SQLite and PostgreSQL texts where a
 * wrapper kept only the message.
 */
const TRANSIENT_MESSAGE =
  /database is locked|database table is locked|SQLITE_BUSY|database or disk is full|attempt to write a readonly database|disk I\/O error|unable to open database file|The database connection is not open|ECONNREFUSED|ECONNRESET|Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|too many clients|remaining connection slots are reserved|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command|deadlock detected|could not serialize access|canceling statement due to (lock|statement) timeout|could not obtain lock|No space left on device|cannot execute \w+ in a read-only transaction|Unable to start a transaction in the given time|Transaction already closed/i;

/** Codes meaning the database rolled the whole transaction back and running it again may succeed. */
const RETRYABLE = new Set(['40001', '40P01', 'P2034', 'TransactionWriteConflict']);

type Node = { code?: unknown; originalCode?: unknown; kind?: unknown; message?: unknown; cause?: unknown; meta?: unknown; driverAdapterError?: unknown; originalError?: unknown };

/** Every object reachable from `e` through the wrappers' links (breadth first, a few levels, no cycles). */
function* layers(e: unknown): Generator<Node> {
  const seen = new Set<unknown>();
  let level: unknown[] = [e];
  for (let depth = 0; depth < 6 && level.length > 0; depth++) {
    const next: unknown[] = [];
    for (const x of level) {
      if (x === null || typeof x !== 'object' || seen.has(x)) continue;
      seen.add(x);
      const n = x as Node;
      yield n;
      next.push(n.cause, n.meta, n.driverAdapterError, n.originalError);
    }
    level = next;
  }
}

const codesOf = (n: Node): string[] => [n.code, n.originalCode, n.kind].filter((c): c is string => typeof c === 'string');

function transientCode(code: string): boolean {
  return PRISMA_TRANSIENT.has(code) || ADAPTER_KINDS.has(code) || PG_TRANSIENT.test(code) || SQLITE_TRANSIENT.test(code) || NODE_TRANSIENT.has(code);
}

/**
 * True for errors that mean the database cannot serve now (busy, locked, unreachable, full,
 * read-only, out of connections, a lock or transaction wait run out, a deadlock or serialization
 * failure not resolved by the retries): the request changed nothing and may be retried.
 */
export function isDatabaseUnavailable(e: unknown): boolean {
  for (const n of layers(e)) {
    if (codesOf(n).some(transientCode)) return true;
    if (typeof n.message === 'string' && TRANSIENT_MESSAGE.test(n.message)) return true;
  }
  return false;
}

/** True for a deadlock or serialization failure: the database rolled the transaction back, and it may run again. */
export function isRetryableConflict(e: unknown): boolean {
  for (const n of layers(e)) {
    if (codesOf(n).some((c) => RETRYABLE.has(c))) return true;
    if (typeof n.message === 'string' && /deadlock detected|could not serialize access/i.test(n.message)) return true;
  }
  return false;
}

/**
 * SQLite conditions that stay with a connection after the store is right again: a database file
 * opened while it (or its file system) was read-only is opened read-only for good, and an I/O
 * error or a file that could not be opened may have left the handle unusable. A connection that
 * met one is closed and opened again before its next use (reopening-adapter.ts, hot/sqlite.ts).
 * A full disk is not one of them: the next transaction finds the space again by itself.
 */
const SQLITE_STORAGE = /^SQLITE_(READONLY|IOERR|CANTOPEN)(_[A-Z]+)?$/;
const STORAGE_MESSAGE = /attempt to write a readonly database|disk I\/O error|unable to open database file/i;

/** True when a SQLite connection met a fault it does not recover from by itself (see SQLITE_STORAGE). */
export function isStorageFault(e: unknown): boolean {
  for (const n of layers(e)) {
    if (codesOf(n).some((c) => SQLITE_STORAGE.test(c))) return true;
    if (typeof n.message === 'string' && STORAGE_MESSAGE.test(n.message)) return true;
  }
  return false;
}

/** How many times `withConflictRetries` runs its work at most, and the first pause's range. */
export const CONFLICT_ATTEMPTS = 4;
const FIRST_PAUSE_MS = 5;

/**
 * Runs `work`, again after a deadlock or serialization failure (isRetryableConflict), at most
 * CONFLICT_ATTEMPTS times, pausing a random 0.5-1.5 x 5, 10, 20 ms between (jitter, so two
 * instances that collided do not collide again in step). The last failure is thrown as it is.
 * `work` must be a whole transaction (or one statement): the database rolled back all of it.
 */
export async function withConflictRetries<T>(work: () => Promise<T>, attempts = CONFLICT_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (e) {
      if (attempt >= attempts || !isRetryableConflict(e)) throw e;
      const pause = FIRST_PAUSE_MS * 2 ** (attempt - 1) * (0.5 + Math.random());
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
