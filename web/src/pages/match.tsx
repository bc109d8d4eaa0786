/**
 * A match: its board, whose turn it is and the deadline, your legal moves (highlighted on the
 * board and listed as buttons), live updates over graphql-ws, joining and the outcome; beside the
 * board the moves played, the match's actions and its chat (match-social.tsx).
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { api, call, errorText, read, type GameMove, type LegalMoves, type Match } from '../api/client';
import { expandLegalMoves } from '../api/legal-moves';
import { streamUp, watchMatch } from '../api/live';
import { rememberCommitment } from '../api/verify';
import { rendererOf, useGameUi } from '../games';
import type { BoardProps, GameUi } from '../games/types';
import { candidates, pickable, pickKey, type Candidate } from '../games/picker';
import { inlineText } from '../games/readable';
import { Countdown } from '../countdown';
import { t, tOr, when } from '../i18n';
import { chime } from '../sound';
import { Chat, MatchActions, MoveList, useMatchSocial } from './match-social';
import { HintPanel } from './match-hint';
import { UserLink } from '../paged';

export function outcomeText(m: Match, names: string[]): string {
  const o = m.outcome;
  if (!o) return m.status;
  const who = o.draw ? t('outcome.draw') : o.winners.length ? t('outcome.won', { names: o.winners.map((s) => names[s]).join(t('match.and')) }) : t('outcome.nobody');
  const scores = o.scores ? t('outcome.scores', { scores: o.scores.join(' – ') }) : '';
  // The reason is the game's own sentence (English); what ended the match is in the page's language.
  return `${who} (${tOr(`outcome.by.${o.endedBy}`, o.endedBy)}: ${o.reason})${scores}`;
}

export const seatNames = (m: Match) => m.seats.map((s) => s.user?.username ?? `${t('lobby.openSeat')} ${s.seat + 1}`);

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
    <div class="reorder" role="group" aria-label={t('match.order')}>
      <ol>
        {order.map((x, i) => (
          <li key={inlineText(x)}>
            {inlineText(x)}{' '}
            {i > 0 && (
              <button type="button" class="small" aria-label={t('match.up', { item: inlineText(x) })} onClick={() => up(i)}>↑</button>
            )}
          </li>
        ))}
      </ol>
      <button type="button" data-testid="move" onClick={() => send(moved)}>{label(moved)}</button>
    </div>
  );
}

/** No moves for you at this version (it is not your turn): nothing to read. */
const noMoves = (m: Match): LegalMoves => ({ game: m.game, version: m.version, seat: m.yourSeat, moves: [], anyOrder: [], alternatives: [] }) as LegalMoves;

