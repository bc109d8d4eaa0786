/**
 * Tournaments, entrants, rounds and boards (issue 40, docs/tournaments.md). A round is paired once:
 * the conditional bump of `currentRound` and the round's boards are one transaction, so of two
 * instances only one pairs it. Each board's match is then created with the board claimed in the
 * match's own transaction (`claimBoard`: matchId null -> the match), so a restarted round start
 * creates exactly the boards still missing.
 */
import { setImmediate as yieldTurn } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import { PrismaService } from './prisma.service.js';
import { appendUserEventsInBulk, type Tx } from './user-events.repository.js';
import { ClaimLost } from './social.repository.js';
import type { UserEventInsert } from '../domain/user-event.js';
import type { Row } from './hot/schema.js';

export type TournamentRow = Row<'Tournament'>;

/**
 * Rows or ids per statement for a tournament's long lists (its 1,000 entrants, its 500 games).
 * They exceed what one SQLite statement may bind through Prisma (P2029 "query parameter limit",
 * seen at 1,000 entrants); and on SQLite's driver a statement runs on the event loop, compiled
 * there by Prisma's query compiler in proportion to its rows (a profile of a 1,000-entrant round
 * start showed 500-row statements compiling and running in its longest blocks). So: short
 * statements, one after another, with a loop turn between (inSlices).
 */
const SLICE = 100;
/** Rows per page when a whole list is read (entries, boards): a read statement's rows are cheaper than a write's. */
const READ_PAGE = 250;
const slices = <T>(xs: readonly T[]): T[][] => Array.from({ length: Math.ceil(xs.length / SLICE) }, (_, i) => xs.slice(i * SLICE, (i + 1) * SLICE));

