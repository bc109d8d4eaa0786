/**
 * Takebacks are decided per game through the engine contract (`takebackAllowed`): a move may be
 * taken back only when undoing it reveals nothing and hides nothing anyone has seen. Checked here
 * over seeded random playouts of every game, against the views themselves.
 */
import { GAMES } from './index.js';
import { randomMove } from '../engine/bots/random.js';
import { leaves } from '../engine/testing/conformance.js';
import { takebackAllowed, type AnyGame, type Viewer } from '../engine/game.js';
import { Rng } from '../engine/rng.js';

const game = (id: string) => GAMES.find((g) => g.meta.id === id)!;

/** Every (before, after, seat, move, allowed) of a few seeded random games. */
function* steps(g: AnyGame, games = 4) {
  for (let i = 0; i < games; i++) {
    const seats = g.meta.minPlayers === 1 ? 1 : Math.min(3, g.meta.maxPlayers);
    let state = g.setup(g.schemas.options.parse({}), seats, `takeback-${i}`);
    const rng = Rng.from({ seed: `takeback-bot-${i}`, counter: 0 });
    for (let ply = 0; ply < 300 && !g.outcome(state).finished; ply++) {
      const m = randomMove(g, state, rng)!;
      const r = g.apply(state, m.seat, m.move);
      if (!r.ok) throw new Error(r.error.code);
      yield { before: state, after: r.state, seat: m.seat, move: m.move as { type?: string }, seats, allowed: takebackAllowed(g, state, r.state, m.seat, m.move) };
      state = r.state;
    }
  }
}

/**
 * Every step of `g`'s seeded random games whose move may be taken back: back to `before` shows
 * nothing hidden now, and the move showed nothing hidden before it. Counts the steps allowed and
 * refused.
 */
const checked = new Map<AnyGame, { allowed: number; refused: number }>();
function checkTakebacks(g: AnyGame): { allowed: number; refused: number } {
  const done = checked.get(g);
  if (done) return done;
  let allowed = 0;
  let refused = 0;
  for (const s of steps(g)) {
    if (!s.allowed) {
      refused++;
      continue;
    }
    allowed++;
    const viewers: Viewer[] = [null, ...Array.from({ length: s.seats }, (_, i) => i)];
    for (const v of viewers) {
      const shownBefore = leaves(g.view(s.before, v));
      const shownAfter = leaves(g.view(s.after, v));
      expect(g.secrets(s.after, v).filter((c) => shownBefore.has(c))).toEqual([]);
      expect(g.secrets(s.before, v).filter((c) => shownAfter.has(c))).toEqual([]);
    }
  }
  checked.set(g, { allowed, refused });
  return { allowed, refused };
}

describe('takebacks per game', () => {
  it('allmer-pyramid has perfect information and no chance: every move may be taken back', () => {
    for (const s of steps(game('allmer-pyramid'), 2)) expect(s.allowed).toBe(true);
  });

  it('nos-vigilan: no move may be taken back (every decision is a hidden choice or reveals one)', () => {
    for (const s of steps(game('nos-vigilan'), 2)) expect(s.allowed).toBe(false);
  });

  it.each(GAMES.map((g) => g.meta.id))('%s: a move taken back would show nobody anything it had not seen, and hide nothing it had', (id) => {
    checkTakebacks(game(id));
  });

  // Those three hide something, and allow the moves that show nothing: the check above is not vacuous.
  it.each(['pyramid-solitaire', 'sabotage', 'ziggurat'])('%s: some moves may be taken back and some may not', (id) => {
    const { allowed, refused } = checkTakebacks(game(id));
    expect(refused).toBeGreaterThan(0);
    expect(allowed).toBeGreaterThan(0);
  });

  it('pyramid-solitaire: a draw that turns the next stock card up cannot be taken back (drawing the last one can)', () => {
    const g = game('pyramid-solitaire');
    const draws = [...steps(g, 2)].filter((s) => s.move.type === 'draw');
    const stockCount = (state: unknown) => (g.view(state, 0) as { stockCount: number }).stockCount;
    expect(draws.filter((s) => stockCount(s.before) >= 2).length).toBeGreaterThan(0);
    for (const s of draws) expect(s.allowed).toBe(stockCount(s.before) < 2);
  });

  it('ziggurat: an attack shows a card from a hand and cannot be taken back', () => {
    const attacks = [...steps(game('ziggurat'), 2)].filter((s) => s.move.type === 'attack');
    expect(attacks.length).toBeGreaterThan(0);
    for (const s of attacks) expect(s.allowed).toBe(false);
  });
});
