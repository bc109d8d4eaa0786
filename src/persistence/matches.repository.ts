/**
 * Matches, seats and the move log. A move is one transaction: bump the match version only where
 * it is the expected one, and append the move row under the unique (match, seq) key.
 *
 * The hot paths (match load, move commit, log reads) go through the prepared statements of
 * PrismaService.hot; the rest through Prisma.
 */
import { Injectable } from '@nestjs/common';
import { PrismaService } from './prisma.service.js';
import { isUniqueViolation } from './users.repository.js';
import { appendUserEvents, type Tx } from './user-events.repository.js';
import type { UserEventInsert } from '../domain/user-event.js';
import type { Settlement } from '../domain/ratings/settlement.js';
import { VersionConflict, type MatchAfterMove, type MatchRow, type MoveInsert, type MoveRow } from './hot/rows.js';
import type { Row } from './hot/schema.js';
import { mergeChanges, type ChangeKey, type SinceRows, type TurnKey, type TurnSeat } from './hot/per-user.js';

export { VersionConflict };
export type { MatchAfterMove, MatchRow, MoveInsert, MoveRow };
export type { ChangeKey, SinceRows, TurnKey, TurnSeat };

/** A match's seats as a MatchRow carries them: the seat's own columns (not the copies triggers write) and its user. */
export const withSeats = {
  seats: {
    select: {
      matchId: true, seat: true, userId: true, joinedAt: true, autoPlay: true,
      user: { select: { id: true, username: true, kind: true, botLevel: true, autoPlay: true, vacationUntil: true } },
    },
    orderBy: { seat: 'asc' as const },
  },
};

/** A new match: its columns but those the schema's defaults set (version, ply, outcome ...); its chain starts at `lastHash`. */
export type MatchInsert = Pick<
  Row<'Match'>,
  'id' | 'gameId' | 'options' | 'seatCount' | 'visibility' | 'status' | 'seed' | 'seedHash' | 'rulesVersion' | 'recordFormat' | 'createdById' | 'createdAt' | 'updatedAt'
  | 'state' | 'toAct' | 'startedAt' | 'decisionVersion' | 'timeLimitSeconds' | 'hints' | 'clock' | 'rated' | 'deadline' | 'warnAt'
> & { lastHash: string } & Partial<Pick<Row<'Match'>, 'revealHeld'>>;

/**
 * What a versioned change (inVersionedTx) may set on a match besides its version. The deadline and
 * the next warning's instant (warnAt) are written together or not at all.
 */
export type MatchUpdate = Partial<
  Pick<Row<'Match'>, 'updatedAt' | 'status' | 'state' | 'toAct' | 'outcome' | 'ply' | 'decisionVersion' | 'startedAt' | 'finishedAt' | 'clock'> & { lastHash: string }
> &
  ({ deadline?: undefined; warnAt?: undefined } | Pick<Row<'Match'>, 'deadline' | 'warnAt'>);

/** A pending takeback request (TakebackRequest), with the seats that accepted so far (stored as JSON). */
export type TakebackRow = Omit<Row<'TakebackRequest'>, 'accepted'> & { accepted: number[] };

export interface ListFilter {
  userId: string;
  scope: 'mine' | 'open' | 'public';
  gameId?: string;
  status?: string;
  cursor?: { createdAt: Date; id: string };
  limit: number;
}

