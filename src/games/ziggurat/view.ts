/**
 * What a seat or a spectator sees, the secrets it must not see, and the outcome. The move log needs
 * no redaction (no `moveView`): every card a move names is face up on the table when played.
 */
import { z } from 'zod';
import { DecktetCardSchema, sortDecktet } from '../../engine/cards/decktet.js';
import type { Outcome, Viewer } from '../../engine/game.js';
import { toAct } from './moves.js';
import { towerColour, towerPips } from './pyramids.js';
import { COLOURS, ColourSchema, type Tower, type ZigguratState } from './state.js';

const int = z.int();
const seat = z.int().min(0);

const PyramidView = z
  .object({ colour: ColourSchema, size: int.describe('1, 2 or 3 pips.') })
  .strict()
  .meta({ id: 'ZigguratPyramidView' });

const TowerView = z
  .object({
    index: int.describe('Tower index 0-3 (the starting red, blue, yellow and black towers).'),
    colour: ColourSchema.nullable().describe(
      "The top pyramid's colour; null once destroyed, and null while the colour of a pending change on top is being chosen.",
    ),
    pips: int.describe('Pips left in the tower, counting a pending change (0 only once destroyed).'),
    pyramids: z.array(PyramidView).describe('Bottom first; a pending change is not yet among them.'),
    pendingChange: int
      .nullable()
      .describe('While a change for this tower is being chosen (see `change`): the size of the pyramid about to go on top; else null.'),
  })
  .strict()
  .meta({ id: 'ZigguratTowerView', description: 'A tower: its pyramids, bottom first.' });

const PlayerView = z
  .object({
    seat: seat.describe('The seat.'),
    handSize: int.describe('Cards in its hand.'),
    points: int.describe('Points for towers destroyed so far (pips are added at the end).'),
    towersLost: int.describe('Towers destroyed so far.'),
    eliminated: z.boolean().describe('True once the player has lost their last tower: they are out.'),
    pips: int.describe('Pips left in all towers.'),
    towers: z.array(TowerView).describe('Its four towers.'),
  })
  .strict()
  .meta({ id: 'ZigguratPlayerView', description: 'One player as everyone sees them.' });

const ScrapyardView = z
  .object({ colour: ColourSchema, size: int.describe('1, 2 or 3 pips.'), count: int.describe('How many such pyramids lie in the scrapyard.') })
  .strict()
  .meta({ id: 'ZigguratScrapyardPile', description: 'The scrapyard pyramids of one colour and size.' });

const AttackView = z
  .object({
    attacker: seat.describe('The attacking seat.'),
    card: DecktetCardSchema.describe('The attack card, face up on the table.'),
    unblockable: z.boolean().describe('The Excuse was played with the attack: no defence is possible.'),
    targetSeat: seat.describe('The attacked seat.'),
    targetTower: int.describe('The index of the attacked tower.'),
    targetColour: ColourSchema,
    pips: int.describe('Damage the attack does if not defended.'),
    defenceValue: int.describe('The total a rank defence must reach.'),
    wildcardTower: int.nullable().describe("The attacker's green tower used as a wildcard, or null."),
  })
  .strict()
  .meta({ id: 'ZigguratAttackView', description: 'The attack waiting for a defence.' });

const ChangeView = z
  .object({
    chooser: seat.describe('Who picks the pyramid (the one dealing the damage).'),
    seat: seat.describe("Owner of the damaged tower."),
    tower: int.describe('The index of the damaged tower.'),
    size: int.describe('Size of the pyramid to place.'),
    colours: z.array(ColourSchema).describe('Colours to choose from.'),
  })
  .strict()
  .meta({ id: 'ZigguratChangeView', description: 'A change whose pyramid colour is being chosen.' });

