/**
 * Hints: the move a bot would play in the caller's seat, decided from the caller's view and
 * history only (the same BotInput a seated bot gets), so a hint can never reveal a hidden card.
 * Rate-limited per user (HINTS_PER_MINUTE). Fair play: a rated match never gives one (whatever
 * its row says: rows from before the rule may say hints: true), nor a match created with
 * `hints: false` (every seated player joined on those terms).
 */
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/auth.schemas.js';
import { badRequest, conflict, forbidden } from '../../platform/problem.js';
import { RateLimits } from '../../platform/rate-limits.js';
import { botInput } from '../../engine/bots/input.js';
import { MatchesRepository } from '../../persistence/matches.repository.js';
import { MatchesService } from '../matches/matches.service.js';
import { gameMoves } from '../matches/history.service.js';
import { seatOf } from '../matches/match-view.js';
import { BotPool } from './bot-pool.js';

export interface Hint {
  game: string;
  version: number;
  seat: number;
  level: number;
  move: unknown;
}

@Injectable()
export class HintsService {
  constructor(
    private readonly matches: MatchesService,
    private readonly repo: MatchesRepository,
    private readonly pool: BotPool,
    private readonly limits: RateLimits,
  ) {}

  async hint(user: AuthUser, id: string, level?: number): Promise<Hint> {
    const { game, row } = await this.matches.load(user, id);
    const seat = seatOf(row, user.id);
    if (seat === null) throw forbidden('NOT_A_PLAYER', 'Hints are for the players of a match.');
    if (!game.bot) throw badRequest('NO_BOT', `${game.meta.title} has no bot to suggest a move.`);
    if (row.rated) throw forbidden('HINTS_DISABLED', 'Rated matches give no hints: their results feed the ratings (fair play).');
    if (!row.hints) throw forbidden('HINTS_DISABLED', 'This match was created with hints: false.');
    const max = game.bot.maxLevel;
    const wanted = level ?? max;
    if (wanted > max) throw badRequest('INVALID_BOT_LEVEL', `${game.meta.title}'s bots play levels 1 to ${max}, not ${wanted}.`);
    if (row.status !== 'active' || row.state === null) throw conflict('MATCH_NOT_ACTIVE', `This match is ${row.status}; there is no move to suggest.`);
    const state = JSON.parse(row.state);
    const toAct = game.toAct(state);
    if (!toAct.includes(seat)) throw conflict('NOT_YOUR_TURN', 'It is not your turn to act.', { toAct });
    await this.limits.hint(user.id);
    const log = gameMoves(await this.repo.moves(id, row.ply));
    const input = botInput(game, state, log, seat, wanted, `hint:${id}:${row.version}:${seat}`);
    const decided = await this.pool.decide(game, input);
    return { game: game.meta.id, version: row.version, seat, level: decided.level, move: decided.move };
  }
}
