import { Global, Injectable, Module, type DynamicModule } from '@nestjs/common';
import type { AnyGame } from '../../engine/game.js';
import { GAMES } from '../../games/index.js';
import { GameRegistry } from '../../engine/registry.js';
import { notFound } from '../../platform/problem.js';
import { openApiSchema } from '../../platform/zod.js';
import { GameWorkers } from './game-workers.js';
import { rulesLanguagesOf } from './rules-docs.js';

/** The registry as a Nest provider; each game's module registers its game here. */
@Injectable()
export class GameCatalog extends GameRegistry {
  require(id: string): AnyGame {
    const game = this.get(id);
    if (!game) throw notFound('GAME_NOT_FOUND', `There is no game "${id}". GET /v1/games lists them.`);
    return game;
  }
}

@Global()
@Module({ providers: [GameCatalog, GameWorkers], exports: [GameCatalog, GameWorkers] })
export class GameCatalogModule {}

/**
 * A Nest module per game, each made from its game object (`gameModule`), one for every entry of
 * `GAMES`: the list in src/games/index.ts is the only registration a game needs.
 */
@Module({})
export class GamesModule {
  static forGames(games: readonly AnyGame[] = GAMES): DynamicModule {
    return { module: GamesModule, imports: games.map(gameModule) };
  }
}

/** The thin Nest module of one game: it registers the game in the catalogue, nothing more. */
export function gameModule(game: AnyGame): DynamicModule {
  class RegisterGame {
    constructor(catalog: GameCatalog) {
      catalog.register(game);
    }
  }
  return {
    module: class GameModule {},
    providers: [{ provide: `game:${game.meta.id}`, useFactory: (catalog: GameCatalog) => new RegisterGame(catalog), inject: [GameCatalog] }],
  };
}

const described = new WeakMap<AnyGame, ReturnType<typeof describeUncached>>();

/** The catalogue entry of a game (computed once: its JSON Schemas do not change). */
export function describeGame(game: AnyGame) {
  let d = described.get(game);
  if (!d) described.set(game, (d = describeUncached(game)));
  return d;
}

function describeUncached(game: AnyGame) {
  const m = game.meta;
  return {
    id: m.id,
    title: m.title,
    summary: m.summary,
    minPlayers: m.minPlayers,
    maxPlayers: m.maxPlayers,
    hiddenInformation: m.hiddenInformation,
    randomness: m.randomness,
    simultaneousMoves: m.simultaneousMoves,
    drawPossible: m.drawPossible,
    rulesVersion: m.rulesVersion,
    rulesDoc: m.rulesDoc,
    rulesLanguages: rulesLanguagesOf(game),
    names: (m.names ?? []).map((n) => ({ ...n })),
    defaultOptions: game.schemas.options.parse({}) as Record<string, unknown>,
    optionsSchema: openApiSchema(game.schemas.options, 'input'),
    moveSchema: openApiSchema(game.schemas.move, 'input'),
    maxBotLevel: game.bot?.maxLevel ?? 0,
  };
}
