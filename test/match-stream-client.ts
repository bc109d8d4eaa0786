/** Helpers of the match-stream suites: playing a match to its end, and reading its streams. */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { Player, TestApp } from './support.js';

export const MATCH_EVENTS = /* GraphQL */ `subscription($id: ID!, $after: Int) { matchEvents(matchId: $id, afterVersion: $after) { kind match { version ply status yourSeat viewJson } } }`;

export interface StreamEvent {
  kind: string;
  match: { version: number; ply: number; status: string; yourSeat: number | null; viewJson?: unknown; view?: unknown };
}

/** A graphql-ws subscription to matchEvents: what it received, and whether it completed. */
export function subscribeMatch(url: string, p: Player, matchId: string, after?: number) {
  const got: StreamEvent[] = [];
  const errors: unknown[] = [];
  let completed = false;
  const client: Client = createClient({ url: url.replace(/^http/, 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${p.token}` }, retryAttempts: 0 });
  client.subscribe(
    { query: MATCH_EVENTS, variables: { id: matchId, after: after ?? null } },
    {
      next: (msg) => (msg.errors ? errors.push(msg.errors) : got.push((msg.data as { matchEvents: StreamEvent }).matchEvents)),
      error: (e) => errors.push(e),
      complete: () => (completed = true),
    },
  );
  return { got, errors, completed: () => completed, dispose: () => client.dispose() };
}

export async function until(check: () => boolean, ms = 15_000, what = 'events') {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * One action of whoever must act in `matchId` (the first seat of toAct, its first legal move),
 * through `t`; returns the match after it as REST shows it to that player, or null at the end.
 */
export async function playOne(t: TestApp, players: Player[], matchId: string): Promise<{ version: number; status: string } | null> {
  const m = (await t.http.get(`/v1/matches/${matchId}`).set(players[0].auth).expect(200)).body;
  if (m.status !== 'active') return null;
  const seat = m.toAct[0] as number;
  const p = players[seat];
  const legal = (await t.http.get(`/v1/matches/${matchId}/legal-moves`).set(p.auth).expect(200)).body;
  const mine = (await t.http.get(`/v1/matches/${matchId}`).set(p.auth).expect(200)).body;
  const r = await t.http.post(`/v1/matches/${matchId}/moves`).set(p.auth).send({ move: legal.moves[0], expectedVersion: mine.version });
  if (r.status !== 200) throw new Error(`move refused: ${r.status} ${JSON.stringify(r.body)}`);
  return { version: r.body.version, status: r.body.match.status };
}

/** Every version from `first` to `last`, once each, in order. */
export const versions = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);
