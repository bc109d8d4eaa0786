/**
 * The tables of a tournament page: the standings with the tie-breaks its format ranks by, each
 * round's pairings (with links to the games and their record hashes), a crosstable for a
 * round-robin and a results-by-round grid for the other formats. Each table has a caption and
 * header cells, and scrolls sideways inside its own focusable box on a narrow screen.
 */
import type { ComponentChildren } from 'preact';
import type { Schemas } from '../api/client';
import { t, when, type MessageKey } from '../i18n';
import { points } from './tournament-text';

export type Tournament = Schemas['Tournament'];
type Standing = Schemas['TournamentStanding'];
type Round = Schemas['TournamentRound'];
type Board = Schemas['TournamentBoard'];

/** The tie-break columns of each format, in the order it ranks by (docs/tournaments.md). */
const TIE_BREAKS: Record<string, readonly (keyof Standing)[]> = {
  swiss: ['buchholz', 'sonnebornBerger', 'directEncounter'],
  'round-robin': ['directEncounter', 'sonnebornBerger', 'wins'],
  'double-round-robin': ['directEncounter', 'sonnebornBerger', 'wins'],
  pods: ['gamePoints', 'directEncounter'],
  duplicate: ['gamePoints'],
};

/** A table in a box that scrolls sideways on a narrow screen, reachable by keyboard to scroll it. */
function Scroll({ label, children, testid }: { label: string; children: ComponentChildren; testid?: string }) {
  return (
    <div class="data-table" tabIndex={0} role="region" aria-label={label} data-testid={testid}>
      {children}
    </div>
  );
}

