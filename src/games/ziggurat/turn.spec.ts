import { zigguratGame } from './index.js';
import { build, codeOf, codes, full, legal, play, scrapCount } from './test-builders.js';

describe('setup and turns', () => {
  // "Each player starts with four towers: one red, one blue, one yellow, and one black. Each tower consists of a one-pip
  // pyramid on top of a two-pip pyramid on top of a three-pip pyramid ... Place the green pyramids flat in the middle of the table."
  it('each player starts with red, blue, yellow and black 1-on-2-on-3 towers; the greens are in the scrapyard', () => {
    const s = zigguratGame.setup({ extended: false }, 3, 'setup');
    for (let seat = 0; seat < 3; seat++) {
      expect([0, 1, 2, 3].map((t) => codes(s, seat, t))).toEqual([full('red'), full('blue'), full('yellow'), full('black')]);
    }
    expect(scrapCount(s, 'green1')).toBe(3);
    expect(scrapCount(s, 'green2')).toBe(3);
    expect(scrapCount(s, 'green3')).toBe(3);
  });

  // "Shuffle the Decktet and deal five cards to each player. The rest of the deck forms the draw pile."
  it('deals five cards each; the rest is the draw pile (36 cards, or 45 with the extended deck)', () => {
    const basic = zigguratGame.setup({ extended: false }, 4, 'deal');
    expect(basic.players.map((p) => p.hand.length)).toEqual([5, 5, 5, 5]);
    expect(basic.drawPile).toHaveLength(36 - 20);
    const ext = zigguratGame.setup({ extended: true }, 5, 'deal');
    expect(ext.drawPile).toHaveLength(45 - 25);
    expect([...ext.drawPile, ...ext.players.flatMap((p) => p.hand)]).toContain('excuse');
  });

  // Ruling R5 (rules.md): "the start player is drawn with the match's seeded
  // generator, and turns go clockwise by seat".
  it('the start player comes from the seed and turns go clockwise, skipping eliminated players', () => {
    const starts = new Set(Array.from({ length: 20 }, (_, i) => zigguratGame.setup({ extended: false }, 3, `s${i}`).startPlayer));
    expect(starts.size).toBe(3);
    const s = build({ seats: 3, hands: [['ace-moons', 'author', 'origin'], [], []], current: 0, eliminated: [false, true, false], towers: [undefined, [[], [], [], []]] });
    const after = play(s, [0, { type: 'remodel', cards: ['ace-moons', 'author', 'origin'] }]);
    expect(after.current).toBe(2);
  });

  it('only the player to act may move, and a finished game accepts nothing', () => {
    const s = build({ hands: [['ace-moons'], ['ace-suns']] });
    expect(codeOf(s, 1, { type: 'draw' })).toBe('NOT_YOUR_TURN');
    expect(legal(s, 1)).toEqual([]);
    const over = { ...s, phase: { kind: 'over' as const } };
    expect(codeOf(over, 0, { type: 'draw' })).toBe('GAME_OVER');
    expect(codeOf(s, 0, { type: 'takeHit' })).toBe('WRONG_PHASE');
    expect(codeOf(s, 0, { type: 'fly' })).toBe('INVALID_MOVE');
  });
});

