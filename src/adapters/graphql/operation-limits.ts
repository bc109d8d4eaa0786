/**
 * What a GraphQL operation may cost, decided from the parsed operation, for HTTP (an Apollo
 * plugin) and graphql-ws (its onSubscribe hook) alike:
 * - size: at most GRAPHQL_MAX_TOKENS tokens (graphql-js's parser stops there);
 * - shape: depth and aliases (GraphQL Armor's validation rules), and a cost (graphql-query-complexity:
 *   each field costs 1, lists multiply by their `limit`, fields that read the database declare more;
 *   introspection counts too);
 * - sign-in budget: every root field that signs up, signs in or refreshes counts once, aliases
 *   included, whatever the text looks like;
 * - work budget: the cost is charged to the client's budget of points per minute (the API token,
 *   the user or the address: rate-limits.ts), over HTTP and graphql-ws alike; over HTTP an
 *   operation costing EXPENSIVE_COST or more waits at the work gate (platform/work-gate.ts);
 * - time: a query still resolving fields after GRAPHQL_TIME_BUDGET_MS is cut short; a mutation
 *   starts no further root field then, but answers the ones that ran in full.
 * Refusals are GraphQL errors with a stable `extensions.code`.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  TypeInfo,
  defaultFieldResolver,
  getOperationAST,
  getVariableValues,
  isIntrospectionType,
  isObjectType,
  validate,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type DocumentNode,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { AppConfig } from '../../platform/config.js';
import { AppError } from '../../platform/problem.js';
import { AUTH_FIELDS, BudgetSpent, budgetHeaders, budgetKey, RateLimits, type Budget } from '../../platform/rate-limits.js';
import type { WorkGate } from '../../platform/work-gate.js';

type Limits = Pick<AppConfig, 'GRAPHQL_MAX_DEPTH' | 'GRAPHQL_MAX_ALIASES' | 'GRAPHQL_MAX_COST' | 'GRAPHQL_MAX_TOKENS' | 'GRAPHQL_TIME_BUDGET_MS'>;

export const parseOptions = (c: Limits) => ({ maxTokens: c.GRAPHQL_MAX_TOKENS });

const limitError = (message: string, code: string, extra: Record<string, unknown> = {}) =>
  new GraphQLError(message, { extensions: { code, http: { status: 400 }, ...extra } });

/**
 * What the checks found of one parsed document (Apollo hands the same object for the same text):
 * the depth and alias refusal, which depend on the document alone, and its costs by the values of
 * the only variables a cost can depend on (`costVariables`).
 */
interface Shape {
  schema: GraphQLSchema;
  refusal: GraphQLError | null;
  costVariables: string[];
  costs: Map<string, number>;
}
const shapes = new WeakMap<DocumentNode, Shape>();
const COSTS_KEPT = 64;

/**
 * The variables a cost may depend on: those in the arguments of fields whose complexity is a
 * function of their arguments (pages: `limit`), and those in directives (@skip, @include).
 */
function costVariables(schema: GraphQLSchema, document: DocumentNode): string[] {
  const names = new Set<string>();
  const collect = (nodes: readonly ASTNode[] | undefined) => nodes?.forEach((n) => visit(n, { Variable: (v) => void names.add(v.name.value) }));
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field: (node) => {
        if (typeof typeInfo.getFieldDef()?.extensions?.complexity === 'function') collect(node.arguments);
      },
      Directive: (node) => collect(node.arguments),
    }),
  );
  return [...names].sort();
}

/** The depth, alias and cost checks: the first refusal (or null) and the operation's cost. */
export function shapeOf(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, variables: Record<string, unknown> | undefined, c: Limits): { refusal: GraphQLError | null; cost: number } {
  let shape = shapes.get(document);
  if (!shape || shape.schema !== schema) {
    const refusals: { code: string; message: string }[] = [];
    const on = (code: string) => ({ propagateOnRejection: false, exposeLimits: true, onReject: [(_: unknown, e: Error) => void refusals.push({ code, message: e.message.replace(/^Syntax Error: /, '') })] });
    validate(schema, document, [
      maxDepthRule({ n: c.GRAPHQL_MAX_DEPTH, ignoreIntrospection: true, ...on('QUERY_TOO_DEEP') }),
      maxAliasesRule({ n: c.GRAPHQL_MAX_ALIASES, ...on('TOO_MANY_ALIASES') }),
    ]);
    const [first] = refusals;
    shape = { schema, refusal: first ? limitError(first.message, first.code) : null, costVariables: first ? [] : costVariables(schema, document), costs: new Map() };
    shapes.set(document, shape);
  }
  if (shape.refusal) return { refusal: shape.refusal, cost: 0 };
  const key = `${operationName ?? ''}\u0000${JSON.stringify(shape.costVariables.map((v) => variables?.[v] ?? null))}`;
  let cost = shape.costs.get(key);
  if (cost === undefined) {
    cost = getComplexity({
      schema,
      query: document,
      operationName: operationName ?? undefined,
      variables: variables ?? {},
      estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
    });
    if (shape.costs.size >= COSTS_KEPT) shape.costs.clear();
    shape.costs.set(key, cost);
  }
  if (cost > c.GRAPHQL_MAX_COST) {
    return { refusal: limitError(`This operation costs ${cost}, more than the limit of ${c.GRAPHQL_MAX_COST}: ask for fewer fields, aliases or items.`, 'QUERY_TOO_COSTLY', { cost, maxCost: c.GRAPHQL_MAX_COST }), cost };
  }
  return { refusal: null, cost };
}

