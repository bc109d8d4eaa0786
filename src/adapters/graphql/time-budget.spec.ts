import { buildSchema, execute, parse, type ExecutionResult } from 'graphql';
import { withTimeBudget } from './operation-limits.js';

/** GRAPHQL_TIME_BUDGET_MS = 10, on a schema whose resolvers are all at hand (synchronous). */
const schema = withTimeBudget(
  buildSchema(`
    type Move { ply: Int! match: Match! }
    type Match { id: ID! view: View! }
    type View { cards: [Int!]! }
    type Query { match: Match! }
    type Mutation { makeMove: Move! resign: Match! }
    type Subscription { matchEvents: Match! }
  `),
  { GRAPHQL_MAX_DEPTH: 1, GRAPHQL_MAX_ALIASES: 1, GRAPHQL_MAX_COST: 1, GRAPHQL_MAX_TOKENS: 1, GRAPHQL_TIME_BUDGET_MS: 10 },
);
const match = { id: 'm1', view: { cards: [1, 2, 3] } };
const root = { match, makeMove: { ply: 1, match }, resign: match, matchEvents: match };

/** Runs `query` as an operation that started `ago` ms before (the context's startedAt). */
function run(query: string, ago: number): ExecutionResult {
  const result = execute({ schema, document: parse(query), rootValue: root, contextValue: { startedAt: performance.now() - ago } });
  if (result instanceof Promise) throw new Error('a synchronous field became a promise');
  return result;
}
const codes = (r: ExecutionResult) => (r.errors ?? []).map((e) => `${e.path?.join('.')}: ${e.extensions.code}`);

describe('GraphQL time budget (GRAPHQL_TIME_BUDGET_MS)', () => {
  // graphql-js's first execution compiles its code paths: on a loaded machine that alone took
  // over the 8 ms the first case leaves, so one execution outside any budget comes first.
  beforeAll(() => execute({ schema, document: parse('{ match { id view { cards } } } '), rootValue: root, contextValue: {} }));

  it('lets every field of an operation within its budget resolve, and keeps synchronous fields synchronous', () => {
    expect(run('{ match { id view { cards } } }', 2)).toEqual({ data: { match: { id: 'm1', view: { cards: [1, 2, 3] } } } });
    expect(run('mutation { makeMove { ply } }', 2)).toEqual({ data: { makeMove: { ply: 1 } } });
  });

  it('cuts a query past its budget short at its next field, with QUERY_TIMEOUT', () => {
    const r = run('{ match { id } }', 50);
    expect(r.data).toBeNull();
    expect(codes(r)).toEqual(['match: QUERY_TIMEOUT']);
    expect(r.errors![0].message).toMatch(/time budget of 10 ms/);
  });

  it('starts no further root field of a mutation past its budget', () => {
    expect(codes(run('mutation { resign { id } }', 50))).toEqual(['resign: QUERY_TIMEOUT']);
  });

  it('answers a mutation field that ran in full, however late: its change is made (a committed move must not read as failed)', () => {
    // makeMove starts within the budget and takes 50 ms; below the root, a mutation's fields are never cut.
    const started = { startedAt: performance.now() };
    const answer = execute({
      schema,
      document: parse('mutation { makeMove { ply match { view { cards } } } }'),
      rootValue: { makeMove: () => ((started.startedAt -= 50), root.makeMove) },
      contextValue: started,
    });
    expect(answer).toEqual({ data: { makeMove: { ply: 1, match: { view: { cards: [1, 2, 3] } } } } });
  });

  it('never limits a subscription (its events come for as long as it lasts)', () => {
    expect(run('subscription { matchEvents { id view { cards } } }', 50)).toEqual({ data: { matchEvents: { id: 'm1', view: { cards: [1, 2, 3] } } } });
  });
});
