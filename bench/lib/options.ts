/** The match options every comparison benchmark plays (long games, so matches rarely restart). */
export const BENCH_OPTIONS = { passes: 'unlimited' };

/** The GraphQL move every comparison benchmark sends: it asks back only for the new version. */
export const MAKE_MOVE = 'mutation($id: ID!, $v: Int!, $m: MoveInput!) { makeMove(matchId: $id, expectedVersion: $v, move: $m) { version } }';
