import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import type { Context } from 'graphql-ws';
import { APP_CONFIG, type AppConfig } from './config.js';
import { ProblemFilter } from './common/problem.filter.js';
import { Clock, CryptoSeedSource, IdSource, SeedSource, SystemClock, UuidSource } from './common/runtime.js';
import { PrismaService } from './persistence/prisma.service.js';
import { UsersRepository } from './persistence/users.repository.js';
import { TokensRepository } from './persistence/tokens.repository.js';
import { MatchesRepository } from './persistence/matches.repository.js';
import { AuthService } from './auth/auth.service.js';
import { AuthController } from './auth/auth.controller.js';
import { JwtStrategy } from './auth/jwt.strategy.js';
import { GameCatalogModule } from './catalog/game-catalog.js';
import { GamesController } from './catalog/games.controller.js';
import { GamesModule } from './games/games.module.js';
import { MatchesService } from './matches/matches.service.js';
import { MovesService } from './matches/moves.service.js';
import { HistoryService } from './matches/history.service.js';
import { MatchesController } from './matches/matches.controller.js';
import { MatchEvents } from './matches/match-events.js';
import { InviteCodes } from './matches/invite-codes.js';
import { MatchClock } from './matches/match-clock.js';
import { AuthResolver } from './graphql/auth.resolver.js';
import { MatchesResolver } from './graphql/matches.resolver.js';
import { HealthController } from './health.controller.js';
import type { AuthUser } from './auth/auth.schemas.js';
import { createPubSub } from './matches/pubsub.js';

export interface AppOverrides {
  clock?: Clock;
  seeds?: SeedSource;
}

/** Reads the bearer token a graphql-ws client sent in its connection_init payload. */
function tokenFrom(params: Record<string, unknown> | undefined): string | null {
  const raw = params?.authorization ?? params?.Authorization ?? params?.token;
  if (typeof raw !== 'string') return null;
  return raw.replace(/^Bearer\s+/i, '');
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, overrides: AppOverrides = {}): DynamicModule {
    const configProvider = { provide: APP_CONFIG, useValue: config };
    const shared = [
      configProvider,
      { provide: PrismaService, useFactory: () => new PrismaService(config.DATABASE_URL) },
      { provide: Clock, useValue: overrides.clock ?? new SystemClock() },
      { provide: IdSource, useValue: new UuidSource() },
      { provide: SeedSource, useValue: overrides.seeds ?? new CryptoSeedSource() },
      UsersRepository,
      TokensRepository,
      AuthService,
    ];
    const jwt = JwtModule.register({ secret: config.JWT_SECRET, signOptions: { expiresIn: config.ACCESS_TOKEN_TTL_SECONDS, algorithm: 'HS256' } });

    @Module({ imports: [jwt], providers: shared, exports: [...shared, jwt] })
    class CoreModule {}

    return {
      module: AppModule,
      imports: [
        CoreModule,
        PassportModule,
        GameCatalogModule,
        GamesModule,
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          imports: [CoreModule],
          inject: [AuthService],
          useFactory: (auth: AuthService) => ({
            autoSchemaFile: true,
            sortSchema: true,
            path: '/graphql',
            introspection: true,
            includeStacktraceInErrorResponses: false,
            subscriptions: {
              'graphql-ws': {
                onConnect: (ctx: Context) => {
                  const token = tokenFrom(ctx.connectionParams);
                  if (!token) return false;
                  try {
                    (ctx.extra as { user?: AuthUser }).user = auth.verifyAccessToken(token);
                    return true;
                  } catch {
                    return false;
                  }
                },
              },
            },
            // HTTP (Fastify): (request, reply). WebSocket (graphql-ws): its context object.
            context: (first: unknown, reply: unknown) => {
              const ws = first as { extra?: { user?: AuthUser } } | undefined;
              if (ws && typeof ws === 'object' && 'connectionInitReceived' in ws) return { user: ws.extra?.user };
              return { req: first, reply };
            },
          }),
        }),
      ],
      controllers: [HealthController, AuthController, GamesController, MatchesController],
      providers: [
        JwtStrategy,
        MatchesRepository,
        InviteCodes,
        MatchesService,
        MovesService,
        HistoryService,
        MatchClock,
        { provide: MatchEvents, useFactory: () => new MatchEvents(createPubSub(config)) },
        AuthResolver,
        MatchesResolver,
        { provide: APP_FILTER, useClass: ProblemFilter },
      ],
    };
  }
}

