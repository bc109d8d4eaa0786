/**
 * OpenAPI from the same zod schemas that validate: every schema with `.meta({ id })` becomes a
 * component (zod's registry export keeps the cross references), and `@ApiJson` points operations
 * at them. A schema whose input form differs from its output form (defaults make fields optional
 * on input) gets a second component named `<id>Input` for request bodies.
 *
 * The document is written for linters and client generators as much as for people: every
 * operation has a summary, a description, its security (or none), an example request and
 * response; `oneOf` unions carry a `discriminator` whose mapping follows the members' constants.
 */
import { applyDecorators, type INestApplication } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiParam, ApiQuery, ApiResponse, DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { z } from 'zod';
import { API_EXAMPLES } from './api-examples.js';
import { REST_CODES, RULE_CODES } from '../../domain/problem-codes.js';
import { APP_SCOPES, SCOPE_DESCRIPTIONS } from '../../features/auth/scopes.js';
import { USER_EVENT_TYPES } from '../../domain/user-event.js';
import { WEBHOOK_HEADERS } from '../../features/webhooks/webhook.schemas.js';

const REF = '#/components/schemas/';
const EXAMPLE_REF = '#/components/examples/';
type Json = Record<string, unknown>;

const idOf = (s: z.ZodType): string | undefined => z.globalRegistry.get(s)?.id as string | undefined;

function convert(io: 'input' | 'output', uri: (id: string) => string): Record<string, Json> {
  const out = z.toJSONSchema(z.globalRegistry, { io, target: 'draft-2020-12', unrepresentable: 'any', uri }) as { schemas: Record<string, Json> };
  for (const s of Object.values(out.schemas)) {
    // A component is addressed by its place in the document; zod's `$id` (a URI reference with a
    // fragment) is not a valid 2020-12 `$id`, and `$schema` is the document's dialect anyway.
    delete s.$schema;
    delete s.$id;
  }
  return forbidNeverProperties(out.schemas) as Record<string, Json>;
}

/**
 * A property declared `z.never()` is zod's `{ not: {} }`; written as the schema `false` instead,
 * which means the same to a validator and which openapi-typescript types as `?: never` (from
 * `not` it makes `unknown`, and the property would no longer keep a body out of a union member).
 */
function forbidNeverProperties(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(forbidNeverProperties);
  if (!value || typeof value !== 'object') return value;
  const isNever = (v: unknown) => !!v && typeof v === 'object' && JSON.stringify(v) === '{"not":{}}';
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      k === 'properties' && v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).map(([p, x]) => [p, isNever(x) ? false : forbidNeverProperties(x)]))
        : forbidNeverProperties(v),
    ]),
  );
}

/** Request-body references, patched by buildComponents once it knows which ids need an Input form. */
const bodyRefs: { id: string; ref: Json }[] = [];

function refsIn(value: unknown, out: string[] = [], prefix = REF): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, out, prefix));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith(prefix)) out.push(v.slice(prefix.length));
      else refsIn(v, out, prefix);
    }
  }
  return out;
}

/**
 * An input form's defaults, moved into the descriptions: client generators (openapi-typescript
 * among them) read `default` as "always present", which holds for answers but not for requests.
 */
function withoutDefaults(schema: Json): Json {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== 'object') return v;
    const o = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === 'const' || k === 'enum' ? x : walk(x)])) as Json;
    if ('default' in o) {
      const note = `Default: ${JSON.stringify(o.default)}.`;
      o.description = typeof o.description === 'string' && !o.description.includes(note) ? `${o.description} ${note}` : note;
      delete o.default;
    }
    return o;
  };
  return walk(schema) as Json;
}

