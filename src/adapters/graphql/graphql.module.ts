/**
 * The GraphQL adapter: Apollo Server over HTTP and graphql-ws, its operation limits, and every
 * resolver, each calling one feature service per field.
 */
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import type { GraphQLObjectType, GraphQLSchema } from 'graphql';
import { Module, type DynamicModule } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import type { AppConfig } from '../../platform/config.js';
import { RateLimits } from '../../platform/rate-limits.js';
import { WorkGate } from '../../platform/work-gate.js';
import { AuthModule } from '../../features/auth/auth.module.js';
import type { AuthUser } from '../../features/auth/auth.schemas.js';
import { DECLARED_SCOPES, PUBLIC_SCOPE } from '../../features/auth/scopes.js';
import { Sessions } from '../../features/auth/sessions.js';
import { Verifier } from '../../features/auth/verifier.js';
import { BotsModule } from '../../features/bots/bots.module.js';
import { CorrespondenceModule } from '../../features/correspondence/correspondence.module.js';
import { EventsModule } from '../../features/events/events.module.js';
import { MatchesModule } from '../../features/matches/matches.module.js';
import { RatingsModule } from '../../features/ratings/ratings.module.js';
import { SocialModule } from '../../features/social/social.module.js';
import { TokensModule } from '../../features/tokens/tokens.module.js';
import { TournamentsModule } from '../../features/tournaments/tournaments.module.js';
import { WebhooksModule } from '../../features/webhooks/webhooks.module.js';
import { AuthResolver } from './auth.resolver.js';
import { CorrespondenceResolver } from './correspondence.resolver.js';
import { EventsResolver } from './events.resolver.js';
import { MatchesResolver } from './matches.resolver.js';
import { introspectionPlugin } from './introspection.js';
import { operationLimitsPlugin, parseOptions, withTimeBudget } from './operation-limits.js';
import { operationMetricsPlugin, withOperationMetrics } from './operation-metrics.js';
import { Metrics } from '../../platform/metrics.js';
import { RatingsResolver } from './ratings.resolver.js';
import { AnalysisResolver } from './analysis.resolver.js';
import { AnalysisModule } from '../../features/analysis/analysis.module.js';
import { SocialResolver } from './social.resolver.js';
import { TokensResolver } from './tokens.resolver.js';
import { WebhooksResolver } from './webhooks.resolver.js';
import { PushResolver } from './push.resolver.js';
import { TournamentsResolver } from './tournaments.resolver.js';
import { WsGate } from './ws-server.js';

@Module({})
export class GraphqlAdapterModule {
  static forRoot(config: AppConfig): DynamicModule {
    const wsGate = {
      provide: WsGate,
      useFactory: (verifier: Verifier, sessions: Sessions, limits: RateLimits, gate: WorkGate) => new WsGate(config, verifier, sessions, limits, gate),
      inject: [Verifier, Sessions, RateLimits, WorkGate],
    };

    @Module({ imports: [AuthModule], providers: [wsGate], exports: [wsGate] })
    class WsGateModule {}

    return {
      module: GraphqlAdapterModule,
      imports: [
        WsGateModule,
        AuthModule,
        EventsModule,
        MatchesModule,
        BotsModule,
        AnalysisModule,
        SocialModule,
        RatingsModule,
        CorrespondenceModule,
        TournamentsModule,
        WebhooksModule,
        TokensModule,
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          imports: [WsGateModule, AuthModule],
          inject: [RateLimits, WsGate, Metrics, Verifier, WorkGate],
          useFactory: (limits: RateLimits, ws: WsGate, metrics: Metrics, verifier: Verifier, gate: WorkGate) => ({
            autoSchemaFile: true,
            sortSchema: true,
            path: '/graphql',
            // Served to every caller, or (GRAPHQL_INTROSPECTION=authenticated, the production default) to signed-in ones: introspection.ts.
            introspection: true,
            includeStacktraceInErrorResponses: false,
            parseOptions: parseOptions(config),
            // No @cacheControl hints are used: Apollo's cache-control plugin would only add a hook
            // to every field of every operation.
            plugins: [introspectionPlugin(config, verifier), operationLimitsPlugin(config, limits, gate), operationMetricsPlugin(metrics), ApolloServerPluginCacheControlDisabled()],
            transformSchema: (schema) => ws.useSchema(withTimeBudget(describeRoots(schema), config)),
            subscriptions: { 'graphql-ws': withOperationMetrics(ws.options(), metrics) },
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
      providers: [AuthResolver, AnalysisResolver, MatchesResolver, EventsResolver, TokensResolver, CorrespondenceResolver, RatingsResolver, SocialResolver, WebhooksResolver, PushResolver, TournamentsResolver],
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
