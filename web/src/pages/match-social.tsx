/**
 * What sits beside the board: the list of moves played, the match's actions (draw offers,
 * takebacks, abort, resign with a confirmation, rematch, a bot for a free seat) and its chat.
 *
 * Reads: the history, the offers, the pending takeback and the chat once when the page opens
 * (each retried like every read); after that they follow your own event log (chat_message,
 * draw_*, takeback_*, rematch and challenge events), so a move costs no read here. The moves of
 * other players come with the header's read of your turns (each turn carries the entries since
 * your last move); your own come from the move's answer. A spectator, who gets no events and no
 * turns, reads the public history (with the chat) once per new version the match stream brings:
 * the stream's events carry the match, not the move. Besides, the chat every 20 s while the tab is
 * visible.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { api, call, currentSession, read, type GameMove, type Match, type Schemas } from '../api/client';
import { gameCatalog } from '../api/catalog';
import { watchMine } from '../api/live';
import { onTurns } from '../api/waiting';
import { moveLabel } from '../games/readable';
import type { GameUi } from '../games/types';
import { t, when, type MessageKey } from '../i18n';
import { useAction } from './use-action';

export type Entry = Schemas['HistoryEntry'];
type Offers = Schemas['MatchOffers'];
type Takeback = Schemas['Takeback'];
type ChatMessage = Schemas['ChatMessage'];
type Room = Schemas['ChatRoom'];

/** A 404 that means "none" (no pending takeback), not a failure. */
const none = (e: unknown) => (e as { status?: number }).status === 404;

export interface Social {
  entries: Map<number, Entry>;
  offers: Offers | null;
  takeback: Takeback | null;
  chat: ChatMessage[];
  /** The history had gaps: the list offers to read it whole. */
  loadHistory(): Promise<void>;
  /** Your move, from its answer. */
  moved(ply: number, seat: number, move: GameMove): void;
  readOffers(): Promise<void>;
  setTakeback(tb: Takeback | null): void;
  setChat(f: (c: ChatMessage[]) => ChatMessage[]): void;
}

