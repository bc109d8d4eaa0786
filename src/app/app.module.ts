import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import type { GraphQLObjectType, GraphQLSchema } from 'graphql';
import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { APP_CONFIG, type AppConfig } from '../platform/config.js';
import { ProblemFilter } from '../platform/problem.filter.js';
import { Clock, CryptoSeedSource, IdSource, SeedSource, SystemClock, UuidSource } from '../platform/runtime.js';
import { PrismaService } from '../persistence/prisma.service.js';
import { UsersRepository } from '../persistence/users.repository.js';
import { TokensRepository } from '../persistence/tokens.repository.js';
import { ApiTokensRepository } from '../persistence/api-tokens.repository.js';
import { ApiTokens } from '../features/auth/api-tokens.js';
import { DECLARED_SCOPES, PUBLIC_SCOPE } from '../features/auth/scopes.js';
import { OAuthService } from '../features/tokens/oauth.service.js';
import { BotAccounts } from '../features/tokens/bot-accounts.js';
import { TokensController } from '../adapters/rest/tokens.controller.js';
import { OAuthController } from '../adapters/rest/oauth.controller.js';
import { TokensResolver } from '../adapters/graphql/tokens.resolver.js';
import { MatchesRepository } from '../persistence/matches.repository.js';
import { AuthService } from '../features/auth/auth.service.js';
import { AuthController } from '../adapters/rest/auth.controller.js';
import { AccessTokens } from '../features/auth/access-tokens.js';
import { Verifier } from '../features/auth/verifier.js';
import { JwtStrategy } from '../features/auth/jwt.strategy.js';
import { ApiTokenStrategy } from '../features/auth/api-token.strategy.js';
import { Sessions } from '../features/auth/sessions.js';
import { RateLimits } from '../platform/rate-limits.js';
import { createPubSub, PUBSUB } from '../platform/pubsub.js';
import { operationLimitsPlugin, parseOptions, withTimeBudget } from '../adapters/graphql/operation-limits.js';
import { WsGate } from '../adapters/graphql/ws-server.js';
import { GameCatalogModule, GamesModule } from '../features/catalog/game-catalog.js';
import { GamesController } from '../adapters/rest/games.controller.js';
import { MatchesService } from '../features/matches/matches.service.js';
import { MovesService } from '../features/matches/moves.service.js';
import { HistoryService } from '../features/matches/history.service.js';
import { MatchesController } from '../adapters/rest/matches.controller.js';
import { MatchEvents } from '../features/matches/match-events.js';
import { MatchFanout } from '../features/matches/match-fanout.js';
import { InviteCodes } from '../features/matches/invite-codes.js';
import { MatchClock } from '../features/matches/match-clock.js';
import { BotPool } from '../features/bots/bot-pool.js';
import { UserEventsRepository } from '../persistence/user-events.repository.js';
import { UserEventsBus } from '../features/events/user-events-bus.js';
import { MeController } from '../adapters/rest/me.controller.js';
import { UserEventStream } from '../features/events/user-event-stream.js';
import { InboxService } from '../features/correspondence/inbox.service.js';
import { SettingsService } from '../features/correspondence/settings.service.js';
import { WEBHOOK_PROVIDERS } from '../features/webhooks/index.js';
import { WebhooksController } from '../adapters/rest/webhooks.controller.js';
import { WebhooksResolver } from '../adapters/graphql/webhooks.resolver.js';
import { BotRunner } from '../features/bots/bot-runner.js';
import { HintsService } from '../features/bots/hints.service.js';
import { AuthResolver } from '../adapters/graphql/auth.resolver.js';
import { MatchesResolver } from '../adapters/graphql/matches.resolver.js';
import { EventsResolver } from '../adapters/graphql/events.resolver.js';
import { CorrespondenceResolver } from '../adapters/graphql/correspondence.resolver.js';
import { CorrespondenceController } from '../adapters/rest/correspondence.controller.js';
import { TakebacksService } from '../features/matches/takebacks.service.js';
import { ClockActionsService } from '../features/matches/clock-actions.service.js';
import { HealthController } from '../adapters/rest/health.controller.js';
import { RatingsRepository } from '../persistence/ratings.repository.js';
import { RatingsService } from '../features/ratings/ratings.service.js';
import { RatingsController } from '../adapters/rest/ratings.controller.js';
import { RatingsResolver } from '../adapters/graphql/ratings.resolver.js';
import { SocialRepository } from '../persistence/social.repository.js';
import { ChallengesService } from '../features/social/challenges.service.js';
import { SeeksService } from '../features/social/seeks.service.js';
import { MatchOffersService } from '../features/social/match-offers.service.js';
import { ChatService } from '../features/social/chat.service.js';
import { ChallengesController, MatchSocialController, MutesController, SeeksController } from '../adapters/rest/social.controller.js';
import { SocialResolver } from '../adapters/graphql/social.resolver.js';
import type { AuthUser } from '../features/auth/auth.schemas.js';

