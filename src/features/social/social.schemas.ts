/** Shapes of challenges, seeks, offers and chat (issue 12, part A), declared once in zod (REST, OpenAPI and GraphQL). */
import { z } from 'zod';
import { VisibilitySchema } from '../../domain/match.schemas.js';
import { RestHistoryEntrySchema } from '../matches/api-schemas.js';
import { cursorParam, limitParam, nextCursorField } from '../../platform/paging.js';

const timeLimitSeconds = z
  .number()
  .int()
  .min(60)
  .max(30 * 86_400)
  .optional()
  .describe('A correspondence clock, as in POST /v1/matches: seconds each decision may take. Omitted: no clock.');
const gameId = z.string().min(1).max(64).describe('A game id from GET /v1/games.');
const options = z.record(z.string(), z.unknown()).default({}).describe("The game's options; omitted fields take their defaults.");

/** Ids that requests name (path parameters in REST): any string; an unknown one is not found. */
export const ChallengeIdSchema = z.string().describe('Challenge id.');
export const SeekIdSchema = z.string().describe('Seek id.');

export const CreateChallengeRequestSchema = z
  .object({
    users: z
      .array(z.string().min(1).max(64))
      .min(1)
      .max(15)
      .describe('The usernames you challenge: one for a two-player game, several for a game of 3-5 players. They take seats 1, 2, ... in this order; you take seat 0.'),
    game: gameId,
    options,
    visibility: VisibilitySchema.default('public').describe('Who may see the match once it starts.'),
    timeLimitSeconds,
    hints: z.boolean().default(true).describe('Whether players may ask for hints in the match.'),
    expiresInMinutes: z
      .number()
      .int()
      .min(1)
      .max(14 * 1440)
      .optional()
      .describe('How long the challenge waits for answers; default CHALLENGE_EXPIRY_MINUTES. Then it expires.'),
  })
  .strict()
  .meta({ id: 'CreateChallengeRequest', description: 'A challenge to named users.' });

export const DeclineRequestSchema = z
  .object({ reason: z.string().trim().min(1).max(200).optional().describe('Why (shown to the others), e.g. "too busy" or "other clock please".') })
  .strict()
  .meta({ id: 'DeclineRequest', description: 'Declining needs no body; a reason is shown to the others.' });

export const ChallengeStatusSchema = z.enum(['pending', 'accepted', 'declined', 'cancelled', 'expired']).meta({
  id: 'ChallengeStatus',
  description: 'pending: waiting for answers; accepted: everyone accepted and the match started (matchId); declined: someone declined; cancelled by the challenger; expired unanswered.',
});

export const ListChallengesQuerySchema = z
  .object({
    status: ChallengeStatusSchema.optional().describe('Only challenges in this status.'),
    cursor: cursorParam,
    limit: limitParam(50, 100),
  })
  .strict();
export type ListChallengesQuery = z.infer<typeof ListChallengesQuerySchema>;

const challengeSeat = z
  .object({
    seat: z.number().int().describe('The seat this user takes in the match.'),
    userId: z.string().describe('User id.'),
    username: z.string().describe('Their username.'),
    response: z.enum(['pending', 'accepted', 'declined']).describe("Their answer (the challenger's is accepted)."),
    reason: z.string().nullable().describe('The reason given with a decline.'),
  })
  .meta({ id: 'ChallengeSeat', description: 'A seat of a challenge, its user and their answer.' });