/** Fills each `discriminator.mapping` from the `const` of the property in each `oneOf` member. */
function mapDiscriminators(components: Record<string, Json>): void {
  for (const schema of Object.values(components)) {
    const d = schema.discriminator as { propertyName: string; mapping?: Record<string, string> } | undefined;
    if (!d || !Array.isArray(schema.oneOf)) continue;
    d.mapping = {};
    for (const member of schema.oneOf as Json[]) {
      const ref = member.$ref as string;
      const value = ((components[ref.slice(REF.length)]?.properties as Record<string, Json> | undefined)?.[d.propertyName])?.const;
      if (typeof value !== 'string') throw new Error(`${ref}: discriminator ${d.propertyName} has no constant`);
      d.mapping[value] = ref;
    }
  }
}

const PROBLEM_SCHEMAS: Record<string, Json> = {
  ProblemCode: { type: 'string', enum: REST_CODES, description: 'A stable error code: match on it, not on `detail`. README, "Error codes", says what each means.' },
  RuleCode: { type: 'string', enum: RULE_CODES, description: "A game's own rule code (listed in its rules document)." },
  ValidationIssue: {
    type: 'object',
    description: 'One way the input fails its schema.',
    required: ['path', 'message'],
    properties: { path: { type: 'string', description: 'Dotted path of the offending field, or (root).' }, message: { type: 'string', description: 'What is wrong.' } },
    additionalProperties: false,
  },
  Problem: {
    type: 'object',
    description: 'RFC 9457 problem details. `code` is stable; match on it, not on `detail`. The optional fields appear with the codes named in their descriptions.',
    required: ['type', 'title', 'status', 'detail', 'code'],
    properties: {
      type: { type: 'string', format: 'uri', description: 'A URI naming the code.' },
      title: { type: 'string', description: 'The HTTP status in words.' },
      status: { type: 'integer', description: 'The HTTP status.' },
      detail: { type: 'string', description: 'A sentence for people; never carries hidden game data.' },
      code: { $ref: `${REF}ProblemCode` },
      instance: { type: 'string', description: 'The request path.' },
      requestId: { type: 'string', description: 'The id of the request, as in the logs: quote it when you report a problem.' },
      currentVersion: { type: 'integer', description: 'STALE_VERSION: the match version now.' },
      toAct: { type: 'array', items: { type: 'integer' }, description: 'NOT_YOUR_TURN: the seats that must act now.' },
      rule: { $ref: `${REF}RuleCode`, description: "A 422 illegal move, or INVALID_OPTIONS: the game's rule code." },
      errors: { type: 'array', items: { $ref: `${REF}ValidationIssue` }, description: 'VALIDATION_FAILED, INVALID_MOVE, INVALID_OPTIONS: each problem with the input.' },
      retryAfterSeconds: { type: 'integer', description: 'RATE_LIMITED, DATABASE_UNAVAILABLE: when to retry (also the Retry-After header).' },
      scope: { type: 'string', description: 'INSUFFICIENT_SCOPE: the scope the operation needs.' },
      challengeStatus: { type: ['string', 'null'], enum: ['accepted', 'declined', 'cancelled', 'expired', null], description: "CHALLENGE_NOT_PENDING: the challenge's status now (null when it is gone)." },
      matchId: { type: ['string', 'null'], description: 'CHALLENGE_NOT_PENDING, SEEK_NOT_OPEN: the match the challenge or seek became, if any.' },
    },
    additionalProperties: false,
  },
};

/**
 * All named schemas as OpenAPI components. Schemas reachable from a request body whose input
 * form differs from their output form get an extra `<id>Input` component.
 */