/** Root fields of the operation (through fragments) that spend the sign-in budget. */
export function authFieldCount(document: DocumentNode, operation: OperationDefinitionNode): number {
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const seen = new Set<string>();
  const count = (set: SelectionSetNode): number =>
    set.selections.reduce((n, s) => {
      if (s.kind === Kind.FIELD) return n + (AUTH_FIELDS.has(s.name.value) ? 1 : 0);
      if (s.kind === Kind.INLINE_FRAGMENT) return n + count(s.selectionSet);
      const f = fragments.get(s.name.value);
      if (!f || seen.has(f.name.value)) return n;
      seen.add(f.name.value);
      return n + count(f.selectionSet);
    }, 0);
  return operation.operation === 'mutation' ? count(operation.selectionSet) : 0;
}

/** A rate-limit refusal as a GraphQL error (HTTP 429 with Retry-After, and the budget's fields when it is spent). */
export function asGraphQLError(e: unknown): GraphQLError {
  if (e instanceof AppError) {
    const retry = e.extra.retryAfterSeconds;
    const headers = new Map<string, string>(e instanceof BudgetSpent ? Object.entries(budgetHeaders(e.budget)) : []);
    if (retry) headers.set('retry-after', String(retry));
    const http = { status: e.status, ...(headers.size ? { headers } : {}) };
    return new GraphQLError(e.message, { extensions: { code: e.code, status: e.status, ...e.extra, http } });
  }
  throw e;
}

/** The operation's variables coerced as graphql-js will: each problem in `errors`, as REST's VALIDATION_FAILED. */
export function variablesError(schema: GraphQLSchema, op: OperationDefinitionNode, variables: Record<string, unknown> | undefined): GraphQLError | null {
  const coerced = getVariableValues(schema, op.variableDefinitions ?? [], variables ?? {}, { maxErrors: 20 });
  if (!coerced.errors) return null;
  const errors = coerced.errors.map((e) => ({ path: e.nodes?.[0]?.kind === Kind.VARIABLE_DEFINITION ? `$${e.nodes[0].variable.name.value}` : '(variables)', message: e.message }));
  return new GraphQLError(`The variables are not valid: ${coerced.errors.map((e) => e.message).join(' ')}`, {
    nodes: coerced.errors.flatMap((e) => e.nodes ?? []),
    extensions: { code: 'VALIDATION_FAILED', status: 400, errors, http: { status: 400 } },
  });
}

/** What `admit` decided: a refusal, or the budget after the operation's cost was charged. */
export type Admission = { refusal: GraphQLError; budget?: undefined } | { refusal: null; budget: Budget | null };

/**
 * Everything decided before execution: shape, sign-in budget, then the operation's cost charged
 * to the client's work budget (`client`: budgetKey). An operation that is refused costs nothing.
 */
export async function admit(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | undefined,
  address: string,
  client: string,
  c: Limits,
  limits: RateLimits,
): Promise<Admission> {
  const op = getOperationAST(document, operationName);
  // Variables first: the cost reads them, and a missing or mistyped one is the client's mistake
  // (400 VALIDATION_FAILED), not a fault thrown out of the cost estimator (it was a 500).
  const invalid = op ? variablesError(schema, op, variables) : null;
  if (invalid) return { refusal: invalid };
  const { refusal, cost } = shapeOf(schema, document, operationName, variables, c);
  if (refusal) return { refusal };
  if (!op) return { refusal: null, budget: null }; // graphql-js reports it
  try {
    await limits.authAttempts(address, authFieldCount(document, op));
    return { refusal: null, budget: await limits.spend(client, Math.max(1, cost)) };
  } catch (e) {
    return { refusal: asGraphQLError(e) };
  }
}

interface HttpContext {
  req?: { ip?: string; user?: { id: string; tokenId?: string | null } };
  budget?: Budget;
  /** Frees the work gate's slot, when the operation waited at it. */
  freeGate?: () => void;
  /** Held at the gate: its root and heavy fields yield to the event loop first (withTimeBudget). */
  yieldToIo?: boolean;
  /** The last yielding field's settlement (inTurn). */
  turn?: Promise<void>;
}