/** `each` over `xs` in slices of SLICE, one at a time with a loop turn between; the results in order. */
async function inSlices<T, R>(xs: readonly T[], each: (part: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (const part of slices(xs)) {
    if (out.length > 0) await yieldTurn();
    out.push(...(await each(part)));
  }
  return out;
}
/** Every row of a keyset read: `page(last)` reads up to READ_PAGE rows after `last`; a loop turn between pages. */
async function allPages<T>(page: (last: T | undefined) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (;;) {
    const rows = await page(out.at(-1));
    out.push(...rows);
    if (rows.length < READ_PAGE) return out;
    await yieldTurn();
  }
}

export type EntryRow = Row<'TournamentEntry'>;
export type RoundRow = Row<'TournamentRound'>;
export type BoardRow = Row<'TournamentBoard'>;

@Injectable()
export class TournamentsRepository {
  constructor(private readonly prisma: PrismaService) {}

  async create(t: TournamentRow): Promise<void> {
    await this.prisma.db.tournament.create({ data: t });
  }

  find(id: string): Promise<TournamentRow | null> {
    return this.prisma.db.tournament.findUnique({ where: { id } });
  }

  /**
   * A page of tournaments newest first: public ones by (createdAt, id), those `userId` organises by
   * (createdAt, id) from their own rows, or those they entered by (joinedAt, id) from their entries.
   */
  async list(scope: 'public' | 'organised' | 'entered', userId: string, after: { at: Date; id: string } | null, limit: number): Promise<{ at: Date; row: TournamentRow }[]> {
    if (scope === 'entered') {
      const keyset = after ? { OR: [{ joinedAt: { lt: after.at } }, { joinedAt: after.at, tournamentId: { lt: after.id } }] } : {};
      const entries = await this.prisma.db.tournamentEntry.findMany({ where: { userId, ...keyset }, orderBy: [{ joinedAt: 'desc' }, { tournamentId: 'desc' }], take: limit });
      const rows = new Map((await this.prisma.db.tournament.findMany({ where: { id: { in: entries.map((e) => e.tournamentId) } } })).map((t) => [t.id, t]));
      return entries.map((e) => ({ at: e.joinedAt, row: rows.get(e.tournamentId)! }));
    }
    const keyset = after ? { OR: [{ createdAt: { lt: after.at } }, { createdAt: after.at, id: { lt: after.id } }] } : {};
    const owner = scope === 'public' ? { visibility: 'public' } : { createdById: userId };
    const rows = await this.prisma.db.tournament.findMany({ where: { ...owner, ...keyset }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: limit });
    return rows.map((row) => ({ at: row.createdAt, row }));
  }

  /** Every entry in entry order: in pages of READ_PAGE (the unique entryNo) with a loop turn between. */
  entries(tournamentId: string): Promise<EntryRow[]> {
    return allPages((last) =>
      this.prisma.db.tournamentEntry.findMany({ where: { tournamentId, ...(last ? { entryNo: { gt: last.entryNo } } : {}) }, orderBy: { entryNo: 'asc' }, take: READ_PAGE }),
    );
  }

  entrantCount(tournamentId: string): Promise<number> {
    return this.prisma.db.tournamentEntry.count({ where: { tournamentId } });
  }

  entry(tournamentId: string, userId: string): Promise<EntryRow | null> {
    return this.prisma.db.tournamentEntry.findUnique({ where: { tournamentId_userId: { tournamentId, userId } } });
  }

  /**
   * Enters `userId` if the tournament still has room (counted in the same transaction as the
   * insert, after bumping the tournament's row so entries queue on it); false when full.
   */
  async join(tournamentId: string, userId: string, max: number, now: Date): Promise<'joined' | 'full' | 'already'> {
    return this.prisma.db.$transaction(async (tx) => {
      await tx.tournament.update({ where: { id: tournamentId }, data: { updatedAt: now } });
      if (await tx.tournamentEntry.findUnique({ where: { tournamentId_userId: { tournamentId, userId } } })) return 'already';
      const count = await tx.tournamentEntry.count({ where: { tournamentId } });
      if (count >= max) return 'full';
      await tx.tournamentEntry.create({ data: { tournamentId, userId, entryNo: count + 1, joinedAt: now } });
      return 'joined';
    });
  }

  async withdraw(tournamentId: string, userId: string, now: Date): Promise<boolean> {
    const { count } = await this.prisma.db.tournamentEntry.updateMany({ where: { tournamentId, userId, withdrawnAt: null }, data: { withdrawnAt: now } });
    return count === 1;
  }

  /** Sets status (and dueAt) where the status is `from`; false when it was not. */
  async setStatus(id: string, from: string[], to: string, now: Date, dueAt: Date | null, events: UserEventInsert[] = []): Promise<boolean> {
    return this.prisma.db.$transaction(async (tx) => {
      const { count } = await tx.tournament.updateMany({ where: { id, status: { in: from } }, data: { status: to, updatedAt: now, dueAt } });
      if (count === 1) await appendUserEventsInBulk(tx, this.prisma.provider, events, now);
      return count === 1;
    });
  }

  async setRounds(id: string, rounds: number): Promise<void> {
    await this.prisma.db.tournament.updateMany({ where: { id }, data: { rounds } });
  }

  async setDue(id: string, dueAt: Date | null): Promise<void> {
    await this.prisma.db.tournament.updateMany({ where: { id }, data: { dueAt } });
  }

  /** Tournaments whose due time has come (the dueAt index), oldest first. */
  due(now: Date, limit: number): Promise<TournamentRow[]> {
    return this.prisma.db.tournament.findMany({ where: { dueAt: { lte: now } }, orderBy: { dueAt: 'asc' }, take: limit });
  }

  /**
   * Pairs round `round` once: bumps currentRound from round - 1 and writes the round and its boards,
   * with the pairing events, in one transaction. False when another writer paired it first. The
   * tournament is due at `dueAt` (the sweep resumes the games' creation then if it has not ended).
   */
  async pairRound(
    id: string,
    round: number,
    r: Omit<RoundRow, 'tournamentId' | 'round' | 'finishedAt' | 'seed'>,
    boards: { board: number; players: string[]; bye: boolean; result: string | null }[],
    now: Date,
    events: UserEventInsert[],
    dueAt: Date = now,
  ): Promise<boolean> {
    try {
      return await this.prisma.db.$transaction(async (tx) => {
        const { count } = await tx.tournament.updateMany({ where: { id, currentRound: round - 1, status: { in: ['open', 'running'] } }, data: { currentRound: round, status: 'running', updatedAt: now, dueAt } });
        if (count !== 1) throw new ClaimLost();
        await tx.tournamentRound.create({ data: { tournamentId: id, round, ...r } });
        // In slices with a loop turn between (SQLite's driver is synchronous: see appendUserEventsInBulk).
        for (const part of slices(boards)) {
          await tx.tournamentBoard.createMany({ data: part.map((b) => ({ tournamentId: id, round, board: b.board, players: JSON.stringify(b.players), bye: b.bye, result: b.result })) });
          await yieldTurn();
        }
        await appendUserEventsInBulk(tx, this.prisma.provider, events, now);
        return true;
      });
    } catch (e) {
      if (e instanceof ClaimLost) return false;
      throw e;
    }
  }

  /** In the match's creating transaction: gives the board its match, or throws ClaimLost (the match is then not created). */
  async claimBoard(tx: Tx, id: string, round: number, board: number, matchId: string): Promise<void> {
    const { count } = await tx.tournamentBoard.updateMany({ where: { tournamentId: id, round, board, matchId: null }, data: { matchId } });
    if (count !== 1) throw new ClaimLost();
  }

  rounds(tournamentId: string): Promise<RoundRow[]> {
    return this.prisma.db.tournamentRound.findMany({ where: { tournamentId }, orderBy: { round: 'asc' } });
  }

  /**
   * Every board (of one round, or of all) by round and board: in pages of READ_PAGE through the
   * primary key, with a loop turn between (a 1,000-entrant tournament has 500 per round).
   */
  boards(tournamentId: string, round?: number): Promise<BoardRow[]> {
    return allPages((last) =>
      this.prisma.db.tournamentBoard.findMany({
        where: { tournamentId, ...(round === undefined ? {} : { round }), ...(last ? { OR: [{ round: { gt: last.round } }, { round: last.round, board: { gt: last.board } }] } : {}) },
        orderBy: [{ round: 'asc' }, { board: 'asc' }],
        take: READ_PAGE,
      }),
    );
  }

  round(tournamentId: string, round: number): Promise<RoundRow | null> {
    return this.prisma.db.tournamentRound.findUnique({ where: { tournamentId_round: { tournamentId, round } } });
  }

  /** A page of one round's boards after board `after`, through the boards' primary key. */
  boardsPage(tournamentId: string, round: number, after: number | null, limit: number): Promise<BoardRow[]> {
    return this.prisma.db.tournamentBoard.findMany({ where: { tournamentId, round, ...(after === null ? {} : { board: { gt: after } }) }, orderBy: { board: 'asc' }, take: limit });
  }

  boardOfMatch(matchId: string): Promise<BoardRow | null> {
    return this.prisma.db.tournamentBoard.findUnique({ where: { matchId } });
  }

  /** Records a board's result once (where it has none); false when it had one. */
  async settleBoard(b: Pick<BoardRow, 'tournamentId' | 'round' | 'board'>, result: string): Promise<boolean> {
    const { count } = await this.prisma.db.tournamentBoard.updateMany({ where: { tournamentId: b.tournamentId, round: b.round, board: b.board, result: null }, data: { result } });
    return count === 1;
  }

  /**
   * Ends a round once (finishedAt null -> now), revealing its seed, with its events; in the same
   * transaction the round's games whose reveal it held (a duplicate round's) are released: their
   * seed and log become visible, and they take the tournament's `visibility` (a version, so a
   * reader at the old one sees the change).
   */
  async finishRound(id: string, round: number, seed: string | null, now: Date, events: UserEventInsert[], visibility?: string): Promise<boolean> {
    return this.prisma.db.$transaction(async (tx) => {
      const { count } = await tx.tournamentRound.updateMany({ where: { tournamentId: id, round, finishedAt: null }, data: { finishedAt: now, seed } });
      if (count !== 1) return false;
      const matchIds = (await tx.tournamentBoard.findMany({ where: { tournamentId: id, round, matchId: { not: null } }, select: { matchId: true } })).map((b) => b.matchId!);
      for (const ids of slices(matchIds)) {
        await tx.match.updateMany({
          where: { id: { in: ids }, revealHeld: true },
          data: { revealHeld: false, ...(visibility ? { visibility } : {}), version: { increment: 1 }, updatedAt: now },
        });
      }
      await appendUserEventsInBulk(tx, this.prisma.provider, events, now);
      return true;
    });
  }

  /**
   * The tournament, round and round deadline of each of `matchIds` that is a tournament game (two
   * indexed reads whatever their number: the boards by their unique matchId, then their rounds).
   */
  async gamesOf(matchIds: readonly string[]): Promise<Map<string, { tournamentId: string; name: string; round: number; deadline: Date | null }>> {
    if (matchIds.length === 0) return new Map();
    const boards = await this.prisma.db.tournamentBoard.findMany({ where: { matchId: { in: [...matchIds] } }, select: { tournamentId: true, round: true, matchId: true } });
    if (boards.length === 0) return new Map();
    const [rounds, tournaments] = await Promise.all([
      this.prisma.db.tournamentRound.findMany({ where: { OR: boards.map((b) => ({ tournamentId: b.tournamentId, round: b.round })) }, select: { tournamentId: true, round: true, deadline: true } }),
      this.prisma.db.tournament.findMany({ where: { id: { in: [...new Set(boards.map((b) => b.tournamentId))] } }, select: { id: true, name: true } }),
    ]);
    const deadline = new Map(rounds.map((r) => [`${r.tournamentId}:${r.round}`, r.deadline]));
    const name = new Map(tournaments.map((t) => [t.id, t.name]));
    return new Map(boards.map((b) => [b.matchId!, { tournamentId: b.tournamentId, name: name.get(b.tournamentId) ?? '', round: b.round, deadline: deadline.get(`${b.tournamentId}:${b.round}`) ?? null }]));
  }

  /** Finished matches' outcomes and record hashes (the chain's head), by id. */
  async matchResults(ids: readonly string[]): Promise<Map<string, { status: string; outcome: string | null; lastHash: string | null; gameId: string }>> {
    const rows = await inSlices(ids, (part) => this.prisma.db.match.findMany({ where: { id: { in: part } }, select: { id: true, status: true, outcome: true, lastHash: true, gameId: true } }));
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** The players' ratings in one game (absent: never rated, 1500). */
  async ratings(gameId: string, userIds: readonly string[]): Promise<Map<string, number>> {
    const rows = await inSlices(userIds, (part) => this.prisma.db.rating.findMany({ where: { gameId, userId: { in: part } }, select: { userId: true, rating: true } }));
    return new Map(rows.map((r) => [r.userId, r.rating]));
  }

  /** Usernames and kinds of users, by id. */
  async users(ids: readonly string[]): Promise<Map<string, { username: string; kind: string }>> {
    const rows = await inSlices(ids, (part) => this.prisma.db.user.findMany({ where: { id: { in: part } }, select: { id: true, username: true, kind: true } }));
    return new Map(rows.map((r) => [r.id, r]));
  }
}
