/**
 * Every game's view says which rules version its match is played under, for each version the game
 * still accepts ("a match keeps the version it was created with, so old matches and records replay
 * under the rules they were played with": game.ts). A player (and a bot deciding from the view)
 * needs it: the versions differ in rules that decide games (sabotage's re-deal cap, allmer-pyramid's
 * no-removal limit, solitaire's unlimited passes).
 */
import { GAMES } from './index.js';

describe.each(GAMES.map((g) => [g.meta.id, g] as const))('%s: the rules version in the view', (_id, game) => {
  const versions = game.meta.supportedRulesVersions ?? [game.meta.rulesVersion];
  it.each(versions.map((v) => [v]))('a match made under version %i shows it to every seat and to spectators', (version) => {
    const seats = game.meta.minPlayers;
    const options = game.schemas.options.parse({});
    const state = game.setup(options, seats, `view-counters-${version}`, version);
    for (const viewer of [...Array.from({ length: seats }, (_, i) => i), null]) {
      expect((game.schemas.view.parse(game.view(state, viewer)) as { rulesVersion: number }).rulesVersion).toBe(version);
    }
  });
});
