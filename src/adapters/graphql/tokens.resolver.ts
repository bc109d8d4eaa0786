/** GraphQL adapter of personal API tokens, OAuth apps and the bot upgrade (like /v1/me/tokens, /v1/me/oauth-apps and /v1/me/upgrade-to-bot). */
import { UseGuards } from '@nestjs/common';
import { Field, ID, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { z } from 'zod';
import { CurrentUser, JwtAuthGuard } from '../../features/auth/jwt.guard.js';
import { RequiresScope } from '../../features/auth/scopes.js';
import { ApiTokens } from '../../features/auth/api-tokens.js';
import type { AuthUser } from '../../features/auth/auth.schemas.js';
import { ApiTokenIdSchema, CreateApiTokenRequestSchema, CreateOAuthClientRequestSchema, OAuthClientIdSchema, TokenListQuerySchema } from '../../features/tokens/token.schemas.js';
import { OAuthService } from '../../features/tokens/oauth.service.js';
import { BotAccounts } from '../../features/tokens/bot-accounts.js';
import { ZodArgs, type ArgsOf } from './zod-args.js';

// The ids REST puts in the path.
const TokenArgs = z.object({ id: ApiTokenIdSchema });
const OAuthAppArgs = z.object({ clientId: OAuthClientIdSchema });

@ObjectType('ApiToken', { description: 'A personal API token (its secret is shown only when it is created).' })
export class ApiTokenType {
  @Field(() => ID, { description: 'Token id (to revoke it).' })
  id!: string;
  @Field({ description: 'Its name.' })
  name!: string;
  @Field(() => [String], { description: 'Its scopes: read, play, bot, webhooks, account.' })
  scopes!: string[];
  @Field(() => String, { nullable: true, description: 'ISO 8601; null: never.' })
  expiresAt!: string | null;
  @Field(() => String, { nullable: true, description: 'ISO 8601, to the minute; null: never used.' })
  lastUsedAt!: string | null;
  @Field({ description: 'ISO 8601.' })
  createdAt!: string;
}

@ObjectType('CreatedApiToken', { description: 'The token created, with its secret (shown only here).' })
export class CreatedApiTokenType extends ApiTokenType {
  @Field({ description: 'The secret, `pyr_...`: send it as `Authorization: Bearer <token>`. Shown this once.' })
  token!: string;
}

@ObjectType('BotUpgrade', { description: 'The account, now a bot account.' })
export class BotUpgradeType {
  @Field(() => ID, { description: 'User id.' })
  id!: string;
  @Field({ description: 'The account name.' })
  username!: string;
  @Field({ description: 'Now `bot`.' })
  kind!: string;
}

@ObjectType('OAuthApp', { description: 'An OAuth app you registered for "Sign in with Pyramidion" (a public client: PKCE, no secret).' })
export class OAuthAppType {
  @Field({ description: 'The client_id to send to /oauth/authorize and /oauth/token.' })
  clientId!: string;
  @Field({ description: 'The app name shown on the consent page.' })
  name!: string;
  @Field(() => [String], { description: 'The registered redirect URIs, matched exactly.' })
  redirectUris!: string[];
  @Field({ description: 'ISO 8601.' })
  createdAt!: string;
}

const NEXT_CURSOR = 'Pass it as `cursor` for the next page; null on the last page.';

@ObjectType('ApiTokenList', { description: 'Your personal API tokens, a page at a time.' })
export class ApiTokenListType {
  @Field(() => [ApiTokenType], { description: 'Your live tokens, newest first.' })
  items!: ApiTokenType[];
  @Field(() => String, { nullable: true, description: NEXT_CURSOR })
  nextCursor!: string | null;
}

@ObjectType('OAuthAppList', { description: 'Your OAuth apps, a page at a time.' })
export class OAuthAppListType {
  @Field(() => [OAuthAppType], { description: 'Your apps, oldest first.' })
  items!: OAuthAppType[];
  @Field(() => String, { nullable: true, description: NEXT_CURSOR })
  nextCursor!: string | null;
}

/** A page costs its size times what each item costs. */
const perPage = ({ args, childComplexity }: { args: Record<string, unknown>; childComplexity: number }) => (Number(args.limit) || 50) * childComplexity;

@Resolver()
@UseGuards(JwtAuthGuard)
export class TokensResolver {
  constructor(
    private readonly tokens: ApiTokens,
    private readonly bots: BotAccounts,
    private readonly oauth: OAuthService,
  ) {}

  @RequiresScope('account')
  @Query(() => OAuthAppListType, { description: 'The OAuth apps you registered, oldest first, a page at a time (like GET /v1/me/oauth-apps).', complexity: perPage })
  myOAuthApps(@CurrentUser() user: AuthUser, @ZodArgs(TokenListQuerySchema) q: ArgsOf<typeof TokenListQuerySchema>) {
    return this.oauth.listClients(user, q);
  }

  @RequiresScope('account')
  @Mutation(() => OAuthAppType, { description: 'Registers an OAuth app (like POST /v1/me/oauth-apps).' })
  registerOAuthApp(@CurrentUser() user: AuthUser, @ZodArgs(CreateOAuthClientRequestSchema) app: ArgsOf<typeof CreateOAuthClientRequestSchema>) {
    return this.oauth.registerClient(user, app);
  }

  @RequiresScope('account')
  @Mutation(() => Boolean, { description: 'Deletes an OAuth app and revokes every token issued to it (like DELETE /v1/me/oauth-apps/{id}). True when done.' })
  async deleteOAuthApp(@CurrentUser() user: AuthUser, @ZodArgs(OAuthAppArgs) { clientId }: ArgsOf<typeof OAuthAppArgs>) {
    await this.oauth.deleteClient(user, clientId);
    return true;
  }

  @RequiresScope('account')
  @Query(() => ApiTokenListType, { description: 'Your live personal API tokens, newest first, a page at a time (like GET /v1/me/tokens).', complexity: perPage })
  myApiTokens(@CurrentUser() user: AuthUser, @ZodArgs(TokenListQuerySchema) q: ArgsOf<typeof TokenListQuerySchema>) {
    return this.tokens.list(user, q);
  }

  @RequiresScope('account')
  @Mutation(() => CreatedApiTokenType, { description: 'Creates a personal API token (like POST /v1/me/tokens); the answer carries its secret, shown this once.' })
  createApiToken(@CurrentUser() user: AuthUser, @ZodArgs(CreateApiTokenRequestSchema) token: ArgsOf<typeof CreateApiTokenRequestSchema>) {
    return this.tokens.create(user, token);
  }

  @RequiresScope('account')
  @Mutation(() => Boolean, { description: 'Revokes one of your API tokens at once, closing its sockets and streams (like DELETE /v1/me/tokens/{id}). True when done.' })
  async revokeApiToken(@CurrentUser() user: AuthUser, @ZodArgs(TokenArgs) { id }: ArgsOf<typeof TokenArgs>) {
    await this.tokens.revoke(user, id);
    return true;
  }

  @RequiresScope('account')
  @Mutation(() => BotUpgradeType, { description: 'Makes this account a bot account, before it has played as a person (like POST /v1/me/upgrade-to-bot).' })
  upgradeToBot(@CurrentUser() user: AuthUser) {
    return this.bots.upgrade(user);
  }
}
