/**
 * The drawn-game rule with the both-reached re-deal, by rules version (rules.md,
 * "Re-dealt cards and the draw rule"). Slots of a 4-row pyramid: 0 | 1 2 | 3 4 5 | 6 7 8 9 (base).
 *
 * Version 2 (ruling R12): "the draw rule R11 applies literally throughout: every removal counts,
 * re-dealt cards included."
 * Version 1 (the project's earlier reading): "A card dealt onto an apex by the both-reached rule is
 * re-dealt. For the draw rule, a removal counts only if it takes at least one pyramid card that is
 * not re-dealt (or the centre card)."
 */
import { sabotageGame as game } from './index.js';
import type { RulesVersion, SabotageState } from './state.js';
import { pyramid, play, table } from './test-builders.js';

const pass = { type: 'pass' } as const;
const DRAWN_V1 = {
  finished: true,
  winners: [],
  draw: true,
  reason: 'A whole pass through the stock went by without a single removal (removing re-dealt apex cards alone does not count).',
};

/**
 * The last card of the stock is about to be drawn and no counted removal has been made in this pass.
 * Seat 0 has an exposed King at its apex, seat 1 an exposed 6D at its apex; the display 7H pairs with
 * 6D. The apex tokens say whether those cards were re-dealt by the both-reached rule (`*`) or not.
 */
const lastCards = (apex0: string, apex1: string, rulesVersion: RulesVersion = 1): SabotageState =>
  table({
    rulesVersion,
    pyramids: [pyramid(apex0, '. .', '. . .', '. . . 8S'), pyramid(apex1, '. .', '. . .', '. . . 9S')],
    centre: 'TC',
    display: '7H',
    stock: ['5S'],
    discard: ['2S'],
    rest: 'none',
  });

/** Both clear their apex card in round 1, then both pass through round 2 (whose display is the last stock card). */
function playOut(s0: SabotageState): { afterRemovals: SabotageState; end: SabotageState } {
  let s = play(s0, 0, { type: 'remove', cards: ['KS'] });
  s = play(s, 0, pass);
  const afterRemovals = play(s, 1, { type: 'remove', cards: ['6D', '7H'] });
  s = play(afterRemovals, 1, pass);
  // Round 2: seat 1 drew 5S, the last stock card; nobody removes anything.
  expect([s.round, s.display, s.stock.length]).toEqual([2, '5S', 0]);
  s = play(play(s, 1, pass), 0, pass);
  return { afterRemovals, end: s };
}

describe('sabotage rules version 2: every removal counts for the draw rule', () => {
  // Ruling R12 (rules.md): "every removal counts, re-dealt cards included".
  it('removing re-dealt apex cards alone averts the draw: the discard pile is reshuffled', () => {
    const { afterRemovals, end } = playOut(lastCards('*KS', '*6D', 2));
    expect(afterRemovals.removedThisPass).toBe(true);
    expect(game.view(afterRemovals, 0).removedThisPass).toBe(true);
    expect(game.outcome(end)).toEqual({ finished: false });
    expect(end.round).toBe(3);
    expect(end.removedThisPass).toBe(false); // a new pass has begun
  });

  it('a pass with no removal at all is still drawn, with the plain reason', () => {
    const s0 = table({
      rulesVersion: 2,
      pyramids: [pyramid('*KS', '. .', '. . .', '. . . 8S'), pyramid('*6D', '. .', '. . .', '. . . 9S')],
      display: '7H',
      stock: ['5S'],
      discard: ['2S'],
      rest: 'none',
    });
    const end = play(play(play(play(s0, 0, pass), 1, pass), 1, pass), 0, pass);
    expect(game.outcome(end)).toEqual({
      finished: true,
      winners: [],
      draw: true,
      reason: 'A whole pass through the stock went by without a single removal.',
    });
  });

  it('the re-dealt mark is still shown (the card came from the both-reached rule)', () => {
    const s = table({ rulesVersion: 2, pyramids: [pyramid('*KS', '. .', '. . .', '. . . 8S'), pyramid('*6D', '. .', '. . .', '. . . 9S')] });
    expect(game.view(s, null).pyramids.map((p) => p.slots[0])).toEqual([
      { status: 'faceUp', slot: 0, card: 'KS', exposed: true, placed: false, redealt: true },
      { status: 'faceUp', slot: 0, card: '6D', exposed: true, placed: false, redealt: true },
    ]);
  });
});

