/**
 * Every repository, and the Prisma service they share: the only way to the database. Global
 * because features of every tier read and write through it; it depends on the platform only.
 */
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../platform/config.js';
import { AnalysesRepository } from './analyses.repository.js';
import { ApiTokensRepository } from './api-tokens.repository.js';
import { InstanceLeases, LeasesRepository } from './leases.repository.js';
import { MatchesRepository } from './matches.repository.js';
import { PrismaService } from './prisma.service.js';
import { RatingsRepository } from './ratings.repository.js';
import { SocialRepository } from './social.repository.js';
import { TokensRepository } from './tokens.repository.js';
import { TournamentsRepository } from './tournaments.repository.js';
import { UserEventsRepository } from './user-events.repository.js';
import { UsersRepository } from './users.repository.js';
import { WebhooksRepository } from './webhooks.repository.js';
import { ServiceKeysRepository } from './service-keys.repository.js';

const REPOSITORIES = [
  UsersRepository,
  TokensRepository,
  ApiTokensRepository,
  MatchesRepository,
  RatingsRepository,
  SocialRepository,
  TournamentsRepository,
  UserEventsRepository,
  WebhooksRepository,
  ServiceKeysRepository,
  LeasesRepository,
  InstanceLeases,
  AnalysesRepository,
];

@Global()
@Module({
  providers: [{ provide: PrismaService, useFactory: (config: AppConfig) => new PrismaService(config), inject: [APP_CONFIG] }, ...REPOSITORIES],
  exports: [PrismaService, ...REPOSITORIES],
})
export class PersistenceModule {}
