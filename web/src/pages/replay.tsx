/**
 * The replay viewer: your view after any ply (GET /plies/{n}) with a slider and step buttons,
 * the move log, and the record with its download and its verification in the browser.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { api, errorText, read, type Match, type Schemas } from '../api/client';
import { verifyRecord, type Verdict } from '../api/verify';
import { useGameUi } from '../games';
import type { BoardProps } from '../games/types';
import { outcomeText, seatNames } from './match';
import { t } from '../i18n';

const none = new Set<string>();

/** A step button's drawing (a font may lack ⏮ and ⏭: these always render). */
const Icon = ({ d }: { d: string }) => (
  <svg class="icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
    <path d={d} fill="currentColor" stroke="currentColor" stroke-width="2" stroke-linejoin="round" />
  </svg>
);

export function ReplayPage({ id }: { id: string }) {
  const [match, setMatch] = useState<Match | null>(null);
  const [ply, setPly] = useState(0);
  const [view, setView] = useState<Schemas['PlyView'] | null>(null);
  const [record, setRecord] = useState<Schemas['MatchRecord'] | null>(null);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** Bumped by "Try again": every read that has not succeeded is asked again. */
  const [attempt, setAttempt] = useState(0);
  const fail = (e: unknown) => setError(errorText(e));

  useEffect(() => {
    setError(null);
    if (!match)
      read(() => api.GET('/v1/matches/{id}', { params: { path: { id } } }))
        .then((m) => {
          setMatch(m);
          setPly(m.ply);
        })
        .catch(fail);
    if (!record)
      read(() => api.GET('/v1/matches/{id}/record', { params: { path: { id } } }))
        .then(async (r) => {
          setRecord(r);
          setVerdict(await verifyRecord(r, id));
        })
        .catch(fail);
  }, [id, attempt]);

  useEffect(() => {
    if (!match) return;
    let live = true;
    read(() => api.GET('/v1/matches/{id}/plies/{n}', { params: { path: { id, n: ply } } }))
      .then((v) => live && setView(v))
      .catch((e: unknown) => live && fail(e));
    return () => {
      live = false;
    };
  }, [match, ply, attempt]);
  const retry = error ? (
    <p class="error" role="alert">
      {error} <button type="button" data-testid="retry" onClick={() => setAttempt((a) => a + 1)}>{t('common.retry')}</button>
    </p>
  ) : null;

  const ui = useGameUi(match?.game);
  const download = useMemo(() => (record ? URL.createObjectURL(new Blob([JSON.stringify(record, null, 2)], { type: 'application/json' })) : null), [record]);
  if (!match || !ui) return <section class="panel">{retry ?? <p>{t('common.loading')}</p>}</section>;
  const names = seatNames(match);
  const Board = ui.Board as unknown as (p: BoardProps) => preact.JSX.Element;
  const step = (n: number) => setPly(Math.max(0, Math.min(match.ply, n)));
  const entry = record?.moves[ply - 1];

  return (
    <div class="replay" data-game={match.game}>
      <section class="panel">
        <h1>{t('replay.title', { game: ui.title })}</h1>
        <p>{names.join(t('lobby.vs'))} · {outcomeText(match, names)} · <a href={`#/match/${id}`}>{t('replay.back')}</a></p>
        <div class="replay-controls" role="group" aria-label={t('replay.plies')}>
          <button type="button" onClick={() => step(0)} aria-label={t('replay.first')}><Icon d="M5 4v16M19 4 8 12l11 8z" /></button>
          <button type="button" onClick={() => step(ply - 1)} aria-label={t('replay.prev')} data-testid="prev"><Icon d="M17 4 6 12l11 8z" /></button>
          <input type="range" min={0} max={match.ply} value={ply} aria-label={t('replay.plies')} onInput={(e) => step(Number(e.currentTarget.value))} data-testid="ply-slider" />
          <button type="button" onClick={() => step(ply + 1)} aria-label={t('replay.next')} data-testid="next"><Icon d="M7 4l11 8-11 8z" /></button>
          <button type="button" onClick={() => step(match.ply)} aria-label={t('replay.last')}><Icon d="M19 4v16M5 4l11 8-11 8z" /></button>
          <span data-testid="ply" aria-live="polite">{t('replay.plyOf', { n: view?.ply ?? ply, total: match.ply })}</span>
        </div>
        {entry && (
          <p class="muted">
            {t('replay.plies')} {entry.ply}: {names[entry.seat]} {entry.kind === 'move' && entry.move && view ? (ui.label as (m: unknown, v: unknown) => string)(entry.move, view.view) : entry.kind}
          </p>
        )}
      </section>
      <section class="panel board-panel" aria-label={t('replay.boardAt')}>
        {view && view.ply === ply ? <Board view={view.view} seat={match.yourSeat} names={names} highlighted={none} selected={none} pick={() => undefined} /> : <p>{t('common.loading')}</p>}
      </section>
      <section class="panel" aria-labelledby="record-h">
        <h2 id="record-h">{t('replay.record')}</h2>
        {retry}
        {download && (
          <a href={download} download={`pyramidion-${match.game}-${id}.json`} data-testid="record-download">{t('replay.download')}</a>
        )}
        {verdict && <p data-testid="verdict" class={verdict.ok ? 'ok' : 'muted'}>{verdict.text}</p>}
      </section>
    </div>
  );
}
