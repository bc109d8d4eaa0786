/** REST adapter of personal API tokens, OAuth apps and the bot upgrade: authenticate, validate, call one service method. */
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ZodPipe } from '../../platform/zod.js';
import { ApiJson } from './openapi.js';
import { CurrentUser, JwtAuthGuard } from '../../features/auth/jwt.guard.js';
import { RequiresScope } from '../../features/auth/scopes.js';
import { ApiTokens } from '../../features/auth/api-tokens.js';
import type { AuthUser } from '../../features/auth/auth.schemas.js';
import { OAuthService } from '../../features/tokens/oauth.service.js';
import { BotAccounts } from '../../features/tokens/bot-accounts.js';
import {
  ApiTokenListSchema, BotUpgradeSchema, CreateApiTokenRequestSchema, CreatedApiTokenSchema, CreateOAuthClientRequestSchema, OAuthClientListSchema, OAuthClientSchema,
  TokenListQuerySchema, type CreateApiTokenRequest, type CreateOAuthClientRequest, type TokenListQuery,
} from '../../features/tokens/token.schemas.js';

@ApiTags('tokens')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('v1/me')
export class TokensController {
  constructor(
    private readonly tokens: ApiTokens,
    private readonly oauth: OAuthService,
    private readonly bots: BotAccounts,
  ) {}

  @Post('tokens')
  @RequiresScope('account')
  @ApiJson({
    summary: 'Create an API token',
    description:
      'Creates a personal API token with a name, scopes and an optional expiry. Send it as `Authorization: Bearer <token>` on REST, GraphQL and in the graphql-ws connection_init payload; each operation checks its scope (403 INSUFFICIENT_SCOPE names the one missing). The secret is in this answer only: the service keeps its hash.',
    body: CreateApiTokenRequestSchema,
    bodyExamples: ['CreateApiToken'],
    status: 201,
    response: CreatedApiTokenSchema,
    responseExamples: ['CreatedApiToken'],
    errors: [400, 401, 403],
  })
  create(@CurrentUser() user: AuthUser, @Body(new ZodPipe(CreateApiTokenRequestSchema)) body: CreateApiTokenRequest) {
    return this.tokens.create(user, body);
  }

  @Get('tokens')
  @RequiresScope('account')
  @ApiJson({
    summary: 'My API tokens',
    description: "Your live personal API tokens, newest first, a page at a time, with their last use (to the minute). Secrets are never shown again. Pass the answer's nextCursor as cursor for the next page.",
    query: TokenListQuerySchema,
    response: ApiTokenListSchema,
    responseExamples: ['ApiTokenList'],
    errors: [400, 401, 403],
  })
  list(@CurrentUser() user: AuthUser, @Query(new ZodPipe(TokenListQuerySchema, 'The query')) q: TokenListQuery) {
    return this.tokens.list(user, q);
  }

  @Delete('tokens/:id')
  @HttpCode(204)
  @RequiresScope('account')
  @ApiJson({
    summary: 'Revoke an API token',
    description: 'Revokes one of your tokens at once: requests with it are refused (401 TOKEN_REVOKED) and its graphql-ws sockets (close code 4401) and event streams are closed, on every instance.',
    params: { id: { description: 'Token id.' } },
    status: 204,
    errors: [401, 403, 404],
  })
  async revoke(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.tokens.revoke(user, id);
  }

  @Post('oauth-apps')
  @RequiresScope('account')
  @ApiJson({
    summary: 'Register an OAuth app',
    description: 'Registers an app for "Sign in with Pyramidion": a public client (no secret) that uses the authorization code grant with PKCE S256 at /oauth/authorize and /oauth/token. Redirect URIs are matched exactly.',
    body: CreateOAuthClientRequestSchema,
    bodyExamples: ['CreateOAuthClient'],
    status: 201,
    response: OAuthClientSchema,
    responseExamples: ['OAuthClient'],
    errors: [400, 401, 403],
  })
  registerApp(@CurrentUser() user: AuthUser, @Body(new ZodPipe(CreateOAuthClientRequestSchema)) body: CreateOAuthClientRequest) {
    return this.oauth.registerClient(user, body);
  }

  @Get('oauth-apps')
  @RequiresScope('account')
  @ApiJson({
    summary: 'My OAuth apps',
    description: "The apps you registered, oldest first, a page at a time. Pass the answer's nextCursor as cursor for the next page.",
    query: TokenListQuerySchema,
    response: OAuthClientListSchema,
    responseExamples: ['OAuthClientList'],
    errors: [400, 401, 403],
  })
  listApps(@CurrentUser() user: AuthUser, @Query(new ZodPipe(TokenListQuerySchema, 'The query')) q: TokenListQuery) {
    return this.oauth.listClients(user, q);
  }

  @Delete('oauth-apps/:id')
  @HttpCode(204)
  @RequiresScope('account')
  @ApiJson({
    summary: 'Delete an OAuth app',
    description: 'Deletes the app; every token issued to it is revoked at once.',
    params: { id: { description: 'The client_id.' } },
    status: 204,
    errors: [401, 403, 404],
  })
  async deleteApp(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.oauth.deleteClient(user, id);
  }

  @Post('upgrade-to-bot')
  @HttpCode(200)
  @RequiresScope('account')
  @ApiJson({
    summary: 'Upgrade my account to a bot account',
    description:
      'Makes this account a bot account, for good. Allowed only before it has played as a person: no seat in an active or finished match (409 BOT_UPGRADE_REFUSED). A bot account is shown as `kind: "bot"` (with `botLevel: null`) in seats and plays only through an API token with the `bot` scope; signing in with the password still works for managing it.',
    response: BotUpgradeSchema,
    responseExamples: ['BotUpgrade'],
    errors: [401, 403, 409],
  })
  upgrade(@CurrentUser() user: AuthUser) {
    return this.bots.upgrade(user);
  }
}
