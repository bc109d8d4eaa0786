import { randomMove } from '../../engine/bots/random.js';
import { Rng } from '../../engine/rng.js';
import { zigguratGame } from './index.js';
import { build, codes, full, play, scrapCount, type Spec } from './test-builders.js';
import type { ZigguratMove, ZigguratState } from './state.js';

/**
 * Ruling R10 (rules.md), for an attacker whose last tower is the green wildcard they
 * spend: "Such a player takes no further decision. Where the game goes on (3-5 players) the attack
 * still resolves and the points for towers it destroys are still theirs; any choice they would owe
 * (making change) is made for them by a fixed rule: the largest smaller pyramid available (the
 * size R7 gives), ties by colour in the order red, yellow, green, blue, black."
 */

/**
 * Seat 0's last tower is a lone green 1: the Lunatic (6, Moons/Waves, a 2-pip attack needing a
 * blue tower) can only be cast with it as the wildcard, which destroys it. The target's blue tower
 * is 1-on-2-on-3, so the 2 pips end inside the 2 and a 1-pip change is owed by the attacker.
 */
const selfKnockout = (extra: Spec = {}): ZigguratState =>
  build({
    seats: 3,
    hands: [['lunatic'], [], ['ace-moons']],
    towers: [[[], [], [], ['green1']]],
    towersLost: [3, 0, 0],
    // With the blue 1 the hit knocks off, the change could be yellow, green, blue or black.
    scrapyard: ['yellow1', 'black1'],
    ...extra,
  });

const lunatic = { type: 'attackWithGreen', card: 'lunatic', targetSeat: 1, targetTower: 1, greenTower: 3, unblockable: false } as const;

describe('rules version 2: knocked out by your own green wildcard', () => {
  it('the knocked-out attacker never appears in toAct: the change they would owe is made for them', () => {
    const s = play(selfKnockout(), [0, lunatic]);
    expect(s.players[0].eliminated).toBe(true);
    expect(s.phase.kind).toBe('turn');
    expect(zigguratGame.toAct(s)).toEqual([1]);
    expect(zigguratGame.view(s, null).toAct).toEqual([1]);
  });

  // "... made for them by a fixed rule: ... ties by colour in the order red, yellow, green, blue, black."
  it('the fixed rule picks the first colour in the order red, yellow, green, blue, black', () => {
    const s = play(selfKnockout(), [0, lunatic]);
    // Yellow, green (the attacker's own destroyed 1), blue (just knocked off) and black were possible.
    expect(codes(s, 1, 1)).toEqual(['blue3', 'yellow1']);
    expect(scrapCount(s, 'yellow1')).toBe(0);
    expect(scrapCount(s, 'green1')).toBe(1);
    expect(scrapCount(s, 'blue1')).toBe(1);
    expect(scrapCount(s, 'black1')).toBe(1);
  });

  // "... the largest smaller pyramid available": the size follows the change rule, only the colour is fixed.
  it('when the size needed is missing, the fixed rule takes the largest smaller size, first colour in the order', () => {
    // The Ace of Waves (1 pip, needs red: seat 0 has none, so the green 1 again) on a lone blue 3 leaves 2 pips to keep.
    const s = play(
      selfKnockout({
        hands: [['ace-waves'], [], []],
        towers: [[[], [], [], ['green1']], [full('red'), ['blue3'], full('yellow'), full('black')]],
      }),
      [0, { ...lunatic, card: 'ace-waves' }],
    );
    // 1-pip pyramids on offer: yellow, green (the attacker's destroyed one), black. Yellow comes first.
    expect(codes(s, 1, 1)).toEqual(['yellow1']);
    expect(scrapCount(s, 'blue3')).toBe(1);
    expect(zigguratGame.toAct(s)).toEqual([1]);
  });

  // Ruling R10: "Where the game goes on (3-5 players) the attack still resolves": the target is
  // still asked.
  it('the attack still resolves: the target defends or takes the hit, and play passes to the next player still in', () => {
    const s = play(selfKnockout({ hands: [['lunatic'], ['journey', 'author'], ['ace-moons']] }), [0, lunatic]);
    expect(s.phase.kind).toBe('defence');
    expect(zigguratGame.toAct(s)).toEqual([1]);
    const hit = play(s, [1, { type: 'takeHit' }]);
    expect(codes(hit, 1, 1)).toEqual(['blue3', 'yellow1']);
    expect(hit.current).toBe(1);
    expect(zigguratGame.toAct(hit)).toEqual([1]);
    // Seat 1 has no 6-9 sum (3 + 2 = 5), so the Journey and the Author do not defend; a full round skips seat 0.
    const round = play(hit, [1, { type: 'draw' }], [2, { type: 'draw' }]);
    expect(round.current).toBe(1);
    expect(round.players[0].hand).toEqual([]);
  });

  // "... points for towers it destroys are still theirs."
  it('points for a tower the attack destroys still go to the knocked-out attacker', () => {
    const s = play(
      selfKnockout({ towers: [[[], [], [], ['green1']], [full('red'), ['blue1'], full('yellow'), full('black')]], points: [5, 0, 0] }),
      [0, lunatic],
    );
    expect(codes(s, 1, 1)).toEqual([]);
    expect(s.players[1].towersLost).toBe(1);
    expect(s.players[0].points).toBe(5 + 1);
    expect(zigguratGame.toAct(s)).toEqual([1]);
  });

  // Seed: "The battle ends when one player or no players remain." Nothing is left for the attack to decide.
  it('in a two-player game the battle ends at once: the attack does not resolve', () => {
    const s = play(selfKnockout({ seats: 2, hands: [['lunatic'], ['journey']] }), [0, lunatic]);
    expect(s.phase.kind).toBe('over');
    expect(zigguratGame.toAct(s)).toEqual([]);
    expect(codes(s, 1, 1)).toEqual(full('blue'));
    expect(s.attack).toBeNull();
    expect(s.discard).toContain('lunatic');
    expect(zigguratGame.outcome(s)).toMatchObject({ finished: true, winners: [1] });
  });

  it('with three seats and one player already out, the battle also ends at once', () => {
    const s = play(
      selfKnockout({ eliminated: [false, false, true], towers: [[[], [], [], ['green1']], undefined, [[], [], [], []]] }),
      [0, lunatic],
    );
    expect(s.phase.kind).toBe('over');
    expect(codes(s, 1, 1)).toEqual(full('blue'));
  });

  it('a player still in the battle keeps choosing their change (the fixed rule is only for the knocked out)', () => {
    // The same attack from a player who keeps a black tower: they are not out, so they choose.
    const s = play(selfKnockout({ towers: [[[], [], [], ['black3', 'green1']]] }), [0, lunatic]);
    expect(s.players[0].eliminated).toBe(false);
    expect(s.phase).toMatchObject({ kind: 'change', chooser: 0, colours: ['yellow', 'green', 'blue', 'black'] });
    expect(zigguratGame.toAct(s)).toEqual([0]);
  });
});

