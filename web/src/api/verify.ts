/**
 * Checks a match's record in the browser with the server's own verifier and rules code (loaded
 * on demand: src/verify/replay.ts): the seed against its commitment, every entry's hash against
 * the chain, every move against the rules by replaying the match, the outcome and the final
 * position against the replay. Nothing in the record is taken on trust, and the verdict lists
 * exactly what was checked.
 *
 * The commitment itself comes with the record. To make it more than the server's word, the
 * browser keeps the seedHash of each match it saw being played (localStorage) and compares: a
 * record whose commitment changed after the fact is rejected; a match this browser never saw
 * before its end is verified against the record's own commitment, and the verdict says so.
 */
import { t, when } from '../i18n';
import type { Schemas } from './client';

type Record = Schemas['MatchRecord'];

const KEY = (matchId: string) => `pyramidion.seedHash.${matchId}`;

/** Remembers the seed commitment of a match seen before it ended (the first one seen wins). */
export function rememberCommitment(matchId: string, seedHash: string, status: string): void {
  try {
    if (status === 'finished' || localStorage.getItem(KEY(matchId))) return;
    localStorage.setItem(KEY(matchId), JSON.stringify({ seedHash, seenAt: new Date().toISOString() }));
  } catch {
    // Storage full or disabled: the verdict then says the commitment was not seen before the end.
  }
}

function remembered(matchId: string): { seedHash: string; seenAt: string } | null {
  try {
    const raw = localStorage.getItem(KEY(matchId));
    return raw ? (JSON.parse(raw) as { seedHash: string; seenAt: string }) : null;
  } catch {
    return null;
  }
}

export type Verdict = { ok: boolean; text: string; checks: string[] };

export async function verifyRecord(r: Record, matchId: string): Promise<Verdict> {
  if (!r.seed) return { ok: false, text: t('verify.notYet'), checks: [] };
  const seen = remembered(matchId);
  if (seen && seen.seedHash !== r.seedHash) {
    return { ok: false, text: t('verify.commitmentChanged', { when: when(seen.seenAt) }), checks: [] };
  }
  const { replayRecord } = await import('../verify/replay');
  const v = replayRecord(r);
  const origin = seen ? t('verify.seen', { when: when(seen.seenAt) }) : t('verify.unseen');
  // The verifier's own findings are quoted as it words them (English), after the translated frame.
  if (!v.ok) return { ok: false, text: t('verify.rejected', { failure: v.failure }), checks: v.checks };
  return { ok: true, text: t('verify.verified', { origin, checks: v.checks.join('; ') }), checks: v.checks };
}
