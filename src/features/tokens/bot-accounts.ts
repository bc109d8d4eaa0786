/**
 * Bot accounts: a person's account becomes a bot (kind `bot`, no level: the service's own bots
 * have one) before it has played as a person, i.e. while it has no seat in an active or finished
 * match (seats in open matches do not count: they have not played). From then on it plays only
 * through API tokens with the `bot` scope (scopes.ts); it is shown as `kind: "bot"` in seats,
 * may be seated and invited like anyone, and gets the per-user events a person gets.
 */
import { Injectable } from '@nestjs/common';
import { conflict, unauthorized } from '../../platform/problem.js';
import { ApiTokensRepository } from '../../persistence/api-tokens.repository.js';
import { Sessions } from '../auth/sessions.js';
import { userSessionId } from '../auth/api-tokens.js';
import type { AuthUser } from '../auth/auth.schemas.js';

@Injectable()
export class BotAccounts {
  constructor(
    private readonly repo: ApiTokensRepository,
    private readonly sessions: Sessions,
  ) {}

  async upgrade(user: AuthUser): Promise<{ id: string; username: string; kind: 'bot' }> {
    const r = await this.repo.upgradeToBot(user.id);
    if (r === 'missing') throw unauthorized('TOKEN_INVALID', 'The account of this token no longer exists.');
    if (r === 'already') throw conflict('BOT_UPGRADE_REFUSED', 'This account is a bot account already.');
    if (r === 'played') throw conflict('BOT_UPGRADE_REFUSED', 'This account has played as a person (a seat in an active or finished match): it cannot become a bot.');
    // Every instance drops the checks it cached with the old kind: play now needs the bot scope.
    await this.sessions.revoked(userSessionId(user.id));
    return { id: user.id, username: user.username, kind: 'bot' };
  }
}
