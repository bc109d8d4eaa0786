/**
 * The public counters of Sabotage's view, and the bot's use of them. Ruling R12 (rules.md): "the
 * both-reached re-deal happens at most 12 times in a game ... after that the centre card simply
 * stays until one player clears it". Whether the cap is reached decides what the end of a round at
 * the centre does, so every viewer sees the count (the re-dealt cards are dealt face up: nothing
 * hidden is counted), and the rules version that says whether the cap applies at all.
 */
import { botInput } from '../../engine/bots/input.js';
import { newRng, Rng } from '../../engine/rng.js';
import { determinize } from './determinize.js';
import { sabotageGame as game } from './index.js';
import { MAX_REDEALS, type RulesVersion, type SabotageState } from './state.js';
import { cardAt, play, pyramid, table } from './test-builders.js';

const pass = { type: 'pass' } as const;
const passRound = (s: SabotageState): SabotageState => play(play(s, s.turn, pass), 1 - s.turn, pass);
const atCentre = (rulesVersion: RulesVersion, redeals?: number) =>
  table({
    rulesVersion,
    redeals,
    pyramids: [pyramid('.', '. .', '. . .', 'AS . . .'), pyramid('.', '. .', '. . .', '. . . 8S')],
    centre: 'QC',
    display: '2D',
    stock: ['TD', '3D', '4D'],
    bothReachedAllRound: true,
  });

describe('sabotage: the re-deal count and the rules version in every view', () => {
  it('a new version-2 game shows version 2, no re-deal made and all 12 left, to both seats and spectators', () => {
    const s = game.setup({ rows: 5 }, 2, 'counters', 2);
    for (const viewer of [0, 1, null]) expect(game.view(s, viewer)).toMatchObject({ rulesVersion: 2, redeals: 0, redealsLeft: MAX_REDEALS });
  });

  // Ruling R10: "one stock card is dealt face up onto each player's apex slot" after a whole round at the centre.
  it('each re-deal is counted in the view as it happens', () => {
    const s = passRound(atCentre(2, 4));
    expect(game.view(s, 1)).toMatchObject({ redeals: 5, redealsLeft: MAX_REDEALS - 5 });
    expect(game.view(s, 0).pyramids[0].slots[0]).toMatchObject({ status: 'faceUp', redealt: true });
  });

  it('after the 12th re-deal the view says none is left, and a further round at the centre deals nothing', () => {
    const s = atCentre(2, MAX_REDEALS);
    expect(game.view(s, 0)).toMatchObject({ redeals: 12, redealsLeft: 0 });
    const after = passRound(s);
    expect([cardAt(after, 0, 0), cardAt(after, 1, 0)]).toEqual([null, null]);
    expect(game.view(after, null)).toMatchObject({ redeals: 12, redealsLeft: 0 });
  });

  // Rules versions (rules.md): version 1 has no cap and does not count re-deals.
  it('a version-1 game shows version 1 and no count (null): its re-deals are not capped', () => {
    const s = passRound(atCentre(1));
    expect(game.view(s, 0)).toMatchObject({ rulesVersion: 1, redeals: null, redealsLeft: null });
  });
});

describe('sabotage: the bot plays with the real counters', () => {
  const sample = (s: SabotageState, seat: number) =>
    determinize(botInput(game, s, [], seat, 1, 'x') as Parameters<typeof determinize>[0], Rng.from(newRng('counters')));

  // Ruling R12: once 12 re-deals are made "the centre card simply stays": the bot's sample must know it.
  it('a sample of a game with 12 re-deals made has 12 made, so it deals nothing at the end of the round', () => {
    const d = sample(atCentre(2, MAX_REDEALS), 0);
    expect([d.rulesVersion, d.redeals]).toEqual([2, MAX_REDEALS]);
    const after = passRound(d);
    expect([cardAt(after, 0, 0), cardAt(after, 1, 0)]).toEqual([null, null]);
  });

  it('a sample of a game with 5 re-deals made has 5 made', () => {
    expect(sample(atCentre(2, 5), 1).redeals).toBe(5);
  });

  it('a sample of a version-1 game plays version 1 (uncapped re-deals)', () => {
    const d = sample(atCentre(1), 0);
    expect('rulesVersion' in d).toBe(false);
    const after = passRound(d);
    expect(after.pyramids[0][0]).toMatchObject({ redealt: true });
  });
});
