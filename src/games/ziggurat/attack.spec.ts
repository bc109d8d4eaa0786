import { zigguratGame } from './index.js';
import { build, codeOf, codes, full, legal, play } from './test-builders.js';
import type { ZigguratMove } from './state.js';

const attacksWith = (moves: ZigguratMove[], card: string) =>
  moves.filter((m) => (m.type === 'attack' || m.type === 'attackWithGreen') && m.card === card);

/** Opponent's towers: red, blue, yellow, black (tower index = colour's starting index). */
const targetsOf = (moves: ZigguratMove[], card: string) =>
  attacksWith(moves, card).map((m) => (m.type === 'attack' || m.type === 'attackWithGreen' ? m.targetTower : -1));

describe('attacking: strength and the tower colour it requires', () => {
  // "Playing an Ace, 2, 3, 4, or 5 makes a 1-pip attack; you must have a red tower in order to play one of those cards as an attack."
  it('an Ace or 2-5 makes a 1-pip attack and needs a red tower', () => {
    const s = build({ hands: [['ace-suns', 'forest'], []] });
    const after = play(s, [0, { type: 'attack', card: 'forest', targetSeat: 1, targetTower: 3, unblockable: false }]);
    // The defender has no cards: the hit lands at once. 1 pip off the black tower.
    expect(codes(after, 1, 3)).toEqual(['black3', 'black2']);
    expect(after.phase.kind).toBe('turn');
    const noRed = build({ hands: [['ace-suns', 'forest'], []], towers: [[[], full('blue'), full('yellow'), full('black')]] });
    expect(attacksWith(legal(noRed, 0), 'forest')).toEqual([]);
    expect(codeOf(noRed, 0, { type: 'attack', card: 'forest', targetSeat: 1, targetTower: 3, unblockable: false })).toBe(
      'TOWER_COLOUR_REQUIRED',
    );
  });

  // "Playing an 6, 7, 8, or 9 makes a 2-pip attack; you must have a blue tower in order to play one of those cards as an attack."
  it('a 6-9 makes a 2-pip attack and needs a blue tower', () => {
    const s = build({ hands: [['castle'], []], scrapyard: [] });
    const after = play(s, [0, { type: 'attack', card: 'castle', targetSeat: 1, targetTower: 0, unblockable: false }]);
    // 2 pips: the 1 goes, the 2 is changed for the only 1-pip pyramid in the scrapyard.
    expect(codes(after, 1, 0)).toEqual(['red3', 'red1']);
    expect(after.phase.kind).toBe('turn');
    const noBlue = build({ hands: [['castle'], []], towers: [[full('red'), [], full('yellow'), full('black')]] });
    expect(codeOf(noBlue, 0, { type: 'attack', card: 'castle', targetSeat: 1, targetTower: 0, unblockable: false })).toBe(
      'TOWER_COLOUR_REQUIRED',
    );
  });

  // "Playing a Crown makes a 3-pip attack; you must have a yellow tower in order to play one of those cards as an attack."
  it('a Crown makes a 3-pip attack and needs a yellow tower', () => {
    const s = build({ hands: [['windfall'], []] });
    const after = play(s, [0, { type: 'attack', card: 'windfall', targetSeat: 1, targetTower: 2, unblockable: false }]);
    // 3 pips from 1-on-2-on-3: the 1 and the 2 go, the 3 stays.
    expect(codes(after, 1, 2)).toEqual(['yellow3']);
    expect(after.phase.kind).toBe('turn');
    const noYellow = build({ hands: [['windfall'], []], towers: [[full('red'), full('blue'), [], full('black')]] });
    expect(attacksWith(legal(noYellow, 0), 'windfall')).toEqual([]);
  });

  // "Green towers can be used as wildcards to make any kind of attack, but the tower takes 1 pip of damage for being used it in this way."
  it('a green tower stands in for a missing colour and takes 1 pip', () => {
    const s = build({
      hands: [['windfall'], []],
      towers: [[full('red'), full('blue'), ['yellow3', 'green2'], full('black')]],
      // Only one 1-pip pyramid in the scrapyard: the change is forced.
      scrapyard: ['black1'],
    });
    expect(attacksWith(legal(s, 0), 'windfall')).toEqual([
      { type: 'attackWithGreen', card: 'windfall', targetSeat: 1, targetTower: 2, greenTower: 2, unblockable: false },
    ]);
    const after = play(s, [0, { type: 'attackWithGreen', card: 'windfall', targetSeat: 1, targetTower: 2, greenTower: 2, unblockable: false }]);
    // Seed: "If the green pyramid at the top of the tower is a 2-pip or 3-pip pyramid, then you may replace it with any pyramid from the scrapyard of the next size down."
    expect(codes(after, 0, 2)).toEqual(['yellow3', 'black1']);
    expect(codes(after, 1, 2)).toEqual(['yellow3']);
  });

  // "A green tower allows to play an attack card ... that would otherwise require a colour of tower which you do not have."
  it('a green tower cannot be used when the required colour is there', () => {
    const s = build({ hands: [['forest'], []], towers: [[full('red'), ['blue3', 'green2'], full('yellow'), full('black')]] });
    expect(attacksWith(legal(s, 0), 'forest').every((m) => m.type === 'attack')).toBe(true);
    expect(
      codeOf(s, 0, { type: 'attackWithGreen', card: 'forest', targetSeat: 1, targetTower: 3, greenTower: 1, unblockable: false }),
    ).toBe('GREEN_NOT_NEEDED');
  });

  // "you are the one dealing damage to your own tower when you use a green tower in this way": the attacker picks the change.
  it('the attacker picks the change for a used green tower before the target decides', () => {
    const s = build({
      hands: [['windfall'], ['ace-knots']],
      towers: [[full('red'), full('blue'), ['yellow3', 'green2'], full('black')]],
      scrapyard: ['green1', 'black1'],
    });
    const after = play(s, [0, { type: 'attackWithGreen', card: 'windfall', targetSeat: 1, targetTower: 2, greenTower: 2, unblockable: false }]);
    expect(after.phase).toMatchObject({ kind: 'change', chooser: 0, seat: 0, tower: 2, size: 1, colours: ['green', 'black'] });
    expect(zigguratGame.toAct(after)).toEqual([0]);
    const changed = play(after, [0, { type: 'makeChange', colour: 'green' }]);
    expect(codes(changed, 0, 2)).toEqual(['yellow3', 'green1']);
    expect(changed.phase.kind).toBe('defence');
    expect(zigguratGame.toAct(changed)).toEqual([1]);
  });
});

