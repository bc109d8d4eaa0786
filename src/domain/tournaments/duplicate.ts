/**
 * Duplicate solitaire: in each round every entrant plays the same deal, the round's seed. The seed
 * is derived when the round starts and only its SHA-256 is published (the round's seedHash, and
 * every entrant's match commits to the same hash); it is revealed when the round ends, so anyone
 * can check that every entrant's game of the round was dealt from it. Ranked by wins (a win
 * scores 1), then cards removed (the game's score), in standings.ts.
 */
import { createHash } from 'node:crypto';
import type { Board } from './types.js';

/** A duplicate round: one board per entrant, in entry order. */
export function duplicateRound(players: readonly string[]): Board[] {
  return players.map((p, i) => ({ board: i + 1, players: [p], bye: false }));
}

/** The seed of a round, derived from the tournament's secret so a restarted round deals the same deal. */
export const duplicateSeedMaterial = (tournamentSecret: string, round: number) => `${tournamentSecret}:deal:${round}`;

/**
 * The round's deal seed: SHA-256 of the material, as hex. Revealing it reveals nothing of the
 * tournament's secret (nor of another round's seed, nor of the Swiss pairings drawn from the secret).
 */
export const duplicateRoundSeed = (tournamentSecret: string, round: number): string =>
  createHash('sha256').update(duplicateSeedMaterial(tournamentSecret, round)).digest('hex');