export const ChallengeSchema = z
  .object({
    id: z.string().describe('Challenge id.'),
    kind: z.enum(['challenge', 'rematch']).describe('rematch: offered after a finished match (rematchOf), seats rotated.'),
    challenger: z.string().describe("The challenger's username (who offered the rematch)."),
    game: z.string().describe('The game id.'),
    options: z.record(z.string(), z.unknown()).describe('The parsed options.'),
    seatCount: z.number().int().describe('Players in the match.'),
    visibility: VisibilitySchema,
    timeLimitSeconds: z.number().int().nullable().describe('Seconds per decision; null: no clock.'),
    hints: z.boolean().describe('Whether players may ask for hints.'),
    status: ChallengeStatusSchema,
    rematchOf: z.string().nullable().describe('For a rematch: the finished match it replays.'),
    matchId: z.string().nullable().describe('The match it started, once everyone accepted.'),
    expiresAt: z.string().describe('When it expires if still pending (ISO 8601).'),
    createdAt: z.string().describe('ISO 8601.'),
    seats: z.array(challengeSeat).describe('Every seat, the challenger included.'),
  })
  .meta({ id: 'Challenge', description: 'A challenge to named users (or a rematch offer): the match starts when all have accepted.' });

export const ChallengeListSchema = z
  .object({ items: z.array(ChallengeSchema).describe('Newest first.'), nextCursor: nextCursorField })
  .meta({ id: 'ChallengeList', description: 'Challenges you sent or received.' });

export const CreateSeekRequestSchema = z
  .object({
    game: gameId,
    options,
    seats: z.number().int().min(1).max(16).optional().describe("Players in the match, you included; default the game's minimum."),
    timeLimitSeconds,
  })
  .strict()
  .meta({ id: 'CreateSeekRequest', description: 'An open seek: the server pairs it with compatible seeks (same game, options, players and clock) or someone accepts it.' });

export const ListSeeksQuerySchema = z
  .object({
    game: z.string().max(64).optional().describe('Only seeks of this game.'),
    cursor: cursorParam,
    limit: limitParam(50, 100),
  })
  .strict();
export type ListSeeksQuery = z.infer<typeof ListSeeksQuerySchema>;

export const SeekSchema = z
  .object({
    id: z.string().describe('Seek id.'),
    username: z.string().describe('Who seeks a match.'),
    game: z.string().describe('The game id.'),
    options: z.record(z.string(), z.unknown()).describe('The parsed options.'),
    seats: z.number().int().describe('Players in the match.'),
    timeLimitSeconds: z.number().int().nullable().describe('Seconds per decision; null: no clock.'),
    status: z.enum(['open', 'paired', 'cancelled']).describe('open: waiting; paired: in a match (matchId); cancelled.'),
    matchId: z.string().nullable().describe('The match it was paired into.'),
    createdAt: z.string().describe('ISO 8601.'),
  })
  .meta({ id: 'Seek', description: 'An open seek for a match.' });

export const SeekListSchema = z
  .object({ items: z.array(SeekSchema).describe('Open seeks, oldest first.'), nextCursor: nextCursorField })
  .meta({ id: 'SeekList', description: 'Open seeks, a page at a time.' });

export const AbortRequestSchema = z
  .object({ expectedVersion: z.number().int().min(1).optional().describe('Abort only if the match is still at this version.') })
  .strict()
  .meta({ id: 'AbortRequest', description: 'Aborting needs no body; send expectedVersion to abort only if nothing happened since.' });

export const DrawActionSchema = z
  .object({ action: z.enum(['offer', 'accept', 'decline']).describe("offer a draw; accept or decline another player's offer.") })
  .strict()
  .meta({ id: 'DrawAction', description: 'A draw offer, or an answer to one.' });

export const DrawOfferSchema = z
  .object({
    seat: z.number().int().describe('The seat that offered.'),
    username: z.string().describe('Who offered.'),
    ply: z.number().int().describe('The ply at which it was offered; it lapses at the offerer\'s next move.'),
    acceptedBy: z.array(z.number().int()).describe('Seats that accepted so far (3+ players: every other seat must).'),
    createdAt: z.string().describe('ISO 8601.'),
  })
  .meta({ id: 'DrawOffer', description: 'A pending draw offer.' });

export const MatchOffersSchema = z
  .object({
    matchId: z.string().describe('Match id.'),
    drawPossible: z.boolean().describe("Whether the game's rules can end in a draw (else no draw can be offered)."),
    draw: DrawOfferSchema.nullable().describe('The pending draw offer, if any.'),
    rematch: ChallengeSchema.nullable().describe('The rematch offer of this finished match, if any (in any status).'),
    abortable: z.boolean().describe('Whether the match may still be aborted: active, and some seat has not made its first move.'),
  })
  .meta({ id: 'MatchOffers', description: 'What is on offer in a match: a draw, a rematch, and whether it may be aborted.' });