describe('sabotage rules version 1: re-dealt cards and the draw rule (the earlier project reading)', () => {
  // Version 1: "A card dealt onto an apex by the both-reached rule is re-dealt."
  it('marks the cards dealt onto the apexes by the both-reached rule as re-dealt, in state and view', () => {
    const s0 = table({
      rulesVersion: 1,
      pyramids: [pyramid('.', '. .', '. . .', 'AS . . .'), pyramid('.', '. .', '. . .', '. . . 8S')],
      centre: 'QC',
      display: '2D',
      stock: ['TD', '3D', '4D'],
      bothReachedAllRound: true,
    });
    const s = play(play(s0, 0, pass), 1, pass);
    expect(s.pyramids.map((p) => p[0]?.redealt)).toEqual([true, true]);
    for (const viewer of [0, 1, null]) {
      expect(game.view(s, viewer).pyramids[0].slots[0]).toEqual({ status: 'faceUp', slot: 0, card: '4D', exposed: true, placed: false, redealt: true });
      expect(game.view(s, viewer).pyramids[0].slots[6]).toMatchObject({ card: 'AS', redealt: false });
    }
  });

  // Version 1: "For the draw rule, a removal counts only if it takes at least one pyramid card
  // that is not re-dealt (or the centre card)." A re-dealt King alone and a re-dealt card with the
  // display card are both re-dealt-only removals.
  it('removals of re-dealt apex cards alone do not prevent the draw at the end of the stock pass', () => {
    const { afterRemovals, end } = playOut(lastCards('*KS', '*6D'));
    expect(afterRemovals.removedThisPass).toBe(false);
    expect(game.view(afterRemovals, 0).removedThisPass).toBe(false);
    expect(game.outcome(end)).toEqual(DRAWN_V1);
  });

  // The same position with ordinary (dealt) apex cards: a normal removal averts the draw.
  it('a removal of a card that is not re-dealt averts the draw: the discard pile is reshuffled', () => {
    const { afterRemovals, end } = playOut(lastCards('KS', '6D'));
    expect(afterRemovals.removedThisPass).toBe(true);
    expect(game.outcome(end)).toEqual({ finished: false });
    expect(end.round).toBe(3);
    expect(end.removedThisPass).toBe(false); // a new pass has begun
  });

  it('one normal removal among re-dealt ones is enough: seat 0 ordinary King, seat 1 re-dealt 6D', () => {
    const { afterRemovals, end } = playOut(lastCards('KS', '*6D'));
    expect(afterRemovals.removedThisPass).toBe(true);
    expect(game.outcome(end)).toEqual({ finished: false });
  });

  // "at least one pyramid card that is not re-dealt": a re-dealt card paired with a dealt card counts.
  it('a re-dealt card paired with an ordinary card of the same pyramid counts as a removal', () => {
    const s0 = table({ rulesVersion: 1, pyramids: [pyramid('*6C', '. .', '. . .', '. . . 7S'), pyramid('~2H', '~3H ~4H', '~5H ~6H ~7H', 'QD 4D 6D 9D')], display: '2D' });
    const s = play(s0, 0, { type: 'remove', cards: ['6C', '7S'] });
    expect(s.removedThisPass).toBe(true);
  });

  // A sabotage placement card is not re-dealt, even on an empty apex slot.
  it('a sabotage card placed on an empty apex is not re-dealt, and removing it counts', () => {
    const s0 = table({
      rulesVersion: 1,
      pyramids: [pyramid('~2C', '~3C ~4C', '~5C ~6C ~7C', 'KS AS 9S 8D'), pyramid('.', '. .', '. . .', '. . . 8S')],
      display: '7D',
      stock: ['6H'],
      pendingPlacements: 1,
    });
    const s1 = play(s0, 0, { type: 'place', slot: 0 });
    expect(s1.pyramids[1][0]).toEqual({ card: '6H', faceUp: true, placed: true, redealt: false });
    expect(s1.removedThisPass).toBe(false);
    const s2 = play(play(s1, 0, pass), 1, { type: 'remove', cards: ['6H', '7D'] });
    expect(s2.removedThisPass).toBe(true);
  });
});
