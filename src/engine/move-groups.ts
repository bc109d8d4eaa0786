/**
 * Legal moves in a compact form (`Game.legalMoveGroups`): a move, and for some of its fields the
 * values they may take instead. A game whose moves multiply independent choices (ziggurat: a card
 * x a target x the Excuse or not x a green tower) lists thousands of bytes of near-identical moves;
 * a group says the same in a few entries. `legalMoves` stays the flat list that engine code (bots,
 * the conformance suite, replays) reads; these helpers relate the two, and the API sends groups
 * (`alternatives` in the legal-moves answer) so that a client reads them without a case per game.
 *
 * Meaning of a group `{ move, alternatives }`: `move` is a legal move. For each entry
 * `{ fields, values }` of `alternatives`, every tuple of `values` (one value per field, in the
 * order of `fields`) may replace those fields of `move`; the tuples include `move`'s own values,
 * and the entries of one group name distinct fields and combine freely (a product). The group
 * stands for every move so obtained, and the groups of a position stand together for exactly
 * `legalMoves`, each move once (the conformance suite checks it).
 */
import type { AnyGame, Seat } from './game.js';

/** Fields of a move that may be replaced together by any one tuple of `values`. */
export interface MoveAlternatives {
  readonly fields: readonly string[];
  readonly values: readonly (readonly unknown[])[];
}

export interface MoveGroup<M = unknown> {
  readonly move: M;
  readonly alternatives: readonly MoveAlternatives[];
}

/**
 * An alternatives entry, or none when there is nothing to choose (one tuple at most): a helper
 * for games, so that a single option does not cost an entry.
 */
export const alternativesOf = (fields: readonly string[], values: readonly (readonly unknown[])[]): MoveAlternatives[] =>
  values.length > 1 ? [{ fields, values }] : [];

/** Every move a group stands for: the product of its alternatives, `move` itself first. */
export function expandMoveGroup<M>(group: MoveGroup<M>): M[] {
  let out: M[] = [group.move];
  for (const { fields, values } of group.alternatives) {
    const next: M[] = [];
    for (const m of out) {
      for (const tuple of values) {
        const copy = { ...(m as Record<string, unknown>) };
        fields.forEach((f, i) => (copy[f] = tuple[i]));
        next.push(copy as M);
      }
    }
    out = next;
  }
  return out;
}

export const expandMoveGroups = <M>(groups: readonly MoveGroup<M>[]): M[] => groups.flatMap((g) => expandMoveGroup(g));

/** The legal moves of `seat` as groups: the game's own when it declares them, else one group per move. */
export function legalMoveGroupsOf(game: AnyGame, state: unknown, seat: Seat): MoveGroup[] {
  if (game.legalMoveGroups) return game.legalMoveGroups(state, seat);
  return (game.legalMoves(state, seat) as unknown[]).map((move) => ({ move, alternatives: [] }));
}

/**
 * Why `groups` do not describe a well-formed compact listing, or null: an entry naming no field,
 * a field the move does not have or another entry of the group also names, a tuple of the wrong
 * length, or a move's own values missing from its tuples. (Equality with `legalMoves` is checked
 * by the conformance suite on top.)
 */
export function moveGroupsProblem(groups: readonly MoveGroup[]): string | null {
  for (const [i, { move, alternatives }] of groups.entries()) {
    const named = new Set<string>();
    const own = move as Record<string, unknown>;
    for (const { fields, values } of alternatives) {
      if (fields.length === 0) return `group ${i}: an alternatives entry names no field`;
      for (const f of fields) {
        if (!Object.hasOwn(own, f)) return `group ${i}: the move has no field ${f}`;
        if (named.has(f)) return `group ${i}: field ${f} is named by two alternatives entries`;
        named.add(f);
      }
      if (values.some((t) => t.length !== fields.length)) return `group ${i}: a tuple of ${fields.join(', ')} has the wrong length`;
      const mine = JSON.stringify(fields.map((f) => own[f]));
      if (!values.some((t) => JSON.stringify(t) === mine)) return `group ${i}: the move's own ${fields.join(', ')} (${mine}) is not among its tuples`;
    }
  }
  return null;
}
