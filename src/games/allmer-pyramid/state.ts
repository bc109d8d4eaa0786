/** State, options, moves and views of Allmer's Pyramid, with their zod schemas. */
import { z } from 'zod';
import { ALL_FIELDS } from './board.js';
import type { Board, PushBan } from './moves.js';
import type { PositionCounts, PositionKeys } from './repetition.js';

/**
 * Rules versions (rules.md, "Rules versions"). Version 2 (ruling R9 there)
 * turns the no-removal limit on by default; version 1 had it off unless a match chose it.
 */
export const RULES_VERSIONS = [1, 2] as const;
export type RulesVersion = (typeof RULES_VERSIONS)[number];
export const CURRENT_RULES_VERSION: RulesVersion = 2;
export const isRulesVersion = (v: number): v is RulesVersion => (RULES_VERSIONS as readonly number[]).includes(v);

/**
 * Ruling R9 (rules.md): "200 plies in a row without a stone removed ... end the
 * game as a draw".
 */
export const DEFAULT_NO_REMOVAL_LIMIT = 200;

/**
 * The limit a match gets when its options leave it out. It depends on the rules version, which the
 * option schema cannot know, so `setup` fills it in: a version-1 match (or record) that never set
 * the option keeps playing without the limit.
 */
export const defaultNoRemovalLimit = (version: RulesVersion): number => (version === 1 ? 0 : DEFAULT_NO_REMOVAL_LIMIT);

export const optionsSchema = z
  .object({
    noRemovalLimit: z
      .number()
      .int()
      .min(0)
      .max(10000)
      .optional()
      .describe(
        'The game is drawn after this many consecutive plies in which no stone left the board (smash, fall or Osiris); 0 turns the limit off. Left out: 200 under the current rules (version 2; the rules document, ruling R9); off under rules version 1.',
      ),
  })
  .strict()
  .meta({ id: 'AllmerPyramidOptions' });

export type AllmerPyramidOptions = z.infer<typeof optionsSchema>;

const field = z
  .enum(ALL_FIELDS as [string, ...string[]])
  .describe('A field: file a–g (west to east) and rank 1–7 (White\'s home row is rank 1).')
  .meta({ id: 'AllmerPyramidFieldName' });

const moveVariant = (type: 'run' | 'jump' | 'push', id: string, what: string, to: string) =>
  z
    .object({
      type: z.literal(type),
      from: field.describe('The field of the stone that moves.'),
      to: field.describe(to),
    })
    .strict()
    .meta({ id, description: what });

export const moveSchema = z.discriminatedUnion('type', [
  moveVariant(
    'run',
    'AllmerPyramidMoveRun',
    'RUN: the stone moves straight through empty fields of its level or down, stopping on `to` (smashing a stone on a lower `to`).',
    'The field where the stone stops (or smashes).',
  ),
  moveVariant('jump', 'AllmerPyramidMoveJump', 'JUMP: the stone climbs to the empty adjacent field one level higher.', 'The field one level up.'),
  moveVariant(
    'push',
    'AllmerPyramidMovePush',
    'PUSH: the stone takes the place of the adjacent stone on `to`, which is pushed one field further.',
    'The field of the stone being pushed; the pusher ends here.',
  ),
]);

export type AllmerPyramidMove = z.infer<typeof moveSchema>;

export interface LastMove {
  readonly seat: number;
  readonly type: 'run' | 'jump' | 'push';
  readonly from: string;
  readonly to: string;
  readonly smashed: string | null;
  readonly fell: string | null;
  readonly osiris: string[];
}

export interface GameResult {
  readonly winners: number[];
  readonly draw: boolean;
  readonly reason: string;
}

/** The options as a match plays them: every default filled in for its rules version. */
export interface AllmerPyramidSettings {
  /** Plies without a removal that draw the game; 0 when off. */
  readonly noRemovalLimit: number;
}

interface StateCommon {
  readonly options: AllmerPyramidSettings;
  /** Rows, row 0 (rank 7) first; 'W', 'B' or '.'. */
  readonly board: Board;
  /** Seat to move: 0 White, 1 Black. */
  readonly toMove: number;
  readonly ban: PushBan | null;
  /** Plies played. */
  readonly ply: number;
  /** Consecutive plies in which no stone left the board. */
  readonly pliesWithoutRemoval: number;
  readonly lastMove: LastMove | null;
  readonly result: GameResult | null;
}

/**
 * Rules version 1: exactly the JSON stored before rules versions existed (no version field, the
 * whole position history), so the snapshots of old matches still equal a replay of their moves.
 */
export interface AllmerPyramidStateV1 extends StateCommon {
  readonly rulesVersion?: undefined;
  /** Notation of every position so far, the start included (threefold repetition). */
  readonly history: string[];
}

/** Rules version 2. */
export interface AllmerPyramidStateV2 extends StateCommon {
  readonly rulesVersion: 2;
  /** The positions since the last removal as exact keys in buckets (repetition.ts): the threefold-repetition record. */
  readonly positionKeys: PositionKeys;
}

