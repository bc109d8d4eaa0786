/**
 * A tournament: what it is and where it stands, entry (join, with the invite code of a private
 * one; withdraw, asked again first), the organiser's start, bots and cancel (asked again), the
 * standings, live from the `tournamentStandings` subscription, each round's pairings with links
 * to the games and their record hashes, and a crosstable (round-robin) or results by round.
 *
 * What a standings update costs: the table comes with it; the whole record (every round's boards:
 * 500 boards a round at 1,000 entrants) is read again only when the round or the status changed,
 * and a game's end or the round's games being created reads the current round alone
 * (GET /v1/tournaments/{id}/rounds/{round}, a page of boards at a time).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { gameCatalog, type GameInfo } from '../api/catalog';
import { api, call, currentSession, errorText, read } from '../api/client';
import { streamUp, watchTournament, type StandingsUpdate } from '../api/live';
import { Countdown } from '../countdown';
import { titleOf } from '../games';
import { t, when, type MessageKey } from '../i18n';
import { Crosstable, RoundGrid, RoundTable, StandingsTable, type Tournament } from './tournament-tables';
import { duration, formatName, roundLine, tournamentStatus } from './tournament-text';

/** While the socket is down the page reads the tournament this often (ms). */
const POLL = 30000;
/** Boards per page of a round's read (the API's maximum). */
const ROUND_PAGE = 500;
type Round = Tournament['roundsPlayed'][number];

type Confirm = 'withdraw' | 'cancel' | null;