/** The state beside the board, read once when `match` first arrives and then kept up by events. */
export function useMatchSocial(id: string, match: Match | null): Social {
  const [entries, setEntries] = useState<Map<number, Entry>>(new Map());
  const [offers, setOffers] = useState<Offers | null>(null);
  const [takeback, setTakeback] = useState<Takeback | null>(null);
  const [chat, setChatState] = useState<ChatMessage[]>([]);
  const prev = useRef<Match | null>(null);
  const loaded = match !== null;
  const seated = match?.yourSeat !== null && match?.yourSeat !== undefined;

  const merge = (list: readonly Entry[]) =>
    setEntries((old) => {
      const next = new Map(old);
      for (const e of list) next.set(e.ply, e);
      return next;
    });
  const addChat = (list: readonly ChatMessage[]) =>
    setChatState((old) => {
      const seen = new Set(old.map((m) => m.id));
      return [...old, ...list.filter((m) => !seen.has(m.id))];
    });

  const loadHistory = async () => {
    try {
      const h = await read(() => api.GET('/v1/matches/{id}/history', { params: { path: { id } } }));
      merge(h.entries);
      addChat(h.chat);
    } catch {
      // the list keeps what it has, and its button to read it again
    }
  };
  const readOffers = async () => {
    try {
      setOffers(await read(() => api.GET('/v1/matches/{id}/offers', { params: { path: { id } } })));
    } catch {
      // no offers shown: the actions still answer with the server's reason
    }
  };
  const readTakeback = async () => {
    try {
      setTakeback(await read(() => api.GET('/v1/matches/{id}/takeback', { params: { path: { id } } })));
    } catch (e) {
      if (none(e)) setTakeback(null);
    }
  };
  const readChat = async () => {
    try {
      addChat((await read(() => api.GET('/v1/matches/{id}/chat', { params: { path: { id } } }))).items);
    } catch {
      // kept as it is; the next message or read brings the rest
    }
  };

  // Once the match is shown: the history (with the first page of the chat), the offers and, for
  // a player of an active match, a pending takeback.
  useEffect(() => {
    if (!loaded) return;
    void loadHistory();
    if (seated) {
      void readOffers();
      if (match.status === 'active') void readTakeback();
    }
  }, [id, loaded, seated]);

  // Your event log: chat messages, offers and answers.
  const offersRef = useRef(offers);
  offersRef.current = offers;
  useEffect(() => {
    if (!loaded) return;
    return watchMine((e) => {
      if (!e) return void readOffers();
      const d = e.data;
      if (e.matchId === id && e.type === 'chat_message') {
        addChat([{ id: String(d.messageId ?? e.id), room: d.room as Room, username: String(d.username), body: String(d.body), createdAt: e.createdAt }]);
      } else if (e.matchId === id && e.type === 'takeback_requested') {
        setTakeback({ seat: Number(d.seat), ply: Number(d.ply), version: e.version ?? 0, asked: [], accepted: [], createdAt: e.createdAt });
      } else if (e.matchId === id && (e.type === 'takeback_declined' || e.type === 'takeback_accepted')) {
        setTakeback(null);
      } else if (/^(draw_|match_aborted|match_finished)/.test(e.type) && e.matchId === id) {
        void readOffers();
      } else if (d.rematchOf === id || (e.matchId !== id && offersRef.current?.rematch && !offersRef.current.rematch.matchId)) {
        // A rematch offered or answered, or (an event of another match while it has no match yet)
        // started: the match starts just after the last acceptance.
        void readOffers();
      }
    });
  }, [id, loaded]);

  // A spectator gets no events: the chat is read again now and then while the tab is visible.
  useEffect(() => {
    if (!loaded || seated) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void readChat();
    }, 20000);
    return () => clearInterval(timer);
  }, [id, loaded, seated]);

  // A spectator's list follows the match: one history read per new version of the stream, a read
  // asked for while one is on its way made once after it (versions that came meanwhile share it).
  const historyReading = useRef(false);
  const historyAgain = useRef(false);
  const followHistory = () => {
    if (historyReading.current) {
      historyAgain.current = true;
      return;
    }
    historyReading.current = true;
    void loadHistory().finally(() => {
      historyReading.current = false;
      if (historyAgain.current) {
        historyAgain.current = false;
        followHistory();
      }
    });
  };

  // Entries since your last move come with the header's read of your turns.
  useEffect(() => onTurns((items) => merge(items.find((i) => i.matchId === id)?.since.entries ?? [])), [id]);

  // A new version: a takeback request holds for its version only, and a draw offer lapses at
  // its offerer's next move (the offerer was to act in the version before).
  useEffect(() => {
    const before = prev.current;
    prev.current = match;
    if (!match || !before || before.version === match.version) return;
    if (takeback && takeback.version !== match.version) setTakeback(null);
    if (offers?.draw && before.toAct.includes(offers.draw.seat) && match.ply > before.ply) setOffers({ ...offers, draw: null });
    // Started (now abortable) or over (a rematch may be offered); while the match may be aborted,
    // each move may be the last first move, after which it may not.
    if ((match.status !== before.status || offers?.abortable) && seated) void readOffers();
    // A takeback lowers the ply, and its entry is new too.
    if (!seated && match.ply !== before.ply) followHistory();
  }, [match?.version]);

  return {
    entries,
    offers,
    takeback,
    chat,
    loadHistory,
    moved: (ply, seat, move) => merge([{ ply, seat, kind: 'move', auto: false, move: move as Entry['move'], at: new Date().toISOString() }]),
    readOffers,
    setTakeback,
    setChat: setChatState,
  };
}

/** One entry in words: the move through the game's own labels, else as data. */
function entryText(e: Entry, ui: GameUi<never, never>, view: unknown): string {
  if (e.kind !== 'move') return t(`history.${e.kind}` as MessageKey);
  if (!e.move) return t('history.hidden');
  try {
    return ui.label(e.move as never, view as never);
  } catch {
    return moveLabel(e.move);
  }
}

/** The moves played so far, newest at the bottom, scrolled to it. */
export function MoveList({ match, names, social, ui }: { match: Match; names: string[]; social: Social; ui: GameUi<never, never> }) {
  const list = [...social.entries.values()].sort((a, b) => a.ply - b.ply);
  const missing = match.ply - list.filter((e) => e.ply <= match.ply).length;
  const box = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [list.length]);
  return (
    <section class="panel history" aria-labelledby="history-h" data-testid="move-list">
      <h2 id="history-h">{t('history.title')}</h2>
      {list.length === 0 && missing <= 0 ? (
        <p class="muted">{t('history.none')}</p>
      ) : (
        <ol ref={box} tabIndex={0} aria-labelledby="history-h">
          {list.map((e) => (
            <li key={e.ply} value={e.ply} data-kind={e.kind}>
              <span class="who">{names[e.seat] ?? ''}</span> {entryText(e, ui, match.view)}
            </li>
          ))}
        </ol>
      )}
      {missing > 0 && (
        <button type="button" class="link" data-testid="load-history" onClick={() => void social.loadHistory()}>
          {t('history.more', { n: missing })}
        </button>
      )}
    </section>
  );
}

