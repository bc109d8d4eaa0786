/**
 * What a seat or a spectator sees, the secrets it must not see, the move log as it sees it, and
 * the outcome.
 */
import { z } from 'zod';
import { DecktetCardSchema, sortDecktet, type DecktetCard } from '../../engine/cards/decktet.js';
import type { Outcome, Seat, Viewer } from '../../engine/game.js';
import { toAct } from './moves.js';
import { towerColour, towerPips } from './pyramids.js';
import { COLOURS, ColourSchema, type ZigguratMove, type ZigguratState } from './state.js';

const int = z.int();
const seat = z.int().min(0);

const PyramidView = z
  .object({ colour: ColourSchema, size: int.describe('1, 2 or 3 pips.') })
  .strict()
  .meta({ id: 'ZigguratPyramidView' });

const TowerView = z
  .object({
    index: int.describe('Tower index 0-3 (the starting red, blue, yellow and black towers).'),
    colour: ColourSchema.nullable().describe("The top pyramid's colour; null once destroyed."),
    pips: int.describe('Pips left in the tower.'),
    pyramids: z.array(PyramidView).describe('Bottom first.'),
  })
  .strict()
  .meta({ id: 'ZigguratTowerView' });

const PlayerView = z
  .object({
    seat,
    handSize: int,
    points: int.describe('Points for towers destroyed so far (pips are added at the end).'),
    towersLost: int,
    eliminated: z.boolean(),
    pips: int.describe('Pips left in all towers.'),
    towers: z.array(TowerView),
  })
  .strict()
  .meta({ id: 'ZigguratPlayerView' });

const ScrapyardView = z
  .object({ colour: ColourSchema, size: int, count: int.describe('How many such pyramids lie in the scrapyard.') })
  .strict()
  .meta({ id: 'ZigguratScrapyardPile' });

const AttackView = z
  .object({
    attacker: seat,
    card: DecktetCardSchema.describe('The attack card, face up on the table.'),
    unblockable: z.boolean().describe('The Excuse was played with the attack: no defence is possible.'),
    targetSeat: seat,
    targetTower: int,
    targetColour: ColourSchema,
    pips: int.describe('Damage the attack does if not defended.'),
    defenceValue: int.describe('The total a rank defence must reach.'),
    wildcardTower: int.nullable().describe("The attacker's green tower used as a wildcard, or null."),
  })
  .strict()
  .meta({ id: 'ZigguratAttackView' });

const ChangeView = z
  .object({
    chooser: seat.describe('Who picks the pyramid (the one dealing the damage).'),
    seat: seat.describe("Owner of the damaged tower."),
    tower: int,
    size: int.describe('Size of the pyramid to place.'),
    colours: z.array(ColourSchema).describe('Colours to choose from.'),
  })
  .strict()
  .meta({ id: 'ZigguratChangeView' });

export const ViewSchema = z
  .object({
    seats: int,
    viewer: seat.nullable().describe('The seat this view is for; null for a spectator.'),
    extended: z.boolean(),
    phase: z
      .enum(['turn', 'defence', 'change', 'attrition', 'over'])
      .meta({ id: 'ZigguratPhase' })
      .describe('What the game waits for: a turn, a defence, a change choice, an attrition choice, or nothing.'),
    currentPlayer: seat.describe('Whose turn it is.'),
    startPlayer: seat,
    toAct: z.array(seat).describe('Who must move now (a defender, a change chooser, ... need not be the current player).'),
    players: z.array(PlayerView),
    hand: z.array(DecktetCardSchema).describe("The viewer's own hand in canonical order; empty for spectators."),
    drawPileSize: int,
    discardPile: z.array(DecktetCardSchema).describe('Face up, bottom first.'),
    scrapyard: z.array(ScrapyardView),
    attack: AttackView.nullable(),
    change: ChangeView.nullable(),
    attritionQueue: z.array(seat).describe('Players still to pick their attrition tower, the next first.'),
  })
  .strict()
  .meta({ id: 'ZigguratView' });

export type ZigguratView = z.infer<typeof ViewSchema>;

