/**
 * Test builders: precise positions as plain state objects. Every card not placed goes to
 * `removed`, so a built position keeps all 52 cards accounted for. A position is under the
 * current rules version unless it names another.
 */
import { FULL_DECK, type Card } from '../../engine/cards/french.js';
import { newRng } from '../../engine/rng.js';
import { pyramidSolitaireGame } from './index.js';
import { RULES_VERSION } from './rules.js';
import { OptionsSchema, PYRAMID_SLOTS, type PyramidSolitaireMove, type PyramidSolitaireOptions, type PyramidSolitaireState, type Status } from './state.js';

export interface Position {
  readonly options?: Partial<PyramidSolitaireOptions>;
  /** slot → card; every other slot is empty. */
  readonly pyramid?: Readonly<Record<number, Card>>;
  /** Bottom first; the last card is the face-up top. */
  readonly stock?: readonly Card[];
  /** Bottom first; the last card is the top. */
  readonly waste?: readonly Card[];
  readonly pass?: number;
  readonly removedThisPass?: number;
  readonly status?: Status;
  readonly rulesVersion?: number;
}

export function position(p: Position): PyramidSolitaireState {
  const pyramid: (Card | null)[] = new Array(PYRAMID_SLOTS).fill(null);
  for (const [slot, card] of Object.entries(p.pyramid ?? {})) pyramid[Number(slot)] = card;
  const stock = [...(p.stock ?? [])];
  const waste = [...(p.waste ?? [])];
  const placed = new Set([...pyramid.filter((c): c is Card => c !== null), ...stock, ...waste]);
  if (placed.size !== pyramid.filter((c) => c !== null).length + stock.length + waste.length) throw new Error('a card is placed twice');
  const built: PyramidSolitaireState = {
    options: OptionsSchema.parse(p.options ?? {}),
    pyramid,
    stock,
    waste,
    pass: p.pass ?? 1,
    removedThisPass: p.removedThisPass ?? 0,
    removed: FULL_DECK.filter((c) => !placed.has(c)),
    status: p.status ?? 'playing',
    rng: newRng('test-position'),
  };
  const version = p.rulesVersion ?? RULES_VERSION;
  return version === 1 ? built : { ...built, rulesVersion: version };
}

/** Every card of a state, wherever it lies. */
export const allCards = (s: PyramidSolitaireState): Card[] => [
  ...s.pyramid.filter((c): c is Card => c !== null),
  ...s.stock,
  ...s.waste,
  ...s.removed,
];

/** The state after `moves` from `start`; throws on a move the rules refuse (a solver's line must apply). */
export function replay(start: PyramidSolitaireState, moves: readonly PyramidSolitaireMove[]): PyramidSolitaireState {
  let s = start;
  for (const m of moves) {
    const r = pyramidSolitaireGame.apply(s, 0, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.code}`);
    s = r.state;
  }
  return s;
}
