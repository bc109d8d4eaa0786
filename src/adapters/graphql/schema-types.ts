/**
 * Every GraphQL type of the API, generated from the zod schemas that also validate requests and
 * produce the OpenAPI document. Games' views and moves are unions resolved by a hidden tag that
 * the resolvers put on each value (views of different games can have the same shape).
 */
import { createUnionType, Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { GraphQLJSON } from 'graphql-scalars';
import type { z } from 'zod';
import type { AnyGame } from '../../engine/game.js';
import { GAMES } from '../../games/index.js';
import { AuthResultSchema, UserSchema } from '../../features/auth/auth.schemas.js';
import { AnyOrderFieldSchema, GameInfoSchema, MoveAlternativesSchema, HintSchema, HistoryEntrySchema, MatchPageSchema, MatchSchema, MoveResultSchema, PlyViewSchema } from '../../features/matches/api-schemas.js';
import { MatchIdSchema, MatchScopeSchema, MatchStatusSchema, VisibilitySchema } from '../../domain/match.schemas.js';
import { GraphqlTypeFactory } from './zod-to-graphql.js';
import { EventIdSchema, StreamEventSchema, TurnPageSchema, TurnSchema, UserEventTypeSchema } from '../../features/correspondence/events.schemas.js';
import { TakebackSchema, VacationSchema } from '../../features/matches/correspondence.schemas.js';
import { LeaderboardSchema, ProfileSchema, RatingHistorySchema } from '../../features/ratings/ratings.schemas.js';
import {
  ChallengeIdSchema, ChallengeListSchema, ChallengeSchema, ChallengeStatusSchema, ChatListSchema, ChatMessageSchema, ChatRoomSchema, MatchOffersSchema, MuteListSchema, SeekIdSchema, SeekListSchema, SeekResultSchema, SeekSchema,
} from '../../features/social/social.schemas.js';
import { ApiTokenIdSchema, ScopeSchema } from '../../features/tokens/token.schemas.js';
import { WebhookIdSchema } from '../../features/webhooks/webhook.schemas.js';
import { MatchAnalysisSchema } from '../../features/analysis/analysis.schemas.js';
import { TournamentIdSchema, TournamentListSchema, TournamentRoundPageSchema, TournamentSchema, TournamentStandingsUpdateSchema } from '../../features/tournaments/tournaments.schemas.js';

const GAME_TAG = Symbol('game');
const factory = new GraphqlTypeFactory();

// In arguments, opaque ids are IDs; and scopes and event types, String arguments before they were
// zod enums, stay String, so that clients' variables ([String!]) keep their type.
factory.argsTypeAs(ID, MatchIdSchema, ChallengeIdSchema, SeekIdSchema, ApiTokenIdSchema, WebhookIdSchema, EventIdSchema, TournamentIdSchema);
factory.argsTypeAs(String, ScopeSchema, UserEventTypeSchema);

const camel = (id: string) => id.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

const perGame = GAMES.map((game) => {
  const tn = game.meta.typeName;
  const view = factory.output(game.schemas.view, `${tn}View`);
  const move = factory.output(game.schemas.move, `${tn}Move`, { redactable: game.moveView !== undefined });
  return { game, view, moveMembers: factory.membersOf(move), moveInput: factory.moveInput(game.schemas.move, `${tn}MoveInput`) };
});
const byId = new Map(perGame.map((p) => [p.game.meta.id, p]));

/** Marks a view or move with its game, so the unions below can resolve it. */
export function tagged<T>(value: T, gameId: string): T {
  if (value && typeof value === 'object') Object.defineProperty(value, GAME_TAG, { value: gameId, enumerable: false, configurable: true });
  return value;
}
const gameOf = (value: object) => byId.get((value as Record<symbol, string>)[GAME_TAG]);

export const GameViewUnion = createUnionType({
  name: 'GameView',
  description: "A game's view for the caller; the member type names the game.",
  types: () => perGame.map((p) => p.view),
  resolveType: (value: object) => gameOf(value)?.view,
});

export const GameMoveUnion = createUnionType({
  name: 'GameMove',
  description: 'A move of one of the games.',
  types: () => perGame.flatMap((p) => p.moveMembers),
  resolveType: (value: Record<string, unknown>) => gameOf(value)?.moveMembers.find((m) => factory.matches(m, value)),
});

factory.preset('GameView', GameViewUnion);
factory.preset('GameMove', GameMoveUnion);

export const UserType = factory.output(UserSchema, 'User');
export const AuthPayloadType = factory.output(AuthResultSchema, 'AuthResult');
export const GameInfoType = factory.output(GameInfoSchema, 'GameInfo');
export const MatchType = factory.output(MatchSchema, 'Match');
export const MatchPageType = factory.output(MatchPageSchema, 'MatchPage');
export const MoveResultType = factory.output(MoveResultSchema, 'MoveResult');
export const HistoryEntryType = factory.output(HistoryEntrySchema, 'HistoryEntry');
export const PlyViewType = factory.output(PlyViewSchema, 'PlyView');
export const AnyOrderFieldType = factory.output(AnyOrderFieldSchema, 'AnyOrderField');
export const MoveAlternativesType = factory.output(MoveAlternativesSchema, 'MoveAlternatives');
export const HintType = factory.output(HintSchema, 'Hint');
export const MatchAnalysisType = factory.output(MatchAnalysisSchema, 'MatchAnalysis');
export const TurnType = factory.output(TurnSchema, 'Turn');
export const TurnPageType = factory.output(TurnPageSchema, 'TurnPage');
export const StreamEventType = factory.output(StreamEventSchema, 'StreamEvent');
export const TakebackType = factory.output(TakebackSchema, 'Takeback');
export const VacationType = factory.output(VacationSchema, 'Vacation');
export const LeaderboardType = factory.output(LeaderboardSchema, 'Leaderboard');
export const ProfileType = factory.output(ProfileSchema, 'Profile');
export const RatingHistoryType = factory.output(RatingHistorySchema, 'RatingHistory');
export const ChallengeType = factory.output(ChallengeSchema, 'Challenge');
export const ChallengeListType = factory.output(ChallengeListSchema, 'ChallengeList');
export const SeekType = factory.output(SeekSchema, 'Seek');
export const SeekListType = factory.output(SeekListSchema, 'SeekList');
export const SeekResultType = factory.output(SeekResultSchema, 'SeekResult');
export const MatchOffersType = factory.output(MatchOffersSchema, 'MatchOffers');
export const ChatMessageType = factory.output(ChatMessageSchema, 'ChatMessage');
export const ChatListType = factory.output(ChatListSchema, 'ChatList');
export const MuteListType = factory.output(MuteListSchema, 'MuteList');
export const TournamentType = factory.output(TournamentSchema, 'Tournament');
export const TournamentListType = factory.output(TournamentListSchema, 'TournamentList');
export const TournamentRoundPageType = factory.output(TournamentRoundPageSchema, 'TournamentRoundPage');
export const TournamentStandingsUpdateType = factory.output(TournamentStandingsUpdateSchema, 'TournamentStandingsUpdate');
export const ChallengeStatusEnum = factory.enumOf(ChallengeStatusSchema, 'ChallengeStatus');
export const ChatRoomEnum = factory.enumOf(ChatRoomSchema, 'ChatRoom');
export const VisibilityEnum = factory.enumOf(VisibilitySchema, 'Visibility');
export const MatchStatusEnum = factory.enumOf(MatchStatusSchema, 'MatchStatus');
export const MatchScopeEnum = factory.enumOf(MatchScopeSchema, 'MatchScope');

@InputType('BotSeatInput', { description: "A seat given to one of the service's bots at creation." })
export class BotSeatInput {
  @Field(() => Int, { description: 'The seat the bot takes (0-based).' })
  seat!: number;

  @Field(() => Int, { description: "The bot's level, 1 to the game's maxBotLevel." })
  level!: number;
}
// BotSeatSchema's own input type would say more (its level's description); this one keeps the SDL.
factory.presetInput('BotSeatInput', BotSeatInput);

/** The arguments of `field` from a request's object schema (see zod-args.ts). */
export const argsTypeOf = (schema: z.ZodObject, field: string) => factory.args(schema, field);

/** One field per game (its typed move) plus `json` for generic clients: set exactly one. */
@InputType('MoveInput', { description: "Set exactly one field: the game's typed move, or `json` with the move as plain JSON." })
export class MoveInput {
  [game: string]: unknown;

  @Field(() => GraphQLJSON, { nullable: true, description: 'The move as plain JSON, e.g. an entry of legalMovesJson.' })
  json?: unknown;
}
for (const p of perGame) {
  Field(() => p.moveInput, { nullable: true, description: `A move of ${p.game.meta.title}, typed.` })(MoveInput.prototype, camel(p.game.meta.id));
}

/** The plain move object from a MoveInput, or a message saying what is wrong. */
export function moveFromInput(input: MoveInput, game: AnyGame): { move: unknown } | { error: string } {
  const set = Object.entries(input).filter(([, v]) => v !== undefined && v !== null);
  if (set.length !== 1) return { error: 'Set exactly one field of MoveInput.' };
  const [key, value] = set[0];
  if (key === 'json') return { move: value };
  if (key !== camel(game.meta.id)) return { error: `This match plays ${game.meta.id}; use the field ${camel(game.meta.id)} or json.` };
  return { move: stripNulls(value) };
}

function stripNulls(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(stripNulls);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== null && x !== undefined).map(([k, x]) => [k, stripNulls(x)]));
  return v;
}

@ObjectType('TakebackAsked', { description: 'Your takeback request, and the match with your view.' })
export class TakebackAskedType {
  @Field(() => TakebackType, { nullable: true, description: 'The request now waiting for the others; null when it was applied at once (every other seat is a bot).' })
  takeback!: unknown;

  @Field(() => MatchType, { description: 'The match, with your view of it.' })
  match!: unknown;
}

@ObjectType('MatchEvent', { description: "A change to a match, with the subscriber's own view of it." })
export class MatchEventType {
  @Field(() => String, { description: 'current (the match as it is when you subscribe; see afterVersion) | joined | started | left | move | finished' })
  kind!: string;

  @Field(() => MatchType, { description: 'The match after the change, with your view of it.' })
  match!: unknown;
}
