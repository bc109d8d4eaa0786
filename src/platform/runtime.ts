/**
 * The clock, ids and secret seeds are injected (STYLE: "the clock, ids, seeds and pub/sub are
 * injected so tests control them").
 */
import { randomBytes, randomUUID } from 'node:crypto';

export abstract class Clock {
  abstract now(): Date;
}
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

export abstract class IdSource {
  abstract id(): string;
}
export class UuidSource extends IdSource {
  id(): string {
    return randomUUID();
  }
}

/** Draws the secret match seed: 32 bytes from the OS CSPRNG, as 64 hex characters. */
export abstract class SeedSource {
  abstract seed(): string;
}
export class CryptoSeedSource extends SeedSource {
  seed(): string {
    return randomBytes(32).toString('hex');
  }
}