export const ChatRoomSchema = z.enum(['players', 'spectators']).meta({
  id: 'ChatRoom',
  description: "players: the players' room, seen by the players only; spectators: seen by everyone who may see the match.",
});

export const ChatPostSchema = z
  .object({
    room: ChatRoomSchema.default('players'),
    body: z.string().min(1).max(4000).describe('The message (at most CHAT_MAX_LENGTH characters).'),
  })
  .strict()
  .meta({ id: 'ChatPost', description: 'A chat message for a room of the match.' });

/** The most chat messages a page holds (GET /v1/matches/{id}/chat, and the chat of the history). */
export const CHAT_PAGE_MAX = 500;

export const ChatQuerySchema = z.object({ cursor: cursorParam, limit: limitParam(100, CHAT_PAGE_MAX) }).strict();
export type ChatQuery = z.infer<typeof ChatQuerySchema>;

export const ChatMessageSchema = z
  .object({
    id: z.string().describe('Message id.'),
    room: ChatRoomSchema,
    username: z.string().describe('Who wrote it.'),
    body: z.string().describe('The text.'),
    createdAt: z.string().describe('ISO 8601.'),
  })
  .meta({ id: 'ChatMessage', description: 'A chat message of a match.' });

/** GET /v1/matches/{id}/history: the move log and the chat (ChatService.historyWithChat). */
export const RestHistorySchema = z
  .object({
    version: z.number().int().describe('The match version the history was read at.'),
    entries: z.array(RestHistoryEntrySchema),
    chat: z.array(ChatMessageSchema).describe(`The first page (up to ${CHAT_PAGE_MAX}) of the match's chat as you may read it (as GET /v1/matches/{id}/chat), oldest first.`),
    chatNextCursor: nextCursorField.describe('Pass it as `cursor` to GET /v1/matches/{id}/chat for the rest of the chat; null when `chat` is all of it.'),
  })
  .meta({ id: 'History', description: 'The move log, oldest first, as you may see it, and the chat.' });

export const ChatListSchema = z
  .object({ items: z.array(ChatMessageSchema).describe('Oldest first: the rooms you may read, without the users you muted.'), nextCursor: nextCursorField })
  .meta({ id: 'ChatList', description: 'The chat of a match, as you may read it, a page at a time.' });

export const MuteListSchema = z
  .object({ items: z.array(z.string()).describe('Usernames you muted, most recently muted first.'), nextCursor: nextCursorField })
  .meta({ id: 'MuteList', description: 'The users whose chat messages you do not receive, a page at a time.' });
export type MutePage = z.infer<typeof MuteListSchema>;

/** The page size of GET /v1/me/mutes by default, and of the mutes a mute or unmute answers. */
export const MUTES_PAGE_DEFAULT = 50;
export const MuteQuerySchema = z.object({ cursor: cursorParam, limit: limitParam(MUTES_PAGE_DEFAULT, 100) }).strict();
export type MuteQuery = z.infer<typeof MuteQuerySchema>;

export const SeekResultSchema = z
  .object({ seek: SeekSchema, matchId: z.string().nullable().describe('The match, if the seek was paired at once.') })
  .meta({ id: 'SeekResult', description: 'Your seek and, if it was paired at once, the match.' });

export type CreateChallengeRequest = z.infer<typeof CreateChallengeRequestSchema>;
export type CreateSeekRequest = z.infer<typeof CreateSeekRequestSchema>;
export type ChallengeDto = z.infer<typeof ChallengeSchema>;
export type SeekDto = z.infer<typeof SeekSchema>;
export type ChatMessageDto = z.infer<typeof ChatMessageSchema>;
export type MatchOffersDto = z.infer<typeof MatchOffersSchema>;
