/**
 * A hint (GET /v1/matches/{id}/hint): where the match gives them (created with hints, never
 * rated) and you must act, a button asks the game's bot for a move from your view; the move is
 * named, its board elements are marked, and a button plays it.
 */
import { useEffect, useState } from 'preact/hooks';
import { api, call, errorText, type GameMove, type Match, type Schemas } from '../api/client';
import type { GameUi } from '../games/types';
import { t } from '../i18n';

export function HintPanel({ match, ui, board, busy, send }: { match: Match; ui: GameUi<never, never>; board: HTMLElement | null; busy: boolean; send: (m: GameMove) => void }) {
  const [hint, setHint] = useState<Schemas['Hint'] | null>(null);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = hint && hint.version === match.version ? hint : null;
  // The board elements of the suggested move carry a mark (the boards draw from their own props,
  // so the mark is set on their elements after each render, and removed with the hint).
  useEffect(() => {
    if (!board) return;
    const keys = current ? new Set(ui.keysOf(current.move as never, match.view as never, current.seat)) : new Set<string>();
    for (const el of board.querySelectorAll('[data-key]')) el.classList.toggle('hinted', keys.has(el.getAttribute('data-key') ?? ''));
  });
  const ask = async () => {
    setAsking(true);
    setError(null);
    try {
      setHint(await call(() => api.GET('/v1/matches/{id}/hint', { params: { path: { id: match.id } } })));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setAsking(false);
    }
  };
  return (
    <div class="hint" data-testid="hint">
      <button type="button" disabled={asking} onClick={() => void ask()}>{asking ? t('hint.thinking') : t('hint.ask')}</button>
      {current && (
        <p role="status" data-testid="hint-move">
          {t('hint.suggests', { move: ui.label(current.move as never, match.view as never) })}{' '}
          <button type="button" disabled={busy} onClick={() => send(current.move)}>{t('hint.play')}</button>
        </p>
      )}
      {error && <p class="error" role="alert">{error}</p>}
    </div>
  );
}
