/**
 * graphql-ws, held to the same promises as HTTP:
 * - a browser's socket is refused (403, at the upgrade) unless its Origin is allowed by
 *   CORS_ORIGINS or is this host's own; clients that send no Origin (not browsers) are let in;
 * - frames are capped at BODY_LIMIT_BYTES (ws' default is 100 MiB);
 * - at most WS_MAX_CONNECTIONS_PER_ADDRESS sockets per address (counted at the upgrade) and
 *   WS_MAX_CONNECTIONS_PER_USER per signed-in user;
 * - connection_init authenticates with the one verifier (the app's passport strategies, as
 *   over HTTP); the socket is closed (4401) when its access token expires or its session ends
 *   (logout, on any instance);
 * - every operation spends the address's request budget and its cost from the client's work
 *   budget (the user's or token's), and goes through the same size, shape, sign-in and time limits
 *   as over HTTP; a query or mutation costing EXPENSIVE_COST or more runs at the work gate, as over
 *   HTTP (platform/work-gate.ts);
 * - a document is parsed and validated once per text, as Apollo does over HTTP (its document
 *   store): a bot that sends the same mutation every move pays for neither again;
 * - a match's live stream: subscribers that receive the same event object and run the same
 *   operation share one execution of it and its JSON bytes, which every socket is sent as they are,
 *   around its own subscription id, without graphql-ws's per-subscriber steps (shared-execution.ts).
 */
import { execute, getOperationAST, GraphQLError, parse, validate, type DocumentNode, type ExecutionArgs, type GraphQLSchema } from 'graphql';
import { asksForSchema, introspectionRefusal } from './introspection.js';
import { LRUCache } from 'lru-cache';
import type { Context, ServerOptions, SubscribePayload } from 'graphql-ws';
import type { WebSocket, WebSocketServer } from 'ws';
import type { IncomingMessage } from 'node:http';
import { originAllowed, type AppConfig } from '../../platform/config.js';
import { AppError } from '../../platform/problem.js';
import { budgetKey, RateLimits } from '../../platform/rate-limits.js';
import type { WorkGate } from '../../platform/work-gate.js';
import type { AuthUser } from '../../features/auth/auth.schemas.js';
import type { Verifier } from '../../features/auth/verifier.js';
import type { Sessions } from '../../features/auth/sessions.js';
import { admit, asGraphQLError, parseOptions } from './operation-limits.js';
import { rememberOperation, sharedSubscribe } from './shared-execution.js';

/** The text of the documents remembered (their parsed trees take a few times more). */
const DOCUMENT_CACHE_BYTES = 2 * 1024 * 1024;

export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_TOO_MANY = 4429;

interface Extra {
  socket: WebSocket;
  request: IncomingMessage;
  user?: AuthUser;
  release?: () => void;
}

/** Reads the bearer token a client sent in its connection_init payload. */
function tokenFrom(params: Record<string, unknown> | undefined): string | null {
  const raw = params?.authorization ?? params?.Authorization ?? params?.token;
  if (typeof raw !== 'string') return null;
  return raw.replace(/^Bearer\s+/i, '').trim() || null; // with or without the scheme
}

const addressOf = (req: IncomingMessage) => req.socket.remoteAddress ?? 'unknown';

