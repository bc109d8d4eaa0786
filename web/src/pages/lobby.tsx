/**
 * The lobby: create a match (game, seats, options, visibility, clock), join an open one or a
 * private one by its invite code, and your own matches.
 */
import { useEffect, useState } from 'preact/hooks';
import type { GameInfo } from '../api/catalog';
import { api, ApiError, call, type Match, type Schemas } from '../api/client';
import { titleOf } from '../games';
import { go } from '../router';

type JsonSchema = { type?: string | string[]; enum?: unknown[]; minimum?: number; maximum?: number; minLength?: number; maxLength?: number; description?: string; properties?: Record<string, JsonSchema> };

export function seatsLine(m: Match): string {
  return m.seats.map((s) => s.user?.username ?? 'open seat').join(' vs ');
}

function OptionField({ name, schema, value, set }: { name: string; schema: JsonSchema; value: unknown; set: (v: unknown) => void }) {
  const id = `opt-${name}`;
  const hintId = `${id}-hint`;
  const hint = schema.description ? <small id={hintId}>{schema.description}</small> : null;
  const described = schema.description ? hintId : undefined;
  let input = null;
  if (schema.enum)
    input = (
      <select id={id} aria-describedby={described} value={String(value)} onChange={(e) => set(schema.enum!.find((x) => String(x) === e.currentTarget.value))}>
        {schema.enum.map((v) => <option key={String(v)} value={String(v)}>{String(v)}</option>)}
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
      <label for={id}>{name}</label>
      {input}
      {hint}
    </div>
  );
}

/** What the form starts from for a game: its fewest seats and its default options. */
const seatsOf = (g: GameInfo | undefined) => g?.minPlayers ?? 2;
const optionsOf = (g: GameInfo | undefined): Record<string, unknown> => ({ ...(g?.defaultOptions as Record<string, unknown> | undefined) });

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
      setError(err instanceof ApiError ? `${err.message} (${err.code})` : String(err));
    }
  };
  return (
    <form onSubmit={submit} class="create" aria-labelledby="create-h">
      <h2 id="create-h">New match</h2>
      <label>
        Game
        <select name="game" aria-label="Game" value={game} onChange={(e) => choose(e.currentTarget.value)}>
          {games.map((g) => <option key={g.id} value={g.id}>{titleOf(g.id, games)}</option>)}
        </select>
      </label>
      {info && info.maxPlayers > info.minPlayers && (
        <label>
          Seats
          <input name="seats" aria-label="Seats" type="number" min={info.minPlayers} max={info.maxPlayers} value={seats} onInput={(e) => setSeats(Number(e.currentTarget.value))} />
        </label>
      )}
      {Object.entries(props).map(([name, schema]) => (
        <OptionField key={`${game}-${name}`} name={name} schema={schema} value={options[name]} set={(v) => setOptions((o) => ({ ...o, [name]: v }))} />
      ))}
      <fieldset>
        <legend>Who may see and join</legend>
        <label class="check"><input type="radio" name="visibility" checked={visibility === 'public'} onChange={() => setVisibility('public')} /> Public</label>
        <label class="check"><input type="radio" name="visibility" checked={visibility === 'private'} onChange={() => setVisibility('private')} /> Private (invite code)</label>
      </fieldset>
      <label>
        Clock per decision
        <select name="clock" aria-label="Clock per decision" value={clock} onChange={(e) => setClock(e.currentTarget.value)}>
          <option value="">No clock</option>
          <option value="300">5 minutes</option>
          <option value="86400">1 day</option>
          <option value="259200">3 days</option>
        </select>
      </label>
      {error && <p class="error" role="alert">{error}</p>}
      <button type="submit">Create match</button>
    </form>
  );
}

function MatchList({ items, games, action }: { items: Match[]; games: GameInfo[]; action: (m: Match) => preact.JSX.Element }) {
  if (!items.length) return <p class="muted">None.</p>;
  return (
    <ul class="matches">
      {items.map((m) => (
        <li key={m.id} data-match={m.id} data-game={m.game}>
          <span>
            <strong>{titleOf(m.game, games)}</strong> · {seatsLine(m)} · {m.status}
            {m.yourTurn ? <span class="badge">your turn</span> : null}
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
  const load = async () => {
    try {
      const [g, o, m, w] = await Promise.all([
        call(() => api.GET('/v1/games')),
        call(() => api.GET('/v1/matches', { params: { query: { scope: 'open' } } })),
        call(() => api.GET('/v1/matches', { params: { query: { scope: 'mine' } } })),
        call(() => api.GET('/v1/matches', { params: { query: { scope: 'public', status: 'active', limit: 20 } } })),
      ]);
      setLive(w.items);
      setGames(g);
      setOpen(o.items);
      setMine(m.items);
    } catch (err) {
      setError(String(err instanceof Error ? err.message : err));
    }
  };
  useEffect(() => {
    void load();
    const t = setInterval(load, 15000);
    return () => clearInterval(t);
  }, []);
  const join = async (id: string, code?: string) => {
    setError(null);
    try {
      await call(() => api.POST('/v1/matches/{id}/join', { params: { path: { id } }, body: code ? { inviteCode: code } : {} }));
      go(`/match/${id}`);
    } catch (err) {
      setError(err instanceof ApiError ? `${err.message} (${err.code})` : String(err));
    }
  };
  return (
    <div class="lobby">
      <section class="panel">{games.length ? <CreateForm games={games} /> : <p>Loading games…</p>}</section>
      <section class="panel" aria-labelledby="open-h">
        <h2 id="open-h">Open matches</h2>
        <button type="button" class="link" onClick={load}>Refresh</button>
        {error && <p class="error" role="alert">{error}</p>}
        <MatchList items={open} games={games} action={(m) => <button type="button" data-testid="join" onClick={() => join(m.id)}>Join</button>} />
        <h3>Join a private match</h3>
        <form
          class="inline"
          onSubmit={(e) => {
            e.preventDefault();
            void join(inviteId.trim(), inviteCode.trim());
          }}
        >
          <label>Match id <input name="matchId" required value={inviteId} onInput={(e) => setInviteId(e.currentTarget.value)} /></label>
          <label>Invite code <input name="inviteCode" required value={inviteCode} onInput={(e) => setInviteCode(e.currentTarget.value)} /></label>
          <button type="submit">Join</button>
        </form>
      </section>
      <section class="panel" aria-labelledby="mine-h">
        <h2 id="mine-h">My matches</h2>
        <MatchList items={mine} games={games} action={(m) => <a href={`#/match/${m.id}`}>Open</a>} />
      </section>
      <section class="panel" aria-labelledby="watch-h">
        <h2 id="watch-h">Being played now</h2>
        <MatchList items={live} games={games} action={(m) => <a href={`#/match/${m.id}`}>Watch</a>} />
      </section>
    </div>
  );
}
