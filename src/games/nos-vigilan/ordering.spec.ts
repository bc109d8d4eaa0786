import { expandAnyOrder } from '../../engine/any-order.js';
import { nosVigilanGame as game } from './index.js';
import { slotSymbols } from './scoring.js';
import type { NosVigilanState } from './state.js';
import { build } from './test-builders.js';
import { makeDeck } from './cards/card-set.js';
import { HOUSE_SET } from './cards/house-set.js';

const deck = makeDeck(HOUSE_SET);
const ALL = deck.ids as string[];
const ok = (s: NosVigilanState, seat: number, move: Parameters<typeof game.apply>[2]): NosVigilanState => {
  const r = game.apply(s, seat, move);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.reason}`);
  return r.state;
};

/** After round 6: seat 0 holds Abducción (nv-01), seat 1 Revelación gnomo (nv-02); El ojo (nv-03) in the pyramid base. */
const ordering = (o: Partial<NosVigilanState> = {}) =>
  build({
    round: 6,
    phase: 'abduction',
    pyramid: ['nv-03', 'nv-07', 'nv-10', 'nv-13', 'nv-16', 'nv-17'],
    hands: [['nv-01', 'nv-04', 'nv-05', 'nv-06', 'nv-08', 'nv-09'], ['nv-02', 'nv-11', 'nv-12', 'nv-14', 'nv-15', 'nv-18']],
    finalWinner: 0,
    publicCards: ALL,
    ...o,
  });

describe('nos-vigilan: Abducción and Revelación gnomo', () => {
  // "Quien posea la carta especial Abducción podrá resolver su efecto, luego quien posea Revelación gnomo."
  it('asks the holder of Abducción first, offering the three base cards or a decline', () => {
    const s = ordering();
    expect(game.toAct(s)).toEqual([0]);
    expect(game.legalMoves(s, 0)).toEqual([
      { type: 'abduct', card: 'nv-03' },
      { type: 'abduct', card: 'nv-07' },
      { type: 'abduct', card: 'nv-10' },
      { type: 'decline' },
    ]);
  });

  // "Abducción: Puedes revelar las tres cartas de la [base] para intercambiar esta carta por cualquiera de ellas."
  it('swaps Abducción with a base card of the pyramid', () => {
    const s = ok(ordering(), 0, { type: 'abduct', card: 'nv-03' });
    expect(s.pyramid[0]).toBe('nv-01');
    expect(s.hands[0]).toContain('nv-03');
    expect(s.hands[0]).not.toContain('nv-01');
    expect(s.phase).toBe('gnome');
    expect(game.toAct(s)).toEqual([1]);
  });

  it('refuses an Abducción swap with a middle or top card', () => {
    const r = game.apply(ordering(), 0, { type: 'abduct', card: 'nv-13' });
    expect(r.ok ? null : r.error.code).toBe('NOT_A_BASE_CARD');
  });

  it('lets the holder decline the effect explicitly', () => {
    const s = ok(ordering(), 0, { type: 'decline' });
    expect(s.pyramid[0]).toBe('nv-03');
    expect(s.phase).toBe('gnome');
  });

  // "Revelación gnomo: Puedes intercambiar esta carta con una a tu elección de la pirámide boca arriba para
  // que al puntuar esta carta cuente como un símbolo de Gnomos."
  it('swaps Revelación gnomo with any pyramid card; it lies face up and the slot counts as Gnomos', () => {
    let s = ok(ordering(), 0, { type: 'decline' });
    expect(game.legalMoves(s, 1)).toHaveLength(7);
    s = ok(s, 1, { type: 'gnome', card: 'nv-17' });
    expect(s.pyramid[5]).toBe('nv-02');
    expect(s.faceUp).toEqual(['nv-02']);
    expect(slotSymbols(deck, s)[5]).toBe('gnomos');
    expect(deck.card('nv-02').back).toBe('reptilianos');
    expect(game.view(s, null).pyramid[5]).toMatchObject({ faceUp: true, symbol: 'gnomos' });
    expect(s.phase).toBe('order');
    expect(game.toAct(s)).toEqual([0, 1]);
  });

  // "No se podrá usar el efecto de una carta especial que se obtenga por el intercambio de Abducción y/o Revelación Gnomo."
  it('skips Revelación gnomo when it was gained by the Abducción swap', () => {
    const s0 = ordering({
      pyramid: ['nv-02', 'nv-07', 'nv-10', 'nv-13', 'nv-16', 'nv-17'],
      hands: [['nv-01', 'nv-04', 'nv-05', 'nv-06', 'nv-08', 'nv-09'], ['nv-03', 'nv-11', 'nv-12', 'nv-14', 'nv-15', 'nv-18']],
    });
    const s = ok(s0, 0, { type: 'abduct', card: 'nv-02' });
    expect(s.swapped).toEqual(['nv-02']);
    expect(s.phase).toBe('order');
  });

  // Reached through the end of round 6 (not by building the gnome phase directly), so the skip itself is tested.
  it('skips a phase whose special card lies in the pyramid', () => {
    const lastRound = (pyramid: string[], zones: string[][]) =>
      build({ round: 6, challenge: 'nv-11', hands: [['nv-17'], ['nv-07']], zones, pyramid });
    const finish = (s: NosVigilanState) =>
      ok(ok(ok(ok(s, 0, { type: 'play', card: 'nv-17' }), 1, { type: 'play', card: 'nv-07' }), 0, { type: 'claim', card: 'nv-11', destination: 'pyramid' }), 1, {
        type: 'keep',
        card: 'nv-07',
      });
    // Abducción (nv-01) lies in the pyramid: straight to Revelación gnomo, held by seat 1.
    const noAbduction = finish(lastRound(['nv-01', 'nv-14', 'nv-15', 'nv-16', 'nv-18'], [['nv-03', 'nv-04', 'nv-05', 'nv-06', 'nv-08'], ['nv-02', 'nv-09', 'nv-10', 'nv-12', 'nv-13']]));
    expect(noAbduction.phase).toBe('gnome');
    expect(game.toAct(noAbduction)).toEqual([1]);
    // Both special cards lie in the pyramid: straight to the orderings.
    const neither = finish(lastRound(['nv-01', 'nv-02', 'nv-15', 'nv-16', 'nv-18'], [['nv-03', 'nv-04', 'nv-05', 'nv-06', 'nv-08'], ['nv-14', 'nv-09', 'nv-10', 'nv-12', 'nv-13']]));
    expect(neither.phase).toBe('order');
    expect(game.toAct(neither)).toEqual([0, 1]);
  });

  it('rejects a Revelación gnomo swap with a card outside the pyramid', () => {
    const s = ok(ordering(), 0, { type: 'decline' });
    const r = game.apply(s, 1, { type: 'gnome', card: 'nv-05' });
    expect(r.ok ? null : r.error.code).toBe('NOT_A_PYRAMID_CARD');
  });
});

describe('nos-vigilan: presenting the evidence', () => {
  const orderPhase = () => ok(ok(ordering(), 0, { type: 'decline' }), 1, { type: 'decline' });

  // "Los jugadores ordenarán las cartas en su mano libremente y las presentarán en simultáneo."
  it('offers both seats at once one ordering move, the hand as it stands, whose cards may come in any order', () => {
    const s = orderPhase();
    expect(game.toAct(s)).toEqual([0, 1]);
    for (const seat of [0, 1]) {
      const legal = game.legalMoves(s, seat);
      expect(legal).toEqual([{ type: 'order', cards: s.hands[seat] }]);
      expect(game.anyOrderFields!(legal[0])).toEqual(['cards']);
      expect(expandAnyOrder(game, legal[0])).toHaveLength(720);
    }
  });

  it('declares no free field for the other moves', () => {
    for (const move of [{ type: 'decline' }, { type: 'play', card: 'nv-01' }, { type: 'gnome', card: 'nv-01' }] as const) expect(game.anyOrderFields!(move)).toEqual([]);
  });

  // "ordenarán las cartas en su mano libremente": every one of the 720 orderings is accepted and presented as sent.
  it('accepts every ordering of the hand and keeps it as presented', () => {
    const s = orderPhase();
    const all = expandAnyOrder(game, game.legalMoves(s, 0)[0]);
    for (const move of all) {
      const r = game.apply(s, 0, move);
      if (!r.ok) throw new Error(`${JSON.stringify(move)}: ${r.error.code}`);
      expect(r.state.orderings[0]).toEqual(move.type === 'order' ? move.cards : null);
    }
    expect(all).toHaveLength(720);
  });

  it('keeps the legal-moves answer small: one move of six cards instead of 720', () => {
    expect(JSON.stringify(game.legalMoves(orderPhase(), 0)).length).toBeLessThan(4096);
  });

  it('hides a submitted ordering from the opponent and spectators until both are in', () => {
    const order = ['nv-09', 'nv-08', 'nv-06', 'nv-05', 'nv-04', 'nv-01'];
    const s = ok(orderPhase(), 0, { type: 'order', cards: order });
    expect(game.toAct(s)).toEqual([1]);
    expect(game.view(s, 0).players[0].ordering!.map((c) => (c.kind === 'known' ? c.id : ''))).toEqual(order);
    for (const v of [1, null]) {
      expect(game.view(s, v).players[0].ordering).toBeNull();
      expect(game.view(s, v).players[0].committed).toBe(true);
      expect(game.moveView!({ type: 'order', cards: order }, 0, v, s)).toEqual({ type: 'order', cards: null });
    }
    const done = ok(s, 1, { type: 'order', cards: ['nv-02', 'nv-11', 'nv-12', 'nv-14', 'nv-15', 'nv-18'] });
    expect(done.phase).toBe('finished');
    expect(game.moveView!({ type: 'order', cards: order }, 0, 1, done)).toEqual({ type: 'order', cards: order });
    expect(game.view(done, 1).players[0].ordering!.map((c) => (c.kind === 'known' ? c.id : ''))).toEqual(order);
  });

  it('rejects an ordering that is not exactly the hand', () => {
    const s = orderPhase();
    for (const cards of [['nv-09', 'nv-08'], ['nv-09', 'nv-08', 'nv-06', 'nv-05', 'nv-04', 'nv-04'], ['nv-09', 'nv-08', 'nv-06', 'nv-05', 'nv-04', 'nv-18']]) {
      const r = game.apply(s, 0, { type: 'order', cards });
      expect(r.ok ? null : r.error.code).toBe('NOT_YOUR_HAND');
    }
  });

  it('rejects every move once the game is over', () => {
    let s = ok(orderPhase(), 0, { type: 'order', cards: ['nv-09', 'nv-08', 'nv-06', 'nv-05', 'nv-04', 'nv-01'] });
    s = ok(s, 1, { type: 'order', cards: ['nv-02', 'nv-11', 'nv-12', 'nv-14', 'nv-15', 'nv-18'] });
    const r = game.apply(s, 0, { type: 'decline' });
    expect(r.ok ? null : r.error.code).toBe('GAME_OVER');
    expect(game.toAct(s)).toEqual([]);
    expect(game.outcome(s).finished).toBe(true);
  });

  it('rejects a move from a seat that is not to act', () => {
    const r = game.apply(ordering(), 1, { type: 'decline' });
    expect(r.ok ? null : r.error.code).toBe('NOT_YOUR_TURN');
  });
});
