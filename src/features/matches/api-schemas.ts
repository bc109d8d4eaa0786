/**
 * Shapes of the API that depend on the registered games (their options, moves and views),
 * declared once.
 *
 * REST describes every match-bearing shape per game, discriminated by `game`, so that a client
 * generated from the OpenAPI document narrows `match.view` by checking `match.game`. GraphQL keeps
 * one generic `Match` type (its views and moves are unions resolved by a hidden tag): those
 * generic shapes are named in `graphqlRegistry`, which the OpenAPI document does not read.
 */
import { z } from 'zod';
import type { AnyGame } from '../../engine/game.js';
import { GAMES } from '../../games/index.js';
import { graphqlRegistry } from '../../platform/graphql-names.js';
import { CreateMatchFieldsSchema, MatchStatusSchema, MatchSummaryFields, MoveRequestSchema } from '../../domain/match.schemas.js';
import { RULES_LANGUAGES } from '../catalog/rules-docs.js';

const union = <T extends z.ZodType>(items: T[]) => (items.length === 1 ? items[0] : z.union(items as [T, T, ...T[]]));
const idOf = (s: z.ZodType): string | undefined => z.globalRegistry.get(s)?.id as string | undefined;
/** The schema itself when it is named; else a named copy (the games' files need not name every union). */
const named = <T extends z.ZodType>(s: T, id: string): T => (idOf(s) ? s : (s.meta({ id }) as T));

const ids = GAMES.map((g) => g.meta.id) as [string, ...string[]];
/** The languages a rules document may be written in (GET /v1/games/{gameId}/rules?lang=). */
export const RulesLanguageSchema = z
  .enum(RULES_LANGUAGES)
  .meta({ id: 'RulesLanguage', description: 'A language the rules documents are written in: en (English) or es (Spanish).' });

export const GameIdSchema = z.enum(ids).meta({ id: 'GameId', description: 'The id of a hosted game (GET /v1/games).' });

const moves = new Map(GAMES.map((g) => [g, named(g.schemas.move, `${g.meta.typeName}Move`)]));
const moveOf = (g: AnyGame) => moves.get(g)!;

export const GameViewSchema = union(GAMES.map((g) => g.schemas.view)).meta({
  id: 'GameView',
  description: "The caller's view of the game (their seat's, or a spectator's); which one follows from `game`.",
});
export const GameMoveSchema = union(GAMES.map(moveOf)).meta({ id: 'GameMove', description: 'A move of one of the games.' });
export const GameOptionsSchema = union(GAMES.map((g) => g.schemas.options)).meta({ id: 'GameOptions', description: 'The options of one of the games.' });

/**
 * A move as a history shows it. A game that hides part of a move until the match ends
 * (`moveView`) shows every field of it but `type` as null meanwhile.
 */
function shownMoveOf(g: AnyGame): z.ZodType {
  if (!g.moveView) return moveOf(g);
  const variants = (g.schemas.move as unknown as z.ZodDiscriminatedUnion<z.ZodObject[]>).options.map((v) => {
    const shape = Object.fromEntries(Object.entries(v.shape).map(([k, f]) => [k, k === 'type' ? f : (f as z.ZodType).nullable()]));
    return z
      .object(shape)
      .strict()
      .meta({ id: `${idOf(v)}Shown`, description: `${z.globalRegistry.get(v)?.description ?? ''} As a history shows it: fields hidden from you are null until the match ends.`.trim() });
  });
  return union(variants).meta({ id: `${g.meta.typeName}MoveShown`, description: `A move of ${g.meta.title} as a history shows it.` });
}
const shownMoves = new Map(GAMES.map((g) => [g, shownMoveOf(g)]));
export const ShownMoveSchema = union([...shownMoves.values()]).meta({
  id: 'ShownMove',
  description: 'A move as you may see it in a history: hidden parts of another seat\'s move are null until the match ends.',
});

