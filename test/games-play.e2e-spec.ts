/**
 * Every multi-player game, played to its end through the API by real users (moves alternately
 * over REST and GraphQL, simultaneous choices submitted in both orders). Every view each user and
 * a spectator received during play is kept (each move is drawn from every move the legal-moves
 * answer stands for, alternatives included); once the match ends and its seed is revealed, the
 * record is replayed with the engine and each kept view must equal the engine's view for that
 * viewer at that ply and contain none of that viewer's secrets. Histories fetched mid-game too.
 */
import type { AnyGame, Viewer } from '../src/engine/game.js';
import { assertHistoryHides, assertNoSecrets } from '../src/engine/testing/conformance.js';
import { expandMoveGroups } from '../src/engine/move-groups.js';
import { Rng } from '../src/engine/rng.js';
import { GAMES } from '../src/games/index.js';
import { GAME_CASES } from '../src/games/test-cases.js';
import { FixedSeeds, gql, register, startApp, type Player, type TestApp } from './support.js';

interface Case {
  game: string;
  seats: number;
  options: Record<string, unknown>;
}

// Each multi-player game, as its test-cases.ts says to play it through the API (`play`).
const CASES: Case[] = GAME_CASES.filter((c) => c.play.seats >= 2).map((c) => ({ game: c.game.meta.id, ...c.play }));

const gameById = (id: string): AnyGame => GAMES.find((g) => g.meta.id === id)!;

