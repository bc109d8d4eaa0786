/**
 * The form that creates a tournament: game and its options, a format that fits the game, rounds,
 * each game's clock, a start time and a round schedule, who may enter (public or by invite code,
 * rating and count limits, bots). The API has the last word: a misfit it refuses
 * (TOURNAMENT_INVALID) shows with its own sentence.
 */
import { useState } from 'preact/hooks';
import type { GameInfo } from '../api/catalog';
import { api, call, errorText, type Schemas } from '../api/client';
import { titleOf } from '../games';
import { t } from '../i18n';
import { go } from '../router';
import { ClockField, OptionField, type JsonSchema } from './lobby';
import { formatName } from './tournament-text';

type Format = Schemas['TournamentFormat'];
type Body = Schemas['CreateTournamentRequestInput'];

/** The formats a game fits, by its player counts (the rule the API applies). */
export function formatsFor(g: GameInfo | undefined): Format[] {
  if (!g) return [];
  const out: Format[] = [];
  if (g.minPlayers <= 2 && g.maxPlayers >= 2) out.push('swiss', 'round-robin', 'double-round-robin');
  if (g.minPlayers <= 3 && g.maxPlayers >= 5) out.push('pods');
  if (g.maxPlayers === 1) out.push('duplicate');
  return out;
}

/** Formats whose number of rounds the organiser chooses (round-robin's follows from its entrants). */
const hasRounds = (f: Format) => f === 'swiss' || f === 'pods' || f === 'duplicate';

/** A whole number from a field, or undefined when it is empty. */
const num = (s: string): number | undefined => (s.trim() === '' ? undefined : Number(s));