@Injectable()
export class MatchesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Creates a match with its first seats taken (the creator's and any bots'); `events` (computed
   * from the created row) go to the per-user log in the same transaction, and `within` runs in it
   * (a throw there creates nothing).
   */
  async create(
    m: MatchInsert,
    seats: readonly { seat: number; userId: string }[],
    events: (row: MatchRow) => UserEventInsert[] = () => [],
    within?: (tx: Tx, row: MatchRow) => Promise<void>,
  ): Promise<MatchRow> {
    return this.prisma.db.$transaction(async (tx) => {
      const row = await tx.match.create({ data: { ...m, seats: { create: seats.map((s) => ({ seat: s.seat, userId: s.userId })) } }, include: withSeats });
      if (within) await within(tx, row);
      await appendUserEvents(tx, events(row), row.createdAt);
      return row;
    });
  }

  /**
   * Active matches in which a server bot, or a seat that auto-plays forced moves, must act, least
   * recently changed first: the server's work list, found again after a restart. It reads the
   * partial index of the seats the server must play now (MatchSeat_serverTurns_idx), so an
   * instance with nothing due reads an empty index.
   */
  botTurns(limit: number): Promise<{ id: string; version: number }[]> {
    return this.prisma.perUser.serverTurns(limit);
  }

  find(id: string): Promise<MatchRow | null> {
    return this.prisma.hot.findMatch(id);
  }

  /** The match's version (null when it is gone): the live streams' cheap re-read, by primary key. */
  async versionOf(id: string): Promise<number | null> {
    const r = await this.prisma.db.match.findUnique({ where: { id }, select: { version: true } });
    return r?.version ?? null;
  }

  /** Adds a seat and applies `update`, if the match is still at `expectedVersion`. */
  async addSeat(id: string, expectedVersion: number, seat: number, userId: string, update: MatchUpdate, events: readonly UserEventInsert[] = []): Promise<void> {
    await this.inVersionedTx(id, expectedVersion, update, async (tx) => {
      await tx.matchSeat.create({ data: { matchId: id, seat, userId } });
      await appendUserEvents(tx, events, update.updatedAt ?? new Date());
    });
  }

  async removeSeat(id: string, expectedVersion: number, userId: string, update: MatchUpdate): Promise<void> {
    await this.inVersionedTx(id, expectedVersion, update, async (tx) => {
      await tx.matchSeat.delete({ where: { matchId_userId: { matchId: id, userId } } });
    });
  }

  /** Sets one seat's auto-play choice (null: the user's setting). */
  async setSeatAutoPlay(matchId: string, userId: string, autoPlay: boolean | null): Promise<void> {
    await this.prisma.db.matchSeat.update({ where: { matchId_userId: { matchId, userId } }, data: { autoPlay } });
  }

  /**
   * Appends a log entry and applies `after`; VersionConflict when the match moved on meanwhile.
   * `events` go to the per-user log in the same commit, and so does `settlement` (the ratings and
   * counts of a match this entry ends).
   */
  appendMove(id: string, expectedVersion: number, move: MoveInsert, after: MatchAfterMove, events: readonly UserEventInsert[] = [], settlement?: Settlement): Promise<void> {
    return this.prisma.hot.appendMove(id, expectedVersion, move, after, events, settlement);
  }

  /** Active matches whose pending decision is past its deadline, oldest first. */
  findExpired(now: Date, limit: number): Promise<MatchRow[]> {
    return this.prisma.db.match.findMany({
      where: { status: 'active', deadline: { lte: now } },
      orderBy: { deadline: 'asc' },
      take: limit,
      include: withSeats,
    });
  }

  /**
   * Records a deadline warning (`warned`, with its events) and the next one's instant (`warnAt`),
   * where the match is still at the version and warning it was read with, in one transaction;
   * false when another sweep (or a move) got there first. With no events it only moves warnAt.
   * The match's updatedAt is kept: a warning is not a move.
   */
  async markDeadlineWarned(row: MatchRow, warned: string | null, warnAt: Date | null, events: readonly UserEventInsert[], at: Date): Promise<boolean> {
    return this.prisma.db.$transaction(async (tx) => {
      const r = await tx.match.updateMany({
        where: { id: row.id, version: row.version, deadlineWarned: row.deadlineWarned },
        data: { deadlineWarned: warned, warnAt, updatedAt: row.updatedAt },
      });
      if (r.count !== 1) return false;
      await appendUserEvents(tx, events, at);
      return true;
    });
  }

  findMoveByKey(matchId: string, userId: string, idempotencyKey: string): Promise<MoveRow | null> {
    return this.prisma.hot.moveByKey(matchId, userId, idempotencyKey);
  }

  /** The log in ply order: the plies after `after` (default 0) up to `upto` (inclusive) when given. */
  /** The hash chain's head. Rows always carry it since migration 20261122230000; the log is read only if one does not. */
  async chainHead(row: Pick<MatchRow, 'id' | 'lastHash' | 'ply' | 'seedHash'>): Promise<string> {
    if (row.lastHash !== null) return row.lastHash;
    if (row.ply === 0) return row.seedHash;
    const last = (await this.moves(row.id, row.ply)).at(-1);
    if (!last || last.seq !== row.ply) throw new Error(`match ${row.id}: move ${row.ply} missing from the log`);
    return last.hash;
  }

  moves(matchId: string, upto?: number, after?: number): Promise<MoveRow[]> {
    return this.prisma.hot.moves(matchId, upto, after);
  }

  /**
   * The ids of every active match in which `userId` has a seat (the vacation pause), all of them:
   * read from the user's own seats (MatchSeat's status copy, through its userId index), so the
   * cost is this user's matches, never everyone's.
   */
  async activeMatchIdsOf(userId: string): Promise<string[]> {
    const seats = await this.prisma.db.matchSeat.findMany({ where: { userId, status: 'active' }, select: { matchId: true }, orderBy: { matchId: 'asc' } });
    return seats.map((s) => s.matchId);
  }

  /**
   * Up to `limit` seats of `userId` that must act now, after `after` in the turns order (soonest
   * deadline first, none last; then longest waiting; then match id), from the user's own rows.
   */
  turnSeats(userId: string, after: TurnKey | null, limit: number): Promise<TurnSeat[]> {
    return this.prisma.perUser.turnSeats(userId, after, limit);
  }

  /** The matches with these ids, with their seats, in one read (missing ones left out). */
  findMany(ids: readonly string[]): Promise<MatchRow[]> {
    return this.prisma.perUser.findMatches(ids);
  }

  /** For each (match, seat): the last `last` log entries after the seat's own last one, and their count, in one read. */
  movesSince(seats: readonly { matchId: string; seat: number }[], last: number): Promise<SinceRows> {
    return this.prisma.perUser.movesSince(seats, last);
  }

  /**
   * The matches of `userId` (seated, or created) changed after `after` and no later than `upTo`,
   * in (updatedAt, id) order, each with the key it was found at: from the user's seats and the
   * matches they created (two indexed reads, merged), then the matches in one read.
   */
  async changedOf(userId: string, after: ChangeKey | null, upTo: Date, limit: number): Promise<{ key: ChangeKey; row: MatchRow }[]> {
    const [seated, created] = await Promise.all([
      this.prisma.perUser.changedSeats(userId, after, upTo, limit),
      this.prisma.perUser.changedCreated(userId, after, upTo, limit),
    ]);
    const keys = mergeChanges(seated, created, limit);
    const rows = new Map((await this.findMany(keys.map((k) => k.matchId))).map((r) => [r.id, r]));
    return keys.flatMap((key) => {
      const row = rows.get(key.matchId);
      return row ? [{ key, row }] : [];
    });
  }

  /**
   * A page of matches, newest first (createdAt, id descending), after `f.cursor`. Each scope starts
   * from an index: open and public from Match(status, visibility, createdAt, id) or
   * Match(visibility, createdAt, id); mine from the user's seats, MatchSeat(userId,
   * matchCreatedAt, matchId), merged with the matches they created, Match(createdById, createdAt,
   * id). The cursor is also a range bound (createdAt <= cursor), so a deep page does not walk the
   * pages before it.
   */
  async list(f: ListFilter): Promise<MatchRow[]> {
    const c = f.cursor;
    if (f.scope === 'mine') return this.listMine(f);
    const cursorWhere = c ? { createdAt: { lte: c.createdAt }, OR: [{ createdAt: { lt: c.createdAt } }, { id: { lt: c.id } }] } : {};
    const scopeWhere = f.scope === 'open' ? { status: 'open', visibility: 'public', seats: { none: { userId: f.userId } } } : { visibility: 'public' };
    return this.prisma.db.match.findMany({
      where: { AND: [scopeWhere, cursorWhere, f.gameId ? { gameId: f.gameId } : {}, f.status ? { status: f.status } : {}] },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: f.limit + 1,
      include: withSeats,
    });
  }

  /** The caller's matches (seated or created), newest first: two indexed reads merged, then the matches in one. */
  private async listMine(f: ListFilter): Promise<MatchRow[]> {
    const c = f.cursor;
    const take = f.limit + 1;
    const [seated, created] = await Promise.all([
      this.prisma.db.matchSeat.findMany({
        where: {
          userId: f.userId,
          ...(c ? { matchCreatedAt: { lte: c.createdAt }, OR: [{ matchCreatedAt: { lt: c.createdAt } }, { matchId: { lt: c.id } }] } : {}),
          ...(f.status ? { status: f.status } : {}),
          ...(f.gameId ? { match: { gameId: f.gameId } } : {}),
        },
        orderBy: [{ matchCreatedAt: 'desc' }, { matchId: 'desc' }],
        take,
        select: { matchId: true, matchCreatedAt: true },
      }),
      this.prisma.db.match.findMany({
        where: {
          createdById: f.userId,
          ...(c ? { createdAt: { lte: c.createdAt }, OR: [{ createdAt: { lt: c.createdAt } }, { id: { lt: c.id } }] } : {}),
          ...(f.status ? { status: f.status } : {}),
          ...(f.gameId ? { gameId: f.gameId } : {}),
        },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
        select: { id: true, createdAt: true },
      }),
    ]);
    const keys = [...seated.map((s) => ({ id: s.matchId, at: s.matchCreatedAt.getTime() })), ...created.map((m) => ({ id: m.id, at: m.createdAt.getTime() }))]
      .sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
      .filter((k, i, all) => i === 0 || all[i - 1].id !== k.id)
      .slice(0, take);
    const rows = new Map((await this.findMany(keys.map((k) => k.id))).map((r) => [r.id, r]));
    return keys.flatMap((k) => rows.get(k.id) ?? []);
  }

  /** The takeback request of a match, if one was made (it may have lapsed: compare its version). */
  async takeback(matchId: string): Promise<TakebackRow | null> {
    const r = await this.prisma.db.takebackRequest.findUnique({ where: { matchId } });
    return r && { ...r, accepted: JSON.parse(r.accepted) as number[] };
  }

  /**
   * Records a takeback request made at the match's `version` (replacing a lapsed one) with its
   * events; false when a request for this version is already there, or the match moved on.
   */
  async requestTakeback(req: Omit<TakebackRow, 'createdAt'>, events: readonly UserEventInsert[], at: Date): Promise<boolean> {
    return this.prisma.db.$transaction(async (tx) => {
      const m = await tx.match.findUnique({ where: { id: req.matchId }, select: { version: true } });
      if (m?.version !== req.version) return false;
      const existing = await tx.takebackRequest.findUnique({ where: { matchId: req.matchId } });
      if (existing && existing.version === req.version) return false;
      if (existing) await tx.takebackRequest.delete({ where: { matchId: req.matchId } });
      await tx.takebackRequest.create({ data: { ...req, accepted: JSON.stringify(req.accepted), createdAt: at } });
      await appendUserEvents(tx, events, at);
      return true;
    });
  }

  /** Records one more acceptance where the request is still as read; false otherwise. */
  async acceptTakeback(matchId: string, before: TakebackRow, accepted: number[]): Promise<boolean> {
    const r = await this.prisma.db.takebackRequest.updateMany({ where: { matchId, version: before.version, accepted: JSON.stringify(before.accepted) }, data: { accepted: JSON.stringify(accepted) } });
    return r.count === 1;
  }

  /** Drops a request (declined), with its events; false when it was no longer there. */
  async dropTakeback(matchId: string, version: number, events: readonly UserEventInsert[], at: Date): Promise<boolean> {
    return this.prisma.db.$transaction(async (tx) => {
      const r = await tx.takebackRequest.deleteMany({ where: { matchId, version } });
      if (r.count !== 1) return false;
      await appendUserEvents(tx, events, at);
      return true;
    });
  }

  /**
   * Appends a log entry that is no move of the rules (a takeback) and applies `update`, where the
   * match is at `expectedVersion`; the request goes and `events` are written in the same
   * transaction. VersionConflict when the match moved on.
   */
  async appendEntry(id: string, expectedVersion: number, entry: MoveInsert, update: MatchUpdate, events: readonly UserEventInsert[], at: Date): Promise<void> {
    await this.inVersionedTx(id, expectedVersion, { ...update, lastHash: entry.hash }, async (tx) => {
      await tx.move.create({ data: { matchId: id, ...entry, version: expectedVersion + 1, createdAt: at } });
      await tx.takebackRequest.deleteMany({ where: { matchId: id } });
      await appendUserEvents(tx, events, at);
    });
  }

  /** Applies `update` (a clock change) where the match is at `expectedVersion`, with its events; VersionConflict otherwise. */
  async updateVersioned(id: string, expectedVersion: number, update: MatchUpdate, events: readonly UserEventInsert[], at: Date): Promise<void> {
    await this.inVersionedTx(id, expectedVersion, update, async (tx) => {
      await appendUserEvents(tx, events, at);
    });
  }

  private async inVersionedTx(
    id: string,
    expectedVersion: number,
    update: MatchUpdate,
    work: (tx: Parameters<Parameters<PrismaService['db']['$transaction']>[0]>[0]) => Promise<void>,
  ): Promise<void> {
    try {
      await this.prisma.db.$transaction(async (tx) => {
        const r = await tx.match.updateMany({ where: { id, version: expectedVersion }, data: { ...update, version: { increment: 1 } } });
        if (r.count !== 1) throw new VersionConflict();
        await work(tx);
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new VersionConflict();
      throw e;
    }
  }

  /**
   * Active matches whose next deadline warning is due at `now` (index (status, warnAt)), soonest
   * first: the warning sweep reads these and nothing else.
   */
  warningsDue(now: Date, limit: number): Promise<MatchRow[]> {
    return this.prisma.db.match.findMany({
      where: { status: 'active', warnAt: { lte: now } },
      orderBy: { warnAt: 'asc' },
      take: limit,
      include: withSeats,
    });
  }
}
