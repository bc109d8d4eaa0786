/**
 * A match: its board, whose turn it is and the deadline, your legal moves (highlighted on the
 * board and listed as buttons), live updates over graphql-ws, joining, resigning and the outcome.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { api, ApiError, call, type GameMove, type LegalMoves, type Match } from '../api/client';
import { expandLegalMoves } from '../api/legal-moves';
import { watchMatch } from '../api/live';
import { rendererOf, useGameUi } from '../games';
import type { BoardProps } from '../games/types';
import { candidates, pickable, pickKey, type Candidate } from '../games/picker';
import { inlineText } from '../games/readable';

export function outcomeText(m: Match, names: string[]): string {
  const o = m.outcome;
  if (!o) return m.status;
  const who = o.draw ? 'Draw' : o.winners.length ? `Won by ${o.winners.map((s) => names[s]).join(' and ')}` : 'Nobody won';
  const scores = o.scores ? ` · scores ${o.scores.join(' – ')}` : '';
  return `${who} (${o.endedBy}: ${o.reason})${scores}`;
}

export const seatNames = (m: Match) => m.seats.map((s) => s.user?.username ?? `open seat ${s.seat + 1}`);

function newKey(): string {
  return crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
}

/** Reorders an "any order" array field of a legal move (every ordering is legal) before sending it. */
function Reorder({ move, field, label, send }: { move: GameMove; field: string; label: (m: GameMove) => string; send: (m: GameMove) => void }) {
  const start = (move as unknown as Record<string, string[]>)[field];
  const [order, setOrder] = useState(start);
  const moved = { ...move, [field]: order } as GameMove;
  const up = (i: number) => setOrder(order.map((x, j) => (j === i - 1 ? order[i] : j === i ? order[i - 1] : x)));
  return (
    <div class="reorder" role="group" aria-label="Choose the order">
      <ol>
        {order.map((x, i) => (
          <li key={inlineText(x)}>
            {inlineText(x)}{' '}
            {i > 0 && (
              <button type="button" class="small" aria-label={`Move ${inlineText(x)} up`} onClick={() => up(i)}>↑</button>
            )}
          </li>
        ))}
      </ol>
      <button type="button" data-testid="move" onClick={() => send(moved)}>{label(moved)}</button>
    </div>
  );
}

