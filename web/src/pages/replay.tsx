/**
 * The replay viewer: your view after any ply (GET /plies/{n}) with a slider and step buttons,
 * the move log, and the record with its download and its verification in the browser.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { api, call, type Match, type Schemas } from '../api/client';
import { verifyRecord, type Verdict } from '../api/verify';
import { useGameUi } from '../games';
import type { BoardProps } from '../games/types';
import { outcomeText, seatNames } from './match';

const none = new Set<string>();

export function ReplayPage({ id }: { id: string }) {
  const [match, setMatch] = useState<Match | null>(null);
  const [ply, setPly] = useState(0);
  const [view, setView] = useState<Schemas['PlyView'] | null>(null);
  const [record, setRecord] = useState<Schemas['MatchRecord'] | null>(null);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    call(() => api.GET('/v1/matches/{id}', { params: { path: { id } } }))
      .then((m) => {
        setMatch(m);
        setPly(m.ply);
      })
      .catch((e: Error) => setError(e.message));
    call(() => api.GET('/v1/matches/{id}/record', { params: { path: { id } } }))
      .then(async (r) => {
        setRecord(r);
        setVerdict(await verifyRecord(r));
      })
      .catch((e: Error) => setError(e.message));
  }, [id]);

  useEffect(() => {
    if (!match) return;
    let live = true;
    call(() => api.GET('/v1/matches/{id}/plies/{n}', { params: { path: { id, n: ply } } }))
      .then((v) => live && setView(v))
      .catch((e: Error) => setError(e.message));
    return () => {
      live = false;
    };
  }, [match, ply]);

  const ui = useGameUi(match?.game);
  const download = useMemo(() => (record ? URL.createObjectURL(new Blob([JSON.stringify(record, null, 2)], { type: 'application/json' })) : null), [record]);
  if (!match || !ui) return <section class="panel">{error ? <p class="error" role="alert">{error}</p> : <p>Loading…</p>}</section>;
  const names = seatNames(match);
  const Board = ui.Board as unknown as (p: BoardProps) => preact.JSX.Element;
  const step = (n: number) => setPly(Math.max(0, Math.min(match.ply, n)));
  const entry = record?.moves[ply - 1];

  return (
    <div class="replay" data-game={match.game}>
      <section class="panel">
        <h1>Replay: {ui.title}</h1>
        <p>{names.join(' vs ')} · {outcomeText(match, names)} · <a href={`#/match/${id}`}>back to the match</a></p>
        <div class="replay-controls" role="group" aria-label="Ply">
          <button type="button" onClick={() => step(0)} aria-label="First ply">⏮</button>
          <button type="button" onClick={() => step(ply - 1)} aria-label="Previous ply" data-testid="prev">◀</button>
          <input type="range" min={0} max={match.ply} value={ply} aria-label="Ply" onInput={(e) => step(Number(e.currentTarget.value))} data-testid="ply-slider" />
          <button type="button" onClick={() => step(ply + 1)} aria-label="Next ply" data-testid="next">▶</button>
          <button type="button" onClick={() => step(match.ply)} aria-label="Last ply">⏭</button>
          <span data-testid="ply" aria-live="polite">Ply {view?.ply ?? ply} of {match.ply}</span>
        </div>
        {entry && (
          <p class="muted">
            Ply {entry.ply}: {names[entry.seat]} {entry.kind === 'move' && entry.move && view ? (ui.label as (m: unknown, v: unknown) => string)(entry.move, view.view) : entry.kind}
          </p>
        )}
      </section>
      <section class="panel board-panel" aria-label="Board at this ply">
        {view && view.ply === ply ? <Board view={view.view} seat={match.yourSeat} names={names} highlighted={none} selected={none} pick={() => undefined} /> : <p>Loading…</p>}
      </section>
      <section class="panel" aria-labelledby="record-h">
        <h2 id="record-h">Record</h2>
        {error && <p class="error" role="alert">{error}</p>}
        {download && (
          <a href={download} download={`pyramidion-${match.game}-${id}.json`} data-testid="record-download">Download the record (JSON)</a>
        )}
        {verdict && <p data-testid="verdict" class={verdict.ok ? 'ok' : 'muted'}>{verdict.text}</p>}
      </section>
    </div>
  );
}