export function buildComponents(): Record<string, Json> {
  const plain = (id: string) => `${REF}${id}`;
  const output = convert('output', plain);
  const inputPlain = convert('input', plain);
  const reachable = new Set<string>();
  const stack = bodyRefs.map((b) => b.id);
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (reachable.has(id) || !inputPlain[id]) continue;
    reachable.add(id);
    stack.push(...refsIn(inputPlain[id]));
  }
  // A schema needs an Input form when its own input form differs, or when it refers to one that does.
  const differs = new Set([...reachable].filter((id) => JSON.stringify(inputPlain[id]) !== JSON.stringify(output[id])));
  for (let grew = true; grew; ) {
    grew = false;
    for (const id of reachable) {
      if (!differs.has(id) && refsIn(inputPlain[id]).some((r) => differs.has(r))) grew = differs.add(id) !== undefined;
    }
  }
  const input = convert('input', (id) => `${REF}${id}${differs.has(id) ? 'Input' : ''}`);
  const components: Record<string, Json> = { ...output, ...PROBLEM_SCHEMAS };
  for (const id of differs) components[`${id}Input`] = withoutDefaults(input[id]);
  for (const b of bodyRefs) b.ref.$ref = `${REF}${b.id}${differs.has(b.id) ? 'Input' : ''}`;
  mapDiscriminators(components);
  return components;
}

export function schemaRef(s: z.ZodType, io: 'input' | 'output'): Json {
  const id = idOf(s);
  if (!id) {
    // An anonymous schema (e.g. an array of a named one): its named parts are components already.
    const inline = z.toJSONSchema(s, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as Json;
    delete inline.$schema;
    delete inline.$defs;
    return JSON.parse(JSON.stringify(inline).replaceAll('"#/$defs/', `"${REF}`)) as Json;
  }
  const ref: Json = { $ref: `${REF}${id}` };
  if (io === 'input') bodyRefs.push({ id, ref });
  return ref;
}

// ---------- Examples ----------

/** Named examples (components.examples); operations refer to them by name. */
const examples = new Map<string, { summary: string; value: unknown }>(Object.entries(API_EXAMPLES));
const exampleRef = (name: string) => ({ [name]: { $ref: `${EXAMPLE_REF}${name}` } });

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input: VALIDATION_FAILED, MALFORMED_JSON or a more precise code',
  401: 'Missing, expired or invalid token (TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_ENDED) or bad credentials',
  403: 'Not allowed (NOT_A_PLAYER)',
  404: 'Not found (MATCH_NOT_FOUND, GAME_NOT_FOUND)',
  409: 'Conflict (STALE_VERSION with currentVersion, NOT_YOUR_TURN with toAct, ...)',
  413: 'Body too large (BODY_TOO_LARGE)',
  422: "Illegal move: the rule's own code, also in `rule`",
  429: 'Rate limited (RATE_LIMITED, with retryAfterSeconds)',
};

/** One example problem per status, so that every error response has one. */
const PROBLEM_EXAMPLES: Record<number, [string, string, Json?]> = {
  400: ['VALIDATION_FAILED', 'The request body is not valid: expectedVersion: Invalid input: expected number, received undefined', { errors: [{ path: 'expectedVersion', message: 'Invalid input: expected number, received undefined' }] }],
  401: ['TOKEN_MISSING', 'Send an access token: Authorization: Bearer <token>.'],
  403: ['NOT_A_PLAYER', 'You have no seat in this match.'],
  404: ['MATCH_NOT_FOUND', 'There is no match "cm0example" that you can see.'],
  409: ['STALE_VERSION', 'The match is at version 4; reload it and decide again.', { currentVersion: 4 }],
  413: ['BODY_TOO_LARGE', 'The request body is larger than the limit.'],
  422: ['CARD_COVERED', 'The King of clubs is still covered by the Two of hearts and the Nine of spades.', { rule: 'CARD_COVERED' }],
  429: ['RATE_LIMITED', 'Too many sign-in attempts; retry in 12 s.', { retryAfterSeconds: 12 }],
};
const TITLES: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict', 413: 'Payload Too Large', 422: 'Unprocessable Content', 429: 'Too Many Requests' };
for (const [status, [code, detail, extra]] of Object.entries(PROBLEM_EXAMPLES)) {
  examples.set(`Problem${status}`, {
    summary: `${code} (${status})`,
    value: { type: `https://pyramidion.dev/problems/${code.toLowerCase().replace(/_/g, '-')}`, title: TITLES[Number(status)], status: Number(status), detail, code, instance: '/v1/matches/cm0example/moves', ...extra },
  });
}