export function MatchPage({ id, invite }: { id: string; invite: string | null }) {
  const [match, setMatch] = useState<Match | null>(null);
  const [legal, setLegal] = useState<LegalMoves | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [announce, setAnnounce] = useState('');
  const version = useRef(0);
  /** Bumped on joining: the page subscribes again, now as a player. */
  const [epoch, setEpoch] = useState(0);

  /** Reads the match and its legal moves at one version (again if a move landed between the reads). */
  const load = async (atLeast = 0) => {
    try {
      let m, l;
      for (let tries = 0; ; tries++) {
        [m, l] = await Promise.all([call(() => api.GET('/v1/matches/{id}', { params: { path: { id } } })), call(() => api.GET('/v1/matches/{id}/legal-moves', { params: { path: { id } } }))]);
        if ((m.version === l.version && m.version >= atLeast) || tries >= 3) break;
      }
      if (m.version < version.current) return;
      if (m.version !== version.current && version.current) setAnnounce(m.yourTurn ? 'Your turn.' : m.status === 'finished' ? 'The match is over.' : 'The match changed.');
      version.current = m.version;
      setMatch(m);
      setLegal(l);
      setPicked([]);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  useEffect(() => {
    void load();
    const stop = watchMatch(id, undefined, () => void load());
    return stop;
  }, [id, epoch]);

  const ui = useGameUi(match?.game);
  const all: Candidate<GameMove>[] = useMemo(
    () =>
      match?.view && ui && legal
        ? expandLegalMoves(legal).map(({ move }, index) => ({ index, move, keys: ui.keysOf(move as never, match.view as never, legal.seat) }))
        : [],
    [legal, match],
  );
  const join = async () => {
    setError(null);
    try {
      await call(() => api.POST('/v1/matches/{id}/join', { params: { path: { id } }, body: invite ? { inviteCode: invite } : {} }));
      setEpoch((e) => e + 1);
    } catch (e) {
      setError(e instanceof ApiError ? `${e.message} (${e.code})` : String(e));
    }
  };
  if (!match || !ui) {
    // A private match is hidden from all but its players: the invite link joins it first.
    return (
      <section class="panel">
        {invite && !match && <p>You are invited to a private match.</p>}
        {invite && !match && <button type="button" data-testid="join" onClick={join}>Join this match</button>}
        {error ? <p class="error" role="alert">{error}</p> : !invite && <p>Loading…</p>}
      </section>
    );
  }

  const names = seatNames(match);
  const cands = candidates(all, picked, ui.ordered);
  const highlighted = pickable(cands, picked, ui.ordered);
  // By index into the expanded list (`all`): the field of that move that may be reordered.
  const anyOrder = new Map(legal ? expandLegalMoves(legal).flatMap((m, i) => (m.anyOrder === null ? [] : [[i, m.anyOrder] as const])) : []);

  const send = async (move: GameMove) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const r = await call(() =>
        api.POST('/v1/matches/{id}/moves', {
          params: { path: { id } },
          body: { game: match.game, move, expectedVersion: legal?.version ?? match.version, idempotencyKey: newKey() } as never,
        }),
      );
      // Until the new legal moves arrive, none is offered: a stale one would only be refused.
      setLegal(null);
      setPicked([]);
      await load(r.version);
    } catch (e) {
      setError(e instanceof ApiError ? `${e.message} (${e.code})` : String(e));
      await load();
    } finally {
      setBusy(false);
    }
  };

  const pick = (key: string) => {
    const r = pickKey(all, picked, key, ui.ordered);
    setPicked(r.picked);
    if (r.send) void send(r.send.move);
  };

  const resign = async () => {
    if (!confirm('Resign this match?')) return;
    try {
      await call(() => api.POST('/v1/matches/{id}/resign', { params: { path: { id } }, body: {} }));
      await load();
    } catch (e) {
      setError(e instanceof ApiError ? `${e.message} (${e.code})` : String(e));
    }
  };

  const seated = match.yourSeat !== null;
  const canJoin = !seated && match.status === 'open' && match.seats.some((s) => !s.user);
  const inviteLink = match.inviteCode ? `${location.origin}/#/match/${match.id}?invite=${encodeURIComponent(match.inviteCode)}` : null;
  const Board = ui.Board as unknown as (p: BoardProps) => preact.JSX.Element;

  return (
    <div class="match" data-game={match.game} data-status={match.status} data-version={match.version}>
      <section class="panel status" aria-labelledby="match-h">
        <h1 id="match-h">{ui.title}</h1>
        <p>
          {names.map((n, s) => (
            <span key={s} class={`seat${match.toAct.includes(s) ? ' to-act' : ''}`}>
              {n}
              {s === match.yourSeat ? ' (you)' : ''}
              {match.toAct.includes(s) ? ' ◀ to act' : ''}
            </span>
          ))}
        </p>
        <p data-testid="state" aria-live="polite">
          {match.status === 'open'
            ? 'Waiting for players to join.'
            : match.status === 'active'
              ? match.yourTurn
                ? 'Your turn.'
                : `Waiting for ${match.toAct.map((s) => names[s]).join(' and ')}.`
              : outcomeText(match, names)}
          {match.deadline ? ` Decide by ${new Date(match.deadline).toLocaleString()}.` : ''}
          {!seated && match.status !== 'open' ? ' You are watching.' : ''}
        </p>
        <p class="sr-only" aria-live="assertive">{announce}</p>
        {inviteLink && (
          <p>
            Invite code <code data-testid="invite-code">{match.inviteCode}</code> · <a href={inviteLink}>invite link</a>
          </p>
        )}
        {canJoin && <button type="button" data-testid="join" onClick={join}>Join this match</button>}
        {error && <p class="error" role="alert">{error}</p>}
        <p class="links">
          <a href={`#/match/${match.id}/replay`}>Replay and record</a>
          {seated && match.status === 'active' && (
            <button type="button" class="link" onClick={resign}>Resign</button>
          )}
        </p>
      </section>
      <section class="panel board-panel" aria-label="Board">
        {match.view ? <Board view={match.view} seat={match.yourSeat} names={names} highlighted={highlighted} selected={new Set(picked)} pick={pick} /> : <p>The board appears when the match starts.</p>}
      </section>
      {legal && legal.moves.length > 0 && (
        <section class="panel moves" aria-labelledby="moves-h">
          <h2 id="moves-h">Your moves</h2>
          {rendererOf(match.game) && <p class="muted">Click a highlighted piece or card on the board (Tab and Enter work too), or a move below.</p>}
          {picked.length > 0 && (
            <button type="button" class="link" onClick={() => setPicked([])}>Clear selection</button>
          )}
          <ul>
            {cands.map((c) => (
              <li key={c.index}>
                {anyOrder.has(c.index) ? (
                  <Reorder move={c.move} field={anyOrder.get(c.index)!} label={(m) => ui.label(m as never, match.view as never)} send={send} />
                ) : (
                  <button type="button" data-testid="move" disabled={busy} onClick={() => send(c.move)}>
                    {ui.label(c.move as never, match.view as never)}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
