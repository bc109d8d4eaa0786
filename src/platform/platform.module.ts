/**
 * The service's infrastructure as one global module: configuration, the clock, ids and seeds
 * (injected, so tests control them), pub/sub, rate limits, the work gate, stream slots and metrics (one registry per app). Global because every layer above
 * uses it; nothing in it depends on a feature.
 */
import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from './config.js';
import { createPubSub, PUBSUB } from './pubsub.js';
import { RateLimits } from './rate-limits.js';
import { Metrics } from './metrics.js';
import { WorkGate } from './work-gate.js';
import { StreamSlots } from './stream-slots.js';
import { Clock, CryptoSeedSource, IdSource, SeedSource, SystemClock, UuidSource } from './runtime.js';

export interface PlatformOverrides {
  clock?: Clock;
  seeds?: SeedSource;
}

@Global()
@Module({})
export class PlatformModule {
  static forRoot(config: AppConfig, overrides: PlatformOverrides = {}): DynamicModule {
    const providers = [
      { provide: APP_CONFIG, useValue: config },
      { provide: Clock, useValue: overrides.clock ?? new SystemClock() },
      { provide: IdSource, useValue: new UuidSource() },
      { provide: SeedSource, useValue: overrides.seeds ?? new CryptoSeedSource() },
      { provide: PUBSUB, useFactory: () => createPubSub(config) },
      { provide: RateLimits, useFactory: () => new RateLimits(config) },
      { provide: Metrics, useFactory: () => new Metrics() },
      { provide: WorkGate, useFactory: () => new WorkGate(config) },
      { provide: StreamSlots, useFactory: () => new StreamSlots(config) },
    ];
    return { module: PlatformModule, providers, exports: providers.map((p) => p.provide) };
  }
}
