import { zigguratGame } from './index.js';
import { build, codeOf, codes, full, play, scrapCount } from './test-builders.js';

const hit = (card: string, targetTower: number) =>
  ({ type: 'attack', card, targetSeat: 1, targetTower, unblockable: false }) as const;

describe('doing damage', () => {
  // "Evan's blue tower is undamaged ... Maris makes a successful 2-pip attack against the tower. Evan moves the 1-pip and
  // 2-pip pyramids to the scrap pile, Maris picks a 1-pip green pyramid from the scrap pile, and the green pyramid is
  // placed on the top of the tower. It is now a green tower."
  it('the seed example: a 2-pip hit on a 1-on-2-on-3 blue tower leaves a green 1 on the 3', () => {
    // The Lunatic (6, Moons/Waves) hits the blue tower; the defender holds nothing.
    const s = play(build({ hands: [['lunatic'], []] }), [0, hit('lunatic', 1)]);
    // The attacker makes change: the removed blue 1 and the scrapyard's green 1s are both possible.
    expect(s.phase).toMatchObject({ kind: 'change', chooser: 0, seat: 1, tower: 1, size: 1, colours: ['green', 'blue'] });
    expect(zigguratGame.toAct(s)).toEqual([0]);
    // While the colour is chosen the view shows the change to come, not the blue 3 as the top.
    expect(zigguratGame.view(s, null).players[1].towers[1]).toEqual({
      index: 1,
      colour: null,
      pips: 4,
      pyramids: [{ colour: 'blue', size: 3 }],
      pendingChange: 1,
    });
    const after = play(s, [0, { type: 'makeChange', colour: 'green' }]);
    expect(zigguratGame.view(after, null).players[1].towers[1].pendingChange).toBeNull();
    expect(codes(after, 1, 1)).toEqual(['blue3', 'green1']);
    expect(zigguratGame.view(after, null).players[1].towers[1].colour).toBe('green');
    expect(scrapCount(after, 'blue1')).toBe(1);
    expect(scrapCount(after, 'blue2')).toBe(1);
    expect(after.phase.kind).toBe('turn');
    expect(after.current).toBe(1);
  });

  it('change must be a colour the scrapyard has', () => {
    const s = play(build({ hands: [['lunatic'], []] }), [0, hit('lunatic', 1)]);
    expect(codeOf(s, 0, { type: 'makeChange', colour: 'red' })).toBe('COLOUR_NOT_AVAILABLE');
  });

  it('change is placed at once when only one colour is possible', () => {
    const s = play(build({ hands: [['lunatic'], []], scrapyard: [] }), [0, hit('lunatic', 1)]);
    expect(codes(s, 1, 1)).toEqual(['blue3', 'blue1']);
    expect(s.phase.kind).toBe('turn');
  });

  // "If a tower takes more damage than it includes pips worth of pyramids, the pyramids are placed in the scrapyard but the extra damage has no effect."
  it('overkill: extra damage is lost and the pyramids go to the scrapyard', () => {
    const s = build({ hands: [['sea'], []], towers: [undefined, [full('red'), ['blue2'], full('yellow'), full('black')]] });
    const after = play(s, [0, hit('sea', 1)]);
    expect(codes(after, 1, 1)).toEqual([]);
    expect(scrapCount(after, 'blue2')).toBe(1);
    expect(after.players[1].towersLost).toBe(1);
    expect(after.players[0].points).toBe(1);
  });

  // Ruling R7 (rules.md): "If no pyramid of the needed size is in the scrapyard, the
  // largest smaller one available is used"
  it('making change when the needed size is missing uses the largest smaller size', () => {
    // A 1-pip hit on a lone 3-pip pyramid needs a 2; the scrapyard has only 1s.
    const s = build({
      hands: [['ace-suns'], []],
      towers: [undefined, [['red3'], full('blue'), full('yellow'), full('black')]],
      scrapyard: ['green1', 'yellow1'],
    });
    const a = play(s, [0, hit('ace-suns', 0)]);
    expect(a.phase).toMatchObject({ kind: 'change', size: 1, colours: ['yellow', 'green'] });
    // The tower has no pyramid while the change is chosen, yet it is not destroyed: the view says so.
    const pending = zigguratGame.view(a, 1).players[1];
    expect(pending.towers[0]).toEqual({ index: 0, colour: null, pips: 1, pyramids: [], pendingChange: 1 });
    expect(pending.pips).toBe(1 + 3 * 6);
    expect(pending.towersLost).toBe(0);
    const after = play(a, [0, { type: 'makeChange', colour: 'yellow' }]);
    expect(codes(after, 1, 0)).toEqual(['yellow1']);
    expect(scrapCount(after, 'red3')).toBe(1);
  });

  // Ruling R7 (rules.md): "if there is none, the tower loses the whole pyramid, and
  // the damage beyond it is lost"
  it('with no smaller pyramid at all the tower loses the whole pyramid', () => {
    const s = build({
      hands: [['ace-suns'], []],
      towers: [undefined, [['red3'], full('blue'), full('yellow'), full('black')]],
      scrapyard: [],
    });
    const after = play(s, [0, hit('ace-suns', 0)]);
    expect(codes(after, 1, 0)).toEqual([]);
    expect(after.players[0].points).toBe(1);
  });

  // "it is always the top pyramid in the stack which determines the colour of the tower"
  it('the top pyramid gives the tower its colour', () => {
    const s = build({ towers: [[['red3', 'blue1'], [], [], []]] });
    const v = zigguratGame.view(s, 0);
    expect(v.players[0].towers[0]).toEqual({
      index: 0,
      colour: 'blue',
      pips: 4,
      pyramids: [
        { colour: 'red', size: 3 },
        { colour: 'blue', size: 1 },
      ],
      pendingChange: null,
    });
    expect(v.players[0].towers[1].colour).toBeNull();
  });
});
