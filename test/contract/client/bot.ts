/**
 * A small bot written the way an integrator would: against the client that openapi-typescript and
 * openapi-fetch generate from the committed OpenAPI document, type-checked with strict tsc. It
 * plays whatever match it is given, of any game, knowing none: it reads its legal moves, picks one
 * and posts it back as it is (issue 37: no cast, no check of the match's game).
 */
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './openapi.js';

type Schemas = components['schemas'];
export type Match = Schemas['Match'];

export interface BotResult {
  match: Match;
  moves: number;
}

/** A client whose every error answer is a typed problem (its `code` an enum). */
export function connect(baseUrl: string, token?: string): Client<paths> {
  return createClient<paths>({ baseUrl, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/**
 * One turn of the seat behind `client`: its legal moves, one of them (`pick` chooses the index),
 * posted back unchanged. Null when the seat need not act now (no legal move); else the match after
 * the move. A match that moved on meanwhile (a typed STALE_VERSION problem) is read again.
 */
export async function takeTurn(client: Client<paths>, id: string, pick: (count: number) => number, key: string): Promise<Match | null> {
  for (let attempt = 1; ; attempt++) {
    const legal = await client.GET('/v1/matches/{id}/legal-moves', { params: { path: { id } } });
    if (!legal.data) throw new Error(`legal-moves: ${legal.error.code}`);
    // An entry of any game's legal moves: the body without `game` takes any game's move as it is.
    const move = legal.data.moves[pick(legal.data.moves.length)];
    if (move === undefined) return null;
    const r = await client.POST('/v1/matches/{id}/moves', { params: { path: { id } }, body: { move, expectedVersion: legal.data.version, idempotencyKey: key } });
    if (r.data) return r.data.match;
    // A typed problem: `code` is an enum, STALE_VERSION carries the version the match is at.
    if (r.error.code !== 'STALE_VERSION' || r.error.currentVersion === undefined || attempt >= 3) throw new Error(`move: ${r.error.code} ${r.error.detail}`);
  }
}

/**
 * Plays match `id` to its end for every seat, one client per seat (each player runs the same bot):
 * in turn, each seat that has legal moves plays one, until a round where none has.
 */
export async function playMatch(seats: Client<paths>[], id: string, pick: (count: number) => number, maxMoves = 3000): Promise<BotResult> {
  let moves = 0;
  for (let moved = true; moved; ) {
    moved = false;
    for (const client of seats) {
      if (moves >= maxMoves) throw new Error(`match ${id} not over after ${moves} moves`);
      if ((await takeTurn(client, id, pick, `bot-${moves}`)) !== null) {
        moves++;
        moved = true;
      }
    }
  }
  const first = seats[0];
  if (!first) throw new Error('no seat to play');
  const r = await first.GET('/v1/matches/{id}', { params: { path: { id } } });
  if (!r.data) throw new Error(`match: ${r.error.code}`);
  return { match: r.data, moves };
}
