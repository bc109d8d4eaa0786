import type { AnyGame } from './game.js';

/** Maps game id → game. The platform looks games up here and never switches on an id. */
export class GameRegistry {
  private readonly games = new Map<string, AnyGame>();

  register(game: AnyGame): void {
    if (this.games.has(game.meta.id)) throw new Error(`game ${game.meta.id} registered twice`);
    this.games.set(game.meta.id, game);
  }

  get(id: string): AnyGame | undefined {
    return this.games.get(id);
  }

  list(): AnyGame[] {
    return [...this.games.values()].sort((a, b) => a.meta.id.localeCompare(b.meta.id));
  }
}