export function StandingsTable({ tournament, me }: { tournament: Tournament; me: string | undefined }) {
  const breaks = TIE_BREAKS[tournament.format] ?? [];
  const first: keyof Standing = tournament.format === 'duplicate' ? 'wins' : 'points';
  const caption = t('tournament.standings');
  return (
    <Scroll label={caption} testid="standings">
      <table>
        {/* The section's heading says it on screen; the caption names the table for screen readers. */}
        <caption class="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tournament.col.rank')}</th>
            <th scope="col">{t('tournament.col.player')}</th>
            <th scope="col">{t(`tournament.col.${first}` as MessageKey)}</th>
            {breaks.map((b) => (
              <th key={b} scope="col">{t(b === 'gamePoints' && tournament.format === 'duplicate' ? 'tournament.col.cards' : (`tournament.col.${b}` as MessageKey))}</th>
            ))}
            <th scope="col">{t('tournament.col.played')}</th>
            <th scope="col">{t('tournament.col.wdl')}</th>
            <th scope="col">{t('tournament.col.byes')}</th>
          </tr>
        </thead>
        <tbody>
          {tournament.standings.map((s) => (
            <tr key={s.username} class={s.username === me ? 'me' : undefined} data-player={s.username}>
              <td>{s.rank}</td>
              <th scope="row">
                {s.username}
                {s.username === me ? t('match.you') : ''}
                {s.withdrawn ? <span class="muted"> {t('tournament.withdrawn')}</span> : null}
              </th>
              <td data-col={first}>{first === 'points' ? points(s.points) : s.wins}</td>
              {breaks.map((b) => <td key={b} data-col={b}>{points(Number(s[b]))}</td>)}
              <td>{s.played}</td>
              <td>{`${s.wins} / ${s.draws} / ${s.losses}`}</td>
              <td>{s.byes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

/** A decided board's points in seat order ("1 – 0", "½ – ½", a bye's "1"), else "in play". */
const result = (b: Board): string => (b.points ? b.points.map(points).join(' – ') : b.bye ? '—' : t('tournament.inPlay'));

/**
 * Whether this page may link the board's game. A duplicate-solitaire game is only its player's
 * until the round's seed is revealed (anyone else gets 404), so others see no link before then.
 */
const linkable = (b: Board, r: Round, format: string, me: string | undefined): boolean =>
  !!b.matchId && (format !== 'duplicate' || r.seed !== null || (me !== undefined && b.players.includes(me)));

export function RoundTable({ round, format, me }: { round: Round; format: string; me: string | undefined }) {
  const caption = t('tournament.roundN', { n: round.round });
  return (
    <section class="round" aria-labelledby={`round-${round.round}-h`} data-round={round.round}>
      <h3 id={`round-${round.round}-h`}>
        {caption}
        {round.finishedAt ? <span class="muted"> · {t('tournament.roundDone')}</span> : null}
        {round.deadline ? <span class="muted"> · {t('tournament.deadline', { when: when(round.deadline) })}</span> : null}
      </h3>
      {round.seedHash && (
        <p class="small hash">
          {t('tournament.seedHash')} <code>{round.seedHash}</code>
          {round.seed ? <> · {t('tournament.seed')} <code>{round.seed}</code></> : <> · {t('tournament.seedHeld')}</>}
        </p>
      )}
      <Scroll label={t('tournament.pairingsOf', { n: round.round })}>
        <table>
          <caption class="sr-only">{t('tournament.pairingsOf', { n: round.round })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('tournament.col.board')}</th>
              <th scope="col">{t('tournament.col.players')}</th>
              <th scope="col">{t('tournament.col.result')}</th>
              <th scope="col">{t('tournament.col.game')}</th>
              <th scope="col">{t('tournament.col.record')}</th>
            </tr>
          </thead>
          <tbody>
            {round.boards.map((b) => (
              <tr key={b.board} data-board={b.board}>
                <td>{b.board}</td>
                <th scope="row">{b.players.join(t('lobby.vs'))}</th>
                <td data-testid="result">{result(b)}{b.forfeit ? ` (${t('tournament.forfeit')})` : ''}</td>
                <td>
                  {b.bye ? (
                    t('tournament.bye')
                  ) : linkable(b, round, format, me) ? (
                    <a href={`#/match/${b.matchId}`} data-testid="game-link">{me !== undefined && b.players.includes(me) ? t('tournament.yourGame') : t('tournament.game')}</a>
                  ) : (
                    <span class="muted">{b.forfeit ? '—' : b.matchId === null && b.points === null ? t('tournament.gameComing') : t('tournament.gameHidden')}</span>
                  )}
                </td>
                <td>
                  {b.recordHash && b.matchId ? (
                    <>
                      <code title={b.recordHash}>{b.recordHash.slice(0, 12)}</code>{' '}
                      <a href={`#/match/${b.matchId}/replay`} data-testid="verify-link">{t('tournament.verify')}</a>
                    </>
                  ) : (
                    <span class="muted">—</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
    </section>
  );
}

/** The players of the tournament in standings order, with what each scored against each other (by board). */
function scoresBetween(tournament: Tournament): Map<string, Map<string, number[]>> {
  const between = new Map<string, Map<string, number[]>>();
  for (const r of tournament.roundsPlayed)
    for (const b of r.boards) {
      if (!b.points || b.players.length !== 2) continue;
      b.players.forEach((p, seat) => {
        const other = b.players[1 - seat];
        const row = between.get(p) ?? new Map<string, number[]>();
        row.set(other, [...(row.get(other) ?? []), b.points![seat]]);
        between.set(p, row);
      });
    }
  return between;
}

/** Round-robin: each player's points against each other player (two numbers in a double). */
export function Crosstable({ tournament }: { tournament: Tournament }) {
  const players = tournament.standings.map((s) => s.username);
  const between = scoresBetween(tournament);
  const caption = t('tournament.crosstable');
  return (
    <Scroll label={caption} testid="crosstable">
      <table class="cross">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tournament.col.player')}</th>
            {players.map((p, i) => (
              <th key={p} scope="col">
                <abbr title={p}>{i + 1}</abbr>
                <span class="sr-only"> {p}</span>
              </th>
            ))}
            <th scope="col">{t('tournament.col.points')}</th>
          </tr>
        </thead>
        <tbody>
          {tournament.standings.map((s, i) => (
            <tr key={s.username}>
              <th scope="row">{`${i + 1}. ${s.username}`}</th>
              {players.map((o) => (
                <td key={o} class={o === s.username ? 'self' : undefined}>
                  {o === s.username ? '×' : (between.get(s.username)?.get(o) ?? []).map(points).join(' ')}
                </td>
              ))}
              <td>{points(s.points)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

/** Swiss, pods and duplicate: each player's result in each round, with whom (or the bye). */
export function RoundGrid({ tournament }: { tournament: Tournament }) {
  const caption = t('tournament.byRound');
  const cell = (player: string, r: Round): string => {
    const b = r.boards.find((x) => x.players.includes(player));
    if (!b) return '';
    if (b.bye) return t('tournament.bye');
    const seat = b.players.indexOf(player);
    const others = b.players.filter((p) => p !== player);
    const pts = b.points ? points(b.points[seat]) : '…';
    return others.length ? `${pts} · ${others.join(', ')}` : pts;
  };
  return (
    <Scroll label={caption} testid="by-round">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tournament.col.player')}</th>
            {tournament.roundsPlayed.map((r) => <th key={r.round} scope="col">{t('tournament.roundN', { n: r.round })}</th>)}
            <th scope="col">{t(tournament.format === 'duplicate' ? 'tournament.col.wins' : 'tournament.col.points')}</th>
          </tr>
        </thead>
        <tbody>
          {tournament.standings.map((s) => (
            <tr key={s.username}>
              <th scope="row">{s.username}</th>
              {tournament.roundsPlayed.map((r) => <td key={r.round}>{cell(s.username, r)}</td>)}
              <td>{tournament.format === 'duplicate' ? s.wins : points(s.points)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}
