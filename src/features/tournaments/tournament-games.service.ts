/**
 * A round's games (docs/tournaments.md, "Several instances, restarts, due work"): each board's
 * match created one at a time, the board claimed in the match's own transaction, so a board gets
 * one match however many instances (or restarts) create the round's games.
 */
import { Injectable } from '@nestjs/common';
import { setImmediate as yieldTurn } from 'node:timers/promises';
import { MatchesService } from '../matches/matches.service.js';
import { Clock } from '../../platform/runtime.js';
import { ClaimLost } from '../../persistence/social.repository.js';
import { TournamentsRepository, type BoardRow, type TournamentRow } from '../../persistence/tournaments.repository.js';
import { roundSeed } from './tournament-rounds.js';

/** How often a running tournament is looked at again even if no game end reached this instance. */
const RECHECK_MS = 10 * 60_000;

@Injectable()
export class TournamentGames {
  constructor(
    private readonly repo: TournamentsRepository,
    private readonly matches: MatchesService,
    private readonly clock: Clock,
  ) {}

  /**
   * Creates the round's missing games, one at a time with a loop turn between. Then the
   * tournament is due again at the round's deadline (or for a recheck).
   */
  async createMissing(t: TournamentRow, round: number): Promise<void> {
    const organiser = (await this.repo.users([t.createdById])).get(t.createdById);
    const missing = (await this.repo.boards(t.id, round)).filter((b) => b.matchId === null && b.result === null);
    const kinds = await this.repo.users(missing.flatMap((b) => JSON.parse(b.players) as string[]));
    for (const b of missing) {
      await this.createGame(t, b, organiser?.username ?? 'organiser', kinds);
      // A loop turn after each game: on SQLite a game's transaction settles as microtasks, so 25
      // games in a row held the event loop as one block (bench:tournament: over 1 s at 500 games).
      await yieldTurn();
    }
    const r = (await this.repo.rounds(t.id)).find((x) => x.round === round);
    const recheck = new Date(this.clock.now().getTime() + RECHECK_MS);
    await this.repo.setDue(t.id, r?.deadline && r.deadline < recheck ? r.deadline : recheck);
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
