import { decktetDeck } from '../../engine/cards/decktet.js';
import { Rng } from '../../engine/rng.js';
import { defences, isDefence, sortHand } from './cards.js';
import { zigguratGame } from './index.js';
import { COLOURS, type ZigguratMove } from './state.js';
import { build, codeOf, codes, full, legal, play } from './test-builders.js';

const defenceSets = (moves: ZigguratMove[]) =>
  moves.flatMap((m) => (m.type === 'defend' || m.type === 'defendWithGreen' ? [m.cards] : []));

/** Seat 0 attacks seat 1's tower with `card`; returns the state waiting for seat 1. */
function attacked(card: string, targetTower: number, defenderHand: string[], defenderTowers?: string[][]) {
  // An empty scrapyard: the change after a hit is then the pyramid just knocked off, placed at once.
  const s = build({ hands: [[card], defenderHand], towers: [undefined, defenderTowers], scrapyard: [] });
  return play(s, [0, { type: 'attack', card, targetSeat: 1, targetTower, unblockable: false }]);
}

describe('defending', () => {
  // "When a player makes an attack, the target player may play cards to defend." The decision is the target's.
  // Ruling R6 (rules.md): "An attack is a pending state: the target's only moves are
  // a defence (if they own a black or a green tower) or taking the hit."
  it('the target decides, not the player whose turn it is', () => {
    const s = attacked('castle', 0, ['ace-suns', 'author']);
    expect(s.phase.kind).toBe('defence');
    expect(s.current).toBe(0);
    expect(zigguratGame.toAct(s)).toEqual([1]);
    expect(legal(s, 1)).toEqual([{ type: 'defend', cards: ['ace-suns'] }, { type: 'takeHit' }]);
    expect(codeOf(s, 1, { type: 'remodel', cards: ['ace-suns', 'author'] })).toBe('WRONG_PHASE');
    expect(codeOf(s, 0, { type: 'takeHit' })).toBe('NOT_YOUR_TURN');
  });

  // "1 - The defender plays an Ace with a suit that matches the color of the target tower."
  it('an Ace whose suit matches the target tower defends; another Ace does not', () => {
    // The Castle (7, Suns/Knots) attacks the red tower: the Ace of Suns or of Leaves matches red.
    const s = attacked('castle', 0, ['ace-suns', 'ace-leaves', 'ace-moons']);
    expect(defenceSets(legal(s, 1))).toEqual([['ace-suns'], ['ace-leaves']]);
    expect(codeOf(s, 1, { type: 'defend', cards: ['ace-moons'] })).toBe('DEFENCE_DOES_NOT_MATCH');
    const after = play(s, [1, { type: 'defend', cards: ['ace-leaves'] }]);
    expect(codes(after, 1, 0)).toEqual(full('red'));
  });

  // "Example: Evan attacks with a 7. Maris could defend by playing a 7, a 3 and a 4, or any combination of cards with ranks adding up to exactly 7."
  it('cards whose ranks add up to exactly the attack rank defend (the seed example)', () => {
    const s = attacked('castle', 0, ['cave', 'journey', 'mountain', 'author', 'market']);
    expect(defenceSets(legal(s, 1))).toEqual([['journey', 'mountain'], ['cave']]);
    expect(codeOf(s, 1, { type: 'defend', cards: ['author', 'mountain'] })).toBe('DEFENCE_DOES_NOT_MATCH');
  });

  // "Aces are 1; Crowns are 10."
  it('Aces count 1 and Crowns 10 in a sum', () => {
    const s = attacked('bard', 0, ['ace-moons', 'pact', 'huntress']);
    expect(defenceSets(legal(s, 1))).toEqual([['ace-moons', 'pact'], ['huntress']]);
  });

  // "Either kind of defense nullifies the attack. Both the attack card and defense cards are discarded."
  it('a defence nullifies the attack and discards both attack and defence cards', () => {
    const s = attacked('castle', 0, ['journey', 'mountain', 'ace-knots']);
    const after = play(s, [1, { type: 'defend', cards: ['journey', 'mountain'] }]);
    expect(codes(after, 1, 0)).toEqual(full('red'));
    expect(after.discard).toEqual(['castle', 'journey', 'mountain']);
    expect(after.players[1].hand).toEqual(['ace-knots']);
    expect(after.phase.kind).toBe('turn');
    expect(after.current).toBe(1);
  });

  it('defence cards are listed in canonical deck order', () => {
    const s = attacked('castle', 0, ['journey', 'mountain']);
    expect(codeOf(s, 1, { type: 'defend', cards: ['mountain', 'journey'] })).toBe('CARDS_NOT_IN_ORDER');
  });

  // "In order to play a defense, the target player must have a black or green tower."
  it('without a black or green tower there is no defence: the hit lands at once', () => {
    const s = attacked('castle', 0, ['cave'], [full('red'), full('blue'), full('yellow'), []]);
    expect(s.phase.kind).toBe('turn');
    // 2 pips off 1-on-2-on-3: the 1 goes, the 2 is changed for a 1.
    expect(codes(s, 1, 0)).toEqual(['red3', 'red1']);
  });

  // "A green tower allows to play ... defense cards that would otherwise require a colour of tower which you do not have. When it is used in this way, the green tower is dealt 1-pip of damage."
  it('a green tower stands in for black and takes 1 pip', () => {
    const s = attacked('castle', 0, ['cave'], [full('red'), ['blue3', 'green1'], full('yellow'), []]);
    expect(legal(s, 1)).toEqual([{ type: 'defendWithGreen', cards: ['cave'], greenTower: 1 }, { type: 'takeHit' }]);
    expect(codeOf(s, 1, { type: 'defend', cards: ['cave'] })).toBe('DEFENCE_TOWER_REQUIRED');
    const after = play(s, [1, { type: 'defendWithGreen', cards: ['cave'], greenTower: 1 }]);
    expect(codes(after, 1, 0)).toEqual(full('red'));
    expect(codes(after, 1, 1)).toEqual(['blue3']);
  });

  // Ruling R6 (rules.md): "A green tower used as a wildcard, to attack or to defend,
  // takes 1 pip of damage, and its owner makes change for it."
  it('the defender, owner of the green tower, picks the change for it', () => {
    const s = play(
      build({ hands: [['castle'], ['cave']], towers: [undefined, [full('red'), ['blue3', 'green2'], full('yellow'), []]], scrapyard: ['green1', 'yellow1'] }),
      [0, { type: 'attack', card: 'castle', targetSeat: 1, targetTower: 0, unblockable: false }],
      [1, { type: 'defendWithGreen', cards: ['cave'], greenTower: 1 }],
    );
    expect(s.phase).toMatchObject({ kind: 'change', chooser: 1, seat: 1, tower: 1, size: 1, colours: ['yellow', 'green'] });
    expect(zigguratGame.toAct(s)).toEqual([1]);
    const after = play(s, [1, { type: 'makeChange', colour: 'yellow' }]);
    expect(codes(after, 1, 1)).toEqual(['blue3', 'yellow1']);
    expect(codes(after, 1, 0)).toEqual(full('red'));
    expect(after.phase.kind).toBe('turn');
    expect(after.current).toBe(1);
  });

  it('a player with a black tower cannot spend a green one to defend', () => {
    const s = attacked('castle', 0, ['cave'], [full('red'), ['blue3', 'green1'], full('yellow'), full('black')]);
    expect(codeOf(s, 1, { type: 'defendWithGreen', cards: ['cave'], greenTower: 1 })).toBe('GREEN_NOT_NEEDED');
  });

  it('taking the hit is always possible', () => {
    const s = attacked('castle', 0, ['cave']);
    const after = play(s, [1, { type: 'takeHit' }]);
    expect(codes(after, 1, 0)).toEqual(['red3', 'red1']);
    expect(after.phase.kind).toBe('turn');
    expect(after.players[1].hand).toEqual(['cave']);
  });
});

describe('the listed defences', () => {
  // "The defender plays one or more cards with total ranks exactly equal to the rank of the attack
  // card", or an Ace matching the target's colour, the Excuse, a Court against a Pawn or Court:
  // `defences` lists exactly the subsets of the hand that `isDefence` accepts, in subset order.
  it('are every subset of the hand that isDefence accepts, for random hands, attack cards and target colours', () => {
    const rng = Rng.from({ seed: 'defences', counter: 0 });
    const deck = decktetDeck(true);
    for (let k = 0; k < 400; k++) {
      const [attackCard, ...rest] = rng.shuffle(deck);
      const hand = rest.slice(0, 1 + rng.int(5));
      const ctx = { attackCard, targetColour: COLOURS[rng.int(COLOURS.length)] };
      const sorted = sortHand(hand);
      const expected: string[][] = [];
      for (let mask = 1; mask < 1 << sorted.length; mask++) {
        const subset = sorted.filter((_, i) => mask & (1 << i));
        if (isDefence(subset, ctx)) expected.push(subset);
      }
      expect(defences(hand, ctx)).toEqual(expected);
    }
  });
});
