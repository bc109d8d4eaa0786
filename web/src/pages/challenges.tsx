/**
 * Playing a chosen person or anyone: challenges to named players (send; the incoming and outgoing
 * ones, a page at a time, with accept, decline and cancel) and seeks (publish one; the open ones,
 * a page at a time, with accept and cancel). Both lists follow your own event stream.
 */
import { useEffect, useState } from 'preact/hooks';
import type { GameInfo } from '../api/catalog';
import { api, call, currentSession, read, type Schemas } from '../api/client';
import { watchMine } from '../api/live';
import { titleOf } from '../games';
import { t, when, type MessageKey } from '../i18n';
import { PagedView, usePaged, UserLink } from '../paged';
import { go } from '../router';
import { useGameSetup } from './game-setup';
import { useGames } from './people';
import { useAction } from './use-action';

type Challenge = Schemas['Challenge'];

/** A clock's seconds per decision in hours, to one decimal. */
const hours = (seconds: number) => Math.round((seconds / 3600) * 10) / 10;

/** Reloads a list on each event of your log whose type starts with one of `prefixes`. */
function useFollow(prefixes: string[], reload: () => void, also?: (e: { type: string; matchId: string | null }) => void) {
  useEffect(
    () =>
      watchMine((e) => {
        if (!e || prefixes.some((p) => e.type.startsWith(p))) reload();
        if (e) also?.(e);
      }),
    [],
  );
}

function ChallengeItem({ c, me, games, busy, act }: { c: Challenge; me: string; games: GameInfo[]; busy: boolean; act: (f: () => Promise<unknown>) => Promise<void> }) {
  const mine = c.seats.find((s) => s.username === me);
  const incoming = c.challenger !== me;
  const path = { params: { path: { id: c.id } } };
  const accept = () =>
    act(async () => {
      const r = await call(() => api.POST('/v1/challenges/{id}/accept', path));
      if (r.matchId) go(`/match/${r.matchId}`);
    });
  const others = c.seats.filter((s) => s.username !== me);
  return (
    <li data-challenge={c.id} data-status={c.status}>
      <span>
        <strong>{titleOf(c.game, games)}</strong>
        {c.kind === 'rematch' ? ` (${t('challenges.rematch')})` : ''} · {incoming ? t('challenges.from') : t('challenges.to')}{' '}
        {incoming ? (
          <UserLink name={c.challenger} />
        ) : (
          others.map((s, i) => (
            <span key={s.seat}>
              {i > 0 ? ', ' : ''}
              <UserLink name={s.username} /> ({t(`response.${s.response}` as MessageKey)})
            </span>
          ))
        )}
        {' · '}
        {t(`challengeStatus.${c.status}` as MessageKey)}
        {c.status === 'pending' ? ` · ${t('challenges.expires', { when: when(c.expiresAt) })}` : ''}
        {' · '}
        {c.timeLimitSeconds ? t('seeks.clock', { h: hours(c.timeLimitSeconds) }) : t('lobby.noClock')}
        {c.hints ? '' : ` · ${t('challenges.noHints')}`}
        {c.seats.filter((s) => s.reason).map((s) => ` · ${s.username}: “${s.reason}”`)}
      </span>
      <span class="actions">
        {c.status === 'pending' && incoming && mine?.response === 'pending' && (
          <>
            <button type="button" disabled={busy} onClick={accept}>{t('challenges.accept')}</button>{' '}
            <button type="button" disabled={busy} onClick={() => act(() => call(() => api.POST('/v1/challenges/{id}/decline', { ...path, body: {} })))}>{t('challenges.decline')}</button>
          </>
        )}
        {c.status === 'pending' && !incoming && (
          <button type="button" disabled={busy} onClick={() => act(() => call(() => api.POST('/v1/challenges/{id}/cancel', path)))}>{t('challenges.cancel')}</button>
        )}
        {c.matchId && <a href={`#/match/${c.matchId}`}>{t('challenges.open')}</a>}
      </span>
    </li>
  );
}

