/**
 * States at checkpoints of recently replayed matches, so the view at any ply costs at most
 * CHECKPOINT_EVERY applies instead of a replay from the start. Entries are states reached by
 * replaying the log, which is append-only: the state after ply n never changes once written, so
 * a cached one is never stale, on any instance. Games never mutate a state they are given
 * (the conformance suite checks it), so a cached state can be shared.
 */
const CHECKPOINT_EVERY = 32;
const MAX_MATCHES = 64;

export class ReplayCache {
  private readonly matches = new Map<string, Map<number, unknown>>();

  /** The cached state at the greatest checkpoint <= ply, if any. */
  nearest(matchId: string, ply: number): { ply: number; state: unknown } | null {
    const points = this.matches.get(matchId);
    if (!points) return null;
    this.matches.delete(matchId);
    this.matches.set(matchId, points); // most recently used last
    for (let p = ply - (ply % CHECKPOINT_EVERY); p >= 0; p -= CHECKPOINT_EVERY) {
      const state = points.get(p);
      if (state !== undefined) return { ply: p, state };
    }
    return null;
  }

  /** Offers the state after `ply`; kept when `ply` is a checkpoint. */
  offer(matchId: string, ply: number, state: unknown): void {
    if (ply % CHECKPOINT_EVERY !== 0) return;
    let points = this.matches.get(matchId);
    if (!points) {
      points = new Map();
      this.matches.set(matchId, points);
      if (this.matches.size > MAX_MATCHES) this.matches.delete(this.matches.keys().next().value!);
    }
    points.set(ply, state);
  }
}
