/**
 * Endpoints registered by an OAuth app end with its grant (issue 37, item 1: anything made under a
 * grant dies with it). A webhook endpoint or push subscription made with an app's token (or a
 * token minted under its grant) records the app and the grant; ending the grant (RFC 7009
 * revocation, a reused refresh token or code) or deleting the app deletes those endpoints and
 * their deliveries in the same transaction that revokes the tokens (api-tokens.repository.ts).
 * An endpoint the user registers (signed in, or with a personal token) has no origin and is
 * untouched.
 *
 * A registration racing a revocation: the endpoint is written first, then the grant is checked
 * again. If the revocation committed before that check, the check sees it and the endpoint is
 * deleted here; if not, the revocation's own delete runs after the endpoint was written and finds it.
 */
import { Injectable } from '@nestjs/common';
import { unauthorized } from '../../platform/problem.js';
import type { AuthUser } from '../auth/auth.schemas.js';
import { ApiTokensRepository } from '../../persistence/api-tokens.repository.js';
import { WebhooksRepository, type EndpointKind, type EndpointOrigin, type EndpointRow } from '../../persistence/webhooks.repository.js';

@Injectable()
export class EndpointLineage {
  constructor(
    private readonly tokens: ApiTokensRepository,
    private readonly repo: WebhooksRepository,
  ) {}

  /** The OAuth app and grant the caller acts for, if any. */
  originOf(user: AuthUser): EndpointOrigin | null {
    return user.appId && user.grantId ? { originClientId: user.appId, originGrantId: user.grantId } : null;
  }

  /** After the endpoint was written: its grant must still stand, else it goes and the caller is refused. */
  async confirm(user: AuthUser, row: EndpointRow): Promise<void> {
    if (!row.originClientId || !row.originGrantId) return;
    if (await this.tokens.grantLive(row.originClientId, row.originGrantId)) return;
    await this.repo.delete(user.id, row.id, row.kind as EndpointKind);
    throw unauthorized('TOKEN_REVOKED', 'The API token was revoked.');
  }
}
