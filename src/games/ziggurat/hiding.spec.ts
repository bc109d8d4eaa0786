import { randomMove } from '../../engine/bots/random.js';
import { assertHistoryHides, leaves } from '../../engine/testing/conformance.js';
import type { Viewer } from '../../engine/game.js';
import type { LoggedMove } from '../../engine/replay.js';
import { Rng } from '../../engine/rng.js';
import { zigguratGame as game } from './index.js';
import type { ZigguratMove, ZigguratState } from './state.js';

/**
 * The same position with the cards `viewer` cannot see dealt differently: the other hands (all hands
 * for a spectator) and the draw pile are pooled, shuffled, and dealt back in the same sizes.
 */
function redeal(s: ZigguratState, viewer: Viewer, rng: Rng): ZigguratState {
  const hidden = s.players.flatMap((p, i) => (i === viewer ? [] : [i]));
  const pool = rng.shuffle([...hidden.flatMap((i) => s.players[i].hand), ...s.drawPile]);
  const t = JSON.parse(JSON.stringify(s)) as ZigguratState;
  for (const i of hidden) t.players[i].hand = pool.splice(0, s.players[i].hand.length);
  t.drawPile = pool;
  return t;
}

// "Each hand is hidden from everyone else; hand sizes are public. The draw pile (order and content) is hidden."
// Hidden means: however those cards lie, and in whatever order they were drawn, the viewer sees the same view. The
// history is the log of moves as played (no `moveView`), so it does not depend on where the cards lie now either.
describe('ziggurat: hidden cards and their order tell a viewer nothing', () => {
  it.each([
    [2, false],
    [3, true],
    [5, true],
  ])('gives the same view and history for every redeal of the hidden cards (%i seats, extended %s)', (seats, extended) => {
    let s = game.setup({ extended }, seats, `hiding-${seats}`);
    const bot = Rng.from({ seed: `hiding-bot-${seats}`, counter: 0 });
    const rng = Rng.from({ seed: `hiding-redeal-${seats}`, counter: 0 });
    const log: { seat: number; move: ZigguratMove }[] = [];
    for (let ply = 0; !game.outcome(s).finished; ply++) {
      if (ply % 10 === 0) {
        for (const viewer of [...Array.from({ length: seats }, (_, i) => i), null]) {
          const other = redeal(s, viewer, rng);
          expect(game.view(other, viewer)).toEqual(game.view(s, viewer));
        }
      }
      const m = randomMove(game, s, bot)!;
      const r = game.apply(s, m.seat, m.move as ZigguratMove);
      if (!r.ok) throw new Error(r.error.code);
      log.push({ seat: m.seat, move: m.move as ZigguratMove });
      s = r.state;
    }
    expect(log.length).toBeGreaterThan(20);
  });
});

// The engine's history rule: a move may name a card only if the viewer could see it at some point (a card secret before
// the move, after it, and still now is a leak). Every card a Ziggurat move names is face up when played, so the log is
// shown as played, even when the card has since been reshuffled into the draw pile or drawn into a hand.
describe('ziggurat: the move history shows moves as played and leaks nothing', () => {
  it.each([
    [2, false],
    [3, true],
    [5, false],
  ])('passes assertHistoryHides for every viewer at several plies of a random game (%i seats, extended %s)', (seats, extended) => {
    const seed = `history-${seats}`;
    let s = game.setup({ extended }, seats, seed);
    const bot = Rng.from({ seed: `history-bot-${seats}`, counter: 0 });
    const log: LoggedMove[] = [];
    const states: ZigguratState[] = [s];
    while (!game.outcome(s).finished) {
      const m = randomMove(game, s, bot)!;
      const r = game.apply(s, m.seat, m.move as ZigguratMove);
      if (!r.ok) throw new Error(r.error.code);
      log.push(m);
      states.push((s = r.state));
    }
    const viewers: Viewer[] = [...Array.from({ length: seats }, (_, i) => i), null];
    const plies = [...new Set([1, 2, 3, ...Array.from({ length: 12 }, (_, i) => Math.floor(((i + 1) * log.length) / 12))])];
    let shownNowSecret = 0;
    for (const now of plies) {
      for (const viewer of viewers) {
        expect(() => assertHistoryHides(game, log, states, viewer, now, `ply ${now} viewer ${viewer}`)).not.toThrow();
        // Count logged cards that are hidden from this viewer now (reshuffled or drawn since): the check saw them.
        const shown = leaves(log.slice(0, now).map((l) => l.move));
        shownNowSecret += game.secrets(states[now], viewer).filter((c) => shown.has(c)).length;
      }
    }
    // The game reshuffled at least once, so the history did show cards that are secret now.
    expect(states.some((t, i) => i > 0 && t.drawPile.length > states[i - 1].drawPile.length)).toBe(true);
    expect(shownNowSecret).toBeGreaterThan(0);
  });
});
