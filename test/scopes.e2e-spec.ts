/**
 * Scopes on every operation, table-driven from the contract itself: every operation of the
 * OpenAPI document and every root field of the GraphQL schema declares its scope (or says it is
 * public), so a new operation without one fails here; and for each, a token holding every scope
 * but that one is refused with 403 INSUFFICIENT_SCOPE naming it, while a token holding just that
 * scope gets past the check.
 */
import { GraphQLSchemaHost } from '@nestjs/graphql';
import {
  getNamedType, getNullableType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, type GraphQLField, type GraphQLInputType, type GraphQLObjectType,
} from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { isAppScope, SCOPES } from '../src/features/auth/scopes.js';
import { gql, register, startApp, type Player, type TestApp } from './support.js';

type Op = { security?: Record<string, string[]>[]; 'x-required-scope'?: string; operationId?: string };

describe('scopes on every operation', () => {
  let t: TestApp;
  let owner: Player;
  /** For each scope: a token with every other scope, and one with only it. */
  const without = new Map<string, string>();
  const only = new Map<string, string>();
  beforeAll(async () => {
    t = await startApp('scopes');
    owner = await register(t, 'scopes');
    // It has played as a person, so the positive check of POST /v1/me/upgrade-to-bot is refused
    // (409) rather than turning it into a bot account, whose play needs `bot`.
    await t.http.post('/v1/matches').set(owner.auth).send({ game: 'pyramid-solitaire' }).expect(201);
    for (const scope of SCOPES) {
      const mk = async (scopes: string[]) => (await t.http.post('/v1/me/tokens').set(owner.auth).send({ name: scope, scopes }).expect(201)).body.token as string;
      without.set(scope, await mk(SCOPES.filter((s) => s !== scope)));
      only.set(scope, await mk([scope]));
    }
  });
  afterAll(() => t.close());

  const restOperations = async () => {
    const doc = (await t.http.get('/openapi.json').expect(200)).body as { paths: Record<string, Record<string, Op>> };
    return Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));
  };

  it('declares a scope, or that it is public, on every operation of the OpenAPI document', async () => {
    const ops = await restOperations();
    expect(ops.length).toBeGreaterThan(30);
    const undeclared = ops.filter(({ op }) => {
      const isPublic = Array.isArray(op.security) && op.security.length === 0;
      const scope = op['x-required-scope'];
      if (isPublic) return scope !== undefined;
      if (!scope || !(SCOPES as readonly string[]).includes(scope)) return true;
      const security = JSON.stringify(op.security);
      // An operation needing a scope OAuth apps are never granted (`account`) must not offer the oauth2 scheme.
      const offersOAuth = security.includes(JSON.stringify({ oauth2: [scope] }));
      return !security.includes(JSON.stringify({ token: [] })) || offersOAuth !== isAppScope(scope);
    });
    expect(undeclared.map(({ method, path }) => `${method.toUpperCase()} ${path}`)).toEqual([]);
  });

  it('refuses every scoped REST operation to a token without its scope, naming it, and lets a token with it through', async () => {
    const ops = (await restOperations()).filter(({ op }) => op['x-required-scope']);
    const failures: string[] = [];
    for (const { path, method, op } of ops) {
      const scope = op['x-required-scope']!;
      const url = path.replace(/\{[^}]+\}/g, 'x0');
      const call = (token: string) => {
        const req = (t.http as unknown as Record<string, (u: string) => import('supertest').Test>)[method](url).set('Authorization', `Bearer ${token}`);
        return method === 'get' || method === 'delete' ? req : req.send({});
      };
      const refused = await call(without.get(scope)!);
      if (refused.status !== 403 || refused.body.code !== 'INSUFFICIENT_SCOPE' || refused.body.scope !== scope) {
        failures.push(`${method.toUpperCase()} ${path}: without ${scope} → ${refused.status} ${JSON.stringify(refused.body)}`);
      }
      const allowed = await call(only.get(scope)!);
      if (allowed.body?.code === 'INSUFFICIENT_SCOPE' || allowed.status === 401) failures.push(`${method.toUpperCase()} ${path}: with ${scope} → ${allowed.status} ${allowed.body?.code}`);
    }
    expect(failures).toEqual([]);
  });

  const rootFields = () => {
    const schema = t.app.get(GraphQLSchemaHost).schema;
    return (['query', 'mutation', 'subscription'] as const).flatMap((kind) => {
      const root = { query: schema.getQueryType(), mutation: schema.getMutationType(), subscription: schema.getSubscriptionType() }[kind] as GraphQLObjectType | null | undefined;
      return Object.values(root?.getFields() ?? {}).map((field) => ({ kind, field }));
    });
  };
  const declaredScope = (field: GraphQLField<unknown, unknown>) => /Scope: `([a-z]+)`\./.exec(field.description ?? '')?.[1];

  it('declares a scope, or that it is public, in the SDL description of every GraphQL root field', () => {
    const fields = rootFields();
    expect(fields.length).toBeGreaterThan(20);
    const undeclared = fields.filter(({ field }) => {
      const scope = declaredScope(field);
      const isPublic = field.description?.includes('Public: no token needed.');
      return scope ? !(SCOPES as readonly string[]).includes(scope) || isPublic : !isPublic;
    });
    expect(undeclared.map(({ kind, field }) => `${kind} ${field.name}`)).toEqual([]);
  });

  it('refuses every scoped GraphQL query, mutation and subscription to a token without its scope, naming it', async () => {
    const failures: string[] = [];
    for (const { kind, field } of rootFields()) {
      const scope = declaredScope(field);
      if (!scope) continue;
      const required = field.args.filter((a) => isNonNullType(a.type));
      const vars = required.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
      const args = required.map((a) => `${a.name}: $${a.name}`).join(', ');
      const named = getNamedType(field.type);
      const selection = isScalarType(named) || isEnumType(named) ? '' : '{ __typename }';
      const document = `${kind}${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection} }`;
      const variables = Object.fromEntries(required.map((a) => [a.name, sample(a.type)]));
      const run = (token: string) => (kind === 'subscription' ? overSocket(t, token, document, variables) : gql(t, token, document, variables).then((r) => r.errors?.[0]?.extensions ?? null));
      const refused = await run(without.get(scope)!);
      if (refused?.code !== 'INSUFFICIENT_SCOPE' || refused.scope !== scope) failures.push(`${kind} ${field.name}: without ${scope} → ${JSON.stringify(refused)}`);
      const allowed = await run(only.get(scope)!);
      if (allowed?.code === 'INSUFFICIENT_SCOPE') failures.push(`${kind} ${field.name}: with ${scope} → refused`);
    }
    expect(failures).toEqual([]);
  });
});