describe('drawing', () => {
  // "Draw until you have five cards in your hand. The only time you may draw cards is when you spend your turn to do so."
  it('draws until the hand holds five cards, and ends the turn', () => {
    const s = build({ hands: [['ace-moons', 'author'], []] });
    const top3 = s.drawPile.slice(-3).reverse();
    const after = play(s, [0, { type: 'draw' }]);
    expect(after.players[0].hand).toEqual(['ace-moons', 'author', ...top3]);
    expect(after.current).toBe(1);
  });

  it('a full hand cannot draw', () => {
    const s = build({ hands: [['ace-moons', 'author', 'origin', 'journey', 'painter'], []] });
    expect(legal(s, 0).some((m) => m.type === 'draw')).toBe(false);
    expect(codeOf(s, 0, { type: 'draw' })).toBe('HAND_FULL');
  });

  // "When the draw pile is exhausted, each player must select one of their own remaining towers and deal one pip of damage
  // to it ... Then the discard pile is turned over and shuffled to form a new draw pile." Ruling R8
  // (rules.md): "in seat order starting with the one whose draw emptied the pile".
  it('an exhausted draw pile costs every player a pip, in seat order from the drawer, then the discard is reshuffled', () => {
    const s = build({
      seats: 3,
      current: 1,
      hands: [[], ['ace-moons', 'author', 'origin'], []],
      drawPile: ['journey'],
      discard: ['painter', 'savage', 'mountain', 'sailor'],
    });
    const a = play(s, [1, { type: 'draw' }]);
    expect(a.phase.kind).toBe('attrition');
    expect(zigguratGame.toAct(a)).toEqual([1]);
    expect(a.attrition).toEqual([1, 2, 0]);
    const b = play(a, [1, { type: 'attrition', tower: 3 }]);
    expect(codes(b, 1, 3)).toEqual(['black3', 'black2']);
    expect(zigguratGame.toAct(b)).toEqual([2]);
    const c = play(b, [2, { type: 'attrition', tower: 0 }], [0, { type: 'attrition', tower: 1 }]);
    expect(codes(c, 2, 0)).toEqual(['red3', 'red2']);
    expect(codes(c, 0, 1)).toEqual(['blue3', 'blue2']);
    // The drawer finishes drawing from the reshuffled pile: 4 + 1 = 5 cards; 4 - 1 = 3 left.
    expect(c.players[1].hand).toHaveLength(5);
    expect(c.players[1].hand.slice(0, 4)).toEqual(['ace-moons', 'author', 'origin', 'journey']);
    expect(c.discard).toEqual([]);
    expect(c.drawPile).toHaveLength(3);
    expect(c.phase.kind).toBe('turn');
    expect(c.current).toBe(2);
  });

  it('a player with one tower left takes attrition there without a choice', () => {
    const s = build({
      current: 0,
      hands: [['ace-moons', 'author', 'origin', 'journey'], []],
      towers: [undefined, [[], [], ['yellow2'], []]],
      drawPile: ['painter'],
      discard: ['savage', 'mountain'],
    });
    const a = play(s, [0, { type: 'draw' }], [0, { type: 'attrition', tower: 0 }]);
    // Seat 1 had no tower choice; its 2 must be changed for a 1, red (just knocked off seat 0's tower)
    // or green, and the one dealing the damage — seat 1 itself — picks.
    expect(a.phase).toMatchObject({ kind: 'change', chooser: 1, seat: 1, tower: 2, size: 1, colours: ['red', 'green'] });
    const b = play(a, [1, { type: 'makeChange', colour: 'red' }]);
    expect(codes(b, 1, 2)).toEqual(['red1']);
    expect(b.phase.kind).toBe('turn');
    expect(b.current).toBe(1);
  });

  // "You can destroy your own tower if ... the draw pile is exhausted (and you take attrition to a 1-pip tower)."
  it('attrition can destroy your own tower, for no points, and knock you out', () => {
    const s = build({
      current: 0,
      seats: 3,
      hands: [['ace-moons', 'author', 'origin', 'journey'], ['ace-suns'], []],
      towers: [undefined, [[], [], ['green1'], []]],
      drawPile: ['painter'],
      discard: ['savage', 'mountain'],
      towersLost: [0, 3, 0],
    });
    const a = play(s, [0, { type: 'draw' }], [0, { type: 'attrition', tower: 0 }]);
    expect(a.players[1].eliminated).toBe(true);
    expect(a.players[1].towersLost).toBe(4);
    expect(a.players.map((p) => p.points)).toEqual([0, 0, 0]);
    // Their hand went to the discard pile (to be reshuffled once seat 2 has chosen).
    expect(a.players[1].hand).toEqual([]);
    expect(a.discard).toContain('ace-suns');
    expect(zigguratGame.toAct(a)).toEqual([2]);
    const b = play(a, [2, { type: 'attrition', tower: 3 }]);
    expect(b.drawPile).toContain('ace-suns');
    expect(b.current).toBe(2);
  });
});

describe('remodelling', () => {
  // "Discard any three cards from your hand. You may exchange the pyramid on top of one of your towers for a pyramid of the
  // same size from the scrapyard. This takes your entire turn."
  it('discards three cards and may exchange a top pyramid for a same-size one from the scrapyard', () => {
    const s = build({ hands: [['ace-moons', 'author', 'origin', 'journey'], []] });
    const after = play(s, [0, { type: 'remodelSwap', cards: ['ace-moons', 'author', 'journey'], tower: 0, colour: 'green' }]);
    expect(after.players[0].hand).toEqual(['origin']);
    expect(after.discard).toEqual(['ace-moons', 'author', 'journey']);
    expect(codes(after, 0, 0)).toEqual(['red3', 'red2', 'green1']);
    expect(scrapCount(after, 'red1')).toBe(1);
    expect(after.current).toBe(1);
    const plain = play(s, [0, { type: 'remodel', cards: ['ace-moons', 'author', 'origin'] }]);
    expect(codes(plain, 0, 0)).toEqual(full('red'));
  });

  it('needs exactly three cards from your hand and a same-size pyramid of another colour', () => {
    const s = build({ hands: [['ace-moons', 'author', 'origin'], []], scrapyard: ['green1', 'black2'] });
    expect(codeOf(s, 0, { type: 'remodel', cards: ['ace-moons', 'author'] })).toBe('REMODEL_NEEDS_THREE_CARDS');
    expect(codeOf(s, 0, { type: 'remodel', cards: ['ace-moons', 'author', 'bard'] })).toBe('CARD_NOT_IN_HAND');
    const cards = ['ace-moons', 'author', 'origin'];
    expect(codeOf(s, 0, { type: 'remodelSwap', cards, tower: 0, colour: 'black' })).toBe('COLOUR_NOT_AVAILABLE');
    expect(codeOf(s, 0, { type: 'remodelSwap', cards, tower: 0, colour: 'red' })).toBe('SWAP_SAME_COLOUR');
    expect(legal(s, 0).filter((m) => m.type === 'remodelSwap')).toHaveLength(4);
    const short = build({ hands: [['ace-moons', 'author'], []] });
    expect(legal(short, 0).some((m) => m.type === 'remodel')).toBe(false);
  });
});
