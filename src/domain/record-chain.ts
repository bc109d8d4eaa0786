/**
 * The record's hash chain. Each log entry is committed to as it is appended, so a finished
 * record can be checked against what every player was shown along the way.
 *
 * Format 1 (matches created before salting): h(n) = sha256(h(n-1) + JSON(entry)). Its hashes
 * commit to the unredacted move, so over a small secret space (18 cards, 720 orderings) anyone
 * could recover a hidden choice by hashing the candidates: such hashes are withheld until the
 * match ends.
 *
 * Format 2: h(n) = sha256(h(n-1) + salt(n) + JSON(entry)) with salt(n) = HMAC-SHA256(seed,
 * "ply:" + n). The seed is secret until the end, so nobody can test a guess against a hash; once
 * the seed is revealed, anyone re-derives every salt and checks the chain.
 */
import { createHash, createHmac } from 'node:crypto';

export const CURRENT_RECORD_FORMAT = 2;

export interface ChainEntry {
  readonly ply: number;
  readonly seat: number;
  readonly kind: string;
  readonly move: unknown;
}

export const chainSalt = (seed: string, ply: number): string => createHmac('sha256', seed).update(`ply:${ply}`).digest('hex');

export function chainHash(format: number, seed: string, previous: string, entry: ChainEntry): string {
  const salt = format >= 2 ? chainSalt(seed, entry.ply) : '';
  const body = JSON.stringify({ ply: entry.ply, seat: entry.seat, kind: entry.kind, move: entry.move ?? null });
  return createHash('sha256').update(previous + salt + body).digest('hex');
}

export const describeChain = (format: number): string =>
  format >= 2
    ? 'h(0) = seedHash; h(n) = sha256(h(n-1) + HMAC-SHA256(seed, "ply:" + n) as hex + JSON.stringify({ply, seat, kind, move}))'
    : 'h(0) = seedHash; h(n) = sha256(h(n-1) + JSON.stringify({ply, seat, kind, move}))';