/** A value of `type` that passes GraphQL validation (the scope check comes before any lookup). */
function sample(type: GraphQLInputType): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return [sample(inner.ofType)];
  if (isEnumType(inner)) return inner.getValues()[0].value;
  if (isInputObjectType(inner)) {
    return Object.fromEntries(Object.values(inner.getFields()).filter((f) => isNonNullType(f.type)).map((f) => [f.name, sample(f.type)]));
  }
  switch (inner.name) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    case 'JSON':
    case 'JSONObject':
      return {};
    default:
      return 'x0';
  }
}

/** The extensions of the first error a subscription gets over graphql-ws (null: none within a second). */
async function overSocket(t: TestApp, token: string, query: string, variables: Record<string, unknown>): Promise<Record<string, unknown> | null> {
  const client = createClient({ url: t.url.replace(/^http/, 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
  try {
    return await new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), 1000);
      const done = (x: Record<string, unknown> | null) => {
        clearTimeout(timer);
        resolve(x);
      };
      client.subscribe(
        { query, variables },
        {
          next: (m) => done((m.errors?.[0]?.extensions as Record<string, unknown> | undefined) ?? null),
          error: (e) => done(((e as { extensions?: Record<string, unknown> }[])[0]?.extensions as Record<string, unknown> | undefined) ?? { error: String(e) }),
          complete: () => done(null),
        },
      );
    });
  } finally {
    await client.dispose();
  }
}