export const AnyOrderFieldSchema = z
  .object({ move: z.number().int().describe('Index into the legal moves.'), field: z.string().describe('Name of an array field of that move.') })
  .meta({ id: 'AnyOrderField', description: 'An array field of a legal move whose elements may be sent in any order.' });

export const MoveAlternativesSchema = z
  .object({
    move: z.number().int().describe('Index into the legal moves.'),
    fields: z.array(z.string()).min(1).describe('Names of fields of that move, replaced together.'),
    values: z
      .array(z.array(z.unknown()).describe('One value per field, in the order of `fields`.'))
      .min(2)
      .describe("The tuples those fields may take, the move's own among them."),
  })
  .meta({
    id: 'MoveAlternatives',
    description:
      'Fields of a legal move that may be replaced, together, by any one tuple of `values`: each replacement is a legal move too. Several entries for the same move name distinct fields and combine freely (every combination is legal).',
  });

const legalMovesFields = {
  version: z.number().int().describe('The match version these moves are legal at: send it as expectedVersion.'),
  seat: z.number().int().nullable().describe('Your seat, or null when you have none.'),
  anyOrder: z
    .array(AnyOrderFieldSchema)
    .describe('Array fields whose elements may be sent in any order: each ordering is a legal move, listed once.'),
  alternatives: z
    .array(MoveAlternativesSchema)
    .describe(
      'Other values some fields of a listed move may take: the legal moves are the listed ones with any combination of their alternatives (each legal move once). Empty for games whose moves are all listed.',
    ),
};
const LEGAL_MOVES_DESCRIPTION =
  'Each entry of `moves` can be posted back unchanged as `move`; so can an entry with some fields replaced by one tuple of each of its `alternatives`, and an `anyOrder` field may also be reordered freely.';

export const PlyViewSchema = z
  .object({ ply: z.number().int().describe('The ply shown (0: the start).'), view: GameViewSchema, toAct: z.array(z.number().int()).describe('Seats that had to act then.') })
  .meta({ id: 'PlyView', description: 'Your view of the match as it was after a ply.' });

// ---------- REST: one shape per game, discriminated by `game` ----------

const historyEntryFields = {
  ply: z.number().int().describe('1-based position in the move log.'),
  seat: z.number().int().describe('The seat that acted.'),
  kind: z
    .enum(['move', 'resign', 'timeout', 'takeback', 'abort', 'draw'])
    .describe(
      "A move, a resignation, a seat running out of time (in a game that goes on without a seat that left, play continues), a takeback (the move just before it undone with the opponents' consent), an abort (before every seat had moved) or a draw agreed by the players.",
    ),
  auto: z.boolean().describe("True when the server played it for the seat: its only legal move, auto-played because the player opted in (it revealed nothing)."),
};
const RecordSeatSchema = z
  .object({
    seat: z.number().int().describe('The seat.'),
    username: z.string().nullable().describe('Its player, or null for a seat nobody took.'),
    kind: z.enum(['human', 'bot']).nullable().describe("human or bot (one of the service's bots, or a bot account); null for a seat nobody took."),
    botLevel: z.number().int().nullable().describe("The level of one of the service's bots; null for a person, a bot account or an empty seat."),
  })
  .meta({ id: 'RecordSeat', description: 'A seat and its player.' });
const recordFormat = z.enum(['pyramidion-record/1', 'pyramidion-record/2']).describe('Record format; 2 salts the hash chain (see hashChain).');

interface PerGame {
  match: z.ZodObject;
  legalMoves: z.ZodObject;
  create: z.ZodObject;
  move: z.ZodObject;
  record: z.ZodObject;
}

