/**
 * Rounds, the display card, the reshuffle, the both-reached re-deal and the drawn game.
 * Slots of a 4-row pyramid: 0 | 1 2 | 3 4 5 | 6 7 8 9 (base).
 */
import { Rng } from '../../engine/rng.js';
import { sabotageGame as game } from './index.js';
import { MAX_REDEALS, type RulesVersion, type SabotageState } from './state.js';
import { cardAt, pyramid, play, refused, table } from './test-builders.js';

const P0 = () => pyramid('~2C', '~3C ~4C', '~5C ~6C ~7C', 'KS AS 9S 8D');
// 4D + 9D (slots 7 and 9) reveals nothing: 6D in slot 8 still overlaps slots 4 and 5.
const P1 = () => pyramid('~2H', '~3H ~4H', '~5H ~6H ~7H', 'QD 4D 6D 9D');
const pass = { type: 'pass' } as const;

describe('sabotage: rounds', () => {
  // Rulings R3 and R4 (rules.md): "the round's drawer alternates: player 1 (seat 0)
  // in round 1, player 2 in round 2"; "the drawer takes a turn, then the other player, both against
  // the same display card". Seed rule 1: "A player draws 1 card from deck and lays it down next to
  // the draw pile."
  it('the drawer alternates and both players take one turn against the same display card', () => {
    const s0 = table({ pyramids: [P0(), P1()], display: 'QH', stock: ['3S', '5S'] });
    const s1 = play(s0, 0, pass);
    expect([s1.turn, s1.secondTurn, s1.display, s1.round]).toEqual([1, true, 'QH', 1]);
    expect(game.legalMoves(s1, 1)).toEqual([{ type: 'remove', cards: ['4D', '9D'] }, pass]);
    const s2 = play(s1, 1, pass);
    // Round 2: seat 1 drew 5S automatically and moves first. Ruling R8 (rules.md):
    // "An unused display card goes to the discard pile at the end of the round."
    expect([s2.round, s2.drawer, s2.turn, s2.secondTurn, s2.display]).toEqual([2, 1, 1, false, '5S']);
    expect(s2.discard).toEqual(['QH']);
    expect(s2.stock.at(-1)).toBe('3S');
    const s4 = play(play(s2, 1, pass), 0, pass);
    expect([s4.round, s4.drawer, s4.turn, s4.display]).toEqual([3, 0, 0, '3S']);
  });

  it('a display card used by the drawer is gone for the other player', () => {
    const s0 = table({ pyramids: [P0(), pyramid('~2H', '~3H ~4H', '~5H ~6H ~7H', 'AD 4D 6D 9D')], display: 'QH' });
    const s1 = play(play(s0, 0, { type: 'remove', cards: ['AS', 'QH'] }), 0, pass);
    expect(s1.display).toBeNull();
    expect(refused(game.apply(s1, 1, { type: 'remove', cards: ['AD', 'QH'] }))).toBe('CARD_NOT_AVAILABLE');
  });

  it('refuses a move out of turn', () => {
    const s0 = table({ pyramids: [P0(), P1()], display: 'QH' });
    expect(refused(game.apply(s0, 1, pass))).toBe('NOT_YOUR_TURN');
    expect(game.toAct(s0)).toEqual([0]);
  });

  // Seed rule 6: "If the draw deck runs out of cards, shuffle the draw discard pile and continue play."
  it('an empty stock is re-formed by shuffling the discard pile with the match generator', () => {
    const s0 = table({ pyramids: [P0(), P1()], display: 'QH', stock: [], discard: ['2S', '3S'], removedThisPass: true, rest: 'none' });
    const s = play(play(s0, 0, pass), 1, pass);
    const rng = Rng.from(s0.rng);
    const expected = rng.shuffle(['2S', '3S', 'QH']);
    expect(s.display).toBe(expected[2]);
    expect(s.stock).toEqual(expected.slice(0, 2));
    expect(s.discard).toEqual([]);
    expect(s.rng).toEqual(rng.state());
    expect(s.removedThisPass).toBe(false);
    expect(game.outcome(s)).toEqual({ finished: false });
  });

  // Seed: "Draw condition: no player can make a move through an entire round of a draw deck and top
  // card has not been cleared." Ruling R11 (rules.md): "If a whole pass through the
  // stock, counted from the deal or the last reshuffle, goes by without a removal by either player,
  // the game is drawn."
  it('a whole pass through the stock without a removal is a drawn game', () => {
    const s0 = table({ pyramids: [P0(), P1()], display: 'QH', stock: ['5S'], discard: ['2S'], rest: 'none' });
    const s1 = play(play(s0, 0, pass), 1, pass);
    expect([s1.display, s1.stock.length]).toEqual(['5S', 0]);
    const s2 = play(play(s1, 1, pass), 0, pass);
    expect(game.outcome(s2)).toEqual({
      finished: true,
      winners: [],
      draw: true,
      reason: 'A whole pass through the stock went by without a single removal.',
    });
    expect(game.toAct(s2)).toEqual([]);
    expect(game.view(s2, 0).result).toEqual({ status: 'drawn', winner: null, reason: 'A whole pass through the stock went by without a single removal.' });
  });

  it('one removal during the pass averts the draw: the discard pile is reshuffled instead', () => {
    const s0 = table({ pyramids: [P0(), P1()], display: 'QH', stock: ['5S'], discard: ['2S'], rest: 'none' });
    const s1 = play(play(s0, 0, pass), 1, pass);
    const s2 = play(play(play(s1, 1, { type: 'remove', cards: ['4D', '9D'] }), 1, pass), 0, pass);
    expect(game.outcome(s2)).toEqual({ finished: false });
    expect(s2.round).toBe(3);
    expect(s2.display).not.toBeNull();
  });

  // Ruling R9 (rules.md): if both are empty "the game is drawn" (unreachable with a
  // full 52-card deck, since at most 44 cards lie outside the stock and discard pile; kept as a
  // guard and tested on a short deck).
  it('a card needed when the stock and the discard pile are both empty draws the game', () => {
    const s0 = table({ pyramids: [P0(), P1()], display: null, stock: [], discard: [], removedThisPass: true, rest: 'none' });
    const s = play(play(s0, 0, pass), 1, pass);
    expect(game.outcome(s)).toEqual({
      finished: true,
      winners: [],
      draw: true,
      reason: 'A card was needed but the stock and the discard pile are both empty.',
    });
  });
});

