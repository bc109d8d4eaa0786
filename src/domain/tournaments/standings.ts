/**
 * Standings and tie-breaks, computed by our code from the boards' results (docs/tournaments.md
 * states the formulas):
 * - points: the sum of a player's tournament points (win 1, draw 1/2, loss 0, bye 1; pods: the
 *   placement points of pods.ts);
 * - Buchholz: the sum of the final points of every opponent met, once per game (a bye adds nothing);
 * - Sonneborn-Berger: per game, the opponent's final points times the points scored against them
 *   (all of them for a win, half for a draw, none for a loss; two-player games);
 * - direct encounter: among players still level on every earlier criterion, the points each
 *   scored in the games between them;
 * - game points: the sum of the game's own scores (pods, duplicate).
 * The order of the criteria is the format's (TIE_BREAKS); the last resort is entry order.
 */
import type { BoardResult, TournamentFormat } from './types.js';

export type TieBreak = 'buchholz' | 'sonnebornBerger' | 'directEncounter' | 'gamePoints' | 'wins';

/** Each format's criteria after points, in order. */
export const TIE_BREAKS: Record<TournamentFormat, TieBreak[]> = {
  swiss: ['buchholz', 'sonnebornBerger', 'directEncounter'],
  'round-robin': ['directEncounter', 'sonnebornBerger', 'wins'],
  'double-round-robin': ['directEncounter', 'sonnebornBerger', 'wins'],
  pods: ['gamePoints', 'directEncounter'],
  duplicate: ['gamePoints'],
};

export interface Standing {
  rank: number;
  userId: string;
  points: number;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  byes: number;
  buchholz: number;
  sonnebornBerger: number;
  directEncounter: number;
  gamePoints: number;
  withdrawn: boolean;
}

/**
 * The standings of `entrants` (in entry order) after `results`. Ranks are shared only by players
 * level on points and every tie-break; entry order then lists them.
 */
export function standings(format: TournamentFormat, entrants: readonly { id: string; withdrawn: boolean }[], results: readonly BoardResult[]): Standing[] {
  const rows = new Map<string, Standing>(
    entrants.map((e) => [e.id, { rank: 0, userId: e.id, points: 0, played: 0, wins: 0, draws: 0, losses: 0, byes: 0, buchholz: 0, sonnebornBerger: 0, directEncounter: 0, gamePoints: 0, withdrawn: e.withdrawn }]),
  );
  for (const r of results) {
    r.players.forEach((p, seat) => {
      const s = rows.get(p);
      if (!s) return;
      s.points += r.points[seat];
      s.gamePoints += r.gameScores?.[seat] ?? 0;
      if (r.bye) {
        s.byes++;
        return;
      }
      s.played++;
      if (r.winners.includes(seat)) s.wins++;
      else if (r.winners.length === 0) s.draws++;
      else s.losses++;
    });
  }
  const pointsOf = (id: string) => rows.get(id)?.points ?? 0;
  for (const r of results) {
    if (r.bye) continue;
    r.players.forEach((p, seat) => {
      const s = rows.get(p);
      if (!s) return;
      for (const [other, q] of r.players.entries()) {
        if (other === seat) continue;
        s.buchholz += pointsOf(q);
        if (r.players.length === 2) s.sonnebornBerger += pointsOf(q) * r.points[seat];
      }
    });
  }
  const order = TIE_BREAKS[format];
  const entryIndex = new Map(entrants.map((e, i) => [e.id, i]));
  const before = order.slice(0, order.indexOf('directEncounter') === -1 ? order.length : order.indexOf('directEncounter'));
  const after = order.indexOf('directEncounter') === -1 ? [] : order.slice(order.indexOf('directEncounter') + 1);
  const key = (s: Standing, criteria: TieBreak[]) => [s.points, ...criteria.map((c) => s[c])];
  const cmp = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i] - a[i];
    return 0;
  };
  // Direct encounter within each group level on points and the criteria before it.
  const groups = new Map<string, Standing[]>();
  for (const s of rows.values()) {
    const k = JSON.stringify(key(s, before));
    groups.set(k, [...(groups.get(k) ?? []), s]);
  }
  if (order.includes('directEncounter')) {
    for (const group of groups.values()) {
      if (group.length < 2) continue;
      const ids = new Set(group.map((s) => s.userId));
      for (const r of results) {
        if (r.bye) continue;
        r.players.forEach((p, seat) => {
          if (!ids.has(p)) return;
          const opponents = r.players.filter((q, i) => i !== seat && ids.has(q)).length;
          if (opponents === 0) return;
          // Two players: the points of that game; a pod: the share of the placement points earned against group members.
          rows.get(p)!.directEncounter += r.players.length === 2 ? r.points[seat] : (r.points[seat] * opponents) / (r.players.length - 1);
        });
      }
    }
  }
  const full = [...before, ...(order.includes('directEncounter') ? (['directEncounter'] as TieBreak[]) : []), ...after];
  const sorted = [...rows.values()].sort((a, b) => cmp(key(a, full), key(b, full)) || entryIndex.get(a.userId)! - entryIndex.get(b.userId)!);
  sorted.forEach((s, i) => {
    s.rank = i > 0 && cmp(key(s, full), key(sorted[i - 1], full)) === 0 ? sorted[i - 1].rank : i + 1;
  });
  return sorted;
}