export function view(s: ZigguratState, viewer: Viewer): ZigguratView {
  const a = s.attack;
  const scrapyard = COLOURS.flatMap((colour) =>
    [1, 2, 3].flatMap((size) => {
      const count = s.scrapyard.filter((p) => p.colour === colour && p.size === size).length;
      return count > 0 ? [{ colour, size, count }] : [];
    }),
  );
  return {
    seats: s.seats,
    viewer,
    extended: s.options.extended,
    phase: s.phase.kind,
    currentPlayer: s.current,
    startPlayer: s.startPlayer,
    toAct: toAct(s),
    players: s.players.map((p, i) => ({
      seat: i,
      handSize: p.hand.length,
      points: p.points,
      towersLost: p.towersLost,
      eliminated: p.eliminated,
      pips: p.towers.reduce((n, t) => n + towerPips(t), 0),
      towers: p.towers.map((t, index) => ({
        index,
        colour: towerColour(t),
        pips: towerPips(t),
        pyramids: t.pyramids.map((py) => ({ colour: py.colour, size: py.size })),
      })),
    })),
    hand: viewer === null ? [] : sortDecktet(s.players[viewer].hand),
    drawPileSize: s.drawPile.length,
    discardPile: s.discard.slice(),
    scrapyard,
    attack: a && {
      attacker: a.attacker,
      card: a.card,
      unblockable: a.excuse !== null,
      targetSeat: a.targetSeat,
      targetTower: a.targetTower,
      targetColour: a.targetColour,
      pips: a.pips,
      defenceValue: a.defenceValue,
      wildcardTower: a.wildcardTower,
    },
    change:
      s.phase.kind === 'change'
        ? { chooser: s.phase.chooser, seat: s.phase.seat, tower: s.phase.tower, size: s.phase.size, colours: s.phase.colours.slice() }
        : null,
    attritionQueue: s.phase.kind === 'over' ? [] : s.attrition.slice(),
  };
}

/** Every card in the other players' hands (all hands for a spectator) and in the draw pile. */
export function secrets(s: ZigguratState, viewer: Viewer): string[] {
  return [...s.players.flatMap((p, i) => (i === viewer ? [] : p.hand)), ...s.drawPile];
}

/**
 * A history is redacted one move at a time against the same state: keep its secret set. States are
 * immutable values (the contract), so caching by identity is safe.
 */
const hiddenCache = new WeakMap<ZigguratState, Map<Viewer, Set<string>>>();

function hiddenSet(s: ZigguratState, viewer: Viewer): Set<string> {
  let byViewer = hiddenCache.get(s);
  if (!byViewer) hiddenCache.set(s, (byViewer = new Map()));
  let set = byViewer.get(viewer);
  if (!set) byViewer.set(viewer, (set = new Set(secrets(s, viewer))));
  return set;
}

/**
 * Played cards are public, but a card played long ago may since have been reshuffled into the
 * draw pile or drawn into a hand: the log shows such a card as "hidden" to whoever may not see it
 * now (its having been played is no news to anyone at the table).
 */
export function moveView(move: ZigguratMove, _mover: Seat, viewer: Viewer, now: ZigguratState): unknown {
  const hidden = hiddenSet(now, viewer);
  const mask = (c: DecktetCard) => (hidden.has(c) ? 'hidden' : c);
  if ('card' in move) return { ...move, card: mask(move.card) };
  if ('cards' in move) return { ...move, cards: move.cards.map(mask) };
  return move;
}

/** Final scores: points for destroyed towers plus one per pip left. */
export const finalScores = (s: ZigguratState): number[] =>
  s.players.map((p) => p.points + p.towers.reduce((n, t) => n + towerPips(t), 0));

export function outcome(s: ZigguratState): Outcome {
  if (s.phase.kind !== 'over') return { finished: false };
  const scores = finalScores(s);
  const best = Math.max(...scores);
  const leaders = scores.flatMap((v, i) => (v === best ? [i] : []));
  if (leaders.length > 1) {
    // "If there is a tie, then an uninvolved wizard from down the hall claims the battle as a
    // victory over all of you." Nobody at the table wins, and it is no draw: the wizard won.
    return { finished: true, winners: [], draw: false, scores, reason: 'tie: the uninvolved wizard wins' };
  }
  return { finished: true, winners: leaders, draw: false, scores, reason: `player ${leaders[0]} has the most points` };
}