export function CreateTournamentForm({ games }: { games: GameInfo[] }) {
  const playable = games.filter((g) => formatsFor(g).length > 0);
  const [game, setGame] = useState<string>(playable[0]?.id ?? '');
  const info = games.find((g) => g.id === game);
  const [format, setFormat] = useState<Format>(formatsFor(playable[0])[0] ?? 'swiss');
  const [options, setOptions] = useState<Record<string, unknown>>({ ...(playable[0]?.defaultOptions as Record<string, unknown> | undefined) });
  const [name, setName] = useState('');
  const [rounds, setRounds] = useState('3');
  const [clock, setClock] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [roundSeconds, setRoundSeconds] = useState('');
  const [visibility, setVisibility] = useState<'public' | 'private'>('public');
  const [botsAllowed, setBotsAllowed] = useState(false);
  const [rated, setRated] = useState(false);
  const [minRating, setMinRating] = useState('');
  const [maxRating, setMaxRating] = useState('');
  const [maxEntrants, setMaxEntrants] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The format and options follow the game in the same update as the choice (as the lobby's form).
  const choose = (id: string) => {
    const next = games.find((g) => g.id === id);
    setGame(id);
    setOptions({ ...(next?.defaultOptions as Record<string, unknown> | undefined) });
    const fits = formatsFor(next);
    if (!fits.includes(format)) setFormat(fits[0] ?? format);
  };
  const props = ((info?.optionsSchema as JsonSchema | undefined)?.properties ?? {}) as Record<string, JsonSchema>;
  const submit = async (e: Event) => {
    e.preventDefault();
    setError(null);
    setBusy(true);
    const body: Body = {
      name: name.trim(),
      game,
      format,
      options,
      visibility,
      botsAllowed,
      rated,
      ...(hasRounds(format) && num(rounds) !== undefined ? { rounds: num(rounds) } : {}),
      ...(clock ? { timeLimitSeconds: Number(clock) } : {}),
      // datetime-local is the browser's local time; the API takes UTC.
      ...(startsAt ? { startsAt: new Date(startsAt).toISOString() } : {}),
      ...(roundSeconds ? { roundSeconds: Number(roundSeconds) } : {}),
      ...(num(minRating) !== undefined ? { minRating: num(minRating) } : {}),
      ...(num(maxRating) !== undefined ? { maxRating: num(maxRating) } : {}),
      ...(num(maxEntrants) !== undefined ? { maxEntrants: num(maxEntrants) } : {}),
    };
    try {
      const created = await call(() => api.POST('/v1/tournaments', { body }));
      go(`/tournament/${created.id}`);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} class="create" aria-labelledby="t-create-h" data-testid="create-tournament">
      <h2 id="t-create-h">{t('tournaments.new')}</h2>
      <label>
        {t('tournament.name')}
        <input name="name" required maxLength={80} value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      <label>
        {t('lobby.game')}
        <select name="game" aria-label={t('lobby.game')} value={game} onChange={(e) => choose(e.currentTarget.value)}>
          {playable.map((g) => <option key={g.id} value={g.id}>{titleOf(g.id, games)}</option>)}
        </select>
      </label>
      <label>
        {t('tournament.formatLabel')}
        <select name="format" aria-label={t('tournament.formatLabel')} value={format} onChange={(e) => setFormat(e.currentTarget.value as Format)}>
          {formatsFor(info).map((f) => <option key={f} value={f}>{formatName(f)}</option>)}
        </select>
      </label>
      {hasRounds(format) && (
        <label>
          {t('tournament.rounds')}
          <input name="rounds" type="number" min={1} max={50} required value={rounds} onInput={(e) => setRounds(e.currentTarget.value)} />
        </label>
      )}
      {Object.entries(props).map(([n, schema]) => (
        <OptionField key={`${game}-${n}`} name={n} schema={schema} value={options[n]} set={(v) => setOptions((o) => ({ ...o, [n]: v }))} />
      ))}
      <ClockField value={clock} set={setClock} />
      <label>
        {t('tournament.startsAt')}
        <input name="startsAt" type="datetime-local" aria-describedby="t-starts-hint" value={startsAt} onInput={(e) => setStartsAt(e.currentTarget.value)} />
        <small id="t-starts-hint">{t('tournament.startsAtHint')}</small>
      </label>
      <label>
        {t('tournament.schedule')}
        <select name="roundSeconds" aria-label={t('tournament.schedule')} aria-describedby="t-schedule-hint" value={roundSeconds} onChange={(e) => setRoundSeconds(e.currentTarget.value)}>
          <option value="">{t('tournament.scheduleNone')}</option>
          <option value="86400">{t('lobby.1day')}</option>
          <option value="259200">{t('lobby.3days')}</option>
          <option value="604800">{t('tournament.7days')}</option>
        </select>
        <small id="t-schedule-hint">{t('tournament.scheduleHint')}</small>
      </label>
      <fieldset>
        <legend>{t('tournament.whoEnters')}</legend>
        <label class="check"><input type="radio" name="t-visibility" checked={visibility === 'public'} onChange={() => setVisibility('public')} /> {t('lobby.public')}</label>
        <label class="check"><input type="radio" name="t-visibility" checked={visibility === 'private'} onChange={() => setVisibility('private')} /> {t('lobby.private')}</label>
        <label>
          {t('tournament.maxEntrants')}
          <input name="maxEntrants" type="number" min={2} max={1000} placeholder="64" value={maxEntrants} onInput={(e) => setMaxEntrants(e.currentTarget.value)} />
        </label>
        <label>
          {t('tournament.minRating')}
          <input name="minRating" type="number" min={0} max={4000} value={minRating} onInput={(e) => setMinRating(e.currentTarget.value)} />
        </label>
        <label>
          {t('tournament.maxRating')}
          <input name="maxRating" type="number" min={0} max={4000} value={maxRating} onInput={(e) => setMaxRating(e.currentTarget.value)} />
        </label>
        <label class="check"><input type="checkbox" name="botsAllowed" checked={botsAllowed} onChange={(e) => setBotsAllowed(e.currentTarget.checked)} /> {t('tournament.botsAllowed')}</label>
        <label class="check"><input type="checkbox" name="rated" checked={rated} onChange={(e) => setRated(e.currentTarget.checked)} /> {t('tournament.rated')}</label>
      </fieldset>
      {error && <p class="error" role="alert">{error}</p>}
      <button type="submit" disabled={busy}>{t('tournaments.create')}</button>
    </form>
  );
}