describe('multi-player games through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Fixed seeds (one per case, in order) make every run play the same games.
    t = await startApp('games-play', { seeds: new FixedSeeds(CASES.map((c) => `play-${c.game}`)) });
  });
  afterAll(() => t.close());

  for (const c of CASES) {
    it(`${c.game}: ${c.seats} users play to a result; no view or history ever leaks, and each equals the engine's`, async () => {
      const game = gameById(c.game);
      const players: Player[] = [];
      for (let i = 0; i < c.seats; i++) players.push(await register(t, `p${i}`));
      const spectator = await register(t, 'watcher');

      // Create, then join: the last join (over GraphQL) starts the match.
      const created = await t.http.post('/v1/matches').set(players[0].auth).send({ game: c.game, seats: c.seats, options: c.options }).expect(201);
      const id: string = created.body.id;
      expect(created.body).toMatchObject({ status: 'open', view: null, seats: [{ seat: 0 }, ...Array(c.seats - 1).fill({ user: null })] });
      for (let i = 1; i < c.seats - 1; i++) await t.http.post(`/v1/matches/${id}/join`).set(players[i].auth).expect(200);
      const joined = await gql(t, players[c.seats - 1].token, /* GraphQL */ `mutation($id: ID!) { joinMatch(id: $id) { status yourSeat } }`, { id });
      expect(joined.data!.joinMatch).toEqual({ status: 'active', yourSeat: c.seats - 1 });

      const viewers: { viewer: Viewer; who: Player }[] = [...players.map((p, i) => ({ viewer: i, who: p })), { viewer: null, who: spectator }];
      const seen: { ply: number; viewer: Viewer; view: unknown }[] = [];
      const histories: { ply: number; viewer: Viewer; entries: unknown }[] = [];
      const look = async (ply: number) => {
        for (const { viewer, who } of viewers) {
          const r = await t.http.get(`/v1/matches/${id}`).set(who.auth).expect(200);
          expect(r.body.yourSeat).toBe(viewer);
          if (r.body.status !== 'finished') expect(r.body.seed).toBeNull();
          seen.push({ ply, viewer, view: r.body.view });
          if (ply % 7 === 0) histories.push({ ply, viewer, entries: (await t.http.get(`/v1/matches/${id}/history`).set(who.auth).expect(200)).body.entries });
        }
      };

      const rng = Rng.from({ seed: `e2e-${c.game}`, counter: 0 });
      const wentFirst = new Set<number>(); // among several seats to act, who submitted first
      let together = 0; // decisions where every seat had to act
      let match = (await t.http.get(`/v1/matches/${id}`).set(players[0].auth).expect(200)).body;
      await look(0);
      let ply = 0;
      while (match.status === 'active') {
        expect(ply).toBeLessThan(3000);
        let seat: number = match.toAct[0];
        if (match.toAct.length === c.seats && c.seats > 1) {
          seat = match.toAct[together++ % match.toAct.length]; // alternate who submits first
          wentFirst.add(seat);
        }
        const who = players[seat];
        const legal = await t.http.get(`/v1/matches/${id}/legal-moves`).set(who.auth).expect(200);
        expect(legal.body.seat).toBe(seat);
        // Any legal move the answer stands for, an entry's alternatives included (ziggurat lists
        // one attack per card with its other targets as alternatives): each must be accepted.
        const answer = legal.body as { moves: unknown[]; alternatives: { move: number; fields: string[]; values: unknown[][] }[] };
        const move = rng.pick(expandMoveGroups(answer.moves.map((m, i) => ({ move: m, alternatives: answer.alternatives.filter((a) => a.move === i) }))));
        if (ply % 2 === 0) {
          const r = await t.http.post(`/v1/matches/${id}/moves`).set(who.auth).send({ move, expectedVersion: match.version });
          expect(r.status).toBe(200);
          match = r.body.match;
          // The move's answer renders the new state as it is, not as re-read: it must be the same view.
          seen.push({ ply: ply + 1, viewer: seat, view: match.view });
        } else {
          const r = await gql(t, who.token, /* GraphQL */ `mutation($id: ID!, $v: Int!, $m: JSON!) { makeMove(matchId: $id, expectedVersion: $v, move: { json: $m }) { ply } }`, { id, v: match.version, m: move });
          expect(r.errors).toBeUndefined();
          match = (await t.http.get(`/v1/matches/${id}`).set(who.auth).expect(200)).body;
        }
        ply++;
        await look(ply);
      }

      expect(match.status).toBe('finished');
      // Simultaneous choices were submitted in both orders.
      if (game.meta.simultaneousMoves) expect([...wentFirst].sort()).toEqual(Array.from({ length: c.seats }, (_, i) => i));
      expect(match.outcome).not.toBeNull();
      const record = (await t.http.get(`/v1/matches/${id}/record`).set(spectator.auth).expect(200)).body;
      expect(record.seed).not.toBeNull();
      expect(record.moves).toHaveLength(ply);

      // Replay the revealed record with the engine and audit every kept view and history.
      const states: unknown[] = [game.setup(game.schemas.options.parse(record.options), c.seats, record.seed)];
      for (const m of record.moves) {
        const r = game.apply(states[states.length - 1], m.seat, m.move);
        if (!r.ok) throw new Error(`record does not replay at ply ${m.ply}: ${r.error.code}`);
        states.push(r.state);
      }
      expect(game.outcome(states[ply])).toMatchObject({ finished: true, winners: match.outcome.winners, draw: match.outcome.draw });
      // A game with a text notation exports the final position in it (allmer-pyramid).
      expect(record.position).toBe(game.notation ? game.notation(states[ply]) : null);
      let secretsChecked = 0;
      for (const s of seen) {
        expect(s.view).toEqual(game.view(states[s.ply], s.viewer));
        const secrets = game.secrets(states[s.ply], s.viewer);
        assertNoSecrets(s.view, [...secrets, record.seed], `${c.game} view of ${s.viewer} at ply ${s.ply}`);
        secretsChecked += secrets.length;
      }
      for (const h of histories) {
        // The API's history is exactly the engine's redacted log, which must hide what it should.
        const entries = h.entries as { seat: number; move: unknown }[];
        expect(entries.map((e) => e.move)).toEqual(
          record.moves.slice(0, h.ply).map((m: { seat: number; move: unknown }) => (game.moveView ? game.moveView(m.move, m.seat, h.viewer, states[h.ply]) : m.move)),
        );
        assertHistoryHides(game, record.moves, states, h.viewer, h.ply, `${c.game} history of ${h.viewer} at ply ${h.ply}`);
        assertNoSecrets(entries, [record.seed], `${c.game} history of ${h.viewer}`);
      }
      if (game.meta.hiddenInformation) expect(secretsChecked).toBeGreaterThan(0);
    }, 180_000);
  }
});
