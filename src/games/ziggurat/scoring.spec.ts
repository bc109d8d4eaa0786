import { zigguratGame } from './index.js';
import { build, full, play } from './test-builders.js';

const hit = (card: string, targetSeat: number, targetTower: number) =>
  ({ type: 'attack', card, targetSeat, targetTower, unblockable: false }) as const;

describe('scoring, elimination and the end of the battle', () => {
  // "When a player loses a tower for the first time, the attacking player gets 1 point; the second time, 2 points; third, 3;
  // fourth, which eliminates them from the game, 4."
  it('the n-th tower a player loses scores n points for the attacker', () => {
    const base = { seats: 3, scrapyard: [] as string[] };
    for (const lost of [0, 1, 2]) {
      const s = build({ ...base, hands: [['ace-moons'], [], []], towers: [undefined, [full('red'), full('blue'), full('yellow'), ['black1']]], towersLost: [0, lost, 0] });
      const after = play(s, [0, hit('ace-moons', 1, 3)]);
      expect(after.players[0].points).toBe(lost + 1);
      expect(after.players[1].towersLost).toBe(lost + 1);
    }
  });

  // "... fourth, which eliminates them from the game, 4." / "When a player loses their last tower, they are out of the game."
  it('losing the fourth tower scores 4 and knocks the player out', () => {
    const s = build({
      seats: 3,
      hands: [['ace-moons'], ['author', 'origin'], []],
      towers: [undefined, [[], [], [], ['black1']]],
      towersLost: [0, 3, 0],
    });
    // The target has a black tower and cards: it may defend; it takes the hit.
    const after = play(s, [0, hit('ace-moons', 1, 3)], [1, { type: 'takeHit' }]);
    expect(after.players[0].points).toBe(4);
    expect(after.players[1]).toMatchObject({ eliminated: true, towersLost: 4, hand: [] });
    expect(after.discard).toEqual(['ace-moons', 'author', 'origin']);
    // The battle goes on between seats 0 and 2; seat 1 is skipped.
    expect(after.phase.kind).toBe('turn');
    expect(after.current).toBe(2);
  });

  // "If the player destroys their own tower, then no points are awarded for that tower."
  it('a tower destroyed by its own green wildcard scores nobody, but still counts as lost', () => {
    const s = build({
      seats: 3,
      hands: [['ace-moons'], [], []],
      towers: [[[], full('blue'), full('yellow'), ['green1']]],
    });
    const after = play(s, [0, { type: 'attackWithGreen', card: 'ace-moons', targetSeat: 1, targetTower: 3, greenTower: 3, unblockable: false }]);
    expect(after.players[0].towersLost).toBe(1);
    expect(after.players.map((p) => p.points)).toEqual([0, 0, 0]);
    expect(after.players[0].towers[3].pyramids).toEqual([]);
    // The attack itself still lands.
    expect(after.players[1].towers[3].pyramids).toHaveLength(2);
  });

  // "The battle ends when one player or no players remain. A player with pyramids remaining scores 1 point for each pip of
  // pyramid they have left. The player with the most points is the winner."
  it('the battle ends when one player remains; points plus pips decide', () => {
    const s = build({
      hands: [['ace-moons'], []],
      towers: [[['red1'], [], [], []], [[], [], [], ['black1']]],
      points: [6, 0],
      towersLost: [3, 3],
    });
    const after = play(s, [0, hit('ace-moons', 1, 3)]);
    expect(after.phase.kind).toBe('over');
    expect(zigguratGame.toAct(after)).toEqual([]);
    expect(zigguratGame.outcome(after)).toEqual({
      finished: true,
      winners: [0],
      draw: false,
      scores: [6 + 4 + 1, 0],
      reason: 'player 0 has the most points',
    });
  });

  // "This includes players who were knocked out of the game. Survival is no guarantee of victory!"
  it('a knocked-out player with more points beats the survivor', () => {
    const s = build({
      seats: 3,
      hands: [['ace-moons'], [], []],
      towers: [[['red1'], [], [], []], [[], [], [], ['black1']], [[], [], [], []]],
      points: [0, 0, 9],
      towersLost: [3, 3, 4],
      eliminated: [false, false, true],
    });
    const after = play(s, [0, hit('ace-moons', 1, 3)]);
    expect(zigguratGame.outcome(after)).toMatchObject({ finished: true, winners: [2], scores: [4 + 1, 0, 9] });
  });

  // "If there is a tie, then an uninvolved wizard from down the hall claims the battle as a victory over all of you."
  it('a tie for most points: nobody at the table wins, and it is not a draw', () => {
    const s = build({
      hands: [['ace-moons'], []],
      towers: [[['red1'], [], [], []], [[], [], [], ['black1']]],
      points: [0, 5],
      towersLost: [3, 3],
    });
    const after = play(s, [0, hit('ace-moons', 1, 3)]);
    expect(zigguratGame.outcome(after)).toEqual({
      finished: true,
      winners: [],
      draw: false,
      scores: [5, 5],
      reason: 'tie: the uninvolved wizard wins',
    });
  });

  it('a game in progress is not finished', () => {
    expect(zigguratGame.outcome(build())).toEqual({ finished: false });
  });
});
