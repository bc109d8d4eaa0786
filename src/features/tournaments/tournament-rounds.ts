/**
 * Pure glue between stored rows and the domain: a board's stored result as a BoardResult, a
 * finished match's outcome as tournament points, and the next round's boards by format.
 */
import { duplicateRound, duplicateRoundSeed, placementPoints, podRound, roundRobinRounds, standings, swissHistory, BYE, DRAW, WIN, type Board, type BoardResult, type SwissEntrant, type TournamentFormat } from '../../domain/tournaments/index.js';
import type { MatchOutcome } from '../../domain/match.schemas.js';
import type { BoardRow, EntryRow, TournamentRow } from '../../persistence/tournaments.repository.js';

/** What a board's `result` column holds. */
export interface StoredResult {
  points: number[];
  winners: number[];
  gameScores: (number | null)[] | null;
  forfeit: boolean;
  recordHash: string | null;
}

export const format = (t: TournamentRow) => t.format as TournamentFormat;

export function toResults(boards: readonly BoardRow[]): BoardResult[] {
  return boards
    .filter((b) => b.result !== null)
    .map((b) => {
      const r = JSON.parse(b.result!) as StoredResult;
      return { round: b.round, board: b.board, players: JSON.parse(b.players) as string[], points: r.points, gameScores: r.gameScores, winners: r.winners, bye: b.bye };
    });
}

export const byeResult = (): StoredResult => ({ points: [BYE], winners: [], gameScores: null, forfeit: false, recordHash: null });

/** A board decided without a game: every withdrawn seat loses to the others. */
export function forfeitResult(players: readonly string[], withdrawn: ReadonlySet<string>): StoredResult {
  const winners = players.map((_, i) => i).filter((i) => !withdrawn.has(players[i]));
  return { points: players.map((p) => (withdrawn.has(p) ? 0 : winners.length === players.length ? DRAW : WIN)), winners, gameScores: null, forfeit: true, recordHash: null };
}

/** A finished game's tournament points: win 1, draw 1/2, loss 0; pods: placement points; duplicate: 1 for a win. */
export function resultOf(t: TournamentRow, seats: number, outcome: MatchOutcome, recordHash: string | null): StoredResult {
  const winners = outcome.draw ? [] : outcome.winners;
  const gameScores = outcome.scores ?? null;
  let points: number[];
  if (format(t) === 'pods') points = placementPoints(winners, gameScores, seats);
  else if (format(t) === 'duplicate') points = [winners.includes(0) ? WIN : 0];
  else points = Array.from({ length: seats }, (_, s) => (winners.length === 0 ? DRAW : winners.includes(s) ? WIN / winners.length : 0));
  return { points, winners, gameScores, forfeit: false, recordHash };
}

/** How many rounds the tournament has: round-robin's by its schedule, the others as created. */
export function roundCount(t: TournamentRow, entrantsAtStart: number): number {
  if (format(t) === 'round-robin' || format(t) === 'double-round-robin') {
    const perCycle = entrantsAtStart % 2 === 0 ? entrantsAtStart - 1 : entrantsAtStart;
    return format(t) === 'double-round-robin' ? 2 * perCycle : perCycle;
  }
  return t.rounds;
}

/** A Swiss round's pairing (domain swissRound), as the caller runs it: the service on its worker pool. */
export type SwissPairer = (entrants: SwissEntrant[], round: number, seed: string) => Promise<Board[]>;

/**
 * The boards of round `round`. Round-robin follows the schedule of every entrant at the start (in
 * entry order), a withdrawn player's games forfeited; Swiss and pods pair the active entrants by
 * the results so far (a Swiss through `swiss`).
 */
export async function pairRound(
  t: TournamentRow,
  round: number,
  entries: readonly EntryRow[],
  boards: readonly BoardRow[],
  ratings: ReadonlyMap<string, number>,
  swiss: SwissPairer,
): Promise<{ boards: Board[]; results: (StoredResult | null)[] }> {
  const withdrawn = new Set(entries.filter((e) => e.withdrawnAt !== null).map((e) => e.userId));
  const active = entries.filter((e) => e.withdrawnAt === null);
  const results = toResults(boards);
  let paired: Board[];
  switch (format(t)) {
    case 'round-robin':
    case 'double-round-robin': {
      const firstRound = boards.filter((b) => b.round === 1);
      const starters = firstRound.length > 0 ? entries.filter((e) => firstRound.some((b) => (JSON.parse(b.players) as string[]).includes(e.userId))) : active;
      paired = roundRobinRounds(starters.map((e) => e.userId), format(t) === 'double-round-robin')[round - 1] ?? [];
      break;
    }
    case 'swiss':
      paired = await swiss(swissHistory(active.map((e) => ({ id: e.userId, rating: ratings.get(e.userId) ?? null })), results), round, t.secret);
      break;
    case 'pods': {
      const ranked = standings('pods', active.map((e) => ({ id: e.userId, withdrawn: false })), results).map((s) => s.userId);
      paired = podRound(ranked, round);
      break;
    }
    case 'duplicate':
      paired = duplicateRound(active.map((e) => e.userId));
      break;
  }
  return {
    boards: paired,
    results: paired.map((b) => (b.bye ? byeResult() : b.players.some((p) => withdrawn.has(p)) ? forfeitResult(b.players, withdrawn) : null)),
  };
}

/** The deal every entrant of a duplicate round plays (null for the other formats). */
export const roundSeed = (t: TournamentRow, round: number): string | null => (format(t) === 'duplicate' ? duplicateRoundSeed(t.secret, round) : null);