describe('rules version 1 still plays as before', () => {
  it('version 1 still asks the knocked-out attacker to choose the change, and accepts any offered colour', () => {
    const s = play(selfKnockout({ rulesVersion: 1 }), [0, lunatic]);
    expect(s.players[0].eliminated).toBe(true);
    expect(s.phase).toMatchObject({ kind: 'change', chooser: 0, seat: 1, tower: 1, size: 1, colours: ['yellow', 'green', 'blue', 'black'] });
    expect(zigguratGame.toAct(s)).toEqual([0]);
    const after = play(s, [0, { type: 'makeChange', colour: 'black' }]);
    expect(codes(after, 1, 1)).toEqual(['blue3', 'black1']);
    expect(zigguratGame.toAct(after)).toEqual([1]);
  });

  it('a match keeps the version it was set up with; new matches use version 2', () => {
    expect(zigguratGame.meta.rulesVersion).toBe(2);
    expect(zigguratGame.meta.supportedRulesVersions).toEqual([1, 2]);
    expect(zigguratGame.setup({ extended: false }, 3, 'v').rulesVersion).toBe(2);
    expect(zigguratGame.setup({ extended: false }, 3, 'v', 1).rulesVersion).toBe(1);
    expect(() => zigguratGame.setup({ extended: false }, 3, 'v', 3)).toThrow(/unsupported rules version 3/);
  });
});

/** Plays a random game; returns every ply at which someone who is out had to act. */
function eliminatedToAct(seats: number, extended: boolean, seed: string, rulesVersion: number): number[] {
  let s = zigguratGame.setup({ extended }, seats, seed, rulesVersion);
  const bot = Rng.from({ seed: `m:${seed}`, counter: 0 });
  const plies: number[] = [];
  for (let ply = 0; !zigguratGame.outcome(s).finished; ply++) {
    if (ply > 2000) throw new Error(`${seed}: no end after 2000 plies`);
    if (zigguratGame.toAct(s).some((seat) => s.players[seat].eliminated)) plies.push(ply);
    const m = randomMove(zigguratGame, s, bot)!;
    const r = zigguratGame.apply(s, m.seat, m.move as ZigguratMove);
    if (!r.ok) throw new Error(`${seed}: ${r.error.code}`);
    s = r.state;
  }
  return plies;
}

describe('random 3-5 player games that reach the self-knockout', () => {
  // Seeds found by a random search (with these bot seeds) to knock an attacker out with their own wildcard.
  const games: [number, boolean, string][] = [
    [3, false, 'measure-3-24'],
    [3, true, 'measure-3-43'],
    [4, true, 'measure-4-1'],
    [4, false, 'measure-4-26'],
    [5, false, 'measure-5-8'],
    [5, true, 'measure-5-87'],
  ];

  it.each(games)('%i players (extended %s, seed %s): version 1 waits on the player who is out, version 2 never does', (seats, extended, seed) => {
    expect(eliminatedToAct(seats, extended, seed, 1).length).toBeGreaterThan(0);
    expect(eliminatedToAct(seats, extended, seed, 2)).toEqual([]);
  });
});