function perGame(g: AnyGame): PerGame {
  const t = g.meta.typeName;
  const game = z.literal(g.meta.id).describe('The game id.');
  const match = z
    .object({
      ...MatchSummaryFields,
      game,
      options: g.schemas.options,
      view: g.schemas.view.nullable().describe('Your view of the game; null until the match starts.'),
    })
    .meta({ id: `${t}Match`, description: `A match of ${g.meta.title}, with your view of it.` });
  const create = CreateMatchFieldsSchema.extend({
    game,
    options: g.schemas.options.optional().describe('The options; omitted fields (or all of them) take their defaults.'),
  }).meta({ id: `${t}CreateMatchRequest`, description: `Create a match of ${g.meta.title}.` });
  const move = MoveRequestSchema.extend({
    game: game.optional().describe("The match's game. Optional: typed clients send it to select the move type."),
    move: moveOf(g),
  }).meta({ id: `${t}MoveRequest`, description: `A move in a match of ${g.meta.title}.` });
  const legalMoves = z
    .object({
      game,
      ...legalMovesFields,
      moves: z.array(moveOf(g)).describe('Moves of this game; empty when you need not act now. Post one back as `move` with this `game`.'),
    })
    .meta({ id: `${t}LegalMoves`, description: `Your legal moves in a match of ${g.meta.title}. ${LEGAL_MOVES_DESCRIPTION}` });
  const record = z
    .object({
      format: recordFormat,
      matchId: z.string().describe('Match id.'),
      game,
      rulesVersion: z.number().int().describe('The rules version the match is played under.'),
      options: g.schemas.options,
      hints: z.boolean().describe('Whether players could ask for hints during the match.'),
      rated: z.boolean().describe('Whether the match was rated (its end changed the players\' ratings).'),
      seats: z.array(RecordSeatSchema),
      status: MatchStatusSchema,
      seedHash: z.string().describe('sha256 of the secret seed.'),
      seed: z.string().nullable().describe('The seed, once the match is over.'),
      hashChain: z.string().describe('How each hash is computed.'),
      moves: z.array(
        z
          .object({ ...historyEntryFields, move: shownMoves.get(g)!.nullable(), hash: z.string().nullable().describe('Withheld (null) while it could reveal a hidden move.') })
          .meta({ id: `${t}RecordEntry`, description: 'An entry of the move log with its hash.' }),
      ),
      outcome: MatchSummaryFields.outcome,
      position: z.string().nullable().describe("The current position in the game's text notation, where it has one (allmer-pyramid); for hidden-information games only once the match is over."),
    })
    .meta({ id: `${t}MatchRecord`, description: `The portable record of a match of ${g.meta.title}.` });
  return { match, legalMoves, create, move, record };
}

const games = GAMES.map(perGame);
const byGame = <K extends keyof PerGame>(k: K) => games.map((p) => p[k]) as [PerGame[K], ...PerGame[K][]];
// The mapping from `game` to each member is filled in from the members' constants (openapi.ts).
const discriminated = { propertyName: 'game' };

export const RestMatchSchema = z
  .discriminatedUnion('game', byGame('match'))
  .meta({ id: 'Match', description: "A match with your view of it: check `game` to know the view's type.", discriminator: discriminated });

export const LegalMovesSchema = z
  .discriminatedUnion('game', byGame('legalMoves'))
  .meta({ id: 'LegalMoves', description: `Your legal moves: \`game\` says whose moves they are (and narrows their type). ${LEGAL_MOVES_DESCRIPTION}`, discriminator: discriminated });

export const CreateMatchBodySchema = z
  .discriminatedUnion('game', byGame('create'))
  .meta({ id: 'CreateMatchRequest', description: "Create a match: `game` selects the options' type.", discriminator: discriminated });

/**
 * A move without `game`: any game's move, as the server takes it (it checks the move against the
 * match's game). A client generated from the document can post back any entry of any game's
 * legal-moves answer in it as it is: the entry's type is the union of every game's moves, which no
 * one game's request accepts (issue 37). `game` is forbidden here (`false` in the document) so
 * that a body naming a game still gets that game's move type.
 */
export const AnyGameMoveRequestSchema = MoveRequestSchema.extend({
  game: z.never().optional(),
  move: GameMoveSchema.describe("Any game's move, e.g. an entry of GET /v1/matches/{id}/legal-moves: the server checks it against the match's game."),
}).meta({
  id: 'AnyGameMoveRequest',
  description: "A move in a match of any game, without `game`: post back an entry of the legal-moves answer as `move`, whatever the match's game (a bot that plays every game).",
});

