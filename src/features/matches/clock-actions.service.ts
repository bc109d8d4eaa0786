/**
 * What players do to clocks besides moving: grant an opponent more time, and take vacations.
 * Each change to a match's clock is a versioned write with its events (the match's version goes
 * up, its decision stays open: a move decided on the previous version is still accepted).
 */
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config.js';
import { badRequest, conflict, forbidden } from '../../platform/problem.js';
import { Clock } from '../../platform/runtime.js';
import type { AuthUser } from '../auth/auth.schemas.js';
import { MatchesRepository, VersionConflict } from '../../persistence/matches.repository.js';
import { UsersRepository } from '../../persistence/users.repository.js';
import { UserEventsBus } from '../events/user-events-bus.js';
import { timeAddedEvents, vacationEvents } from '../events/correspondence-events.js';
import type { UserEventInsert } from '../../domain/user-event.js';
import { MatchesService } from './matches.service.js';
import { seatOf } from './match-view.js';
import { addTime, vacationEnded, vacationStarted, type ClockState } from '../../domain/clock-policy.js';
import { clockOf, dueTimes } from './seat-clocks.js';
import type { MatchDto } from '../../domain/match.schemas.js';

const DAY_MS = 86_400_000;

export interface VacationDto {
  /** When the current vacation ends (ISO 8601); null when not on vacation. */
  vacationUntil: string | null;
  year: number;
  allowanceDays: number;
  daysUsed: number;
  daysLeft: number;
}

@Injectable()
export class ClockActionsService {
  constructor(
    private readonly repo: MatchesRepository,
    private readonly users: UsersRepository,
    private readonly matches: MatchesService,
    private readonly clock: Clock,
    private readonly userBus: UserEventsBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `user` grants `seat` (an opponent's) `seconds` more: they go into its time bank. */
  async addTime(user: AuthUser, id: string, seat: number, seconds: number, expectedVersion?: number): Promise<MatchDto> {
    const { row } = await this.matches.load(user, id);
    const mine = seatOf(row, user.id);
    if (mine === null) throw forbidden('NOT_A_PLAYER', 'You have no seat in this match.');
    if (row.status !== 'active') throw conflict('MATCH_NOT_ACTIVE', `This match is ${row.status}.`);
    if (seat === mine) throw badRequest('INVALID_SEATS', 'Time is added to an opponent, not to yourself.');
    if (seat < 0 || seat >= row.seatCount) throw badRequest('INVALID_SEATS', `Seat ${seat} does not exist: this match has seats 0 to ${row.seatCount - 1}.`);
    const clock = clockOf(row);
    if (!clock) throw conflict('NO_CLOCK', 'This match runs no clock.');
    if (expectedVersion !== undefined && expectedVersion !== row.version) {
      throw conflict('STALE_VERSION', `The match is at version ${row.version}; reload it and decide again.`, { currentVersion: row.version });
    }
    const next = addTime(clock, seat, seconds);
    const toAct = JSON.parse(row.toAct) as number[];
    const due = dueTimes(next, toAct);
    const events = timeAddedEvents(row, row.version + 1, seat, mine, seconds, due.deadline);
    await this.matches.versioned(() => this.repo.updateVersioned(id, row.version, { clock: JSON.stringify(next), ...due, updatedAt: this.clock.now() }, events, this.clock.now()));
    void this.userBus.notify(events.map((e) => e.userId));
    return this.matches.publishAndGet(user, id, row.version + 1, 'clock');
  }

  async vacation(user: AuthUser): Promise<VacationDto> {
    const v = await this.users.vacation(user.id);
    return this.vacationDto(v?.vacationUntil ?? null, v?.vacationYear ?? null, v?.vacationDaysUsed ?? 0);
  }

  /**
   * Starts a vacation of `days` whole days from now (within the year's allowance), or ends the
   * current one (`days` 0, giving back the whole days not used). Every clock of the user's seats
   * that must act stands still meanwhile; their opponents are told.
   */
  async setVacation(user: AuthUser, days: number): Promise<VacationDto> {
    const now = this.clock.now();
    const v = (await this.users.vacation(user.id))!;
    const year = now.getUTCFullYear();
    const used = v.vacationYear === year ? v.vacationDaysUsed : 0;
    const on = v.vacationUntil !== null && v.vacationUntil > now;
    let until: Date | null;
    let usedAfter: number;
    if (days === 0) {
      if (!on) throw conflict('NOT_ON_VACATION', 'You are not on vacation.');
      until = null;
      usedAfter = Math.max(0, used - Math.floor((v.vacationUntil!.getTime() - now.getTime()) / DAY_MS));
    } else {
      if (on) throw conflict('ALREADY_ON_VACATION', 'You are on vacation already: end it (days 0) before starting another.');
      if (used + days > this.config.VACATION_DAYS_PER_YEAR) {
        throw conflict('VACATION_ALLOWANCE_EXCEEDED', `You have ${this.config.VACATION_DAYS_PER_YEAR - used} vacation days left this year, not ${days}.`);
      }
      until = new Date(now.getTime() + days * DAY_MS);
      usedAfter = used + days;
    }
    if (!(await this.users.setVacation(user.id, v.vacationUntil, { vacationUntil: until, vacationYear: year, vacationDaysUsed: usedAfter }))) {
      throw conflict('STALE_VERSION', 'Your vacation changed meanwhile; read it again.');
    }
    for (const matchId of await this.repo.activeMatchIdsOf(user.id)) await this.pauseOrResume(matchId, user.id, now, until);
    return this.vacationDto(until, year, usedAfter);
  }

  /** Credits (or takes back) the vacation on one match's clock, retrying while moves race it. */
  private async pauseOrResume(matchId: string, userId: string, now: Date, until: Date | null): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = await this.repo.find(matchId);
      const seat = row ? seatOf(row, userId) : null;
      const clock = row && clockOf(row);
      if (!row || row.status !== 'active' || seat === null || !clock) return;
      const next: ClockState = until ? vacationStarted(clock, seat, now.getTime(), until.getTime()) : vacationEnded(clock, seat, now.getTime());
      const events: UserEventInsert[] = vacationEvents(row, row.version + 1, seat, until);
      try {
        await this.repo.updateVersioned(row.id, row.version, { clock: JSON.stringify(next), ...dueTimes(next, JSON.parse(row.toAct) as number[]), updatedAt: now }, events, now);
      } catch (e) {
        if (e instanceof VersionConflict) continue;
        throw e;
      }
      void this.userBus.notify(events.map((e) => e.userId));
      void this.matches.publish({ matchId: row.id, version: row.version + 1, kind: 'clock' });
      return;
    }
  }

  private vacationDto(until: Date | null, year: number | null, used: number): VacationDto {
    const now = this.clock.now();
    const thisYear = now.getUTCFullYear();
    const daysUsed = year === thisYear ? used : 0;
    return {
      vacationUntil: until && until > now ? until.toISOString() : null,
      year: thisYear,
      allowanceDays: this.config.VACATION_DAYS_PER_YEAR,
      daysUsed,
      daysLeft: Math.max(0, this.config.VACATION_DAYS_PER_YEAR - daysUsed),
    };
  }
}

