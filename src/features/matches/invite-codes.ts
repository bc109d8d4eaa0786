/**
 * Invitations to private matches. A private match is invisible to strangers; its players see an
 * invite code to pass on, and whoever presents it may join. The code is an HMAC of the match id
 * under a key derived from the server secret, so nothing extra is stored and it cannot be guessed.
 */
import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../platform/config.js';

@Injectable()
export class InviteCodes {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createHmac('sha256', config.JWT_SECRET).update('pyramidion:invite-codes').digest();
  }

  code(matchId: string): string {
    return createHmac('sha256', this.key).update(matchId).digest('base64url').slice(0, 22);
  }

  /** A private match's code (its players are shown it: summaryOf); null for the others, with no HMAC spent. */
  codeOf(match: { id: string; visibility: string }): string | null {
    return match.visibility === 'private' ? this.code(match.id) : null;
  }

  accepts(matchId: string, presented: string | undefined): boolean {
    if (!presented) return false;
    const a = Buffer.from(this.code(matchId));
    const b = Buffer.from(presented);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
