/**
 * Checks a finished match's record in the browser, as its `hashChain` describes: the revealed
 * seed hashes to the seedHash committed at the start, and every log entry chains onto the last
 * (format 2 salts each link with HMAC-SHA256(seed, "ply:" + n)). Nothing is taken on trust.
 */
import type { Schemas } from './client';

type Record = Schemas['MatchRecord'];
/** The fields of a log entry the chain covers, the same in every game's record. */
type Entry = { ply: number; seat: number; kind: string; move?: unknown; hash: string | null };

const enc = new TextEncoder();
const hex = (b: ArrayBuffer) => [...new Uint8Array(b)].map((x) => x.toString(16).padStart(2, '0')).join('');
const sha256 = async (s: string) => hex(await crypto.subtle.digest('SHA-256', enc.encode(s)));

async function hmac(key: string, msg: string): Promise<string> {
  const k = await crypto.subtle.importKey('raw', enc.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return hex(await crypto.subtle.sign('HMAC', k, enc.encode(msg)));
}

export type Verdict = { ok: true; text: string } | { ok: false; text: string };

export async function verifyRecord(r: Record): Promise<Verdict> {
  if (!r.seed) return { ok: false, text: 'Not verifiable yet: the seed is revealed when the match ends.' };
  if ((await sha256(r.seed)) !== r.seedHash) return { ok: false, text: 'The seed does not match the seedHash committed at the start.' };
  const format = r.format === 'pyramidion-record/2' ? 2 : 1;
  let previous = r.seedHash;
  for (const e of r.moves as Entry[]) {
    const salt = format >= 2 ? await hmac(r.seed, `ply:${e.ply}`) : '';
    const h = await sha256(previous + salt + JSON.stringify({ ply: e.ply, seat: e.seat, kind: e.kind, move: e.move ?? null }));
    if (e.hash !== null && e.hash !== h) return { ok: false, text: `The hash chain breaks at ply ${e.ply}.` };
    previous = h;
  }
  return { ok: true, text: `Verified: the seed matches its commitment and all ${r.moves.length} entries chain up.` };
}