/**
 * The match's actions for a player: offer, accept or decline a draw; ask to take back your last
 * move, or answer such a request; abort before everyone has moved; resign (asked again first);
 * offer or accept a rematch once it is over; give a free seat of an open match to a bot.
 */
export function MatchActions({ match, names, social, reload }: { match: Match; names: string[]; social: Social; reload: () => Promise<void> }) {
  const [error, busy, run] = useAction();
  const [confirming, setConfirming] = useState(false);
  const [levels, setLevels] = useState(0);
  const [level, setLevel] = useState(1);
  const id = match.id;
  const me = match.yourSeat;
  const active = match.status === 'active';
  const { offers, takeback } = social;
  const draw = offers?.draw ?? null;
  const last = social.entries.get(match.ply);
  const free = match.seats.filter((s) => !s.user).length;
  useEffect(() => {
    if (match.status === 'open' && free > 0) gameCatalog().then((g) => setLevels(g.find((x) => x.id === match.game)?.maxBotLevel ?? 0), () => undefined);
  }, [match.status, free > 0]);
  if (me === null) return null;

  const drawAction = (action: 'offer' | 'accept' | 'decline') =>
    run(async () => {
      const o = await call(() => api.POST('/v1/matches/{id}/draw', { params: { path: { id } }, body: { action } }));
      await social.readOffers();
      if (o.draw === null && action === 'accept') await reload();
    });
  const askTakeback = () =>
    run(async () => {
      const r = await call(() => api.POST('/v1/matches/{id}/takeback', { params: { path: { id } }, body: { expectedVersion: match.version } }));
      social.setTakeback(r.takeback);
    });
  const answerTakeback = (accept: boolean) =>
    run(async () => {
      if (accept) await call(() => api.POST('/v1/matches/{id}/takeback/accept', { params: { path: { id } } }));
      else await call(() => api.POST('/v1/matches/{id}/takeback/decline', { params: { path: { id } } }));
      social.setTakeback(null);
    });
  const abort = () =>
    run(async () => {
      await call(() => api.POST('/v1/matches/{id}/abort', { params: { path: { id } }, body: {} }));
      await reload();
    });
  const resign = () =>
    run(async () => {
      setConfirming(false);
      await call(() => api.POST('/v1/matches/{id}/resign', { params: { path: { id } }, body: {} }));
      await reload();
    });
  const rematch = () =>
    run(async () => {
      await call(() => api.POST('/v1/matches/{id}/rematch', { params: { path: { id } } }));
      await social.readOffers();
    });
  const seatBot = () =>
    run(async () => {
      await call(() => api.POST('/v1/matches/{id}/bots', { params: { path: { id } }, body: { level } }));
      await reload();
    });

  const rm = offers?.rematch ?? null;
  const myName = currentSession()?.user.username;
  const mine = rm?.seats.find((s) => s.username === myName);
  return (
    <section class="panel actions" aria-labelledby="actions-h" data-testid="actions">
      <h2 id="actions-h">{t('actions.title')}</h2>
      {match.status === 'open' && free > 0 && levels > 0 && (
        <div class="row">
          <label>
            {t('actions.botLevel')}{' '}
            <select value={level} onChange={(e) => setLevel(Number(e.currentTarget.value))} data-testid="bot-level">
              {Array.from({ length: levels }, (_, i) => (
                <option key={i} value={i + 1}>{i + 1}</option>
              ))}
            </select>
          </label>
          <button type="button" disabled={busy} onClick={seatBot} data-testid="seat-bot">{t('actions.seatBot')}</button>
        </div>
      )}
      {active && offers?.drawPossible && (
        <div class="row" data-testid="draw">
          {!draw ? (
            <button type="button" disabled={busy} onClick={() => drawAction('offer')} data-testid="offer-draw">{t('actions.offerDraw')}</button>
          ) : draw.seat === me ? (
            <p>{t('actions.drawOffered')}</p>
          ) : (
            <>
              <p>{t('actions.drawOfferedBy', { name: draw.username })}</p>
              <button type="button" disabled={busy} onClick={() => drawAction('accept')} data-testid="accept-draw">{t('actions.acceptDraw')}</button>
              <button type="button" disabled={busy} onClick={() => drawAction('decline')} data-testid="decline-draw">{t('actions.declineDraw')}</button>
            </>
          )}
        </div>
      )}
      {active && (takeback || (last?.kind === 'move' && last.seat === me)) && (
        <div class="row" data-testid="takeback">
          {!takeback ? (
            <button type="button" disabled={busy} onClick={askTakeback} data-testid="ask-takeback">{t('actions.askTakeback')}</button>
          ) : takeback.seat === me ? (
            <p>{t('actions.takebackAsked')}</p>
          ) : (
            <>
              <p>{t('actions.takebackAskedBy', { name: names[takeback.seat] ?? '' })}</p>
              <button type="button" disabled={busy} onClick={() => answerTakeback(true)} data-testid="accept-takeback">{t('actions.acceptTakeback')}</button>
              <button type="button" disabled={busy} onClick={() => answerTakeback(false)} data-testid="decline-takeback">{t('actions.declineTakeback')}</button>
            </>
          )}
        </div>
      )}
      {active && (
        <div class="row">
          {offers?.abortable && match.seats.some((s) => ![...social.entries.values()].some((e) => e.kind === 'move' && e.seat === s.seat)) && (
            <button type="button" disabled={busy} onClick={abort} data-testid="abort">{t('actions.abort')}</button>
          )}
          {!confirming ? (
            <button type="button" disabled={busy} onClick={() => setConfirming(true)} data-testid="resign">{t('match.resign')}</button>
          ) : (
            <span role="group" aria-label={t('match.resignConfirm')} class="confirm">
              <span>{t('match.resignConfirm')}</span>{' '}
              <button type="button" class="danger" onClick={resign} data-testid="resign-confirm">{t('actions.resignYes')}</button>{' '}
              <button type="button" onClick={() => setConfirming(false)} data-testid="resign-cancel">{t('actions.resignNo')}</button>
            </span>
          )}
        </div>
      )}
      {match.status === 'finished' && (
        <div class="row" data-testid="rematch">
          {rm?.matchId ? (
            <a href={`#/match/${rm.matchId}`} data-testid="rematch-link">{t('actions.rematchGo')}</a>
          ) : rm && rm.status === 'pending' && mine?.response === 'pending' ? (
            <>
              <p>{t('actions.rematchOfferedBy', { name: rm.challenger })}</p>
              <button type="button" disabled={busy} onClick={rematch} data-testid="accept-rematch">{t('actions.acceptRematch')}</button>
            </>
          ) : rm && rm.status === 'pending' ? (
            <p>{t('actions.rematchWaiting')}</p>
          ) : (
            <button type="button" disabled={busy} onClick={rematch} data-testid="offer-rematch">{t('actions.offerRematch')}</button>
          )}
        </div>
      )}
      {error && <p class="error" role="alert">{error}</p>}
    </section>
  );
}