export interface AppOverrides {
  clock?: Clock;
  seeds?: SeedSource;
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, overrides: AppOverrides = {}): DynamicModule {
    const configProvider = { provide: APP_CONFIG, useValue: config };
    const shared = [
      configProvider,
      { provide: PrismaService, useFactory: () => new PrismaService(config) },
      { provide: Clock, useValue: overrides.clock ?? new SystemClock() },
      { provide: IdSource, useValue: new UuidSource() },
      { provide: SeedSource, useValue: overrides.seeds ?? new CryptoSeedSource() },
      { provide: PUBSUB, useFactory: () => createPubSub(config) },
      { provide: RateLimits, useFactory: () => new RateLimits(config) },
      UsersRepository,
      TokensRepository,
      ApiTokensRepository,
      AccessTokens,
      Sessions,
      ApiTokens,
      Verifier,
      JwtStrategy,
      ApiTokenStrategy,
      AuthService,
      { provide: WsGate, useFactory: (verifier: Verifier, sessions: Sessions, limits: RateLimits) => new WsGate(config, verifier, sessions, limits), inject: [Verifier, Sessions, RateLimits] },
    ];

    @Module({ providers: shared, exports: shared })
    class CoreModule {}

    return {
      module: AppModule,
      imports: [
        CoreModule,
        GameCatalogModule,
        GamesModule.forGames(),
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          imports: [CoreModule],
          inject: [RateLimits, WsGate],
          useFactory: (limits: RateLimits, ws: WsGate) => ({
            autoSchemaFile: true,
            sortSchema: true,
            path: '/graphql',
            introspection: true,
            includeStacktraceInErrorResponses: false,
            parseOptions: parseOptions(config),
            // No @cacheControl hints are used: Apollo's cache-control plugin would only add a hook
            // to every field of every operation.
            plugins: [operationLimitsPlugin(config, limits), ApolloServerPluginCacheControlDisabled()],
            transformSchema: (schema) => ws.useSchema(withTimeBudget(describeRoots(schema), config)),
            subscriptions: { 'graphql-ws': ws.options() },
            // HTTP (Fastify): (request, reply). WebSocket (graphql-ws): its context object, per operation.
            context: (first: unknown, reply: unknown) => {
              const startedAt = performance.now();
              const socket = first as { extra?: { user?: AuthUser } } | undefined;
              if (socket && typeof socket === 'object' && 'connectionInitReceived' in socket) return { user: socket.extra?.user, startedAt };
              return { req: first, reply, startedAt };
            },
          }),
        }),
      ],
      controllers: [
        HealthController,
        AuthController,
        GamesController,
        MatchesController,
        CorrespondenceController,
        MeController,
        WebhooksController,
        TokensController,
        OAuthController,
        RatingsController,
        ChallengesController,
        SeeksController,
        MatchSocialController,
        MutesController,
      ],
      providers: [
        MatchesRepository,
        RatingsRepository,
        RatingsService,
        UserEventsRepository,
        UserEventsBus,
        UserEventStream,
        InboxService,
        SettingsService,
        ...WEBHOOK_PROVIDERS,
        WebhooksResolver,
        InviteCodes,
        MatchesService,
        MovesService,
        HistoryService,
        TakebacksService,
        ClockActionsService,
        MatchClock,
        BotPool,
        BotRunner,
        HintsService,
        MatchEvents,
        MatchFanout,
        AuthResolver,
        MatchesResolver,
        EventsResolver,
        TokensResolver,
        OAuthService,
        BotAccounts,
        CorrespondenceResolver,
        RatingsResolver,
        SocialRepository,
        ChallengesService,
        SeeksService,
        MatchOffersService,
        ChatService,
        SocialResolver,
        { provide: APP_FILTER, useClass: ProblemFilter },
      ],
    };
  }
}

/**
 * Code-first GraphQL cannot describe the root types: they are described here, once built. Each
 * root field's description also says the scope it needs (from @RequiresScope / @PublicOperation
 * on the resolver method of the same name), so the SDL documents it.
 */
function describeRoots(schema: GraphQLSchema): GraphQLSchema {
  const declared = new Map(DECLARED_SCOPES.filter((d) => d.className.endsWith('Resolver')).map((d) => [d.method, d.scope]));
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const scope = declared.get(field.name);
      if (!scope) continue; // test/scopes.e2e-spec.ts fails on a root field without a declared scope
      const note = scope === PUBLIC_SCOPE ? 'Public: no token needed.' : `Scope: \`${scope}\`.`;
      if (!field.description?.includes(note)) field.description = `${field.description ?? ''} ${note}`.trim();
    }
  }
  const roots: [GraphQLObjectType | null | undefined, string][] = [
    [schema.getQueryType(), 'Reads: games, matches (each as the caller sees it), history and records.'],
    [schema.getMutationType(), 'Changes: accounts and sessions, matches, moves and resignations, challenges, seeks, offers and chat.'],
    [schema.getSubscriptionType(), 'Live events over graphql-ws; each subscriber receives its own view.'],
  ];
  for (const [type, description] of roots) if (type) type.description = description;
  return schema;
}
