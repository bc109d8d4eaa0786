/**
 * The fields a challenge and a seek share with the lobby's new match: the game, its options
 * under readable names, the number of players and the clock.
 */
import { useState } from 'preact/hooks';
import type { GameInfo } from '../api/catalog';
import { titleOf } from '../games';
import { t } from '../i18n';
import { ClockField, OptionField, optionsOf, seatsOf, type JsonSchema } from './lobby';

export interface Setup {
  game: string;
  info: GameInfo | undefined;
  seats: number;
  options: Record<string, unknown>;
  /** Seconds per decision, or undefined: no clock. */
  timeLimitSeconds: number | undefined;
  fields: preact.JSX.Element;
}

export function useGameSetup(games: GameInfo[], withSeats: boolean): Setup {
  const [game, setGame] = useState<string>('');
  const [seats, setSeats] = useState<number | null>(null);
  const [options, setOptions] = useState<Record<string, unknown> | null>(null);
  const [clock, setClock] = useState('');
  const id = game || games[0]?.id || '';
  const info = games.find((g) => g.id === id);
  // Seats and options follow the game in the same update as the choice (see the lobby's form).
  const choose = (next: string) => {
    const g = games.find((x) => x.id === next);
    setGame(next);
    setOptions(optionsOf(g));
    setSeats(seatsOf(g));
  };
  const opts = options ?? optionsOf(info);
  const n = seats ?? seatsOf(info);
  const props = ((info?.optionsSchema as JsonSchema | undefined)?.properties ?? {}) as Record<string, JsonSchema>;
  const fields = (
    <>
      <label>
        {t('lobby.game')}
        <select name="game" aria-label={t('lobby.game')} value={id} onChange={(e) => choose(e.currentTarget.value)}>
          {games.map((g) => <option key={g.id} value={g.id}>{titleOf(g.id, games)}</option>)}
        </select>
      </label>
      {withSeats && info && info.maxPlayers > info.minPlayers && (
        <label>
          {t('lobby.seats')}
          <input name="seats" aria-label={t('lobby.seats')} type="number" min={info.minPlayers} max={info.maxPlayers} value={n} onInput={(e) => setSeats(Number(e.currentTarget.value))} />
        </label>
      )}
      {Object.entries(props).map(([name, schema]) => (
        <OptionField key={`${id}-${name}`} name={name} schema={schema} value={opts[name]} set={(v) => setOptions({ ...opts, [name]: v })} />
      ))}
      <ClockField value={clock} set={setClock} />
    </>
  );
  return { game: id, info, seats: n, options: opts, timeLimitSeconds: clock ? Number(clock) : undefined, fields };
}
