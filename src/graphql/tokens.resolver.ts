/** GraphQL adapter of personal API tokens and the bot upgrade (like /v1/me/tokens and /v1/me/upgrade-to-bot). */
import { UseGuards } from '@nestjs/common';
import { Args, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, JwtAuthGuard } from '../auth/jwt.guard.js';
import { RequiresScope } from '../auth/scopes.js';
import { ApiTokens } from '../auth/api-tokens.js';
import type { AuthUser } from '../auth/auth.schemas.js';
import { parseOr400 } from '../common/zod.js';
import { CreateApiTokenRequestSchema } from '../tokens/token.schemas.js';
import { BotAccounts } from '../tokens/bot-accounts.js';

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

@Resolver()
@UseGuards(JwtAuthGuard)
export class TokensResolver {
  constructor(
    private readonly tokens: ApiTokens,
    private readonly bots: BotAccounts,
  ) {}

  @RequiresScope('account')
  @Query(() => [ApiTokenType], { description: 'Your live personal API tokens, newest first (like GET /v1/me/tokens).' })
  myApiTokens(@CurrentUser() user: AuthUser) {
    return this.tokens.list(user);
  }

  @RequiresScope('account')
  @Mutation(() => CreatedApiTokenType, { description: 'Creates a personal API token (like POST /v1/me/tokens); the answer carries its secret, shown this once.' })
  createApiToken(
    @CurrentUser() user: AuthUser,
    @Args('name', { description: 'A name to recognise it by.' }) name: string,
    @Args('scopes', { type: () => [String], description: 'Its scopes: read, play, bot, webhooks, account.' }) scopes: string[],
    @Args('expiresInDays', { type: () => Int, nullable: true, description: 'Days until it expires (1 to 3650); omitted: never.' }) expiresInDays?: number,
  ) {
    return this.tokens.create(user, parseOr400(CreateApiTokenRequestSchema, { name, scopes, expiresInDays: expiresInDays ?? undefined }));
  }

  @RequiresScope('account')
  @Mutation(() => Boolean, { description: 'Revokes one of your API tokens at once, closing its sockets and streams (like DELETE /v1/me/tokens/{id}). True when done.' })
  async revokeApiToken(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID, description: 'Token id.' }) id: string) {
    await this.tokens.revoke(user, id);
    return true;
  }

  @RequiresScope('account')
  @Mutation(() => BotUpgradeType, { description: 'Makes this account a bot account, before it has played as a person (like POST /v1/me/upgrade-to-bot).' })
  upgradeToBot(@CurrentUser() user: AuthUser) {
    return this.bots.upgrade(user);
  }
}