// ---------- Operations ----------

export interface ApiJsonSpec {
  summary: string;
  /** What the operation does, when to call it, what it answers. */
  description: string;
  body?: z.ZodType;
  /** Names of examples of the request body (src/app/api-examples.ts). */
  bodyExamples?: string[];
  response?: z.ZodType | Json;
  /** Names of examples of the response. */
  responseExamples?: string[];
  /** Other media types the success response may take, with their example (e.g. text/html). */
  media?: Record<string, { schema: Json; example: string }>;
  status?: number;
  errors?: number[];
  /** Query parameters: each field of this object schema (as the server parses it). */
  query?: z.ZodObject;
  /** Path parameters: name → description (and schema, a string by default). */
  params?: Record<string, { description: string; schema?: Json }>;
  /** Anyone may call it: no token (documented as `security: []`). */
  public?: true;
}

/** A query parameter's schema: named parts as references, the description lifted to the parameter. */
function paramSchema(field: z.ZodType): { schema: Json; description?: string; required: boolean } {
  const schema = schemaRef(field, 'output');
  // A defaulted enum (scope) is described on the named schema it wraps.
  const inner = field instanceof z.ZodDefault || field instanceof z.ZodOptional ? (field.unwrap() as z.ZodType) : field;
  const description = (schema.description as string | undefined) ?? z.globalRegistry.get(field)?.description ?? z.globalRegistry.get(inner)?.description;
  delete schema.description;
  return { schema, description, required: !field.safeParse(undefined).success };
}

export function ApiJson(spec: ApiJsonSpec): MethodDecorator {
  const status = spec.status ?? 200;
  const known = (names: string[] = []) => {
    for (const n of names) if (!examples.has(n)) throw new Error(`@ApiJson: no example named ${n}`);
    return Object.assign({}, ...names.map(exampleRef)) as Record<string, { $ref: string }>;
  };
  const decorators = [ApiOperation({ summary: spec.summary, description: spec.description, ...(spec.public ? { security: [] } : {}) })];
  for (const [name, p] of Object.entries(spec.params ?? {})) {
    decorators.push(ApiParam({ name, description: p.description, schema: p.schema ?? { type: 'string' } }));
  }
  for (const [name, field] of Object.entries(spec.query?.shape ?? {})) {
    const p = paramSchema(field as z.ZodType);
    decorators.push(ApiQuery({ name, required: p.required, description: p.description, schema: p.schema }));
  }
  if (spec.body) decorators.push(ApiBody({ schema: schemaRef(spec.body, 'input'), examples: known(spec.bodyExamples) }));
  const schema = spec.response instanceof z.ZodType ? schemaRef(spec.response, 'output') : spec.response;
  const content: Record<string, Json> = {};
  if (schema) content['application/json'] = { schema, examples: known(spec.responseExamples) };
  for (const [type, m] of Object.entries(spec.media ?? {})) content[type] = { schema: m.schema, example: m.example };
  decorators.push(ApiResponse({ status, description: status === 204 ? 'Done; no body' : 'OK', ...(Object.keys(content).length > 0 ? { content: content as never } : {}) }));
  // Every request spends the per-client budget, so any operation may answer 429.
  for (const e of [...new Set([...(spec.errors ?? []), 429])].sort()) {
    const problem = { schema: { $ref: `${REF}Problem` }, ...(PROBLEM_EXAMPLES[e] ? { examples: exampleRef(`Problem${e}`) } : {}) };
    decorators.push(ApiResponse({ status: e, description: ERROR_TEXT[e] ?? 'Error', content: { 'application/problem+json': problem } }));
  }
  return applyDecorators(...decorators);
}

