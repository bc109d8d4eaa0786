import { expandAnyOrder } from '../../engine/any-order.js';
import { randomMove } from '../../engine/bots/random.js';
import { Rng } from '../../engine/rng.js';
import { nosVigilanGame as game, type NosVigilanMove } from './index.js';
import type { NosVigilanState } from './state.js';

/** Every state of a few seeded random games. */
function states(seed: string): NosVigilanState[] {
  let s = game.setup({ cardSet: 'house' }, 2, seed);
  const out = [s];
  const bot = Rng.from({ seed: `hiding:${seed}`, counter: 0 });
  while (!game.outcome(s).finished) {
    const m = randomMove(game, s, bot)!;
    const r = game.apply(s, m.seat, m.move as NosVigilanMove);
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
    out.push(s);
  }
  return out;
}

const seen = (s: NosVigilanState, viewer: 0 | 1 | null, move: NosVigilanMove, mover: 0 | 1) => ({
  view: game.view(s, viewer),
  history: game.moveView!(move, mover, viewer, s),
});

// Rulings R5 and R8 (rules.md): "both players choose a card from hand face down at
// the same time, as simultaneous moves: the engine keeps the first choice hidden until the second
// arrives" and "both players submit an ordering of their six cards at the same time, hidden until
// both are in". Hidden means: whichever choice was made, the others see exactly the same thing.
describe('nos-vigilan: a first simultaneous choice tells the others nothing', () => {
  it.each(['hide-a', 'hide-b', 'hide-c'])('gives the opponent and spectators the same view and history for every possible first choice (%s)', (seed) => {
    let checked = 0;
    for (const s of states(seed)) {
      if (!((s.phase === 'choose' && s.choices.every((c) => c === null)) || (s.phase === 'order' && s.orderings.every((o) => o === null)))) continue;
      for (const mover of [0, 1] as const) {
        // Orderings: the one listed move stands for 720 (anyOrderFields); a sample of them is enough.
        const moves = game
          .legalMoves(s, mover)
          .flatMap((m) => expandAnyOrder(game, m))
          .filter((_, i) => i % 97 === 0 || s.phase === 'choose');
        const after = moves.map((m) => {
          const r = game.apply(s, mover, m);
          if (!r.ok) throw new Error(r.error.code);
          return { move: m, state: r.state };
        });
        for (const viewer of [1 - mover, null] as (0 | 1 | null)[]) {
          const first = seen(after[0].state, viewer, after[0].move, mover);
          for (const a of after.slice(1)) expect(seen(a.state, viewer, a.move, mover)).toEqual(first);
          checked += after.length;
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