/**
 * Rules version 2 as stored before the position keys (the counts of repetition.ts's
 * `PositionCounts`). Matches stored in this shape still load and play on: the rules read the
 * counts and write the keys from the next move on.
 */
export interface AllmerPyramidStateV2Counts extends StateCommon {
  readonly rulesVersion: 2;
  readonly positions: PositionCounts;
}

export type AllmerPyramidState = AllmerPyramidStateV1 | AllmerPyramidStateV2 | AllmerPyramidStateV2Counts;

const color = z.enum(['white', 'black']);

const fieldView = z
  .object({
    field: z.string().describe('Field name, e.g. "d4".'),
    row: z.number().int().describe('Grid row 0–6; row 0 is rank 7 (Black\'s home row).'),
    col: z.number().int().describe('Grid column 0–6; column 0 is file a.'),
    level: z.number().int().describe('Height of the field: 0 outer ring … 3 apex.'),
    victory: z.boolean().describe('One of the four victory fields (the corners of level 2).'),
    stone: color.nullable().describe('The stone on the field, or null.'),
  })
  .strict()
  .meta({ id: 'AllmerPyramidField' });

const stoneMovesView = z
  .object({
    from: z.string().describe('The stone that can move.'),
    run: z.array(z.string()).describe('Fields it can RUN to (send {type:"run", from, to}).'),
    jump: z.array(z.string()).describe('Fields it can JUMP to.'),
    push: z.array(z.string()).describe('Fields of stones it can PUSH.'),
  })
  .strict()
  .meta({ id: 'AllmerPyramidStoneMoves' });

const lastMoveView = z
  .object({
    seat: z.number().int().describe('Seat that moved (0 White, 1 Black).'),
    color: color.describe('Colour of the stone that moved.'),
    type: z.enum(['run', 'jump', 'push']).describe('How the stone moved.'),
    from: z.string().describe('Field the stone left.'),
    to: z.string().describe('Field the stone reached.'),
    smashed: z.string().nullable().describe('Field where a stone was smashed, if any.'),
    fell: z.string().nullable().describe('Lowest corner from which a pushed stone fell off, if any.'),
    osiris: z.array(z.string()).describe('Fields whose stones Osiris removed after the move.'),
  })
  .strict()
  .meta({ id: 'AllmerPyramidLastMove', description: 'The last move played, as everyone saw it.' });

const banView = z
  .object({
    from: z.string().describe('The stone that was just pushed.'),
    to: z.string().describe('The stone that pushed it, which it may not push back this turn.'),
  })
  .strict()
  .meta({ id: 'AllmerPyramidPushBan', description: 'The push-back ban in force this turn.' });

const resultView = z
  .object({
    winners: z.array(z.number().int()).describe('Winning seats; empty for a draw.'),
    draw: z.boolean().describe('True when the game was drawn.'),
    reason: z.string().describe('Why the game ended.'),
  })
  .strict()
  .meta({ id: 'AllmerPyramidResult', description: 'How the game ended.' });

export const viewSchema = z
  .object({
    position: z.string().describe('The position in Pyramid notation: "<board> <side> <ban>" (see the rules doc).'),
    fields: z.array(fieldView).describe('All 49 fields, rank 7 first, file a first within a rank.'),
    toMove: z.number().int().nullable().describe('Seat to move (0 White, 1 Black), null when the game is over.'),
    colorToMove: color.nullable().describe('Colour to move, null when the game is over.'),
    yourSeat: z.number().int().nullable().describe('The viewer\'s seat, null for a spectator.'),
    stones: z
      .object({ white: z.number().int().describe('White stones on the board.'), black: z.number().int().describe('Black stones on the board.') })
      .strict()
      .meta({ id: 'AllmerPyramidStoneCounts', description: 'Stones left on the board per colour.' })
      .describe('Stones left on the board per colour.'),
    victoryFieldsHeld: z
      .object({ white: z.number().int().describe('Victory fields White occupies.'), black: z.number().int().describe('Victory fields Black occupies.') })
      .strict()
      .meta({ id: 'AllmerPyramidVictoryCounts' })
      .describe('How many of the four victory fields each colour occupies.'),
    pushBackBan: banView.nullable().describe('The push-back ban in force this turn, if any.'),
    legalMoves: z.array(stoneMovesView).describe('The viewer\'s legal moves grouped by stone; empty unless it is the viewer\'s turn.'),
    rulesVersion: z.number().int().describe('The rules version this match is played under (1 or 2; rules.md, Rules versions).'),
    ply: z.number().int().describe('Moves played so far.'),
    pliesWithoutRemoval: z.number().int().describe('Moves since a stone last left the board (for the no-removal limit).'),
    noRemovalLimit: z.number().int().describe('0 when off.'),
    repetitions: z.number().int().describe('How many times the current position has occurred (3 ends the game).'),
    lastMove: lastMoveView.nullable().describe('The last move played, null before the first.'),
    result: resultView.nullable().describe('How the game ended, null while it goes on.'),
  })
  .strict()
  .meta({ id: 'AllmerPyramidView', description: "What a seat or spectator sees of an Allmer pyramid match: the whole board (nothing is hidden)." });

export type AllmerPyramidView = z.infer<typeof viewSchema>;
