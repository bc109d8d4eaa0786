/** The match options every comparison benchmark plays (long games, so matches rarely restart). */
export const BENCH_OPTIONS = { passes: 'unlimited' };

/** The GraphQL move every comparison benchmark sends: it asks back only for the new version. */
export const MAKE_MOVE = 'mutation($id: ID!, $v: Int!, $m: MoveInput!) { makeMove(matchId: $id, expectedVersion: $v, move: $m) { version } }';

/**
 * The games bench:compare plays against boardgame.io, each with its options: Pyramid solitaire
 * (one seat, hidden information) and Allmer's Pyramid (two seats, perfect information).
 */
export const COMPARE_GAMES: Record<string, Record<string, unknown>> = {
  'pyramid-solitaire': BENCH_OPTIONS,
  'allmer-pyramid': {},
};