export function TournamentPage({ id, invite }: { id: string; invite: string | null }) {
  const me = currentSession()?.user.username;
  const [tour, setTour] = useState<Tournament | null>(null);
  const [games, setGames] = useState<GameInfo[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const [code, setCode] = useState(invite ?? '');
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [busy, setBusy] = useState(false);
  const [botLevel, setBotLevel] = useState(1);
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The round and status whose boards the page holds: an update naming others needs the whole record. */
  const held = useRef<{ round: number; status: string } | null>(null);
  /** What the next read after a burst of updates is: the whole record, or one round's boards. */
  const pending = useRef<'all' | number | null>(null);

  const load = async () => {
    try {
      const x = await read(() => api.GET('/v1/tournaments/{id}', { params: { path: { id }, query: invite ? { inviteCode: invite } : {} } }));
      held.current = { round: x.currentRound, status: x.status };
      setTour(x);
      setError(null);
    } catch (e) {
      setError(errorText(e));
    }
  };
  /** One round's boards, page by page, put in place of the round the page holds. */
  const loadRound = async (n: number) => {
    try {
      let round: Round | null = null;
      let cursor: string | undefined;
      do {
        const query = { limit: ROUND_PAGE, ...(cursor ? { cursor } : {}), ...(invite ? { inviteCode: invite } : {}) };
        const { nextCursor, ...page } = await read(() => api.GET('/v1/tournaments/{id}/rounds/{round}', { params: { path: { id, round: String(n) }, query } }));
        round = round ? { ...page, boards: [...round.boards, ...page.boards] } : page;
        cursor = nextCursor ?? undefined;
      } while (cursor);
      const fresh = round;
      setTour((x) => (x ? { ...x, roundsPlayed: x.roundsPlayed.some((r) => r.round === n) ? x.roundsPlayed.map((r) => (r.round === n ? fresh : r)) : [...x.roundsPlayed, fresh] } : x));
      setError(null);
    } catch (e) {
      setError(errorText(e));
    }
  };
  /** Pairings and results come with the record, not the standings stream: one read after a burst of updates. */
  const refetchSoon = (what: 'all' | number) => {
    pending.current = pending.current === 'all' || what === 'all' ? 'all' : what;
    clearTimeout(refetchTimer.current);
    refetchTimer.current = setTimeout(() => {
      const next = pending.current;
      pending.current = null;
      if (next === 'all') void load();
      else if (next !== null) void loadRound(next);
    }, 300);
  };

  const readable = tour !== null;
  useEffect(() => {
    void load();
    gameCatalog().then(setGames, () => undefined);
    return () => clearTimeout(refetchTimer.current);
  }, [id, invite]);
  // The stream once the tournament could be read: one that cannot (unknown, or private without
  // its code) would only be refused again and again.
  useEffect(() => {
    if (!readable) return;
    const onUpdate = (u: StandingsUpdate) => {
      setTour((x) => (x ? { ...x, standings: u.standings, status: u.status, currentRound: u.currentRound } : x));
      if (u.reason !== 'current') setAnnounce(t(`tournament.live.${u.reason}` as MessageKey));
      const before = held.current;
      // A new round (its boards, and the last result of the one before) or the end: the whole record.
      if (!before || before.round !== u.currentRound || before.status !== u.status) refetchSoon('all');
      // A result, or games created, in the round under way: that round alone. A withdrawal changes
      // only the standings, which the update carries (its resigned games end with their own update).
      else if (u.currentRound > 0 && (u.reason === 'game_ended' || u.reason === 'games_created' || u.reason === 'recheck')) refetchSoon(u.currentRound);
    };
    const stop = watchTournament(id, invite, onUpdate);
    // The fallback: while the socket is down, a read every 30 s of a visible page.
    const poll = setInterval(() => {
      if (!streamUp() && document.visibilityState === 'visible') void load();
    }, POLL);
    return () => {
      stop();
      clearInterval(poll);
    };
  }, [id, invite, readable]);

  if (!tour)
    return (
      <section class="panel">
        {error ? (
          <p class="error" role="alert">
            {error} <button type="button" onClick={() => void load()}>{t('common.retry')}</button>
          </p>
        ) : (
          <p>{t('common.loading')}</p>
        )}
      </section>
    );

  const mine = tour.standings.find((s) => s.username === me);
  const entered = !!mine && !mine.withdrawn;
  const organiser = tour.organiser === me;
  const live = tour.status === 'open' || tour.status === 'running';
  // Swiss and pods take entries until their last round is paired; the others only before the start.
  const lateEntry = (tour.format === 'swiss' || tour.format === 'pods') && tour.status === 'running' && tour.currentRound < tour.rounds;
  const mayJoin = !mine && (tour.status === 'open' || lateEntry);
  const current = tour.roundsPlayed.find((r) => r.round === tour.currentRound);

  /** Runs an action whose answer is the tournament after it. */
  const act = async (run: () => Promise<Tournament>) => {
    setBusy(true);
    setActionError(null);
    setConfirm(null);
    try {
      const x = await run();
      held.current = { round: x.currentRound, status: x.status };
      setTour(x);
    } catch (e) {
      setActionError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const path = { params: { path: { id } } };
  const join = () => act(() => call(() => api.POST('/v1/tournaments/{id}/join', { ...path, body: code.trim() ? { inviteCode: code.trim() } : {} })));
  const withdraw = () => act(() => call(() => api.POST('/v1/tournaments/{id}/withdraw', path)));
  const start = () => act(() => call(() => api.POST('/v1/tournaments/{id}/start', path)));
  const cancel = () => act(() => call(() => api.POST('/v1/tournaments/{id}/cancel', path)));
  const addBot = () => act(() => call(() => api.POST('/v1/tournaments/{id}/bots', { ...path, body: { level: botLevel } })));
  const maxBot = games.find((g) => g.id === tour.game)?.maxBotLevel ?? 1;
  const inviteLink = tour.inviteCode ? `${location.origin}/#/tournament/${tour.id}?invite=${encodeURIComponent(tour.inviteCode)}` : null;

  return (
    <div class="tournament" data-status={tour.status} data-current-round={tour.currentRound}>
      <section class="panel">
        <h1>{tour.name}</h1>
        <p>
          {titleOf(tour.game, games)} · {formatName(tour.format)} · <span data-testid="t-status">{tournamentStatus(tour.status)}</span> ·{' '}
          <span data-testid="t-round">{roundLine(tour)}</span> · {t('tournament.entrants', { n: tour.entrants, max: tour.maxEntrants })}
        </p>
        <p class="muted">
          {t('tournament.organisedBy', { name: tour.organiser })}
          {tour.visibility === 'private' ? ` · ${t('tournament.private')}` : ''}
          {tour.rated ? ` · ${t('tournament.ratedShort')}` : ''}
          {tour.botsAllowed ? ` · ${t('tournament.botsShort')}` : ''}
          {tour.roundSeconds ? ` · ${t('tournament.roundsEvery', { time: duration(tour.roundSeconds) })}` : ''}
          {tour.timeLimitSeconds ? ` · ${t('tournament.clockShort', { time: duration(tour.timeLimitSeconds) })}` : ''}
          {tour.minRating !== null || tour.maxRating !== null ? ` · ${t('tournament.ratingLimits', { min: tour.minRating ?? '—', max: tour.maxRating ?? '—' })}` : ''}
        </p>
        {tour.status === 'open' && tour.startsAt && <p>{t('tournament.startsOn', { when: when(tour.startsAt) })}</p>}
        {tour.status === 'running' && current?.deadline && (
          <p>
            {t('tournament.roundDeadline')} <Countdown deadline={current.deadline} label={(left) => t('tournament.roundLeft', { left })} />
          </p>
        )}
        {organiser && inviteLink && (
          <p data-testid="t-invite">
            {t('match.invite')}: <code>{tour.inviteCode}</code> · <a href={inviteLink}>{t('match.inviteLink')}</a>
          </p>
        )}
        <div class="actions">
          {mayJoin && (
            <div class="row">
              {tour.visibility === 'private' && !organiser && (
                <label>
                  {t('lobby.inviteCode')} <input name="inviteCode" value={code} onInput={(e) => setCode(e.currentTarget.value)} />
                </label>
              )}
              <button type="button" data-testid="t-join" disabled={busy} onClick={() => void join()}>{t('tournament.join')}</button>
            </div>
          )}
          {entered && live && (
            <div class="row">
              {confirm === 'withdraw' ? (
                <span class="confirm" role="group" aria-label={t('tournament.withdrawConfirm')}>
                  <span>{t('tournament.withdrawConfirm')}</span>
                  <button type="button" class="danger" data-testid="t-withdraw-confirm" onClick={() => void withdraw()}>{t('tournament.withdrawYes')}</button>
                  <button type="button" data-testid="t-withdraw-cancel" onClick={() => setConfirm(null)}>{t('tournament.keep')}</button>
                </span>
              ) : (
                <button type="button" data-testid="t-withdraw" disabled={busy} onClick={() => setConfirm('withdraw')}>{t('tournament.withdraw')}</button>
              )}
            </div>
          )}
          {organiser && live && (
            <div class="row">
              {tour.status === 'open' && <button type="button" data-testid="t-start" disabled={busy} onClick={() => void start()}>{t('tournament.start')}</button>}
              {tour.botsAllowed && (tour.status === 'open' || lateEntry) && (
                <>
                  <label>
                    {t('actions.botLevel')}{' '}
                    <input name="botLevel" type="number" min={1} max={maxBot} value={botLevel} onInput={(e) => setBotLevel(Number(e.currentTarget.value))} />
                  </label>
                  <button type="button" data-testid="t-bot" disabled={busy} onClick={() => void addBot()}>{t('tournament.addBot')}</button>
                </>
              )}
              {confirm === 'cancel' ? (
                <span class="confirm" role="group" aria-label={t('tournament.cancelConfirm')}>
                  <span>{t('tournament.cancelConfirm')}</span>
                  <button type="button" class="danger" data-testid="t-cancel-confirm" onClick={() => void cancel()}>{t('tournament.cancelYes')}</button>
                  <button type="button" data-testid="t-cancel-keep" onClick={() => setConfirm(null)}>{t('tournament.keep')}</button>
                </span>
              ) : (
                <button type="button" data-testid="t-cancel" disabled={busy} onClick={() => setConfirm('cancel')}>{t('tournament.cancel')}</button>
              )}
            </div>
          )}
          {actionError && <p class="error" role="alert">{actionError}</p>}
          {error && <p class="error" role="alert">{error}</p>}
        </div>
      </section>
      <section class="panel" aria-labelledby="standings-h">
        <h2 id="standings-h">{t('tournament.standings')}</h2>
        <p class="sr-only" aria-live="polite" data-testid="t-live">{announce}</p>
        {tour.standings.length ? <StandingsTable tournament={tour} me={me} /> : <p class="muted">{t('tournament.noEntrants')}</p>}
      </section>
      {tour.roundsPlayed.length > 0 && (
        <section class="panel" aria-labelledby="results-h">
          <h2 id="results-h">{t('tournament.results')}</h2>
          {tour.format === 'round-robin' || tour.format === 'double-round-robin' ? <Crosstable tournament={tour} /> : <RoundGrid tournament={tour} />}
        </section>
      )}
      {tour.roundsPlayed.length > 0 && (
        <section class="panel" aria-labelledby="pairings-h">
          <h2 id="pairings-h">{t('tournament.pairings')}</h2>
          {[...tour.roundsPlayed].reverse().map((r) => <RoundTable key={r.round} round={r} format={tour.format} me={me} />)}
        </section>
      )}
    </div>
  );
}
