import { GraphQLError } from 'graphql';
import type { MiddlewareContext } from '@nestjs/graphql';
import { timeBudget } from './operation-limits.js';

/** GRAPHQL_TIME_BUDGET_MS = 10, and an operation that started `ago` ms before. */
const budget = timeBudget({ GRAPHQL_MAX_DEPTH: 1, GRAPHQL_MAX_ALIASES: 1, GRAPHQL_MAX_COST: 1, GRAPHQL_MAX_TOKENS: 1, GRAPHQL_TIME_BUDGET_MS: 10 });
const field = (operation: 'query' | 'mutation' | 'subscription', path: string[], ago: number) => {
  const at = path.reduce<{ prev: unknown; key: string } | undefined>((prev, key) => ({ prev, key }), undefined);
  return { context: { startedAt: performance.now() - ago }, info: { operation: { operation }, path: at } } as unknown as MiddlewareContext;
};
const resolve = (ctx: MiddlewareContext) => budget(ctx, () => Promise.resolve('resolved'));

describe('GraphQL time budget (GRAPHQL_TIME_BUDGET_MS)', () => {
  it('lets every field of an operation within its budget resolve', async () => {
    expect(await resolve(field('query', ['match', 'state'], 2))).toBe('resolved');
    expect(await resolve(field('mutation', ['makeMove'], 2))).toBe('resolved');
  });

  it('cuts a query past its budget short at its next field, with QUERY_TIMEOUT', () => {
    let error: unknown;
    try {
      void resolve(field('query', ['matches', 'items'], 50));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).extensions.code).toBe('QUERY_TIMEOUT');
  });

  it('starts no further root field of a mutation past its budget', () => {
    expect(() => resolve(field('mutation', ['resign'], 50))).toThrow(/time budget of 10 ms/);
  });

  it("answers a mutation field that ran in full, however late: its change is made (a committed move must not read as failed)", async () => {
    expect(await resolve(field('mutation', ['makeMove', 'ply'], 50))).toBe('resolved');
    expect(await resolve(field('mutation', ['makeMove', 'match', 'view'], 50))).toBe('resolved');
  });

  it('never limits a subscription (its events come for as long as it lasts)', async () => {
    expect(await resolve(field('subscription', ['matchEvents', 'version'], 50))).toBe('resolved');
  });
});