/** The chat: players write in and read both rooms, spectators the spectators' room. */
export function Chat({ match, social }: { match: Match; social: Social }) {
  const seated = match.yourSeat !== null;
  const [room, setRoom] = useState<Room>(seated ? 'players' : 'spectators');
  const [body, setBody] = useState('');
  const [error, busy, run] = useAction();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [social.chat.length]);
  const send = (e: Event) => {
    e.preventDefault();
    const text = body.trim();
    if (!text) return;
    void run(async () => {
      const m = await call(() => api.POST('/v1/matches/{id}/chat', { params: { path: { id: match.id } }, body: { body: text, room } }));
      social.setChat((old) => (old.some((x) => x.id === m.id) ? old : [...old, m]));
      setBody('');
    });
  };
  return (
    <section class="panel chat" aria-labelledby="chat-h">
      <h2 id="chat-h">{t('chat.title')}</h2>
      {social.chat.length === 0 ? (
        <p class="muted">{t('chat.none')}</p>
      ) : (
        <div ref={box} class="log" role="log" aria-labelledby="chat-h" tabIndex={0} data-testid="chat-log">
          <ol>
            {social.chat.map((m) => (
              <li key={m.id} data-room={m.room}>
                <b>{m.username}</b>
                {m.room === 'spectators' && seated ? <span class="muted"> {t('chat.inSpectators')}</span> : null}: {m.body}{' '}
                <span class="muted small">{when(m.createdAt)}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
      <form class="chat-form" onSubmit={send}>
        {seated && (
          <label>
            {t('chat.room')}{' '}
            <select value={room} onChange={(e) => setRoom(e.currentTarget.value as Room)} data-testid="chat-room">
              <option value="players">{t('chat.players')}</option>
              <option value="spectators">{t('chat.spectators')}</option>
            </select>
          </label>
        )}
        <label class="grow">
          <input type="text" maxLength={4000} value={body} onInput={(e) => setBody(e.currentTarget.value)} aria-label={t('chat.message')} placeholder={t('chat.message')} data-testid="chat-input" />
        </label>
        <button type="submit" disabled={busy || !body.trim()} data-testid="chat-send">{t('chat.send')}</button>
      </form>
      {error && <p class="error" role="alert">{error}</p>}
    </section>
  );
}