describe('attacking: the suits choose the targets', () => {
  // Ruling R3 (rules.md): "Moons black; Suns red; Waves blue; Leaves red; Wyrms
  // green; Knots yellow."
  it.each([
    ['ace-moons', [3]],
    ['ace-suns', [0]],
    ['ace-waves', [1]],
    ['ace-leaves', [0]],
    ['ace-knots', [2]],
  ])('%s targets only the towers of its colour', (card, towers) => {
    const s = build({ hands: [[card], []] });
    expect(targetsOf(legal(s, 0), card)).toEqual(towers);
  });

  it('ace-wyrms targets only green towers', () => {
    const s = build({ hands: [['ace-wyrms'], []], towers: [undefined, [full('red'), ['blue3', 'green2'], full('yellow'), full('black')]] });
    expect(targetsOf(legal(s, 0), 'ace-wyrms')).toEqual([1]);
    expect(codeOf(s, 0, { type: 'attack', card: 'ace-wyrms', targetSeat: 1, targetTower: 0, unblockable: false })).toBe(
      'TARGET_NOT_ELIGIBLE',
    );
  });

  // "Example: 3 ☽ can be played to make a one-pip attack against a black tower or a blue tower." (the Journey: Moons and Waves)
  it('the seed example: the 3 of Moons and Waves attacks a black or a blue tower', () => {
    const s = build({ hands: [['journey'], []] });
    expect(targetsOf(legal(s, 0), 'journey')).toEqual([1, 3]);
  });

  // "If your opponents have no towers that are eligible targets, then you can't make the attack."
  it('a card with no eligible target cannot attack', () => {
    const s = build({ hands: [['ace-wyrms'], []] });
    expect(attacksWith(legal(s, 0), 'ace-wyrms')).toEqual([]);
  });

  it('an attack targets another player still in the battle, never yourself', () => {
    const s = build({ seats: 3, hands: [['ace-moons'], [], []], eliminated: [false, false, true], towers: [undefined, undefined, [[], [], [], []]] });
    expect(attacksWith(legal(s, 0), 'ace-moons').map((m) => (m.type === 'attack' ? m.targetSeat : -1))).toEqual([1]);
    expect(codeOf(s, 0, { type: 'attack', card: 'ace-moons', targetSeat: 0, targetTower: 3, unblockable: false })).toBe('INVALID_TARGET');
    expect(codeOf(s, 0, { type: 'attack', card: 'ace-moons', targetSeat: 2, targetTower: 3, unblockable: false })).toBe('INVALID_TARGET');
  });

  it('an attack card must be in your hand', () => {
    const s = build({ hands: [['ace-moons'], []] });
    expect(codeOf(s, 0, { type: 'attack', card: 'huntress', targetSeat: 1, targetTower: 3, unblockable: false })).toBe('CARD_NOT_IN_HAND');
  });
});