/**
 * The Apollo (HTTP) side: runs `admit` once the operation is parsed, validated and chosen, holds
 * an expensive operation at the work gate until its answer is sent, and reports the budget as
 * the RateLimit fields and `extensions.cost` ({requested, remaining, limit}).
 */
export function operationLimitsPlugin(c: Limits, limits: RateLimits, gate: WorkGate): ApolloServerPlugin<HttpContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request, contextValue, schema, operation }) {
          if (operation?.operation === 'subscription') {
            throw new GraphQLError('Subscriptions run over WebSocket (graphql-ws protocol) at /graphql, not over HTTP.', {
              extensions: { code: 'SUBSCRIPTION_NEEDS_WEBSOCKET', http: { status: 400 } },
            });
          }
          const address = contextValue.req?.ip ?? 'unknown';
          const admission = await admit(schema, document, request.operationName, request.variables, address, budgetKey(contextValue.req?.user, address), c, limits);
          if (admission.refusal) throw admission.refusal;
          if (!admission.budget) return;
          contextValue.budget = admission.budget;
          if (gate.gates(admission.budget.cost)) {
            contextValue.freeGate = await gate.enter();
            contextValue.yieldToIo = true;
          }
        },
        async willSendResponse({ response, contextValue }) {
          contextValue.freeGate?.();
          const budget = contextValue.budget;
          if (!budget) return;
          for (const [name, value] of Object.entries(budgetHeaders(budget))) response.http.headers.set(name, value);
          if (response.body.kind === 'single') {
            const result = response.body.singleResult;
            result.extensions = { ...result.extensions, cost: { requested: budget.cost, remaining: budget.remaining, limit: budget.limit } };
          }
        },
      };
    },
  };
}

/**
 * The time budget, checked as each field starts: a query past its budget stops resolving. A
 * mutation past it starts no further root field, but a root field that ran has changed something
 * (a move is committed), so its answer is delivered in full: cutting it short would tell the
 * client that a committed move failed (seen on a loaded machine: a makeMove committed, then
 * answered QUERY_TIMEOUT on `ply`). Subscriptions are never limited.
 */
function budgetCheck(c: Limits): (context: unknown, info: GraphQLResolveInfo) => void {
  return (context, info) => {
    const started = (context as { startedAt?: number } | undefined)?.startedAt;
    if (started === undefined) return;
    const operation = info.operation.operation;
    if (operation !== 'query' && (operation !== 'mutation' || info.path.prev !== undefined)) return;
    if (performance.now() - started > c.GRAPHQL_TIME_BUDGET_MS) {
      throw new GraphQLError(`The operation ran past its time budget of ${c.GRAPHQL_TIME_BUDGET_MS} ms; ask for less.`, {
        extensions: { code: 'QUERY_TIMEOUT' },
      });
    }
  };
}

/**
 * Puts the budget check in front of the resolver of every field of `schema`'s object types (root
 * fields included), in place. The check is synchronous, so a field whose value is at hand stays
 * synchronous: Nest's `fieldMiddleware` (used before) made every field of every type a promise,
 * which cost ~1.5-2.5 us per field resolved (a 110-field query: 604 against 451 us of server CPU,
 * bench/RESULTS.md). In an operation held at the work gate, root fields and heavy fields first
 * yield to the event loop (YIELD_AT_COMPLEXITY).
 */
export function withTimeBudget(schema: GraphQLSchema, c: Limits): GraphQLSchema {
  const check = budgetCheck(c);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || isIntrospectionType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve ?? defaultFieldResolver;
      const complexity = field.extensions?.complexity;
      const heavy = typeof complexity === 'number' && complexity >= YIELD_AT_COMPLEXITY;
      field.resolve = (source, args, context, info) => {
        check(context, info);
        const ctx = context as HttpContext | undefined;
        if (ctx?.yieldToIo && (heavy || info.path.prev === undefined)) return inTurn(ctx, () => resolve(source, args, context, info));
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}

/**
 * Fields that read a match again (legal moves, history: READS_MATCH) or cost more. In an
 * operation held at the work gate, each of them and each root field starts in a macrotask of its
 * own (setImmediate): the database driver answers synchronously (SQLite) and graphql-js chains
 * promises, so an operation of 15 aliases would otherwise run as one block of microtasks and keep
 * every socket, /health's included, waiting until it ends.
 */
const YIELD_AT_COMPLEXITY = 20;

/**
 * Runs `run` after the operation's previous yielding field has settled, in a macrotask of its own.
 * graphql-js starts every root field at once: without the turn, their setImmediate callbacks would
 * all run in one pass of the event loop, with no socket polled in between.
 */
function inTurn(ctx: HttpContext, run: () => unknown): Promise<unknown> {
  const next = (ctx.turn ?? Promise.resolve())
    .then(() => new Promise<void>((r) => setImmediate(r)))
    .then(run);
  ctx.turn = next.then(
    () => undefined,
    () => undefined,
  );
  return next;
}