// ---------- The document ----------

const TAGS: [string, string][] = [
  ['auth', 'Accounts and sessions: register, sign in, refresh and end sessions.'],
  ['games', 'The hosted games: their options, moves and rules documents. Public.'],
  ['matches', 'Create, join and play matches; read histories and records. Every read returns your own view.'],
  ['challenges', 'Challenge named users (or offer a rematch): the match starts when all accept.'],
  ['seeks', 'Open seeks: the server pairs compatible ones into matches, or another player accepts one.'],
  ['me', 'Your inbox (turns, changed matches), your durable event log (Server-Sent Events or pages) and your settings.'],
  ['tokens', 'Personal API tokens with scopes, OAuth apps ("Sign in with Pyramidion") and bot accounts.'],
  ['webhooks', 'Signed webhooks (Standard Webhooks): register endpoints for your events, read their delivery logs, redeliver.'],
  ['ratings', 'Glicko-2 ratings per game: leaderboards, profiles (ratings, results, recent matches) and rating histories.'],
  ['tournaments', 'Swiss, round-robin and pod tournaments: create, enter, withdraw; standings with tie-breaks and every round\'s pairings.'],
];

/** Keeps only the schemas and examples the operations reach (directly or through other schemas). */
function prune(document: OpenAPIObject): void {
  const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>;
  const keep = new Set<string>();
  const stack = refsIn([document.paths, (document as { webhooks?: unknown }).webhooks]);
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (keep.has(id) || !schemas[id]) continue;
    keep.add(id);
    stack.push(...refsIn(schemas[id]));
  }
  for (const id of Object.keys(schemas)) if (!keep.has(id)) delete schemas[id];
  const used = new Set(refsIn([document.paths, (document as { webhooks?: unknown }).webhooks], [], EXAMPLE_REF));
  const named = (document.components?.examples ?? {}) as Record<string, unknown>;
  for (const id of Object.keys(named)) if (!used.has(id)) delete named[id];
}

/**
 * OpenAPI 3.1 `webhooks`: one entry per event type, the request this service sends to a
 * registered endpoint (POST /v1/me/webhooks): the signed Standard Webhooks headers and a
 * WebhookPayload body whose `type` is that event type.
 */
function webhooks(): Record<string, Json> {
  return Object.fromEntries(
    USER_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          operationId: `webhook_${type}`,
          summary: `The ${type} event, sent to your endpoint`,
          description: `Sent to each enabled endpoint of yours whose \`types\` include ${type} (or are empty), retried with backoff until it answers 2xx (README "Webhooks"). Check the signature before you trust the body.`,
          tags: ['webhooks'],
          security: [],
          parameters: WEBHOOK_HEADERS.map((h) => ({ ...h, in: 'header', required: true })),
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { allOf: [{ $ref: `${REF}WebhookPayload` }, { type: 'object', properties: { type: { const: type } } }] } } },
          },
          responses: { '2XX': { description: 'Delivered: any 2xx answer (the body is ignored). Anything else, or no answer within WEBHOOK_TIMEOUT_MS, is retried.' } },
        },
      },
    ]),
  );
}

