/**
 * Chat per match (issue 12, part A): the players' room (players only) and the spectators' room
 * (everyone who may see the match), stored with the match. Length and per-user rate limits; a
 * user's mutes keep the muted user's messages out of their chat reads and their event log.
 */
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config.js';
import type { AuthUser } from '../auth/auth.schemas.js';
import { badRequest, forbidden, notFound } from '../../platform/problem.js';
import { RateLimits } from '../../platform/rate-limits.js';
import { Clock, IdSource } from '../../platform/runtime.js';
import { UserEventsBus } from '../events/user-events-bus.js';
import { MatchesService } from '../matches/matches.service.js';
import { seatOf } from '../matches/match-view.js';
import { HistoryService, type HistoryEntry } from '../matches/history.service.js';
import { SocialRepository, type ChatRow } from '../../persistence/social.repository.js';
import { matchEvents } from './social-events.js';
import { CHAT_PAGE_MAX, MUTES_PAGE_DEFAULT, type ChatMessageDto, type ChatQuery, type MutePage, type MuteQuery } from './social.schemas.js';
import { decodeCursor, pageOf } from '../../platform/paging.js';


@Injectable()
export class ChatService {
  constructor(
    private readonly matches: MatchesService,
    private readonly history: HistoryService,
    private readonly repo: SocialRepository,
    private readonly limits: RateLimits,
    private readonly clock: Clock,
    private readonly ids: IdSource,
    private readonly userBus: UserEventsBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The history with the first page of the match's chat as the caller may read it
   * (GET /v1/matches/{id}/history); `chatNextCursor` continues it at GET /v1/matches/{id}/chat.
   */
  async historyWithChat(user: AuthUser, id: string): Promise<{ version: number; entries: HistoryEntry[]; chat: ChatMessageDto[]; chatNextCursor: string | null }> {
    const h = await this.history.history(user, id);
    const chat = await this.list(user, id, { limit: CHAT_PAGE_MAX });
    return { ...h, chat: chat.items, chatNextCursor: chat.nextCursor };
  }

  async post(user: AuthUser, matchId: string, room: 'players' | 'spectators', text: string): Promise<ChatMessageDto> {
    const { row } = await this.matches.load(user, matchId);
    const seat = seatOf(row, user.id);
    if (room === 'players' && seat === null) throw forbidden('NOT_A_PLAYER', "Only the players may write in the players' room; spectators write in the spectators' room.");
    const body = text.trim();
    if (body.length === 0) throw badRequest('CHAT_INVALID', 'The message is empty.');
    if ([...body].length > this.config.CHAT_MAX_LENGTH) throw badRequest('CHAT_INVALID', `A message has at most ${this.config.CHAT_MAX_LENGTH} characters.`);
    await this.limits.chat(user.id);
    // Told: the other players (spectators are not known to the server; they read the room), except those who muted the sender.
    const others = row.seats.filter((s) => s.userId !== user.id && s.user.kind !== 'bot').map((s) => ({ id: s.userId, kind: s.user.kind }));
    const muting = await this.repo.whoMuted(user.id, others.map((o) => o.id));
    const message: ChatRow = { id: this.ids.id(), matchId, room, userId: user.id, username: user.username, body, createdAt: this.clock.now() };
    const events = matchEvents('chat_message', row, null, others.filter((o) => !muting.has(o.id)), { messageId: message.id, room, username: user.username, body });
    await this.repo.addChat(message, events);
    void this.userBus.notify(events.map((e) => e.userId));
    return toChatDto(message);
  }

  /** A page of the rooms the caller may read, oldest first, without the users they muted. */
  async list(user: AuthUser, matchId: string, q: ChatQuery): Promise<{ items: ChatMessageDto[]; nextCursor: string | null }> {
    const after = decodeCursor(q.cursor, ['number']);
    const { row } = await this.matches.load(user, matchId);
    const rooms = seatOf(row, user.id) === null ? ['spectators'] : ['players', 'spectators'];
    const rows = await this.repo.chat(matchId, rooms, await this.repo.mutedBy(user.id), after && after[0], q.limit + 1);
    const { page, nextCursor } = pageOf(rows, q.limit, (m) => [m.seq]);
    return { items: page.map(toChatDto), nextCursor };
  }

  async mute(user: AuthUser, username: string): Promise<MutePage> {
    const other = await this.repo.userByName(username);
    if (!other) throw notFound('USER_NOT_FOUND', `There is no user "${username}".`);
    if (other.id === user.id) throw badRequest('CHAT_INVALID', 'You cannot mute yourself.');
    await this.repo.mute(user.id, other.id, this.clock.now());
    return this.mutes(user, { limit: MUTES_PAGE_DEFAULT });
  }

  async unmute(user: AuthUser, username: string): Promise<MutePage> {
    const other = await this.repo.userByName(username);
    if (!other) throw notFound('USER_NOT_FOUND', `There is no user "${username}".`);
    await this.repo.unmute(user.id, other.id);
    return this.mutes(user, { limit: MUTES_PAGE_DEFAULT });
  }

  /** A page of the users the caller muted, most recently muted first. */
  async mutes(user: AuthUser, q: MuteQuery): Promise<MutePage> {
    const after = decodeCursor(q.cursor, ['time', 'string']);
    const rows = await this.repo.mutes(user.id, after && { createdAt: after[0], id: after[1] }, q.limit + 1);
    const { page, nextCursor } = pageOf(rows, q.limit, (m) => [m.createdAt, m.id]);
    return { items: page.map((u) => u.username), nextCursor };
  }
}

export const toChatDto = (m: ChatRow): ChatMessageDto => ({
  id: m.id,
  room: m.room as 'players' | 'spectators',
  username: m.username,
  body: m.body,
  createdAt: m.createdAt.toISOString(),
});
