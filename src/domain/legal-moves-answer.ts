/**
 * The legal-moves answer (REST `GET /v1/matches/{id}/legal-moves`, GraphQL `legalMoves*`), built
 * from a state by the game alone, so that the service, the benchmark (bench/rules.ts) and the size
 * test (legal-moves-answer.spec.ts) measure the same thing. Issue 10: under 4 KB in every position.
 */
import { anyOrderFieldsOf } from '../engine/any-order.js';
import type { AnyGame, Seat } from '../engine/game.js';
import { legalMoveGroupsOf } from '../engine/move-groups.js';

export interface LegalMoves {
  /** The match's game: which game's moves `moves` holds (typed clients narrow on it). */
  game: string;
  version: number;
  seat: number | null;
  /** Legal moves, each of which can be posted back unchanged. */
  moves: unknown[];
  /** Array fields of `moves[move]` that may be sent in any order. */
  anyOrder: { move: number; field: string }[];
  /** Fields of `moves[move]` that may take any one of `values` instead (engine/move-groups.ts). */
  alternatives: { move: number; fields: string[]; values: unknown[][] }[];
}

/** The answer for `seat` (null: no seat) in `state` (null: the match is not being played). */
export function legalMovesAnswer(game: AnyGame, state: unknown, seat: Seat | null, version: number): LegalMoves {
  const groups = seat !== null && state !== null ? legalMoveGroupsOf(game, state, seat) : [];
  const moves = groups.map((g) => g.move);
  const anyOrder = moves.flatMap((m, i) => anyOrderFieldsOf(game, m).map((field) => ({ move: i, field })));
  const alternatives = groups.flatMap((g, i) =>
    g.alternatives.map((a) => ({ move: i, fields: [...a.fields], values: a.values.map((t) => [...t]) })),
  );
  return { game: game.meta.id, version, seat, moves, anyOrder, alternatives };
}
