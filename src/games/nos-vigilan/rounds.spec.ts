import { nosVigilanGame as game } from './index.js';
import type { NosVigilanState } from './state.js';
import { build, cardPlaces } from './test-builders.js';

const ok = (s: NosVigilanState, seat: number, move: Parameters<typeof game.apply>[2]): NosVigilanState => {
  const r = game.apply(s, seat, move);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.reason}`);
  return r.state;
};
const play = (s: NosVigilanState, a: string, b: string) => ok(ok(s, 0, { type: 'play', card: a }), 1, { type: 'play', card: b });

/** Round 2 position: challenge nv-03 (El ojo, value 9, "higher value wins"). */
const roundTwo = () =>
  build({
    round: 2,
    challenge: 'nv-03',
    challengePile: ['nv-05', 'nv-06', 'nv-08'],
    finalCard: 'nv-09',
    hands: [['nv-16', 'nv-13'], ['nv-07', 'nv-12']],
    drawPiles: [['nv-10', 'nv-11'], ['nv-14', 'nv-15']],
    pyramid: ['nv-01'],
    zones: [['nv-02'], ['nv-04']],
  });

describe('nos-vigilan: setup', () => {
  // "Se mezclará el mazo y se dividirán las cartas en tres pilas de seis. Dos de ellas serán los mazos de
  // robo de cada jugador, del cual tomarán dos cartas. La restante será el mazo de desafíos ... De este se
  // separará una carta ... para ser usada en el Desafío Final."
  it('deals three piles of six: two draw piles (two cards drawn from each), the challenge pile with one card set aside', () => {
    const s = game.setup({ cardSet: 'house' }, 2, 'setup-1');
    expect(s.hands.map((h) => h.length)).toEqual([2, 2]);
    expect(s.drawPiles.map((p) => p.length)).toEqual([4, 4]);
    expect(s.finalCard).not.toBeNull();
    // Round 1 has already revealed the first challenge card: 4 remain in the pile.
    expect(s.challengePile).toHaveLength(4);
    expect(s.challenge).not.toBeNull();
    expect(new Set(cardPlaces(s)).size).toBe(18);
    expect(cardPlaces(s)).toHaveLength(18);
  });

  // "En cada ronda se revelará la primera carta del md"
  it('reveals the first challenge card to both players and spectators at the start of a round', () => {
    const s = game.setup({ cardSet: 'house' }, 2, 'setup-2');
    for (const v of [0, 1, null]) {
      const c = game.view(s, v).challenge!;
      expect(c.kind).toBe('known');
      if (c.kind === 'known') expect(c.id).toBe(s.challenge);
    }
  });

  it('is seeded: the same seed deals the same cards, another seed deals differently', () => {
    const a = game.setup({ cardSet: 'house' }, 2, 'same');
    expect(game.setup({ cardSet: 'house' }, 2, 'same')).toEqual(a);
    expect(game.setup({ cardSet: 'house' }, 2, 'other').hands).not.toEqual(a.hands);
  });

  it('needs exactly two players', () => {
    expect(game.validateSetup!({ cardSet: 'house' }, 3)?.code).toBe('OPTIONS_INVALID');
    expect(game.validateSetup!({ cardSet: 'house' }, 2)).toBeNull();
  });
});

describe('nos-vigilan: simultaneous choices', () => {
  // Ruling R5 (rules.md): "both players choose a card from hand face down at the
  // same time, as simultaneous moves: the engine keeps the first choice hidden until the second
  // arrives"
  it('asks both seats at once, then only the seat that has not chosen yet', () => {
    const s = roundTwo();
    expect(game.toAct(s)).toEqual([0, 1]);
    const after = ok(s, 1, { type: 'play', card: 'nv-07' });
    expect(game.toAct(after)).toEqual([0]);
    expect(game.legalMoves(after, 1)).toEqual([]);
  });

  it('hides a committed choice from the opponent and spectators, who only learn that it was made', () => {
    const s = ok(roundTwo(), 0, { type: 'play', card: 'nv-16' });
    const mine = game.view(s, 0).players[0];
    expect(mine.committed).toBe(true);
    expect(mine.play).toMatchObject({ kind: 'known', id: 'nv-16' });
    for (const v of [1, null]) {
      const seen = game.view(s, v).players[0];
      expect(seen.committed).toBe(true);
      expect(seen.play).toBeNull();
      // The chosen card stays among the hand's backs: nothing tells which one was chosen.
      expect(seen.hand).toEqual([
        { kind: 'hidden', back: 'extraterrestres' },
        { kind: 'hidden', back: 'hombres-de-negro' },
      ]);
      expect(JSON.stringify(game.view(s, v))).not.toContain('nv-16');
      expect(game.secrets(s, v)).toContain('nv-16');
      expect(game.moveView!({ type: 'play', card: 'nv-16' }, 0, v, s)).toEqual({ type: 'play', card: null });
    }
    expect(game.moveView!({ type: 'play', card: 'nv-16' }, 0, 0, s)).toEqual({ type: 'play', card: 'nv-16' });
  });

  it('rejects a second choice in the same round', () => {
    const s = ok(roundTwo(), 0, { type: 'play', card: 'nv-16' });
    const r = game.apply(s, 0, { type: 'play', card: 'nv-13' });
    expect(r.ok ? null : r.error.code).toBe('NOT_YOUR_TURN');
  });

  it('rejects a card that is not in the hand', () => {
    const r = game.apply(roundTwo(), 0, { type: 'play', card: 'nv-07' });
    expect(r.ok ? null : r.error.code).toBe('CARD_NOT_IN_HAND');
  });

  // "ambos jugadores pondrán en juego una de las cartas de su mano, que luego revelarán al mismo tiempo"
  it('reveals both choices to everyone once both are in, in the view and in the history', () => {
    const s = play(roundTwo(), 'nv-16', 'nv-07');
    for (const v of [0, 1, null]) {
      const view = game.view(s, v);
      expect(view.players[0].play).toMatchObject({ kind: 'known', id: 'nv-16' });
      expect(view.players[1].play).toMatchObject({ kind: 'known', id: 'nv-07' });
      expect(game.moveView!({ type: 'play', card: 'nv-16' }, 0, v, s)).toEqual({ type: 'play', card: 'nv-16' });
    }
    expect(s.hands).toEqual([['nv-13'], ['nv-12']]);
  });
});

describe('nos-vigilan: resolving a challenge', () => {
  // "Quien gane la condición propuesta por la carta del desafío podrá tomar la primera elección entre las tres cartas"
  it('lets the winner of the printed condition pick first (higher value: 7 beats 2)', () => {
    const s = play(roundTwo(), 'nv-16', 'nv-07');
    expect(s.phase).toBe('claim');
    expect(game.toAct(s)).toEqual([0]);
    expect(s.decidedBy).toBe('condition');
    expect(game.legalMoves(s, 0)).toHaveLength(6);
    expect(game.view(s, 1).table.map((c) => (c.kind === 'known' ? c.id : c.back))).toEqual(['nv-03', 'nv-16', 'nv-07']);
  });

  // "enviando una de ellas a la pirámide boca abajo o a su zp. Quien haya perdido luego tomará las cartas
  // restantes y llevará una a su propia zp, dejando la restante a donde su oponente no haya elegido."
  it('winner sends a card to the pyramid: the loser keeps one, the last goes to the winner\'s zone', () => {
    let s = play(roundTwo(), 'nv-16', 'nv-07');
    s = ok(s, 0, { type: 'claim', card: 'nv-03', destination: 'pyramid' });
    expect(game.toAct(s)).toEqual([1]);
    expect(game.legalMoves(s, 1)).toEqual([
      { type: 'keep', card: 'nv-16' },
      { type: 'keep', card: 'nv-07' },
    ]);
    s = ok(s, 1, { type: 'keep', card: 'nv-16' });
    expect(s.pyramid).toEqual(['nv-01', 'nv-03']);
    expect(s.zones).toEqual([['nv-02', 'nv-07'], ['nv-04', 'nv-16']]);
    expect(s.rounds[0]).toEqual({ round: 2, challenge: 'nv-03', plays: ['nv-16', 'nv-07'], winner: 0, decidedBy: 'condition', toPyramid: 'nv-03', toZones: ['nv-07', 'nv-16'] });
  });

  it('winner keeps a card in their zone: the loser keeps one, the last goes to the pyramid', () => {
    let s = play(roundTwo(), 'nv-16', 'nv-07');
    s = ok(s, 0, { type: 'claim', card: 'nv-03', destination: 'zone' });
    s = ok(s, 1, { type: 'keep', card: 'nv-07' });
    expect(s.zones).toEqual([['nv-02', 'nv-03'], ['nv-04', 'nv-07']]);
    expect(s.pyramid).toEqual(['nv-01', 'nv-16']);
  });

  it('rejects a claim of a card that is not on the table, and a keep from the winner', () => {
    const s = play(roundTwo(), 'nv-16', 'nv-07');
    const r = game.apply(s, 0, { type: 'claim', card: 'nv-13', destination: 'zone' });
    expect(r.ok ? null : r.error.code).toBe('CARD_NOT_ON_TABLE');
    const k = game.apply(s, 0, { type: 'keep', card: 'nv-03' });
    expect(k.ok ? null : k.error.code).toBe('WRONG_PHASE');
  });

  // "Finalmente, ambos jugadores tomarán una carta de su mr."
  it('both players draw one card from their own draw pile after the round, and the next challenge is revealed', () => {
    let s = play(roundTwo(), 'nv-16', 'nv-07');
    s = ok(ok(s, 0, { type: 'claim', card: 'nv-03', destination: 'zone' }), 1, { type: 'keep', card: 'nv-07' });
    expect(s.hands).toEqual([['nv-13', 'nv-10'], ['nv-12', 'nv-14']]);
    expect(s.drawPiles).toEqual([['nv-11'], ['nv-15']]);
    expect(s.round).toBe(3);
    expect(s.challenge).toBe('nv-05');
    expect(s.phase).toBe('choose');
    expect(game.view(s, 1).players[0].hand).toEqual([{ kind: 'hidden', back: 'extraterrestres' }, { kind: 'hidden', back: 'iluminados' }]);
  });

  // "En caso de empate en el desafío, ganará quien logre igualar o acercarse más al valor de la carta."
  it('breaks a tie on the condition by the value equal or closest to the challenge card (even: 4 and 8, card 4)', () => {
    const s = play(build({ round: 2, challenge: 'nv-06', finalCard: 'nv-09', hands: [['nv-17'], ['nv-13']] }), 'nv-17', 'nv-13');
    expect(s.decidedBy).toBe('closest');
    expect(s.winner).toBe(1);
    expect(game.toAct(s)).toEqual([1]);
  });

  // "Si continuara el empate, las tres cartas se colocarán al azar entre la pirámide y las zp."
  it('distributes the three cards at random (match Rng), one to the pyramid and one to each zone, when still tied', () => {
    // Even, card value 4: 5 and 3 are both odd and both 1 away.
    const start = build({ round: 2, challenge: 'nv-06', finalCard: 'nv-09', challengePile: ['nv-05'], hands: [['nv-12'], ['nv-10']] });
    const s = play(start, 'nv-12', 'nv-10');
    const rec = s.rounds[0];
    expect(rec.decidedBy).toBe('random');
    expect(rec.winner).toBeNull();
    expect([rec.toPyramid, ...rec.toZones].sort()).toEqual(['nv-06', 'nv-10', 'nv-12']);
    expect(s.pyramid).toEqual([rec.toPyramid]);
    expect(s.zones).toEqual([[rec.toZones[0]], [rec.toZones[1]]]);
    expect(s.rng.counter).toBeGreaterThan(start.rng.counter);
    expect(s.round).toBe(3);
    // Another generator state gives another distribution for some seed (it is really random).
    const outcomes = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => play({ ...start, rng: { seed, counter: 0 } }, 'nv-12', 'nv-10').pyramid[0]));
    expect(outcomes.size).toBeGreaterThan(1);
  });

  it('applies each kind of printed condition', async () => {
    const { conditionWinner } = await import('./conditions.js');
    const { HOUSE_SET } = await import('./cards/house-set.js');
    const c = (id: string) => HOUSE_SET.cards.find((x) => x.id === id)! as never;
    expect(conditionWinner({ kind: 'lower' }, c('nv-04'), c('nv-07'))).toBe(0);
    expect(conditionWinner({ kind: 'more-symbols' }, c('nv-04'), c('nv-05'))).toBe(1);
    expect(conditionWinner({ kind: 'fewer-symbols' }, c('nv-18'), c('nv-05'))).toBe(0);
    expect(conditionWinner({ kind: 'has-symbol', faction: 'gnomos' }, c('nv-07'), c('nv-09'))).toBe(1);
    expect(conditionWinner({ kind: 'has-symbol', faction: 'gnomos' }, c('nv-04'), c('nv-09'))).toBeNull();
    expect(conditionWinner({ kind: 'odd' }, c('nv-04'), c('nv-07'))).toBe(0);
    expect(conditionWinner({ kind: 'closest', target: 3 }, c('nv-04'), c('nv-13'))).toBe(1);
  });
});

describe('nos-vigilan: the Final Challenge', () => {
  const finalRound = () =>
    build({ round: 6, challenge: 'nv-11', hands: [['nv-17'], ['nv-07']], zones: [['nv-01', 'nv-02', 'nv-04', 'nv-05', 'nv-06'], ['nv-08', 'nv-09', 'nv-10', 'nv-12', 'nv-13']], pyramid: ['nv-14', 'nv-15', 'nv-16', 'nv-18', 'nv-03'] });

  // "Cuando las 5 cartas del md se hayan utilizado, se jugará con la carta del Desafío final ... Las tres cartas se revelarán al mismo tiempo"
  it('keeps the Final Challenge card hidden (back only) until both cards are played', () => {
    const s = ok(finalRound(), 0, { type: 'play', card: 'nv-17' });
    for (const v of [0, 1, null]) {
      expect(game.view(s, v).challenge).toEqual({ kind: 'hidden', back: 'iluminados' });
      expect(game.secrets(s, v)).toContain('nv-11');
    }
    const after = ok(s, 1, { type: 'play', card: 'nv-07' });
    expect(game.view(after, 1).challenge).toMatchObject({ kind: 'known', id: 'nv-11' });
  });

  // "El objetivo es igualar o acercarse al valor de esta ignorando su desafío."
  it('is won by the value closest to the card, ignoring its printed condition (card 9 "lower wins": 8 beats 2)', () => {
    const s = play(finalRound(), 'nv-17', 'nv-07');
    expect(s.winner).toBe(0);
    expect(s.decidedBy).toBe('closest');
    const done = ok(ok(s, 0, { type: 'claim', card: 'nv-11', destination: 'pyramid' }), 1, { type: 'keep', card: 'nv-07' });
    expect(done.finalWinner).toBe(0);
  });

  // "Al finalizar la fase anterior, los jugadores llevarán las cartas de su zp a su mano."
  it('moves each scoring zone (six cards) into its owner\'s hand when the sixth round ends', () => {
    const s = play(finalRound(), 'nv-17', 'nv-07');
    const done = ok(ok(s, 0, { type: 'claim', card: 'nv-11', destination: 'pyramid' }), 1, { type: 'keep', card: 'nv-07' });
    expect(done.hands).toEqual([['nv-01', 'nv-02', 'nv-04', 'nv-05', 'nv-06', 'nv-17'], ['nv-08', 'nv-09', 'nv-10', 'nv-12', 'nv-13', 'nv-07']]);
    expect(done.zones).toEqual([[], []]);
    expect(done.pyramid).toHaveLength(6);
    // Seat 0 holds Abducción: its effect comes first.
    expect(done.phase).toBe('abduction');
    expect(game.toAct(done)).toEqual([0]);
  });

  // The round's claim state (winner, where the winner sent the pick) belongs to the claim/keep steps only.
  it('clears the last round\'s winner and winner destination from the view once the rounds are over', () => {
    const s = play(finalRound(), 'nv-17', 'nv-07');
    const kept = ok(s, 0, { type: 'claim', card: 'nv-11', destination: 'zone' });
    expect(game.view(kept, 1)).toMatchObject({ winner: 0, winnerDestination: 'zone' });
    const done = ok(kept, 1, { type: 'keep', card: 'nv-07' });
    for (const v of [0, 1, null]) expect(game.view(done, v)).toMatchObject({ phase: 'abduction', winner: null, winnerDestination: null });
  });
});

describe('nos-vigilan: the pyramid', () => {
  // Ruling R7 (rules.md): "six face-down slots in rows of 3, 2 and 1, filled base
  // first, left to right, in the order cards arrive. A card's back is always visible to both
  // players".
  it('fills the six slots in arrival order, base (left to right), then middle, then top, each back visible to all', () => {
    let s = play(roundTwo(), 'nv-16', 'nv-07');
    s = ok(ok(s, 0, { type: 'claim', card: 'nv-03', destination: 'pyramid' }), 1, { type: 'keep', card: 'nv-16' });
    expect(game.view(s, null).pyramid.map((p) => [p.slot, p.row])).toEqual([
      [0, 'base'],
      [1, 'base'],
    ]);
    const full = build({ phase: 'order', round: 6, pyramid: ['nv-04', 'nv-07', 'nv-10', 'nv-13', 'nv-16', 'nv-03'], known: [[], []] });
    for (const v of [0, 1, null]) {
      const pyramid = game.view(full, v).pyramid;
      expect(pyramid.map((p) => p.row)).toEqual(['base', 'base', 'base', 'middle', 'middle', 'top']);
      // Fronts never seen: only the backs show, in slot order.
      expect(pyramid.map((p) => p.card)).toEqual(
        ['gnomos', 'reptilianos', 'iluminados', 'extraterrestres', 'hombres-de-negro', 'iluminados'].map((back) => ({ kind: 'hidden', back })),
      );
    }
  });
});

describe('nos-vigilan: hidden information', () => {
  // Ruling R9 (rules.md): "A card front once revealed to both players stays
  // visible to both: the digital table remembers it for them".
  it('keeps revealed fronts visible to both seats and spectators after the cards are placed', () => {
    let s = play(roundTwo(), 'nv-16', 'nv-07');
    s = ok(ok(s, 0, { type: 'claim', card: 'nv-03', destination: 'pyramid' }), 1, { type: 'keep', card: 'nv-16' });
    for (const v of [0, 1, null]) {
      const view = game.view(s, v);
      expect(view.pyramid[1].card).toMatchObject({ kind: 'known', id: 'nv-03' });
      expect(view.players[1].zone[1]).toMatchObject({ kind: 'known', id: 'nv-16' });
      expect(game.secrets(s, v)).not.toContain('nv-16');
    }
  });

  // Ruling R9 (rules.md): hidden are "the fronts of the opponent's hand (the backs
  // are always visible, as the original says), both draw piles, the challenge pile".
  it('shows the opponent\'s hand and the piles as backs and counts only, and declares their ids secret', () => {
    const s = roundTwo();
    const v = game.view(s, 0);
    expect(v.players[1].hand).toEqual([{ kind: 'hidden', back: 'iluminados' }, { kind: 'hidden', back: 'reptilianos' }]);
    expect(v.players[1].drawPileCount).toBe(2);
    expect(v.players[1].drawPileTopBack).toBe('extraterrestres');
    expect(v.challengePileCount).toBe(3);
    expect(v.finalCard).toEqual({ kind: 'hidden', back: 'reptilianos' });
    const secrets = game.secrets(s, 0);
    for (const id of ['nv-07', 'nv-12', 'nv-10', 'nv-11', 'nv-14', 'nv-15', 'nv-05', 'nv-09']) expect(secrets).toContain(id);
    for (const id of ['nv-16', 'nv-13', 'nv-03', 'nv-01']) expect(secrets).not.toContain(id);
    const text = JSON.stringify(v);
    for (const id of secrets) expect(text).not.toContain(`"${id}"`);
  });
});
