/**
 * `apply` decides a move by the rules for that move alone (`isLegal`) instead of looking it up
 * among the listed legal moves, and skips the move schema for moves that pass a quick shape test
 * (`isWellFormedMove`). These specs check that both shortcuts agree with what they replace.
 */
import fc from 'fast-check';
import { DECKTET_CARD_IDS } from '../../engine/cards/decktet.js';
import { Rng } from '../../engine/rng.js';
import { canonicalJson } from '../../engine/canonical-json.js';
import { zigguratGame } from './index.js';
import { isLegal } from './moves.js';
import { COLOURS, MoveSchema, isWellFormedMove, type ZigguratMove, type ZigguratState } from './state.js';

/** The fields of each move type besides `type` (the move schema's). */
const FIELDS: Record<ZigguratMove['type'], string[]> = {
  attack: ['card', 'targetSeat', 'targetTower', 'unblockable'],
  attackWithGreen: ['card', 'targetSeat', 'targetTower', 'greenTower', 'unblockable'],
  defend: ['cards'],
  defendWithGreen: ['cards', 'greenTower'],
  takeHit: [],
  makeChange: ['colour'],
  draw: [],
  remodel: ['cards'],
  remodelSwap: ['cards', 'tower', 'colour'],
  attrition: ['tower'],
};
const TYPES = Object.keys(FIELDS) as ZigguratMove['type'][];

/** Every value a field of a well-formed move may take that could matter in `state` (seats up to one past the table). */
function fieldValues(field: string, state: ZigguratState, seat: number): unknown[] {
  switch (field) {
    case 'card':
      return [...DECKTET_CARD_IDS];
    case 'targetSeat':
      return Array.from({ length: state.seats + 1 }, (_, i) => i);
    case 'targetTower':
    case 'greenTower':
    case 'tower':
      return [0, 1, 2, 3];
    case 'unblockable':
      return [false, true];
    case 'colour':
      return [...COLOURS];
    case 'cards': {
      // Every 1-3 card subset of the hand in hand order and reversed, and a card from outside it.
      const hand = state.players[seat].hand;
      const subsets: string[][] = [];
      for (let mask = 1; mask < 1 << hand.length; mask++) {
        const s = hand.filter((_, i) => mask & (1 << i));
        if (s.length <= 3) subsets.push(s, [...s].reverse());
      }
      const outside = DECKTET_CARD_IDS.find((c) => !hand.includes(c))!;
      return [...subsets, [outside], [hand[0], outside]];
    }
    default:
      throw new Error(`no values for ${field}`);
  }
}

/** Well-formed moves near `move`: each field in turn set to each of its values, plus the moves without fields. */
function nearMoves(move: ZigguratMove, state: ZigguratState, seat: number): ZigguratMove[] {
  const out: ZigguratMove[] = [{ type: 'takeHit' }, { type: 'draw' }, ...COLOURS.map((colour): ZigguratMove => ({ type: 'makeChange', colour }))];
  for (const tower of [0, 1, 2, 3]) out.push({ type: 'attrition', tower });
  for (const [field] of Object.entries(move).filter(([k]) => k !== 'type')) {
    for (const value of fieldValues(field, state, seat)) out.push({ ...move, [field]: value } as ZigguratMove);
  }
  return out;
}

/** Positions of seeded random games, every player count, both decks: [state, seat to act]. */
function positions(games: number, every: number): [ZigguratState, number][] {
  const bot = Rng.from({ seed: 'legality', counter: 0 });
  const out: [ZigguratState, number][] = [];
  for (let g = 0; g < games; g++) {
    let state = zigguratGame.setup({ extended: g % 2 === 1 }, 2 + (g % 4), `legality-${g}`);
    for (let ply = 0; zigguratGame.toAct(state).length > 0; ply++) {
      const seat = zigguratGame.toAct(state)[0];
      const legal = zigguratGame.legalMoves(state, seat);
      if (ply % every === 0) out.push([state, seat]);
      const r = zigguratGame.apply(state, seat, bot.pick(legal));
      if (!r.ok) throw new Error(r.error.code);
      state = r.state;
    }
  }
  return out;
}

describe('deciding one move without listing them all', () => {
  const sample = positions(8, 3);

  // The game contract: "legalMoves: every legal move for seat now"; "apply ... returns a rejection" for any other move.
  it('a well-formed move is legal exactly when the listing holds it, on every listed move and its near misses', () => {
    let checked = 0;
    const disagreements: string[] = [];
    const bot = Rng.from({ seed: 'legality-near', counter: 0 });
    for (const [state, seat] of sample) {
      const listed = zigguratGame.legalMoves(state, seat);
      const keys = new Set(listed.map((m) => canonicalJson(m)));
      const candidates = [...listed, ...nearMoves(bot.pick(listed), state, seat)];
      for (const move of candidates) {
        for (const who of [seat, (seat + 1) % state.seats]) {
          const expected = who === seat && keys.has(canonicalJson(move));
          if (isLegal(state, who, move) !== expected) disagreements.push(`${state.rng.seed} seat ${who}: ${JSON.stringify(move)}`);
          checked++;
        }
      }
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
    expect(checked).toBeGreaterThan(20_000);
  });

  it('the positions sampled reach every kind of move, so the agreement covers each rule', () => {
    const types = new Set(sample.flatMap(([state, seat]) => zigguratGame.legalMoves(state, seat).map((m) => m.type)));
    expect([...types].sort()).toEqual([...TYPES].sort());
  });
});

describe('the quick shape test of a move', () => {
  it('passes every listed legal move, so apply never needs the schema for one', () => {
    const failing = positions(4, 1).flatMap(([state, seat]) => zigguratGame.legalMoves(state, seat).filter((m) => !isWellFormedMove(m)));
    expect(failing).toEqual([]);
  });

  // It may refuse what the schema accepts (apply then asks the schema), never accept what the schema refuses.
  it('accepts nothing the move schema refuses', () => {
    const value = fc.oneof(
      fc.constantFrom<unknown>(...DECKTET_CARD_IDS.slice(0, 6), 'excuse', 'joker', ...COLOURS, 'purple', true, false, null, 1.5, '1', -0),
      fc.integer({ min: -1, max: 5 }),
      fc.array(fc.constantFrom<unknown>('ace-moons', 'author', 'excuse', 'joker', 2), { maxLength: 4 }),
    );
    // Mostly a type with its own fields; sometimes a field left out, an extra one, or another type.
    const move = fc.constantFrom(...TYPES).chain((shape) =>
      fc
        .tuple(fc.oneof({ weight: 4, arbitrary: fc.constant<unknown>(shape) }, fc.constantFrom<unknown>(...TYPES, 'shout', 7)), fc.nat(5), fc.nat(5))
        .chain(([type, drop, extra]) => {
          const names = FIELDS[shape].slice(drop === 0 ? 1 : 0).concat(extra === 0 ? ['extra'] : []);
          return fc.record(Object.fromEntries(names.map((n) => [n, value]))).map((rest) => ({ type, ...rest }));
        }),
    );
    let accepted = 0;
    fc.assert(
      fc.property(move, (m) => {
        if (!isWellFormedMove(m)) return;
        accepted++;
        expect(MoveSchema.safeParse(m).success).toBe(true);
      }),
      { numRuns: 5000 },
    );
    // Not vacuous: a fair share of the generated moves pass the quick test.
    expect(accepted).toBeGreaterThan(500);
  });
});