export const MoveBodySchema = union([...byGame('move'), AnyGameMoveRequestSchema]).meta({
  id: 'MoveRequest',
  description:
    "A move. With `game` (the match's game), `move` has that game's move type; without it, any game's move (AnyGameMoveRequest), e.g. an entry of the legal-moves answer as it is. Either way the server checks the move against the match's game, and a `game` other than the match's gets 400 GAME_MISMATCH.",
});

export const RestMatchRecordSchema = z
  .discriminatedUnion('game', byGame('record'))
  .meta({ id: 'MatchRecord', description: 'The portable match record: the seed and the full moves once the match is over.', discriminator: discriminated });

export const RestMatchPageSchema = z
  .object({ items: z.array(RestMatchSchema).describe('Matches, newest first.'), nextCursor: z.string().nullable().describe('Pass as cursor for the next page; null on the last page.') })
  .meta({ id: 'MatchPage', description: 'A page of matches.' });

const moveResultFields = {
  ply: z.number().int().describe('The ply this move took.'),
  version: z.number().int().describe('The match version after it.'),
  replayed: z.boolean().describe('True when this idempotency key was seen before and nothing was applied again.'),
  answeredDecision: z
    .number()
    .int()
    .nullable()
    .describe(
      'The decisionVersion of the decision this move answered. Equal to the decisionVersion you sent against: your choice counted in that decision. Null for a replayed submission.',
    ),
};
export const RestMoveResultSchema = z
  .object({ ...moveResultFields, match: RestMatchSchema })
  .meta({ id: 'MoveResult', description: 'The applied move and the match after it.' });

/** The `data:` of a frame of GET /v1/matches/{id}/events as text/event-stream (match-events.controller.ts). */
export const MatchStreamDataSchema = z
  .object({
    kind: z.string().describe('current (the match now: the first frame without an id to resume from, or a resync) | joined | started | left | move | takeback | finished: also the frame\'s `event:`.'),
    match: RestMatchSchema.describe('The match after the change, with your view of it (spectators: the spectators\' view).'),
  })
  .meta({ id: 'MatchStreamData', description: "The `data:` line of a frame of a match's event stream, as JSON; the frame's `id:` is `match.version`." });

export const RestHistoryEntrySchema = z
  .object({ ...historyEntryFields, move: ShownMoveSchema.nullable().describe('The move as you may see it; null for a resignation or a timeout.'), at: z.string().describe('ISO 8601.') })
  .meta({ id: 'HistoryEntry', description: 'An entry of the move log, as you may see it.' });

const TermNamesSchema = z
  .object({
    kind: z.string().describe('What it is: card, suit, rank, faction, stone or move.'),
    id: z.string().describe('Its code in views and moves (a rank letter, a suit letter, a card id, a faction id, …).'),
    en: z.string().describe('Its name in English.'),
    es: z.string().describe('Its name in Spanish.'),
    original: z.enum(['en', 'es']).describe('Which of the two is the printed name (Nos vigilan: Spanish); the other is ours.'),
  })
  .meta({ id: 'TermNames', description: 'A game term named in English and Spanish.' });

export const BotRatingSchema = z
  .object({
    level: z.number().int().describe('The bot level (POST /v1/matches `bots[].level`).'),
    username: z.string().describe('The name it plays under (Bot L<level>; a second copy in one match is Bot L<level> #2).'),
    rating: z.number().describe("Its Glicko-2 rating in this game: one per level, from the casual matches every copy of it played against people and other levels (docs/bots.md, 'Bot ratings')."),
    rd: z.number().describe('Rating deviation: how uncertain the rating is.'),
    provisional: z.boolean().describe('True while the deviation is above 110.'),
    games: z.number().int().describe('Matches its rating counts (a seed imported from a bot ladder counts none).'),
  })
  .meta({ id: 'BotRating', description: "One of the service's bot levels in a game, with its rating." });

