import { zigguratGame } from './index.js';
import type { ZigguratMove } from './state.js';
import { build, codeOf, codes, full, legal, play } from './test-builders.js';

const defenceSets = (moves: ZigguratMove[]) =>
  moves.flatMap((m) => (m.type === 'defend' || m.type === 'defendWithGreen' ? [m.cards] : []));

const attack = (card: string, targetTower: number, unblockable = false) =>
  ({ type: 'attack', card, targetSeat: 1, targetTower, unblockable }) as const;

describe('the extended deck', () => {
  // Ruling R12 (rules.md): "The match option `extended` (boolean, `false` by
  // default)".
  it('is off by default and adds the Excuse, four Pawns and four Courts when on', () => {
    expect(zigguratGame.schemas.options.parse({})).toEqual({ extended: false });
    const all = (extended: boolean) => {
      const s = zigguratGame.setup({ extended }, 2, 'x');
      return [...s.drawPile, ...s.players.flatMap((p) => p.hand)];
    };
    expect(all(false)).not.toContain('excuse');
    expect(all(true).filter((c) => ['excuse', 'watchman', 'harvest', 'light-keeper', 'borderland', 'consul', 'rite', 'island', 'window'].includes(c))).toHaveLength(9);
  });

  // "The Excuse may be played as a defense against any attack, although you must still have a black tower; it plays like an Ace of any suit."
  it('the Excuse defends against any attack, with a black tower', () => {
    const s = play(build({ extended: true, hands: [['sea'], ['excuse']] }), [0, attack('sea', 1)]);
    expect(defenceSets(legal(s, 1))).toEqual([['excuse']]);
    const after = play(s, [1, { type: 'defend', cards: ['excuse'] }]);
    expect(codes(after, 1, 1)).toEqual(full('blue'));
    const noBlack = play(
      build({ extended: true, hands: [['sea'], ['excuse']], towers: [undefined, [full('red'), full('blue'), full('yellow'), []]] }),
      [0, attack('sea', 1)],
    );
    // No black (nor green) tower: no defence, the hit lands.
    expect(noBlack.phase.kind).not.toBe('defence');
  });

  // "It can instead be played at the same time an attack is made ... and it makes the attack unblockable"
  it('the Excuse played with an attack makes it unblockable: the target gets no decision', () => {
    const s = build({ extended: true, hands: [['ace-moons', 'excuse'], ['ace-suns', 'author', 'origin']], scrapyard: [] });
    expect(legal(s, 0)).toContainEqual(attack('ace-moons', 3, true));
    const after = play(s, [0, attack('ace-moons', 3, true)]);
    expect(after.phase.kind).toBe('turn');
    expect(after.current).toBe(1);
    expect(codes(after, 1, 3)).toEqual(['black3', 'black2']);
    expect(after.discard).toEqual(['ace-moons', 'excuse']);
    expect(after.players[0].hand).toEqual([]);
  });

  it('the Excuse cannot attack on its own, nor be added without being in hand', () => {
    const s = build({ extended: true, hands: [['ace-moons', 'excuse'], []] });
    expect(legal(s, 0).some((m) => m.type === 'attack' && m.card === 'excuse')).toBe(false);
    expect(codeOf(s, 0, attack('excuse', 3))).toBe('NOT_AN_ATTACK_CARD');
    const noExcuse = build({ extended: true, hands: [['ace-moons'], []] });
    expect(codeOf(noExcuse, 0, attack('ace-moons', 3, true))).toBe('CARD_NOT_IN_HAND');
  });

  // "A Pawn may be played for a one-pip attack." (needs red, like every 1-pip attack)
  it('a Pawn makes a 1-pip attack needing a red tower; its three suits give its targets', () => {
    // The Watchman: Moons, Wyrms, Knots -> black, green, yellow towers.
    const s = build({ extended: true, hands: [['watchman'], []], towers: [undefined, [full('red'), ['blue3', 'green1'], full('yellow'), full('black')]] });
    const targets = legal(s, 0).flatMap((m) => (m.type === 'attack' ? [m.targetTower] : []));
    expect(targets).toEqual([1, 2, 3]);
    const after = play(s, [0, attack('watchman', 2)]);
    expect(codes(after, 1, 2)).toEqual(['yellow3', 'yellow2']);
    const noRed = build({ extended: true, hands: [['watchman'], []], towers: [[[], full('blue'), full('yellow'), full('black')]] });
    expect(codeOf(noRed, 0, attack('watchman', 2))).toBe('TOWER_COLOUR_REQUIRED');
  });

  // "A Court may be played for a two-pip attack." (needs blue, like every 2-pip attack)
  it('a Court makes a 2-pip attack needing a blue tower', () => {
    const s = build({ extended: true, hands: [['consul'], []], scrapyard: [] });
    const after = play(s, [0, attack('consul', 3)]);
    expect(codes(after, 1, 3)).toEqual(['black3', 'black1']);
    const noBlue = build({ extended: true, hands: [['consul'], []], towers: [[full('red'), [], full('yellow'), full('black')]] });
    expect(codeOf(noBlue, 0, attack('consul', 3))).toBe('TOWER_COLOUR_REQUIRED');
  });

  // "It is possible to defend against a Pawn or Court by playing an Ace (of the appropriate suit), cards with ranks adding up
  // to 10, or a Court. Pawns and Courts may not be played as defenses."
  it('a Pawn or Court is defended by a matching Ace, ranks adding up to 10, or a Court', () => {
    const s = play(
      build({ extended: true, hands: [['harvest'], ['ace-moons', 'ace-suns', 'pact', 'bard', 'rite']] }),
      [0, attack('harvest', 3)],
    );
    expect(defenceSets(legal(s, 1))).toEqual([['ace-moons'], ['ace-moons', 'pact'], ['ace-suns', 'pact'], ['bard'], ['rite']]);
  });

  it('Pawns and Courts never defend against other attacks, nor count in a sum', () => {
    const s = play(build({ extended: true, hands: [['ace-moons'], ['rite', 'watchman']] }), [0, attack('ace-moons', 3)]);
    expect(defenceSets(legal(s, 1))).toEqual([]);
    expect(codeOf(s, 1, { type: 'defend', cards: ['rite'] })).toBe('DEFENCE_DOES_NOT_MATCH');
    expect(codeOf(s, 1, { type: 'defend', cards: ['watchman'] })).toBe('DEFENCE_DOES_NOT_MATCH');
  });
});
