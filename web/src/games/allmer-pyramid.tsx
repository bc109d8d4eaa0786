/** Allmer's Pyramid: the 7×7 stepped board (heights 0–3), its victory fields and the stones. */
import type { Schemas } from '../api/client';
import { t } from '../i18n';
import { Pick } from './svg';
import type { BoardProps, GameUi } from './types';

type View = Schemas['AllmerPyramidView'];
type Move = Schemas['AllmerPyramidMove'];

const CELL = 52;
const PAD = 22;

function Board({ view, seat, highlighted, selected, pick }: BoardProps<View>) {
  const p = { highlighted, selected, pick };
  // Black plays from row 0 (the top of the array); seat 1 (black) sees the board turned round.
  const flip = seat === 1;
  const size = 7 * CELL + 2 * PAD;
  const last = view.lastMove;
  return (
    <svg viewBox={`0 0 ${size} ${size + 56}`} class="board" role="group" aria-label={t('ap.board')}>
      {view.fields.map((f) => {
        const r = flip ? 6 - f.row : f.row;
        const c = flip ? 6 - f.col : f.col;
        const x = PAD + c * CELL;
        const y = PAD + r * CELL;
        const was = last && (last.from === f.field || last.to === f.field);
        const label = `${t('ap.field', { field: f.field, level: f.level })}${f.victory ? t('ap.victoryField') : ''}${t(f.stone ? `ap.stone.${f.stone}` : 'ap.empty')}`;
        return (
          <Pick key={f.field} k={`field:${f.field}`} label={label} {...p}>
            <rect x={x} y={y} width={CELL} height={CELL} class={`field level${f.level}${was ? ' last' : ''}`} />
            <text x={x + 4} y={y + 15} font-size={14} class="level-text">{f.level} </text>
            {f.victory && <text x={x + CELL - 4} y={y + 15} font-size={14} text-anchor="end" class="victory-text">{t('ap.victoryMark')} </text>}
            {f.victory && <circle cx={x + CELL / 2} cy={y + CELL / 2} r={CELL / 2 - 5} class="victory-ring" />}
            {f.stone && (
              <g>
                <circle cx={x + CELL / 2} cy={y + CELL / 2} r={CELL / 2 - 10} class={`stone ${f.stone}`} />
                <text x={x + CELL / 2} y={y + CELL / 2 + 6} text-anchor="middle" font-size={16} class={`stone-letter ${f.stone}`}>{t(`ap.letter.${f.stone}`)}</text>
              </g>
            )}
          </Pick>
        );
      })}
      {Array.from({ length: 7 }, (_, i) => {
        const file = String.fromCharCode(97 + (flip ? 6 - i : i));
        const rank = flip ? i + 1 : 7 - i;
        return (
          <g key={i} class="muted" font-size={14}>
            <text x={PAD + i * CELL + CELL / 2} y={PAD + 7 * CELL + 16} text-anchor="middle">{file}</text>
            <text x={10} y={PAD + i * CELL + CELL / 2 + 5} text-anchor="middle">{rank}</text>
          </g>
        );
      })}
      <text x={PAD} y={size + 14} font-size={14} class="muted">
        {t('ap.count.white', { stones: view.stones.white, fields: view.victoryFieldsHeld.white })}
      </text>
      <text x={PAD} y={size + 32} font-size={14} class="muted">
        {t('ap.count.black', { stones: view.stones.black, fields: view.victoryFieldsHeld.black })}
      </text>
      <text x={PAD} y={size + 50} font-size={14} class="muted">
        {view.colorToMove ? t(`ap.toMove.${view.colorToMove}`) : t('ap.over')} · {t('ap.plies', { n: view.pliesWithoutRemoval, limit: view.noRemovalLimit })}
      </text>
    </svg>
  );
}

export const allmerPyramid: GameUi<View, Move> = {
  title: "Allmer's Pyramid",
  Board,
  ordered: true,
  keysOf: (m) => [`field:${m.from}`, `field:${m.to}`],
  label: (m) => t(`ap.move.${m.type}`, { from: m.from, to: m.to }),
};