describe('sabotage: both players at the centre', () => {
  const reachedBoth = (rulesVersion?: RulesVersion) =>
    table({
      rulesVersion,
      pyramids: [pyramid('.', '. .', '. . .', 'AS . . .'), pyramid('.', '. .', '. . .', '. . . 8S')],
      centre: 'QC',
      display: '2D',
      stock: ['TD', '3D', '4D'],
      bothReachedAllRound: true,
    });

  // Seed rule 7: "If both players reach the center card before either is able to clear it, place
  // cards from draw deck as shown below and continue play until someone clears the center card."
  // Ruling R10 (rules.md): "one stock card is dealt face up onto each player's apex
  // slot, the drawer's first; each must clear it again to reach the centre".
  it('a whole round with both at the centre deals a card onto each apex, the drawer\'s first', () => {
    const s = play(play(reachedBoth(), 0, pass), 1, pass);
    expect(s.pyramids[0][0]).toEqual({ card: '4D', faceUp: true, placed: false, redealt: true });
    expect(s.pyramids[1][0]).toEqual({ card: '3D', faceUp: true, placed: false, redealt: true });
    expect([s.round, s.drawer, s.display, s.bothReachedAllRound]).toEqual([2, 1, 'TD', false]);
    expect(game.view(s, null).pyramids.map((p) => p.reached)).toEqual([false, false]);
    expect(refused(game.apply(s, 1, { type: 'remove', cards: ['QC'] }))).toBe('CENTRE_NOT_REACHED');
    // Seat 1 clears its new apex card with the display card and is at the centre again.
    const s2 = play(s, 1, { type: 'remove', cards: ['3D', 'TD'] });
    expect(cardAt(s2, 1, 0)).toBeNull();
  });

  it('reaching the centre during a round starts the watch only with the next whole round', () => {
    const s0 = table({
      pyramids: [pyramid('7D', '. .', '. . .', '. . . .'), pyramid('.', '. .', '. . .', '. . . 8S')],
      centre: 'QC',
      display: '6H',
      stock: ['TD', '3D', '4D', '5D'],
    });
    const s1 = play(play(play(s0, 0, { type: 'remove', cards: ['7D', '6H'] }), 0, pass), 1, pass);
    // Both reached, but not for the whole of round 1: no re-deal yet.
    expect([cardAt(s1, 0, 0), cardAt(s1, 1, 0)]).toEqual([null, null]);
    expect([s1.round, s1.display, s1.bothReachedAllRound]).toEqual([2, '5D', true]);
    const s2 = play(play(s1, 1, pass), 0, pass);
    // Round 2's drawer was seat 1: its apex gets the first card.
    expect([cardAt(s2, 1, 0), cardAt(s2, 0, 0)]).toEqual(['4D', '3D']);
  });

  it('no re-deal once the centre card is gone (the game is won)', () => {
    const s = play(reachedBoth(), 0, { type: 'remove', cards: ['AS', 'QC'] });
    expect(game.outcome(s)).toMatchObject({ finished: true, winners: [0] });
  });

  /** Both apex cards go to the discard pile, so the next whole round is again spent at the centre. */
  const clearApexes = (s: SabotageState): SabotageState => ({
    ...s,
    pyramids: s.pyramids.map((p) => [null, ...p.slice(1)]),
    discard: [...s.discard, ...s.pyramids.map((p) => p[0]!.card)],
    bothReachedAllRound: true,
  });
  /** The round's drawer passes, then the other player. */
  const passRound = (s: SabotageState): SabotageState => play(play(s, s.turn, pass), 1 - s.turn, pass);

  // Ruling R12 (rules.md): "the both-reached re-deal happens at most 12 times in a
  // game (no natural game was seen needing more than 11); after that the centre card simply stays
  // until one player clears it".
  it('rules version 2: the re-deal happens 12 times, then the centre card stays and can still be cleared', () => {
    let s = passRound(reachedBoth(2));
    for (let k = 1; k < MAX_REDEALS; k++) {
      expect([s.redeals, s.pyramids[0][0]?.redealt, s.pyramids[1][0]?.redealt]).toEqual([k, true, true]);
      s = passRound(clearApexes(s));
    }
    expect(s.redeals).toBe(12);
    const s13 = passRound(clearApexes(s));
    expect(s13.redeals).toBe(12);
    expect([cardAt(s13, 0, 0), cardAt(s13, 1, 0), s13.centre]).toEqual([null, null, 'QC']);
    expect(game.view(s13, null).pyramids.map((p) => p.reached)).toEqual([true, true]);
    expect([s13.round, s13.bothReachedAllRound]).toEqual([s.round + 1, true]);
    // Still no re-deal after a further whole round at the centre.
    const s14 = passRound(s13);
    expect([cardAt(s14, 0, 0), cardAt(s14, 1, 0), s14.redeals]).toEqual([null, null, 12]);
    const seat0 = s14.turn === 0 ? s14 : play(s14, s14.turn, pass);
    const won = play(seat0, 0, { type: 'remove', cards: ['AS', 'QC'] });
    expect(game.outcome(won)).toMatchObject({ finished: true, winners: [0] });
  });

  it('rules version 2: a game starts with no re-deal made', () => {
    expect(game.setup({ rows: 5 }, 2, 'redeal-count', 2)).toMatchObject({ rulesVersion: 2, redeals: 0 });
  });

  // Version 1 had no cap (its draw-rule reading ended stalling games), and old records replay under it.
  it('rules version 1: the re-deal is not capped (a 13th whole round at the centre still re-deals)', () => {
    let s = passRound(reachedBoth(1));
    for (let k = 1; k <= MAX_REDEALS; k++) s = passRound(clearApexes(s));
    expect([s.pyramids[0][0]?.redealt, s.pyramids[1][0]?.redealt]).toEqual([true, true]);
    expect(s.round).toBe(MAX_REDEALS + 2);
    expect('redeals' in s).toBe(false);
  });
});