/** The whole OpenAPI document of the application (served at /openapi.json, committed in openapi/). */
export function buildOpenApi(app: INestApplication): OpenAPIObject {
  const scopeList = Object.entries(SCOPE_DESCRIPTIONS).map(([s, d]) => `\`${s}\` (${d})`).join('; ');
  const builder = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Pyramidion')
    .setDescription(
      "Turn-based pyramid games for asynchronous play. Every read of a match returns the caller's own view. " +
        'Errors are RFC 9457 problem+json with a stable `code`. A method a path does not take is 405 METHOD_NOT_ALLOWED with an `Allow` header; ' +
        'a body that is not application/json is 415 UNSUPPORTED_MEDIA_TYPE. The same operations exist over GraphQL at /graphql.',
    )
    .setVersion('1')
    .addServer('/', 'The server that serves this document (npm start: http://localhost:3000).')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The accessToken of POST /v1/auth/register, /login or /refresh: a session, with every scope.' }, 'bearer')
    .addSecurity('token', {
      type: 'http',
      scheme: 'bearer',
      description: `A personal API token (\`pyr_...\`, POST /v1/me/tokens) or an OAuth access token; each operation lists the scope it needs (\`x-required-scope\`). Scopes: ${scopeList}.`,
    })
    .addOAuth2(
      {
        type: 'oauth2',
        description: 'Sign in with Pyramidion: authorization code with PKCE (S256), public clients (README, "Sign in with Pyramidion").',
        flows: { authorizationCode: { authorizationUrl: '/oauth/authorize', tokenUrl: '/oauth/token', refreshUrl: '/oauth/token', scopes: Object.fromEntries(APP_SCOPES.map((s) => [s, SCOPE_DESCRIPTIONS[s]])) } },
      },
      'oauth2',
    );
  for (const [name, description] of TAGS) builder.addTag(name, description);
  const config = builder.build();
  // No contact or license to name (the package is UNLICENSED): left out rather than made up.
  delete (config.info as { contact?: unknown }).contact;
  const components = buildComponents(); // first: it settles the request bodies' references
  const document = SwaggerModule.createDocument(app, config);
  document.components = {
    ...document.components,
    schemas: { ...components, ...(document.components?.schemas ?? {}) },
    examples: Object.fromEntries([...examples].sort(([a], [b]) => a.localeCompare(b))),
  };
  completeResponses(document);
  (document as { webhooks?: Record<string, Json> }).webhooks = webhooks();
  prune(document);
  return document;
}

examples.set('ProblemInsufficientScope', {
  summary: 'INSUFFICIENT_SCOPE (403)',
  value: { type: 'https://pyramidion.dev/problems/insufficient-scope', title: 'Forbidden', status: 403, detail: 'This token lacks the `play` scope this operation needs.', code: 'INSUFFICIENT_SCOPE', instance: '/v1/matches/cm0example/moves', scope: 'play' },
});

const problemResponse = (description: string, example: string | null) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: `${REF}Problem` }, ...(example ? { examples: exampleRef(example) } : {}) } },
});

/**
 * The statuses every operation of a kind can answer, so that each real status is documented
 * (issue 37): 403 INSUFFICIENT_SCOPE where a scope is checked, 400 where a path parameter can be
 * malformed (over 100 characters: http-semantics.ts), 415 where a body is read.
 */
function completeResponses(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const op of Object.values(item as Record<string, { responses?: Record<string, { description?: string }>; parameters?: { in?: string }[]; requestBody?: unknown; 'x-required-scope'?: string }>)) {
      if (!op || typeof op !== 'object' || !op.responses) continue;
      const scope = op['x-required-scope'];
      if (scope) {
        const existing = op.responses['403'];
        if (!existing) op.responses['403'] = problemResponse(`INSUFFICIENT_SCOPE: the token lacks the \`${scope}\` scope (\`scope\` names it)`, 'ProblemInsufficientScope');
        else if (!existing.description?.includes('INSUFFICIENT_SCOPE')) existing.description = `${existing.description ?? 'Not allowed'}; INSUFFICIENT_SCOPE without the \`${scope}\` scope`;
      }
      if (op.parameters?.some((p) => p.in === 'path') && !op.responses['400']) op.responses['400'] = problemResponse('A malformed path parameter (VALIDATION_FAILED: longer than 100 characters)', 'Problem400');
      if (op.requestBody && !op.responses['415']) op.responses['415'] = problemResponse('UNSUPPORTED_MEDIA_TYPE: send the body as application/json', null);
      op.responses = Object.fromEntries(Object.entries(op.responses).sort(([a], [b]) => a.localeCompare(b)));
    }
  }
}
