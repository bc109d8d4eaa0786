/**
 * Choosing a move by clicking the board: each legal move names the board elements it involves
 * (its keys); the elements picked so far narrow the legal moves down, the next pickable elements
 * are highlighted, and a move is sent once the picks name exactly one.
 */
export interface Candidate<M> {
  index: number;
  move: M;
  keys: string[];
}

export function candidates<M>(all: Candidate<M>[], picked: string[], ordered: boolean): Candidate<M>[] {
  return all.filter((c) => (ordered ? picked.every((k, i) => c.keys[i] === k) : picked.every((k) => c.keys.includes(k))));
}

/** The elements a click may pick next. */
export function pickable<M>(cands: Candidate<M>[], picked: string[], ordered: boolean): Set<string> {
  const out = new Set<string>();
  for (const c of cands) {
    if (ordered) {
      if (c.keys.length > picked.length) out.add(c.keys[picked.length]);
    } else {
      for (const k of c.keys) if (!picked.includes(k)) out.add(k);
    }
  }
  return out;
}

export type PickResult<M> = { picked: string[]; send?: Candidate<M> };

/**
 * The picks after clicking `key`: clicking a picked element (unordered) drops it; a click that
 * names exactly one legal move sends it; a click no legal move continues starts a new pick.
 */
export function pickKey<M>(all: Candidate<M>[], picked: string[], key: string, ordered: boolean): PickResult<M> {
  if (!ordered && picked.includes(key)) return { picked: picked.filter((k) => k !== key) };
  let next = [...picked, key];
  let cands = candidates(all, next, ordered);
  if (cands.length === 0) {
    next = [key];
    cands = candidates(all, next, ordered);
    if (cands.length === 0) return { picked: [] };
  }
  const complete = cands.filter((c) => c.keys.length === next.length);
  if (cands.length === 1 && complete.length === 1) return { picked: [], send: complete[0] };
  return { picked: next };
}
