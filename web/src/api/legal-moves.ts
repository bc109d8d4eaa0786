/**
 * Every legal move a legal-moves answer stands for: each entry of `moves`, with any combination
 * of its `alternatives` (fields that may take another listed tuple of values). The same reading
 * serves every game; the board picker then narrows this flat list by the elements clicked.
 */

/** The parts of a legal-moves answer (the API's `LegalMoves`) that say which moves are legal. */
export interface LegalMovesAnswer<M> {
  readonly moves: readonly M[];
  readonly anyOrder: readonly { readonly move: number; readonly field: string }[];
  readonly alternatives: readonly { readonly move: number; readonly fields: readonly string[]; readonly values: readonly (readonly unknown[])[] }[];
}

export interface LegalMove<M> {
  readonly move: M;
  /** An array field of the move whose elements may be sent in any order (`anyOrder`), if any. */
  readonly anyOrder: string | null;
}

export function expandLegalMoves<M>(answer: LegalMovesAnswer<M>): LegalMove<M>[] {
  return answer.moves.flatMap((listed, i) => {
    let out: Record<string, unknown>[] = [listed as Record<string, unknown>];
    for (const { fields, values } of answer.alternatives.filter((a) => a.move === i)) {
      out = out.flatMap((m) => values.map((tuple) => Object.fromEntries([...Object.entries(m), ...fields.map((f, k) => [f, tuple[k]] as const)])));
    }
    const anyOrder = answer.anyOrder.find((a) => a.move === i)?.field ?? null;
    return out.map((move) => ({ move: move as M, anyOrder }));
  });
}
