/**
 * Moves with free orderings (`Game.anyOrderFields`): a game lists such a move once, in one
 * ordering, and accepts every ordering of its free array fields. These helpers let generic code
 * (the random bot, the conformance suite, reference comparers) treat the orderings as the moves
 * they stand for.
 */
import type { AnyGame } from './game.js';
import type { Rng } from './rng.js';

type Fields = Record<string, unknown>;

/** The free fields of `move` (none when the game declares none, or the move is not an object). */
export function anyOrderFieldsOf(game: Pick<AnyGame, 'anyOrderFields'>, move: unknown): readonly string[] {
  if (!game.anyOrderFields || move === null || typeof move !== 'object' || Array.isArray(move)) return [];
  return game.anyOrderFields(move).filter((f) => Array.isArray((move as Fields)[f]));
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  const out: T[][] = [];
  items.forEach((x, i) => {
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) out.push([x, ...rest]);
  });
  return out;
}

/**
 * Every move `move` stands for: each combination of orderings of its free fields, the listed
 * ordering first, without repeats (an array holding equal elements has fewer distinct orderings).
 * n! per field of n elements: meant for tests and reference comparers with small hands.
 */
export function expandAnyOrder<M>(game: Pick<AnyGame, 'anyOrderFields'>, move: M): M[] {
  let out: M[] = [move];
  for (const field of anyOrderFieldsOf(game, move)) {
    out = out.flatMap((m) => permutations((m as Fields)[field] as unknown[]).map((order) => ({ ...m, [field]: order }) as M));
  }
  const seen = new Set<string>();
  return out.filter((m) => {
    const key = JSON.stringify(m);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** `move` with each free field shuffled by `rng` (a new object; the same move when nothing is free). */
export function shuffleAnyOrder<M>(game: Pick<AnyGame, 'anyOrderFields'>, move: M, rng: Rng): M {
  const fields = anyOrderFieldsOf(game, move);
  if (fields.length === 0) return move;
  const out = { ...move } as Fields;
  for (const field of fields) out[field] = rng.shuffle(out[field] as unknown[]);
  return out as M;
}

/**
 * A key equal for two moves exactly when they differ only in the order of free fields: JSON of
 * the move with each free field sorted by its elements' JSON. Field order of the object is kept.
 */
export function anyOrderKey(game: Pick<AnyGame, 'anyOrderFields'>, move: unknown): string {
  const fields = anyOrderFieldsOf(game, move);
  if (fields.length === 0) return JSON.stringify(move);
  const out = { ...(move as Fields) };
  for (const field of fields) {
    const keyed = (out[field] as unknown[]).map((x) => [JSON.stringify(x) ?? 'undefined', x] as const);
    out[field] = keyed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, x]) => x);
  }
  return JSON.stringify(out);
}
