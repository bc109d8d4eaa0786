/** Pyramid Solitaire: the 28-card pyramid, the stock and the waste. */
import type { Schemas } from '../api/client';
import { t, tOr } from '../i18n';
import { Card, CARD_H, CARD_W, cardText, cardWords, Pick, Slot } from './svg';
import type { BoardProps, GameUi } from './types';

type View = Schemas['PyramidSolitaireView'];
type Move = Schemas['PyramidSolitaireMove'];

const GAP = 6;
const STEP_Y = 38;
const WIDTH = 7 * (CARD_W + GAP) + 20;

function Board({ view, highlighted, selected, pick }: BoardProps<View>) {
  const p = { highlighted, selected, pick };
  const free = new Set(view.freeSlots);
  const rows = Math.round((Math.sqrt(8 * view.pyramid.length + 1) - 1) / 2);
  const cells = [];
  for (let r = 0, i = 0; r < rows; r++) {
    for (let c = 0; c <= r; c++, i++) {
      const card = view.pyramid[i];
      const x = WIDTH / 2 - ((r + 1) * (CARD_W + GAP)) / 2 + c * (CARD_W + GAP);
      const y = 10 + r * STEP_Y;
      cells.push(
        card ? (
          <Pick key={i} k={`card:${card}`} label={t('ps.pyramidCard', { card: cardWords(card), row: r + 1, state: t(free.has(i) ? 'cards.exposed' : 'cards.covered') })} {...p}>
            <Card x={x} y={y} card={card} dim={!free.has(i)} />
          </Pick>
        ) : (
          <Slot key={i} x={x} y={y} />
        ),
      );
    }
  }
  const baseY = 10 + (rows - 1) * STEP_Y + CARD_H + 20;
  const drawKey = view.stockCount > 0 ? 'draw' : 'recycle';
  return (
    <svg viewBox={`0 0 ${WIDTH} ${baseY + CARD_H + 30}`} class="board" role="group" aria-label={t('ps.table')}>
      {cells}
      <Pick k={drawKey} label={view.stockCount > 0 ? t('ps.stock', { n: view.stockCount }) : t('ps.emptyStock')} {...p}>
        {view.stockCount > 0 ? <Card x={20} y={baseY} card={null} /> : <Slot x={20} y={baseY} text={t('ps.recycleSlot')} />}
      </Pick>
      {view.stockTop && (
        <Pick k={`card:${view.stockTop}`} label={t('ps.stockTop', { card: cardWords(view.stockTop) })} {...p}>
          <Card x={20 + CARD_W + GAP} y={baseY} card={view.stockTop} />
        </Pick>
      )}
      {view.wasteTop ? (
        <Pick k={`card:${view.wasteTop}`} label={t('ps.wasteTop', { card: cardWords(view.wasteTop) })} {...p}>
          <Card x={WIDTH - 20 - CARD_W} y={baseY} card={view.wasteTop} />
        </Pick>
      ) : (
        <Slot x={WIDTH - 20 - CARD_W} y={baseY} text={t('ps.wasteSlot')} />
      )}
      <text x={20} y={baseY + CARD_H + 18} font-size={12} class="muted">
        {t('ps.summary', { stock: view.stockCount, waste: view.wasteCount, removed: view.removedCount, pass: view.pass })}
        {view.passesLeft !== null ? t('ps.passesLeft', { n: view.passesLeft }) : ''} · {tOr(`ps.status.${view.status}`, view.status)}
      </text>
    </svg>
  );
}

export const pyramidSolitaire: GameUi<View, Move> = {
  title: 'Pyramid Solitaire',
  Board,
  ordered: false,
  keysOf: (m) => (m.type === 'remove' ? m.cards.map((c) => `card:${c}`) : [m.type]),
  label: (m) => (m.type === 'remove' ? t('cards.remove', { cards: m.cards.map(cardText).join(' + ') }) : m.type === 'draw' ? t('ps.draw') : t('ps.recycle')),
};