export function MatchPage({ id, invite }: { id: string; invite: string | null }) {
  const [match, setMatch] = useState<Match | null>(null);
  const [legal, setLegal] = useState<LegalMoves | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  /** A read that gave up after its retries: shown with a button to try again. */
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [announce, setAnnounce] = useState('');
  const version = useRef(0);
  const legalVersion = useRef(-1);
  /** True while your own move is on its way: its change makes no sound. */
  const sending = useRef(false);
  /** Bumped on joining: the page subscribes again, now as a player. */
  const [epoch, setEpoch] = useState(0);

  /**
   * Shows a match (and your legal moves at its version, when known) unless the page already has
   * that version or a later one. Without legal moves, a seat that must act reads them once.
   */
  const apply = (m: Match, l: LegalMoves | null): boolean => {
    if (m.version < version.current || (m.version === version.current && legalVersion.current === m.version)) return false;
    if (m.version !== version.current && version.current) {
      setAnnounce(m.yourTurn ? t('match.yourTurn') : m.status === 'finished' ? t('match.announceOver') : t('match.announceChanged'));
      // Another player's change: a sound (when switched on), two notes when it leaves you to act.
      if (!sending.current && m.yourSeat !== null && m.status === 'active') chime(m.yourTurn ? 'turn' : 'move');
    }
    if (m.version !== version.current) setPicked([]);
    version.current = m.version;
    rememberCommitment(m.id, m.seedHash, m.status);
    setMatch(m);
    const moves = l && l.version === m.version ? l : m.status === 'active' && m.yourTurn ? null : noMoves(m);
    legalVersion.current = moves ? m.version : -1;
    setLegal(moves);
    setFailed(null);
    return true;
  };

  /** Reads the match and its legal moves at one version (again if a move landed between the reads). */
  const load = async () => {
    setFailed(null);
    try {
      let m, l;
      for (let tries = 0; ; tries++) {
        [m, l] = await Promise.all([read(() => api.GET('/v1/matches/{id}', { params: { path: { id } } })), read(() => api.GET('/v1/matches/{id}/legal-moves', { params: { path: { id } } }))]);
        if (m.version === l.version || tries >= 3) break;
      }
      apply(m, l);
      setError(null);
    } catch (e) {
      setFailed(errorText(e));
    }
  };

  /** Your legal moves at the version shown: one read, when a move's answer left you to act. */
  const loadMoves = async (m: Match) => {
    try {
      const l = await read(() => api.GET('/v1/matches/{id}/legal-moves', { params: { path: { id } } }));
      if (l.version === m.version) apply(m, l);
      else if (l.version > version.current) await load();
    } catch (e) {
      setFailed(errorText(e));
    }
  };

  useEffect(() => {
    let stop = () => undefined as void;
    let gone = false;
    // Subscribe once the page has a version: the stream then brings only what comes after it
    // (or, when the first read failed, the match as it is now), each event with your legal moves.
    void load().finally(() => {
      if (!gone) stop = watchMatch(id, () => version.current || undefined, (c) => void apply(c.match, c.legal));
    });
    // While the socket is down (it reconnects by itself), the page reads the match now and then.
    const poll = setInterval(() => {
      if (!streamUp() && document.visibilityState === 'visible') void load();
    }, 10000);
    return () => {
      gone = true;
      clearInterval(poll);
      stop();
    };
  }, [id, epoch]);

  const boardRef = useRef<HTMLElement>(null);
  // Keeps keyboard play on the board: when your moves arrive or you pick, and focus is nowhere
  // (a button that vanished with the move left it on <body>) or on the board or the move list,
  // the next element to pick takes it; when it is not your turn, the board does.
  useEffect(() => {
    const board = boardRef.current;
    const at = document.activeElement;
    if (!board || !legal || !(at === null || at === document.body || board.contains(at) || at.closest('.moves'))) return;
    if (at && at.isConnected && at.matches('.pick.legal:not(.selected)')) return;
    // The next element to pick, else (picks that stay ambiguous) the first listed move, else the board.
    const next = board.querySelector<SVGElement>('.pick.legal:not(.selected)') ?? document.querySelector<HTMLElement>('.moves [data-testid=move]:not([disabled])');
    (next ?? board).focus({ preventScroll: true });
  }, [legal, match?.version, picked.length]);

  const ui = useGameUi(match?.game);
  const social = useMatchSocial(id, match);
  const all: Candidate<GameMove>[] = useMemo(
    () =>
      match?.view && ui && legal
        ? expandLegalMoves<GameMove>(legal).map(({ move }, index) => ({ index, move, keys: ui.keysOf(move as never, match.view as never, legal.seat) }))
        : [],
    [legal, match],
  );
  const join = async () => {
    setError(null);
    try {
      await call(() => api.POST('/v1/matches/{id}/join', { params: { path: { id } }, body: invite ? { inviteCode: invite } : {} }));
      setEpoch((e) => e + 1);
    } catch (e) {
      setError(errorText(e));
    }
  };
  if (!match || !ui) {
    // A private match is hidden from all but its players: the invite link joins it first.
    return (
      <section class="panel">
        {invite && !match && <p>{t('match.invited')}</p>}
        {invite && !match && <button type="button" data-testid="join" onClick={join}>{t('match.joinThis')}</button>}
        {error || failed ? <p class="error" role="alert">{error ?? failed}</p> : !invite && <p>{t('common.loading')}</p>}
        {failed && !invite && <button type="button" data-testid="retry" onClick={load}>{t('common.retry')}</button>}
      </section>
    );
  }

  const names = seatNames(match);
  const cands = candidates(all, picked, ui.ordered);
  const highlighted = pickable(cands, picked, ui.ordered);
  // By index into the expanded list (`all`): the field of that move that may be reordered.
  const anyOrder = new Map(legal ? expandLegalMoves<GameMove>(legal).flatMap((m, i) => (m.anyOrder === null ? [] : [[i, m.anyOrder] as const])) : []);

  const send = async (move: GameMove) => {
    if (busy) return;
    setBusy(true);
    sending.current = true;
    setError(null);
    try {
      const r = await call(() =>
        api.POST('/v1/matches/{id}/moves', {
          params: { path: { id } },
          body: { game: match.game, move, expectedVersion: legal?.version ?? match.version, idempotencyKey: newKey() } as never,
        }),
      );
      if (match.yourSeat !== null && !r.replayed) social.moved(r.ply, match.yourSeat, move);
      // The answer carries the match; your next moves come with its stream event, or with one
      // read when the stream has not brought them first.
      if (apply(r.match, null) && legalVersion.current !== r.match.version) await loadMoves(r.match);
    } catch (e) {
      setError(errorText(e));
      await load();
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const pick = (key: string) => {
    const r = pickKey(all, picked, key, ui.ordered);
    setPicked(r.picked);
    if (r.send) void send(r.send.move);
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
              {match.seats[s]?.user ? <UserLink name={n} /> : n}
              {s === match.yourSeat ? t('match.you') : ''}
              {match.toAct.includes(s) ? t('match.toAct') : ''}
            </span>
          ))}
        </p>
        <p data-testid="state" aria-live="polite">
          {match.status === 'open'
            ? t('match.waitingPlayers')
            : match.status === 'active'
              ? match.yourTurn
                ? t('match.yourTurn')
                : t('match.waitingFor', { names: match.toAct.map((s) => names[s]).join(t('match.and')) })
              : outcomeText(match, names)}
          {match.deadline ? t('match.decideBy', { when: when(match.deadline) }) : ''}
          {!seated && match.status !== 'open' ? t('match.watching') : ''}
        </p>
        {/* Outside the live region above: a ticking clock is not announced each second. */}
        {match.deadline && match.status === 'active' && (
          <p>
            <Countdown deadline={match.deadline} />
          </p>
        )}
        <p class="sr-only" aria-live="assertive">{announce}</p>
        {inviteLink && (
          <p>
            {t('match.invite')} <code data-testid="invite-code">{match.inviteCode}</code> · <a href={inviteLink}>{t('match.inviteLink')}</a>
          </p>
        )}
        {canJoin && <button type="button" data-testid="join" onClick={join}>{t('match.joinThis')}</button>}
        {error && <p class="error" role="alert">{error}</p>}
        {failed ? (
          <p class="error" role="alert">
            {failed} <button type="button" data-testid="retry" onClick={load}>{t('common.retry')}</button>
          </p>
        ) : (
          match.status === 'active' && match.yourTurn && !legal && <p class="muted" data-testid="loading-moves">{t('match.loadingMoves')}</p>
        )}
        <p class="links">
          <a href={`#/match/${match.id}/replay`}>{t('match.replay')}</a>
          {' · '}
          <a href={`/v1/games/${encodeURIComponent(match.game)}/rules`} target="_blank" rel="noopener" data-testid="rules">{t('match.rules', { game: ui.title })}</a>
        </p>
      </section>
      <section class="panel board-panel" aria-label={t('match.board')} ref={boardRef} tabIndex={-1}>
        {match.view ? <Board view={match.view} seat={match.yourSeat} names={names} highlighted={highlighted} selected={new Set(picked)} pick={pick} /> : <p>{t('match.boardLater')}</p>}
      </section>
      <div class="side">
        {legal && legal.moves.length > 0 && (
          <section class="panel moves" aria-labelledby="moves-h">
            <h2 id="moves-h">{t('match.moves')}</h2>
            {match.hints && match.status === 'active' && match.yourTurn && (
              <HintPanel match={match} ui={ui as GameUi<never, never>} board={boardRef.current} busy={busy} send={send} />
            )}
            {rendererOf(match.game) && <p class="muted">{t('match.movesHint')}</p>}
            {picked.length > 0 && (
              <button type="button" class="link" onClick={() => setPicked([])}>{t('match.clear')}</button>
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
        <MoveList match={match} names={names} social={social} ui={ui} />
        <MatchActions match={match} names={names} social={social} reload={load} />
        <Chat match={match} social={social} />
      </div>
    </div>
  );
}
