/**
 * Golden replays (after OpenSpiel's playthrough files): a committed JSON file holds the seed,
 * options, seats, the move log and the expected outcome and final views; the spec replays it and
 * compares, so any rule change shows up as a reviewed diff of the fixture.
 *
 * Regenerate with `UPDATE_GOLDEN=1 npm test -- <spec>`: each listed case is played out by the
 * random bot (seeded by the case seed) and written to `<dir>/<name>.json`.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyGame, Viewer } from '../game.js';
import { randomMove } from '../bots/random.js';
import { replay, type LoggedMove } from '../replay.js';
import { Rng } from '../rng.js';

export interface GoldenCase {
  readonly name: string;
  readonly options: Record<string, unknown>;
  readonly seats: number;
  readonly seed: string;
  /** The rules version to play under (default: the game's current one); kept in the fixture. */
  readonly rulesVersion?: number;
  /** Moves to play; when absent, the random bot plays the whole game. */
  readonly moves?: readonly LoggedMove[];
}

export interface GoldenReplay extends GoldenCase {
  readonly game: string;
  readonly moves: readonly LoggedMove[];
  readonly expected: { readonly outcome: unknown; readonly views: Record<string, unknown> };
}

const viewerKey = (v: Viewer) => (v === null ? 'spectator' : `seat${v}`);

export function playGolden(game: AnyGame, c: GoldenCase, maxPlies = 5000): GoldenReplay {
  const options = game.schemas.options.parse(c.options);
  let state = game.setup(options, c.seats, c.seed, c.rulesVersion);
  const moves: LoggedMove[] = [];
  const bot = Rng.from({ seed: `golden:${c.seed}`, counter: 0 });
  for (let i = 0; i < (c.moves?.length ?? maxPlies); i++) {
    const next = c.moves ? c.moves[i] : randomMove(game, state, bot);
    if (!next) break;
    const r = game.apply(state, next.seat, next.move);
    if (!r.ok) throw new Error(`golden ${c.name}: ply ${i + 1} rejected: ${r.error.code}`);
    state = r.state;
    moves.push(next);
  }
  const viewers: Viewer[] = [...Array.from({ length: c.seats }, (_, i) => i), null];
  const views = Object.fromEntries(viewers.map((v) => [viewerKey(v), game.view(state, v)]));
  return { game: game.meta.id, ...c, moves, expected: { outcome: game.outcome(state), views } };
}

export function describeGoldenReplays(game: AnyGame, dir: string, cases: readonly GoldenCase[]): void {
  if (process.env.UPDATE_GOLDEN === '1') {
    mkdirSync(dir, { recursive: true });
    for (const c of cases) writeFileSync(join(dir, `${c.name}.json`), JSON.stringify(playGolden(game, c), null, 1) + '\n');
  }
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  describe(`golden replays: ${game.meta.id}`, () => {
    it('has the committed fixtures', () => {
      expect(files.length).toBeGreaterThanOrEqual(cases.length);
    });
    for (const f of files) {
      it(`replays ${f} to the recorded outcome and views`, () => {
        const g = JSON.parse(readFileSync(join(dir, f), 'utf8')) as GoldenReplay;
        expect(g.game).toBe(game.meta.id);
        const r = replay(game, g);
        if (!r.ok) throw new Error(`ply ${r.ply} rejected: ${r.error.code}`);
        expect(game.outcome(r.state)).toEqual(g.expected.outcome);
        const viewers: Viewer[] = [...Array.from({ length: g.seats }, (_, i) => i), null];
        for (const v of viewers) expect(game.view(r.state, v)).toEqual(g.expected.views[viewerKey(v)]);
      });
    }
  });
}