export function ChallengesPage({ to }: { to: string | null }) {
  const [games, gamesError, retryGames] = useGames();
  const me = currentSession()?.user.username ?? '';
  const setup = useGameSetup(games, false);
  const [users, setUsers] = useState(to ?? '');
  const [hints, setHints] = useState(true);
  const [sent, setSent] = useState<string | null>(null);
  const [formError, formBusy, runForm] = useAction();
  const [actError, actBusy, act] = useAction();
  const list = usePaged((cursor, limit) => read(() => api.GET('/v1/challenges', { params: { query: { limit, ...(cursor ? { cursor } : {}) } } })), [], (c) => c.id);
  useFollow(['challenge'], () => void list.refresh());
  const send = (e: Event) => {
    e.preventDefault();
    setSent(null);
    void runForm(async () => {
      const names = users.split(/[\s,]+/).filter(Boolean);
      const body = { game: setup.game, users: names, options: setup.options, hints, ...(setup.timeLimitSeconds ? { timeLimitSeconds: setup.timeLimitSeconds } : {}) };
      await call(() => api.POST('/v1/challenges', { body }));
      setSent(t('challenges.sent', { names: names.join(', ') }));
      await list.refresh();
    });
  };
  const doAct = async (f: () => Promise<unknown>) => {
    await act(f);
    await list.refresh();
  };
  return (
    <div class="lobby">
      <section class="panel">
        <form onSubmit={send} class="create" aria-labelledby="challenge-h">
          <h1 id="challenge-h">{t('challenges.new')}</h1>
          {gamesError && (
            <p class="error" role="alert">
              {gamesError} <button type="button" onClick={retryGames}>{t('common.retry')}</button>
            </p>
          )}
          <label>
            {t('challenges.users')}
            <input name="users" required aria-describedby="users-hint" value={users} onInput={(e) => setUsers(e.currentTarget.value)} />
            <small id="users-hint">{t('challenges.usersHint')}</small>
          </label>
          {setup.fields}
          <label class="check">
            <input type="checkbox" checked={hints} onChange={(e) => setHints(e.currentTarget.checked)} /> {t('challenges.hints')}
          </label>
          {formError && <p class="error" role="alert">{formError}</p>}
          {sent && <p class="ok" role="status">{sent}</p>}
          <button type="submit" disabled={formBusy || !games.length}>{t('challenges.send')}</button>
        </form>
      </section>
      <section class="panel" aria-labelledby="challenges-h">
        <h2 id="challenges-h">{t('challenges.list')}</h2>
        {actError && <p class="error" role="alert">{actError}</p>}
        <PagedView list={list} empty={t('challenges.none')} testid="challenges">
          {(items) => (
            <ul class="matches">
              {items.map((c) => <ChallengeItem key={c.id} c={c} me={me} games={games} busy={actBusy} act={doAct} />)}
            </ul>
          )}
        </PagedView>
      </section>
    </div>
  );
}

export function SeeksPage() {
  const [games, gamesError, retryGames] = useGames();
  const me = currentSession()?.user.username ?? '';
  const setup = useGameSetup(games, true);
  const [paired, setPaired] = useState<string | null>(null);
  const [published, setPublished] = useState(false);
  const [formError, formBusy, runForm] = useAction();
  const [actError, actBusy, act] = useAction();
  const list = usePaged((cursor, limit) => read(() => api.GET('/v1/seeks', { params: { query: { limit, ...(cursor ? { cursor } : {}) } } })), [], (s) => s.id);
  // Your seek, taken by someone else, arrives as seek_paired with its match.
  useFollow(['seek'], () => void list.refresh(), (e) => {
    if (e.type === 'seek_paired' && e.matchId) setPaired(e.matchId);
  });
  const publish = (e: Event) => {
    e.preventDefault();
    setPublished(false);
    void runForm(async () => {
      const body = { game: setup.game, seats: setup.seats, options: setup.options, ...(setup.timeLimitSeconds ? { timeLimitSeconds: setup.timeLimitSeconds } : {}) };
      const r = await call(() => api.POST('/v1/seeks', { body }));
      if (r.matchId) go(`/match/${r.matchId}`);
      else {
        setPublished(true);
        await list.refresh();
      }
    });
  };
  const accept = (id: string) =>
    act(async () => {
      const r = await call(() => api.POST('/v1/seeks/{id}/accept', { params: { path: { id } } }));
      if (r.matchId) go(`/match/${r.matchId}`);
      else await list.refresh();
    });
  const cancel = (id: string) =>
    act(async () => {
      await call(() => api.DELETE('/v1/seeks/{id}', { params: { path: { id } } }));
      await list.refresh();
    });
  return (
    <div class="lobby">
      <section class="panel">
        <form onSubmit={publish} class="create" aria-labelledby="seek-h">
          <h1 id="seek-h">{t('seeks.new')}</h1>
          <p class="muted">{t('seeks.explain')}</p>
          {gamesError && (
            <p class="error" role="alert">
              {gamesError} <button type="button" onClick={retryGames}>{t('common.retry')}</button>
            </p>
          )}
          {setup.fields}
          {formError && <p class="error" role="alert">{formError}</p>}
          {published && <p class="ok" role="status">{t('seeks.published')}</p>}
          <button type="submit" disabled={formBusy || !games.length}>{t('seeks.publish')}</button>
        </form>
      </section>
      <section class="panel" aria-labelledby="seeks-h">
        <h2 id="seeks-h">{t('seeks.list')}</h2>
        {paired && (
          <p class="ok" role="status" data-testid="seek-paired">
            {t('seeks.paired')} <a href={`#/match/${paired}`}>{t('challenges.open')}</a>
          </p>
        )}
        {actError && <p class="error" role="alert">{actError}</p>}
        <PagedView list={list} empty={t('seeks.none')} testid="seeks">
          {(items) => (
            <ul class="matches">
              {items.map((s) => (
                <li key={s.id} data-seek={s.id}>
                  <span>
                    <strong>{titleOf(s.game, games)}</strong> · {s.username === me ? t('seeks.yours') : <UserLink name={s.username} />}
                    {' · '}
                    {t('seeks.players', { n: s.seats })}
                    {' · '}
                    {s.timeLimitSeconds ? t('seeks.clock', { h: hours(s.timeLimitSeconds) }) : t('lobby.noClock')}
                    {' · '}
                    <span class="muted">{when(s.createdAt)}</span>
                  </span>
                  {s.username === me ? (
                    <button type="button" disabled={actBusy} onClick={() => void cancel(s.id)}>{t('seeks.cancel')}</button>
                  ) : (
                    <button type="button" disabled={actBusy} onClick={() => void accept(s.id)}>{t('seeks.accept')}</button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </PagedView>
      </section>
    </div>
  );
}
