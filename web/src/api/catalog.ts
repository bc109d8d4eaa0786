/**
 * The game catalog (GET /v1/games), read once per page load: the titles of games the client has
 * no renderer for. A failed read is forgotten, so the next page asks again.
 */
import { api, read, type Schemas } from './client';

export type GameInfo = Schemas['GameInfo'];

let games: Promise<GameInfo[]> | null = null;

export function gameCatalog(): Promise<GameInfo[]> {
  games ??= read(() => api.GET('/v1/games')).catch((e: unknown) => {
    games = null;
    throw e;
  });
  return games;
}
