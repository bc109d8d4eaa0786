/**
 * What each REST request costs in budget points (issue 37), read from the OpenAPI document the
 * routes are described by, so a new list is priced without a table to keep:
 * - every request costs 1, opening an event stream included;
 * - a list (an operation with a `limit` query parameter) costs 1 + its page size (the `limit`
 *   sent, at most the documented maximum, else the default) times the weight of an item: MATCH_ITEM_WEIGHT when an
 *   item carries a view (a match: its state replayed or read and redacted for you), else 1.
 * GraphQL prices the same reads by its own estimators (operation-limits.ts).
 */
import type { OpenAPIObject } from '@nestjs/swagger';

/** An item that carries a view costs about what the GraphQL `legalMovesJson`/`history` fields do. */
export const MATCH_ITEM_WEIGHT = 10;

type Schema = Record<string, unknown>;
export type RequestCost = (method: string, route: string | undefined, query: unknown, accept: string | undefined) => number;

const resolve = (doc: OpenAPIObject, s: unknown): Schema => {
  const ref = (s as { $ref?: string } | undefined)?.$ref;
  if (ref?.startsWith('#/components/schemas/')) return (doc.components?.schemas?.[ref.slice(21)] ?? {}) as Schema;
  return (s ?? {}) as Schema;
};

function carriesView(doc: OpenAPIObject, s: Schema, depth = 0): boolean {
  if (depth > 3) return false;
  if ((s.properties as Schema | undefined)?.view) return true;
  const members = [...((s.oneOf as unknown[]) ?? []), ...((s.anyOf as unknown[]) ?? []), ...((s.allOf as unknown[]) ?? [])];
  return members.some((m) => carriesView(doc, resolve(doc, m), depth + 1));
}

/** `/v1/matches/{id}/chat` as Fastify names the route: `/v1/matches/:id/chat`. */
const fastifyRoute = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

export function requestCosts(doc: OpenAPIObject): RequestCost {
  const lists = new Map<string, { byDefault: number; max: number; perItem: number }>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item as Record<string, { parameters?: unknown[]; responses?: Record<string, unknown> }>)) {
      const limit = (op.parameters ?? []).find((p) => (p as { name?: string; in?: string }).name === 'limit' && (p as { in?: string }).in === 'query') as { schema?: { default?: number; maximum?: number } } | undefined;
      if (!limit) continue;
      const body = resolve(doc, (op.responses?.['200'] as { content?: Record<string, { schema?: unknown }> } | undefined)?.content?.['application/json']?.schema);
      const items = resolve(doc, ((body.properties as Schema | undefined)?.items as Schema | undefined)?.items);
      lists.set(`${method.toUpperCase()} ${fastifyRoute(path)}`, { byDefault: limit.schema?.default ?? 20, max: limit.schema?.maximum ?? 100, perItem: carriesView(doc, items) ? MATCH_ITEM_WEIGHT : 1 });
    }
  }
  return (method, route, query, accept) => {
    const list = route ? lists.get(`${method} ${route}`) : undefined;
    // A stream (GET /v1/me/events as text/event-stream) is no page: opening it costs 1.
    if (!list || accept?.includes('text/event-stream')) return 1;
    const asked = Number((query as { limit?: unknown } | undefined)?.limit);
    // A limit over the maximum is refused (400) and priced as the largest page.
    const size = Number.isInteger(asked) && asked > 0 ? Math.min(asked, list.max) : list.byDefault;
    return 1 + size * list.perItem;
  };
}