export const ViewSchema = z
  .object({
    seats: int.describe('Number of players.'),
    rulesVersion: int.describe('The rules version this match is played under (rules.md, Rules versions).'),
    viewer: seat.nullable().describe('The seat this view is for; null for a spectator.'),
    extended: z.boolean().describe('True when the match plays with the extended deck.'),
    phase: z
      .enum(['turn', 'defence', 'change', 'attrition', 'over'])
      .meta({ id: 'ZigguratPhase' })
      .describe('What the game waits for: a turn, a defence, a change choice, an attrition choice, or nothing.'),
    currentPlayer: seat.describe('Whose turn it is.'),
    startPlayer: seat.describe('The seat that played first.'),
    toAct: z.array(seat).describe('Who must move now (a defender, a change chooser, ... need not be the current player).'),
    players: z.array(PlayerView).describe('Every player, by seat.'),
    hand: z.array(DecktetCardSchema).describe("The viewer's own hand in canonical order; empty for spectators."),
    drawPileSize: int.describe('Cards left in the draw pile.'),
    discardPile: z.array(DecktetCardSchema).describe('Face up, bottom first.'),
    scrapyard: z.array(ScrapyardView).describe('The pyramids in the scrapyard.'),
    attack: AttackView.nullable().describe('The attack waiting for a defence, or null.'),
    change: ChangeView.nullable().describe('The change being chosen, or null.'),
    attritionQueue: z.array(seat).describe('Players still to pick their attrition tower, the next first.'),
    departed: z
      .array(seat)
      .optional()
      .describe('Seats that left the game (resigned or ran out of time), in the order they left; absent while none has. They are out and cannot win.'),
  })
  .strict()
  .meta({ id: 'ZigguratView', description: 'Ziggurat as a seat or a spectator sees it.' });

export type ZigguratView = z.infer<typeof ViewSchema>;

/** One tower as seen; `pending` is the size of a change still to be chosen for it, or null. */
function towerView(t: Tower, index: number, pending: number | null): ZigguratView['players'][number]['towers'][number] {
  return {
    index,
    colour: pending === null ? towerColour(t) : null,
    pips: towerPips(t) + (pending ?? 0),
    pyramids: t.pyramids.map((py) => ({ colour: py.colour, size: py.size })),
    pendingChange: pending,
  };
}

export function view(s: ZigguratState, viewer: Viewer): ZigguratView {
  const a = s.attack;
  const ph = s.phase;
  const pendingOn = (seat: number, index: number): number | null =>
    ph.kind === 'change' && ph.seat === seat && ph.tower === index ? ph.size : null;
  const scrapyard = COLOURS.flatMap((colour) =>
    [1, 2, 3].flatMap((size) => {
      const count = s.scrapyard.filter((p) => p.colour === colour && p.size === size).length;
      return count > 0 ? [{ colour, size, count }] : [];
    }),
  );
  return {
    seats: s.seats,
    rulesVersion: s.rulesVersion,
    viewer,
    extended: s.options.extended,
    phase: s.phase.kind,
    currentPlayer: s.current,
    startPlayer: s.startPlayer,
    toAct: toAct(s),
    players: s.players.map((p, i) => {
      const towers = p.towers.map((t, index) => towerView(t, index, pendingOn(i, index)));
      return {
        seat: i,
        handSize: p.hand.length,
        points: p.points,
        towersLost: p.towersLost,
        eliminated: p.eliminated,
        pips: towers.reduce((n, t) => n + t.pips, 0),
        towers,
      };
    }),
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
    ...(s.departed ? { departed: s.departed.slice() } : {}),
  };
}

/** Every card in the other players' hands (all hands for a spectator) and in the draw pile. */
export function secrets(s: ZigguratState, viewer: Viewer): string[] {
  return [...s.players.flatMap((p, i) => (i === viewer ? [] : p.hand)), ...s.drawPile];
}

/** Final scores: points for destroyed towers plus one per pip left. */
export const finalScores = (s: ZigguratState): number[] =>
  s.players.map((p) => p.points + p.towers.reduce((n, t) => n + towerPips(t), 0));

export function outcome(s: ZigguratState): Outcome {
  if (s.phase.kind !== 'over') return { finished: false };
  const scores = finalScores(s);
  // A seat that left the game keeps its score but cannot win (rules.md, "Leaving").
  const gone = s.departed ?? [];
  const best = Math.max(...scores.filter((_, i) => !gone.includes(i)));
  const leaders = scores.flatMap((v, i) => (v === best && !gone.includes(i) ? [i] : []));
  if (leaders.length > 1) {
    // "If there is a tie, then an uninvolved wizard from down the hall claims the battle as a
    // victory over all of you." Nobody at the table wins, and it is no draw: the wizard won.
    return { finished: true, winners: [], draw: false, scores, reason: 'tie: the uninvolved wizard wins' };
  }
  return { finished: true, winners: leaders, draw: false, scores, reason: `player ${leaders[0]} has the most points` };
}
