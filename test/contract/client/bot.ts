/**
 * A small bot written the way an integrator would: against the client that openapi-typescript and
 * openapi-fetch generate from the committed OpenAPI document, type-checked with strict tsc. It
 * signs up, creates a Pyramid solitaire match and plays it to the end.
 */
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './openapi.js';

type Schemas = components['schemas'];
export type Match = Schemas['Match'];
export type SolitaireMove = Schemas['PyramidSolitaireMove'];

export interface BotResult {
  match: Match;
  moves: number;
  /** Cards removed, read from the narrowed Pyramid solitaire view. */
  removed: number;
}

/** A client whose every error answer is a typed problem (its `code` an enum). */
export function connect(baseUrl: string, token?: string): Client<paths> {
  return createClient<paths>({ baseUrl, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

export async function signUp(baseUrl: string, username: string): Promise<string> {
  const { data, error } = await connect(baseUrl).POST('/v1/auth/register', { body: { username, password: 'correct horse battery' } });
  if (!data) throw new Error(`register: ${error.code} ${error.detail}`);
  return data.accessToken;
}

/** Removals first (a King alone or a pair), then the stock, then turning the waste over. */
function choose(moves: SolitaireMove[]): SolitaireMove | undefined {
  return moves.find((m) => m.type === 'remove') ?? moves.find((m) => m.type === 'draw') ?? moves[0];
}

export async function playSolitaire(client: Client<paths>, maxMoves = 500): Promise<BotResult> {
  const created = await client.POST('/v1/matches', { body: { game: 'pyramid-solitaire', options: { passes: '1', sums: 'pairs' } } });
  if (!created.data) throw new Error(`create: ${created.error.code}`);
  let match: Match = created.data;
  const id = match.id;
  let moves = 0;
  while (match.status === 'active' && moves < maxMoves) {
    const legal = await client.GET('/v1/matches/{id}/legal-moves', { params: { path: { id } } });
    if (!legal.data) throw new Error(`legal-moves: ${legal.error.code}`);
    // The legal moves are any game's; this match's game is known, so keep that game's moves.
    const mine = legal.data.moves.filter((m): m is SolitaireMove => m.type === 'remove' || m.type === 'draw' || m.type === 'recycle');
    const move = choose(mine);
    if (!move) throw new Error('an active solitaire match with no legal move');
    const r = await client.POST('/v1/matches/{id}/moves', {
      params: { path: { id } },
      body: { game: 'pyramid-solitaire', move, expectedVersion: legal.data.version, idempotencyKey: `bot-${moves}` },
    });
    if (!r.data) {
      // A typed problem: `code` is an enum, STALE_VERSION carries the version to retry from.
      if (r.error.code === 'STALE_VERSION' && r.error.currentVersion !== undefined) continue;
      throw new Error(`move: ${r.error.code} ${r.error.detail}`);
    }
    match = r.data.match;
    moves++;
  }
  // `game` narrows the view: only a Pyramid solitaire match has removedCount.
  const removed = match.game === 'pyramid-solitaire' && match.view ? match.view.removedCount : -1;
  return { match, moves, removed };
}