export class WsGate {
  private readonly perUser = new Map<string, number>();
  private schema: GraphQLSchema | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly verifier: Verifier,
    private readonly sessions: Sessions,
    private readonly limits: RateLimits,
    private readonly gate: WorkGate,
  ) {}

  /** Operations (their execution arguments) that run at the work gate. */
  private readonly gated = new WeakSet<object>();

  /** Checks origins, caps frames and connections per address on the server Nest created. */
  attach(wss: WebSocketServer): void {
    (wss.options as { maxPayload?: number }).maxPayload = this.config.BODY_LIMIT_BYTES;
    // The same origins as CORS: a page from elsewhere must not open a socket in its user's name.
    (wss.options as { verifyClient?: unknown }).verifyClient = (info: { origin?: string; req: IncomingMessage }, done: (ok: boolean, code?: number, reason?: string) => void) => {
      const { origin, req } = info;
      if (origin === undefined || originAllowed(this.config, origin, req.headers.host)) done(true);
      else done(false, 403, 'Origin not allowed');
    };
    const perAddress = new Map<string, number>();
    wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
      const address = addressOf(req);
      const n = (perAddress.get(address) ?? 0) + 1;
      perAddress.set(address, n);
      ws.once('close', () => {
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left > 0) perAddress.set(address, left);
        else perAddress.delete(address);
      });
      if (n > this.config.WS_MAX_CONNECTIONS_PER_ADDRESS) ws.close(CLOSE_TOO_MANY, 'Too many connections from this address');
    });
  }

  useSchema(schema: GraphQLSchema): GraphQLSchema {
    this.schema = schema;
    this.documents.clear(); // validated against the schema before
    return schema;
  }

  options(): Partial<ServerOptions> {
    return {
      connectionInitWaitTimeout: 5000,
      onConnect: (ctx) => this.connect(ctx as Context<Record<string, unknown>, Extra>),
      onClose: (ctx) => (ctx.extra as Extra).release?.(),
      onSubscribe: (ctx, id, payload) => this.subscribe(ctx as Context<Record<string, unknown>, Extra>, id, payload),
      // A match's live stream: one execution per event object and operation, shared by the
      // subscribers that receive both, and the same bytes to every socket (shared-execution.ts).
      subscribe: sharedSubscribe,
      execute: (args) => this.execute(args),
    };
  }

  private async connect(ctx: Context<Record<string, unknown>, Extra>): Promise<boolean> {
    const token = tokenFrom(ctx.connectionParams);
    if (!token) return false;
    let user;
    try {
      user = await this.verifier.verify(token);
    } catch (e) {
      if (e instanceof AppError) return false;
      throw e;
    }
    const socket = ctx.extra.socket;
    const count = (this.perUser.get(user.id) ?? 0) + 1;
    if (count > this.config.WS_MAX_CONNECTIONS_PER_USER) {
      socket.close(CLOSE_TOO_MANY, 'Too many connections for this user');
      return false;
    }
    this.perUser.set(user.id, count);
    const untrack = this.sessions.track(user.sessionId, () => socket.close(CLOSE_UNAUTHORIZED, user.tokenId ? 'Token revoked' : 'Session ended'));
    // An API token may never expire; timers take at most ~24.8 days (longer ones fire at once).
    const left = user.expiresAt - Date.now();
    const expiry = Number.isFinite(left) && left < 2 ** 31 - 1 ? setTimeout(() => socket.close(CLOSE_UNAUTHORIZED, 'Access token expired'), Math.max(0, left)) : undefined;
    expiry?.unref();
    ctx.extra.user = { id: user.id, username: user.username, kind: user.kind, botLevel: user.botLevel, scopes: user.scopes ?? null, tokenId: user.tokenId, sessionId: user.sessionId, appId: user.appId ?? null, grantId: user.grantId ?? null };
    ctx.extra.release = () => {
      clearTimeout(expiry);
      untrack();
      const left = (this.perUser.get(user.id) ?? 1) - 1;
      if (left > 0) this.perUser.set(user.id, left);
      else this.perUser.delete(user.id);
      ctx.extra.release = undefined;
    };
    return true;
  }

  private async subscribe(ctx: Context<Record<string, unknown>, Extra>, id: string, payload: SubscribePayload) {
    const address = addressOf(ctx.extra.request);
    try {
      await this.limits.request(address);
    } catch (e) {
      return [asGraphQLError(e)];
    }
    if (!this.schema) throw new Error('graphql-ws: the schema is not ready');
    let document = this.documents.get(payload.query);
    if (!document) {
      try {
        document = parse(payload.query, parseOptions(this.config));
      } catch (e) {
        return [new GraphQLError((e as Error).message, { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })];
      }
      const invalid = validate(this.schema, document);
      if (invalid.length) return invalid.map((e) => new GraphQLError(e.message, { nodes: e.nodes, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));
      this.documents.set(payload.query, document);
    }
    if (this.config.GRAPHQL_INTROSPECTION === 'authenticated' && !ctx.extra.user && asksForSchema(document)) return [introspectionRefusal()];
    // Every operation is admitted, remembered document or not: the limits depend on its variables too.
    const { refusal, budget } = await admit(this.schema, document, payload.operationName, payload.variables ?? undefined, address, budgetKey(ctx.extra.user, address), this.config, this.limits);
    if (refusal) return [refusal];
    const args = { schema: this.schema, document, operationName: payload.operationName, variableValues: payload.variables };
    if (budget && this.gate.gates(budget.cost) && getOperationAST(document, payload.operationName)?.operation !== 'subscription') this.gated.add(args);
    rememberOperation(args, payload.query, payload.operationName, payload.variables, { socket: ctx.extra.socket, raw: ctx.extra.request.socket, id });
    return args;
  }

  /**
   * A query or mutation; an expensive one waits for a slot at the work gate, and its root and heavy
   * fields yield to the event loop first, as over HTTP (operation-limits.ts).
   */
  private async execute(args: ExecutionArgs) {
    if (!this.gated.has(args)) return execute(args);
    const free = await this.gate.enter();
    try {
      const context = args.contextValue as { yieldToIo?: boolean } | undefined;
      if (context && typeof context === 'object') context.yieldToIo = true;
      return await execute(args);
    } finally {
      free();
    }
  }

  /** Documents that parsed and validated, by their text (at most DOCUMENT_CACHE_BYTES of text). */
  private readonly documents = new LRUCache<string, DocumentNode>({ maxSize: DOCUMENT_CACHE_BYTES, sizeCalculation: (_doc, text) => Math.max(1, text.length) });
}
