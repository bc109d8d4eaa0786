/**
 * A round's games (docs/tournaments.md, "Several instances, restarts, due work"): each board's
 * match created one at a time, the board claimed in the match's own transaction, so a board gets
 * one match however many instances (or restarts) create the round's games.
 *
 * The creation runs after the pairing has committed, as a background task of the instance that
 * paired the round (the organiser's start answers once the boards exist, not after 500 games). It
 * holds the round for itself through the tournament's due time (CREATING_LEASE_MS from the pairing,
 * renewed as it goes); if the instance dies, or the task fails, the due time passes and the clock
 * sweep of any instance creates the boards still missing.
 */
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { setImmediate as yieldTurn } from 'node:timers/promises';
import { MatchesService } from '../matches/matches.service.js';
import { Clock } from '../../platform/runtime.js';
import { ClaimLost } from '../../persistence/social.repository.js';
import { TournamentsRepository, type BoardRow, type TournamentRow } from '../../persistence/tournaments.repository.js';
import { roundSeed } from './tournament-rounds.js';
import { TournamentNotices } from './tournament-notices.js';

/** How often a running tournament is looked at again even if no game end reached this instance. */
const RECHECK_MS = 10 * 60_000;
/**
 * How long a round's game creation keeps the tournament off the sweep: from the pairing, then
 * renewed every third of it while games are being created. Long enough that the sweep does not
 * run a second creation beside a live one (it would be correct, board claims, but each board would
 * cost two transactions); short enough that a killed instance's round is resumed within a minute.
 */
export const CREATING_LEASE_MS = 30_000;

@Injectable()
export class TournamentGames implements OnModuleDestroy {
  private readonly logger = new Logger('Tournaments');
  /** Background creations under way on this instance (awaited at shutdown). */
  private readonly running = new Set<Promise<void>>();
  private stopping = false;

  constructor(
    private readonly repo: TournamentsRepository,
    private readonly matches: MatchesService,
    private readonly notices: TournamentNotices,
    private readonly clock: Clock,
  ) {}

  /**
   * Creates the round's missing games off the caller's path, then runs `after` (the round's end
   * when every board is already decided). Never rejects: a failure is logged and the tournament
   * made due at once, so the next sweep (this instance's or another's) resumes it.
   */
  inBackground(t: TournamentRow, round: number, after: () => Promise<void>): void {
    const task = this.createMissing(t, round)
      .then((complete) => (complete ? after() : undefined))
      .catch(async (e: unknown) => {
        this.logger.error(`tournament ${t.id} round ${round}: creating its games failed (${e instanceof Error ? e.message : String(e)}); the sweep resumes them`);
        await this.repo.setDue(t.id, this.clock.now()).catch((err: Error) => this.logger.warn(`tournament ${t.id}: not made due (${err.message}); its creation lease lapses instead`));
      })
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Stops the background creations at their next game and waits for them: the rest is left to the sweep. */
  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.running);
  }

  /**
   * Creates the round's missing games, one at a time with a loop turn between. Then the
   * tournament is due again at the round's deadline (or for a recheck). False when it stopped
   * early (the instance is shutting down): the tournament is then due at once, for the sweep.
   */
  async createMissing(t: TournamentRow, round: number): Promise<boolean> {
    const organiser = (await this.repo.users([t.createdById])).get(t.createdById);
    const missing = (await this.repo.boards(t.id, round)).filter((b) => b.matchId === null && b.result === null);
    const kinds = await this.repo.users(missing.flatMap((b) => JSON.parse(b.players) as string[]));
    let renewAt = this.clock.now().getTime() + CREATING_LEASE_MS / 3;
    for (const b of missing) {
      if (this.stopping) {
        await this.repo.setDue(t.id, this.clock.now());
        return false;
      }
      const now = this.clock.now().getTime();
      if (now >= renewAt) {
        await this.repo.setDue(t.id, new Date(now + CREATING_LEASE_MS));
        renewAt = now + CREATING_LEASE_MS / 3;
      }
      await this.createGame(t, b, organiser?.username ?? 'organiser', kinds);
      // A loop turn after each game: on SQLite a game's transaction settles as microtasks, so 25
      // games in a row held the event loop as one block (bench:tournament: over 1 s at 500 games).
      await yieldTurn();
    }
    const r = (await this.repo.rounds(t.id)).find((x) => x.round === round);
    const recheck = new Date(this.clock.now().getTime() + RECHECK_MS);
    await this.repo.setDue(t.id, r?.deadline && r.deadline < recheck ? r.deadline : recheck);
    // Spectators learn that the games exist from the standings (their gamesPending drops to 0).
    if (missing.length > 0) this.notices.announce(t.id, 'games_created');
    return true;
  }

  /**
   * A board's match. A duplicate round's game is dealt from the round's seed and holds its reveal
   * until the round ends; its player creates it and it stays private meanwhile (the organiser, as
   * any creator, could otherwise watch it: finishRound gives it the tournament's visibility).
   */
  private async createGame(t: TournamentRow, b: BoardRow, organiser: string, kinds: Map<string, { username: string; kind: string }>): Promise<void> {
    const players = JSON.parse(b.players) as string[];
    const withBot = players.some((p) => kinds.get(p)?.kind === 'bot');
    const seed = roundSeed(t, b.round);
    const creator = seed ? { id: players[0], username: kinds.get(players[0])?.username ?? players[0] } : { id: t.createdById, username: organiser };
    try {
      await this.matches.create(
        creator,
        {
          game: t.gameId,
          options: JSON.parse(t.options) as Record<string, unknown>,
          seats: players.length,
          visibility: seed ? 'private' : (t.visibility as 'public' | 'private'),
          timeLimitSeconds: t.timeLimitSeconds ?? undefined,
          hints: false,
          bots: [],
          spectate: true,
          rated: t.rated && !withBot,
        },
        {
          taken: players.map((userId, seat) => ({ seat, userId })),
          within: (tx, row) => this.repo.claimBoard(tx, t.id, b.round, b.board, row.id),
          ...(seed ? { seed, holdReveal: true } : {}),
        },
      );
    } catch (e) {
      if (e instanceof ClaimLost) return; // the board got its match elsewhere
      throw e;
    }
  }
}
