/**
 * The lobby: create a match (game, seats, options, visibility, clock), join an open one or a
 * private one by its invite code, and your own matches.
 */
import { useEffect, useState } from 'preact/hooks';
import type { GameInfo } from '../api/catalog';
import { gameCatalog } from '../api/catalog';
import { api, call, errorText, read, type Match, type Schemas } from '../api/client';
import { watchMine } from '../api/live';
import { titleOf } from '../games';
import { optionName, optionValue, t, type MessageKey } from '../i18n';
import { go } from '../router';

export type JsonSchema = { type?: string | string[]; enum?: unknown[]; minimum?: number; maximum?: number; minLength?: number; maxLength?: number; description?: string; properties?: Record<string, JsonSchema> };

export function seatsLine(m: Match): string {
  return m.seats.map((s) => s.user?.username ?? t('lobby.openSeat')).join(t('lobby.vs'));
}

export function OptionField({ name, schema, value, set }: { name: string; schema: JsonSchema; value: unknown; set: (v: unknown) => void }) {
  const id = `opt-${name}`;
  const hintId = `${id}-hint`;
  const hint = schema.description ? <small id={hintId}>{schema.description}</small> : null;
  const described = schema.description ? hintId : undefined;
  let input = null;
  if (schema.enum)
    input = (
      <select id={id} aria-describedby={described} value={String(value)} onChange={(e) => set(schema.enum!.find((x) => String(x) === e.currentTarget.value))}>
        {schema.enum.map((v) => <option key={String(v)} value={String(v)}>{optionValue(v)}</option>)}
      </select>
    );
  else if (schema.type === 'boolean') input = <input id={id} aria-describedby={described} type="checkbox" checked={value === true} onChange={(e) => set(e.currentTarget.checked)} />;
  else if (schema.type === 'integer' || schema.type === 'number')
    input = <input id={id} aria-describedby={described} type="number" min={schema.minimum} max={schema.maximum} value={String(value ?? '')} onInput={(e) => set(Number(e.currentTarget.value))} />;
  else if (schema.type === 'string')
    input = <input id={id} aria-describedby={described} type="text" minLength={schema.minLength} maxLength={schema.maxLength} value={String(value ?? '')} onInput={(e) => set(e.currentTarget.value)} />;
  if (!input) return null;
  return (
    <div class={`field${schema.type === 'boolean' ? ' check' : ''}`}>
      <label for={id}>{optionName(name)}</label>
      {input}
      {hint}
    </div>
  );
}

/** What the form starts from for a game: its fewest seats and its default options. */
export const seatsOf = (g: GameInfo | undefined) => g?.minPlayers ?? 2;
export const optionsOf = (g: GameInfo | undefined): Record<string, unknown> => ({ ...(g?.defaultOptions as Record<string, unknown> | undefined) });

