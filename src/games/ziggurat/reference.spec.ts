/**
 * Issue 17: the engine against an independent reference model of Ziggurat (reference/), written
 * from seed 003 and the rulings of rules.md only, over seeded random games of every
 * player count, with and without the extended deck. Longer runs call compareWithReference with more
 * games.
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
    // Rulings R6-R9 (rules.md): "An attack is a pending state"; a green tower used
    // "takes 1 pip of damage, and its owner makes change for it"; "The player who inflicts the
    // damage chooses among the scrapyard's pyramids, by a move of theirs"; "every player, in seat
    // order starting with the one whose draw emptied the pile, chooses one of their own towers to
    // take 1 pip; then the discard pile is shuffled into a new draw pile"; "A player who is knocked
    // out stays seated with their score".
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
      // Ruling R10 (rules.md): an attacker knocked out by their own wildcard "takes
      // no further decision. Where the game goes on (3-5 players) the attack still resolves ... any
      // choice they would owe (making change) is made for them by a fixed rule".
      'attack goes on after its attacker is knocked out',
      'change made for a knocked-out attacker',
    ];
    // These 8 seeds happen to reach the rare ones (a self knock-out mid-attack in 3-5 players);
    // if a rule change steers the games elsewhere, choose a seedPrefix that reaches them again.
    expect(exercised.filter((event) => !report.events[event])).toEqual([]);
  });
});
