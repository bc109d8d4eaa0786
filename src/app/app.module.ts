/**
 * The composition root: the platform and persistence (global), the game registry, and the two
 * adapters, which import the feature modules they call. Each feature is its own Nest module and
 * imports only the features below it (docs/architecture.md, "Layers"), so Nest's injector refuses
 * a provider reaching upward, as dependency-cruiser refuses the import.
 */
import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import type { AppConfig } from '../platform/config.js';
import { PlatformModule, type PlatformOverrides } from '../platform/platform.module.js';
import { ProblemFilter } from '../platform/problem.filter.js';
import { PersistenceModule } from '../persistence/persistence.module.js';
import { GameCatalogModule, GamesModule } from '../features/catalog/game-catalog.js';
import { RestModule } from '../adapters/rest/rest.module.js';
import { GraphqlAdapterModule } from '../adapters/graphql/graphql.module.js';

export type AppOverrides = PlatformOverrides;

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, overrides: AppOverrides = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config, overrides),
        PersistenceModule,
        GameCatalogModule,
        GamesModule.forGames(),
        RestModule,
        GraphqlAdapterModule.forRoot(config),
      ],
      providers: [{ provide: APP_FILTER, useClass: ProblemFilter }],
    };
  }
}