function CreateForm({ games }: { games: GameInfo[] }) {
  const [game, setGame] = useState<string>(games[0]?.id ?? '');
  const info = games.find((g) => g.id === game);
  const [seats, setSeats] = useState(seatsOf(games[0]));
  const [options, setOptions] = useState(optionsOf(games[0]));
  const [visibility, setVisibility] = useState<'public' | 'private'>('public');
  const [clock, setClock] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Seats and options follow the game in the same update as the choice, not in an effect after
  // the render: a field filled between the two (a quick user, a test) would be overwritten, or
  // the form sent with the previous game's options.
  const choose = (id: string) => {
    const next = games.find((g) => g.id === id);
    setGame(id);
    setOptions(optionsOf(next));
    setSeats(seatsOf(next));
  };
  const props = ((info?.optionsSchema as JsonSchema | undefined)?.properties ?? {}) as Record<string, JsonSchema>;
  const submit = async (e: Event) => {
    e.preventDefault();
    setError(null);
    try {
      const body = { game, seats, options, visibility, ...(clock ? { timeLimitSeconds: Number(clock) } : {}) } as Schemas['CreateMatchRequestInput'];
      const m = await call(() => api.POST('/v1/matches', { body }));
      go(`/match/${m.id}`);
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <form onSubmit={submit} class="create" aria-labelledby="create-h">
      <h2 id="create-h">{t('lobby.new')}</h2>
      <label>
        {t('lobby.game')}
        <select name="game" aria-label={t('lobby.game')} value={game} onChange={(e) => choose(e.currentTarget.value)}>
          {games.map((g) => <option key={g.id} value={g.id}>{titleOf(g.id, games)}</option>)}
        </select>
      </label>
      {info && info.maxPlayers > info.minPlayers && (
        <label>
          {t('lobby.seats')}
          <input name="seats" aria-label={t('lobby.seats')} type="number" min={info.minPlayers} max={info.maxPlayers} value={seats} onInput={(e) => setSeats(Number(e.currentTarget.value))} />
        </label>
      )}
      {Object.entries(props).map(([name, schema]) => (
        <OptionField key={`${game}-${name}`} name={name} schema={schema} value={options[name]} set={(v) => setOptions((o) => ({ ...o, [name]: v }))} />
      ))}
      <fieldset>
        <legend>{t('lobby.who')}</legend>
        <label class="check"><input type="radio" name="visibility" checked={visibility === 'public'} onChange={() => setVisibility('public')} /> {t('lobby.public')}</label>
        <label class="check"><input type="radio" name="visibility" checked={visibility === 'private'} onChange={() => setVisibility('private')} /> {t('lobby.private')}</label>
      </fieldset>
      <ClockField value={clock} set={setClock} />
      {error && <p class="error" role="alert">{error}</p>}
      <button type="submit">{t('lobby.create')}</button>
    </form>
  );
}

function MatchList({ items, games, action }: { items: Match[]; games: GameInfo[]; action: (m: Match) => preact.JSX.Element }) {
  if (!items.length) return <p class="muted">{t('lobby.none')}</p>;
  return (
    <ul class="matches">
      {items.map((m) => (
        <li key={m.id} data-match={m.id} data-game={m.game}>
          <span>
            <strong>{titleOf(m.game, games)}</strong> · {seatsLine(m)} · {t(`status.${m.status}` as MessageKey)}
            {m.yourTurn ? <span class="badge">{t('lobby.yourTurn')}</span> : null}
          </span>
          {action(m)}
        </li>
      ))}
    </ul>
  );
}

export function LobbyPage() {
  const [games, setGames] = useState<GameInfo[]>([]);
  const [open, setOpen] = useState<Match[]>([]);
  const [mine, setMine] = useState<Match[]>([]);
  const [live, setLive] = useState<Match[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [inviteId, setInviteId] = useState('');
  const [inviteCode, setInviteCode] = useState('');
  /** Reads the given lists; each one that fails after its retries is named in the error, the others still show. */
  const load = async (which: readonly ('games' | 'open' | 'mine' | 'live')[] = ['games', 'open', 'mine', 'live']) => {
    const reads = {
      games: () => gameCatalog().then(setGames),
      open: () => read(() => api.GET('/v1/matches', { params: { query: { scope: 'open' } } })).then((o) => setOpen(o.items)),
      mine: () => read(() => api.GET('/v1/matches', { params: { query: { scope: 'mine' } } })).then((m) => setMine(m.items)),
      live: () => read(() => api.GET('/v1/matches', { params: { query: { scope: 'public', status: 'active', limit: 20 } } })).then((w) => setLive(w.items)),
    };
    const results = await Promise.allSettled(which.map((k) => reads[k]()));
    const failed = results.flatMap((r) => (r.status === 'rejected' ? [errorText(r.reason)] : []));
    setError(failed.length ? failed[0] : null);
  };
  useEffect(() => {
    void load();
    // Your own matches follow your event stream; the lists of other players' matches, which no
    // stream announces, are read again each minute while the tab is visible, and on returning to it.
    const stopMine = watchMine(() => void load(['mine']));
    const t = setInterval(() => {
      if (document.visibilityState === 'visible') void load(['open', 'live']);
    }, 60000);
    const onShow = () => {
      if (document.visibilityState === 'visible') void load(['open', 'live']);
    };
    document.addEventListener('visibilitychange', onShow);
    return () => {
      stopMine();
      clearInterval(t);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, []);
  const join = async (id: string, code?: string) => {
    setError(null);
    try {
      await call(() => api.POST('/v1/matches/{id}/join', { params: { path: { id } }, body: code ? { inviteCode: code } : {} }));
      go(`/match/${id}`);
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <div class="lobby">
      <section class="panel">{games.length ? <CreateForm games={games} /> : <p>{t('lobby.loadingGames')}</p>}</section>
      <section class="panel" aria-labelledby="open-h">
        <h2 id="open-h">{t('lobby.open')}</h2>
        <button type="button" class="link" onClick={() => void load()}>{t('lobby.refresh')}</button>
        {error && <p class="error" role="alert">{error}</p>}
        <MatchList items={open} games={games} action={(m) => <button type="button" data-testid="join" onClick={() => join(m.id)}>{t('lobby.join')}</button>} />
        <h3>{t('lobby.joinPrivate')}</h3>
        <form
          class="inline"
          onSubmit={(e) => {
            e.preventDefault();
            void join(inviteId.trim(), inviteCode.trim());
          }}
        >
          <label>{t('lobby.matchId')} <input name="matchId" required value={inviteId} onInput={(e) => setInviteId(e.currentTarget.value)} /></label>
          <label>{t('lobby.inviteCode')} <input name="inviteCode" required value={inviteCode} onInput={(e) => setInviteCode(e.currentTarget.value)} /></label>
          <button type="submit">{t('lobby.join')}</button>
        </form>
      </section>
      <section class="panel" aria-labelledby="mine-h">
        <h2 id="mine-h">{t('lobby.mine')}</h2>
        <MatchList items={mine} games={games} action={(m) => <a href={`#/match/${m.id}`}>{t('lobby.openLink')}</a>} />
      </section>
      <section class="panel" aria-labelledby="watch-h">
        <h2 id="watch-h">{t('lobby.live')}</h2>
        <MatchList items={live} games={games} action={(m) => <a href={`#/match/${m.id}`}>{t('lobby.watch')}</a>} />
      </section>
    </div>
  );
}

/** The clock of a match (none, 5 minutes, a day or three days a move): its value in seconds, or "". */
export function ClockField({ value, set }: { value: string; set: (v: string) => void }) {
  return (
    <label>
      {t('lobby.clock')}
      <select name="clock" aria-label={t('lobby.clock')} value={value} onChange={(e) => set(e.currentTarget.value)}>
        <option value="">{t('lobby.noClock')}</option>
        <option value="300">{t('lobby.5min')}</option>
        <option value="86400">{t('lobby.1day')}</option>
        <option value="259200">{t('lobby.3days')}</option>
      </select>
    </label>
  );
}