const gameInfoFields = {
  id: z.string().describe('The game id.'),
  title: z.string().describe('Its name.'),
  summary: z.string().describe('One sentence about it.'),
  minPlayers: z.number().int().describe('Fewest seats.'),
  maxPlayers: z.number().int().describe('Most seats.'),
  hiddenInformation: z.boolean().describe('True when some seat may not see part of the game.'),
  randomness: z.boolean().describe('True when the game shuffles or draws.'),
  simultaneousMoves: z.boolean().describe('True when several seats may have to act at once.'),
  drawPossible: z.boolean().describe('True when the rules can end a match drawn: only then may players offer a draw (POST /v1/matches/{id}/draw).'),
  rulesVersion: z.number().int().describe('The rules version new matches are created with.'),
  rulesDoc: z.string().describe('Path of the rules document in the source repository; GET /v1/games/{gameId}/rules serves it.'),
  rulesLanguages: z
    .array(RulesLanguageSchema)
    .describe('The languages its rules are written in, English first (GET /v1/games/{gameId}/rules?lang=; any other is served in English).'),
  names: z
    .array(TermNamesSchema)
    .describe("Its cards, suits, ranks, factions or stones, named in English and Spanish, by the codes its views and moves use."),
  optionsSchema: z.record(z.string(), z.unknown()).describe('JSON Schema of the options.'),
  moveSchema: z.record(z.string(), z.unknown()).describe('JSON Schema of one move.'),
  maxBotLevel: z.number().int().describe('The highest bot level of this game (bots play levels 1 to this; 0: no bot).'),
  bots: z.array(BotRatingSchema).describe('Its bot levels, 1 to maxBotLevel, each with its rating in this game (empty: no bot).'),
};
export const RestGameInfoSchema = z
  .object({ ...gameInfoFields, id: GameIdSchema, defaultOptions: GameOptionsSchema.describe('The options a match gets when it sends none.') })
  .meta({ id: 'GameInfo', description: 'A hosted game: who can play it, its options and its moves.' });

// ---------- GraphQL: generic shapes (named for GraphQL only) ----------

export const MatchSchema = z
  .object({ ...MatchSummaryFields, view: GameViewSchema.nullable().describe('Your view of the game; null until the match starts.') })
  .register(graphqlRegistry, { id: 'Match', description: 'A match, with your view of it.' });

export const MatchPageSchema = z
  .object({ items: z.array(MatchSchema).describe('Matches, newest first.'), nextCursor: z.string().nullable().describe('Pass as cursor for the next page; null on the last page.') })
  .register(graphqlRegistry, { id: 'MatchPage', description: 'A page of matches.' });

export const MoveResultSchema = z
  .object({ ...moveResultFields, match: MatchSchema })
  .register(graphqlRegistry, { id: 'MoveResult', description: 'The applied move and the match after it.' });

export const HistoryEntrySchema = z
  .object({ ...historyEntryFields, move: GameMoveSchema.nullable().describe('The move; null for a resignation or a timeout.'), at: z.string().describe('ISO 8601.') })
  .register(graphqlRegistry, { id: 'HistoryEntry', description: 'An entry of the move log, as you may see it.' });

export const GameInfoSchema = z
  .object({ ...gameInfoFields, defaultOptions: z.record(z.string(), z.unknown()).describe('The options a match gets when it sends none.') })
  .register(graphqlRegistry, { id: 'GameInfo', description: 'A hosted game: who can play it, its options and its moves.' });

export const HintSchema = z
  .object({
    game: GameIdSchema.describe("The match's game (the type of `move`)."),
    version: z.number().int().describe('The match version the hint is for: send it as expectedVersion if you play the move.'),
    seat: z.number().int().describe('Your seat.'),
    level: z.number().int().describe('The level of the bot that chose the move (lower than asked only if the search ran out of time).'),
    move: GameMoveSchema.describe('The suggested move, one of your legal moves; it can be posted back unchanged.'),
  })
  .meta({ id: 'Hint', description: "A move suggested by the game's bot from your view only: it knows nothing you do not." });
