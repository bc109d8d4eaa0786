/**
 * Every legal move a legal-moves answer stands for: each entry of `moves`, with any combination
 * of its `alternatives` (fields that may take another listed tuple of values). The same reading
 * serves every game; the board picker then narrows this flat list by the elements clicked.
 */
import type { GameMove, LegalMoves } from './client';

export interface LegalMove {
  readonly move: GameMove;
  /** An array field of the move whose elements may be sent in any order (`anyOrder`), if any. */
  readonly anyOrder: string | null;
}

export function expandLegalMoves(answer: LegalMoves): LegalMove[] {
  return answer.moves.flatMap((listed, i) => {
    let out: Record<string, unknown>[] = [listed as Record<string, unknown>];
    for (const { fields, values } of answer.alternatives.filter((a) => a.move === i)) {
      out = out.flatMap((m) => values.map((tuple) => Object.fromEntries([...Object.entries(m), ...fields.map((f, k) => [f, tuple[k]] as const)])));
    }
    const anyOrder = answer.anyOrder.find((a) => a.move === i)?.field ?? null;
    return out.map((move) => ({ move: move as GameMove, anyOrder }));
  });
}
