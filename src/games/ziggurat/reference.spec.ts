/**
 * Issue 17: the engine against an independent reference model of Ziggurat (reference/), written
 * from seed 003 and rulings §4 only, over seeded random games of every player count, with and
 * without the extended deck. Longer runs call compareWithReference with more games.
 */
import { compareWithReference } from './reference/compare.js';

describe('ziggurat reference model (issue 17)', () => {
  // One game of each variant: 2-5 players × { basic deck, extended deck }. A random game runs
  // 100-300 plies: these 8 games compare about 1,700 plies (about 2.5 s of CPU).
  let report: ReturnType<typeof compareWithReference>;
  beforeAll(() => {
    report = compareWithReference({ games: 8 });
  });

  it('agrees with the engine at every ply: who acts, every legal move, the next state, the outcome', () => {
    expect(report.mismatches).toEqual([]);
    expect(report.games).toBe(8);
    expect(report.plies).toBeGreaterThan(1200);
  });

  it('went through the rules that need care, so the agreement means something', () => {
    // Rulings §4: "An attack is a pending state"; a green tower "takes 1 pip, and its owner makes
    // change"; "The player inflicting damage chooses among scrapyard pyramids (a move of
    // theirs)"; "Exhausted draw pile: every player ... chooses one of their own towers to take
    // 1 pip; then the discard pile is shuffled into a new draw pile"; "Eliminated players stay
    // seated with their score".
    const exercised = [
      'played attack',
      'played attackWithGreen',
      'played defend',
      'played takeHit',
      'played makeChange',
      'played draw',
      'played remodel',
      'played remodelSwap',
      'played attrition',
      'reshuffle',
      'player knocked out',
      'played defendWithGreen',
      'unblockable attack',
      'target cannot defend',
      // Rulings §4, wave 2: "A player knocked out in the middle of their own attack ... takes no
      // further decision: the attack still resolves where the game goes on (3-5 players) ... any
      // choice they would owe (making change) is made for them by a fixed rule".
      'attack goes on after its attacker is knocked out',
      'change made for a knocked-out attacker',
    ];
    // These 8 seeds happen to reach the rare ones (a self knock-out mid-attack in 3-5 players);
    // if a rule change steers the games elsewhere, choose a seedPrefix that reaches them again.
    expect(exercised.filter((event) => !report.events[event])).toEqual([]);
  });
});
