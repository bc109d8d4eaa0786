/**
 * Tournaments' pure shapes (docs/tournaments.md). An entrant is a user id; a board is one game of
 * a round, its players in seat order; a bye is a board of one player that is never played.
 */
export const TOURNAMENT_FORMATS = ['swiss', 'round-robin', 'double-round-robin', 'pods', 'duplicate'] as const;
export type TournamentFormat = (typeof TOURNAMENT_FORMATS)[number];

/** One board of a round: the players in seat order (seat 0 first); a bye is never played. */
export interface Board {
  board: number;
  players: string[];
  bye: boolean;
}

/** A finished board's result as the tournament scores it. */
export interface BoardResult {
  round: number;
  board: number;
  /** Players in seat order. */
  players: string[];
  /** Tournament points each player earned, by seat (a bye: its one player's bye points). */
  points: number[];
  /** The game's own score of each seat (ziggurat's points, solitaire's cards removed), or null. */
  gameScores: (number | null)[] | null;
  /** Seats that won (empty for a draw, a bye or a game nobody won). */
  winners: number[];
  bye: boolean;
}

/** Points of a two-player game: win 1, draw 1/2, loss 0; a bye scores 1 (FIDE C.04: a pairing-allocated bye). */
export const WIN = 1;
export const DRAW = 0.5;
export const BYE = 1;
