/**
 * Sabotage: two pyramids apex to apex around the centre card, yours at the bottom (seat 0's for a
 * spectator); face-down cards show their backs; the stock, the display card and the discard pile.
 */
import type { Schemas } from '../api/client';
import { t } from '../i18n';
import { Card, CARD_H, CARD_W, cardText, cardWords, Pick, Slot } from './svg';
import type { BoardProps, GameUi } from './types';

type View = Schemas['SabotageView'];
type Move = Schemas['SabotageMove'];
type Pyramid = Schemas['SabotagePyramidView'];

const GAP = 4;
const STEP_Y = 34;

function PyramidCards({ pyr, rows, width, apexY, dir, name, p }: { pyr: Pyramid; rows: number; width: number; apexY: number; dir: 1 | -1; name: string; p: Pick3 }) {
  const out = [];
  for (let r = 0, i = 0; r < rows; r++) {
    for (let c = 0; c <= r; c++, i++) {
      const s = pyr.slots[i];
      const x = width / 2 - ((r + 1) * (CARD_W + GAP)) / 2 + c * (CARD_W + GAP);
      const y = dir === 1 ? apexY + r * STEP_Y : apexY - r * STEP_Y - CARD_H;
      const where = t('sab.where', { name, row: r + 1, slot: i });
      if (s.status === 'empty') {
        out.push(
          <Pick key={i} k={`slot:${pyr.seat}:${i}`} label={t('sab.emptySlot', { where })} {...p}>
            <Slot x={x} y={y} />
          </Pick>,
        );
      } else if (s.status === 'faceDown') {
        out.push(
          <g key={i} role="img" aria-label={t('sab.faceDown', { where })}>
            <Card x={x} y={y} card={null} />
          </g>,
        );
      } else {
        const tags = [t(s.exposed ? 'cards.exposed' : 'cards.covered'), s.placed ? t('sab.placed') : '', s.redealt ? t('sab.redealt') : ''].filter(Boolean).join(', ');
        out.push(
          <Pick key={i} k={`card:${s.card}`} label={`${cardWords(s.card)}, ${where}, ${tags}`} {...p}>
            <Card x={x} y={y} card={s.card} dim={!s.exposed} />
          </Pick>,
        );
      }
    }
  }
  return <g>{out}</g>;
}

type Pick3 = Pick<BoardProps<View>, 'highlighted' | 'selected' | 'pick'>;

function Board({ view, seat, names, highlighted, selected, pick }: BoardProps<View>) {
  const p = { highlighted, selected, pick };
  const me = seat ?? 0;
  const mine = view.pyramids.find((x) => x.seat === me) ?? view.pyramids[0];
  const theirs = view.pyramids.find((x) => x.seat !== mine.seat) ?? view.pyramids[1];
  const rows = view.rows;
  const nameOf = (s: number) => names[s] ?? t('boards.player', { n: s + 1 });
  const width = Math.max(rows * (CARD_W + GAP) + 20, 3 * (CARD_W + 40) + 20);
  const half = (rows - 1) * STEP_Y + CARD_H;
  const centreY = 20 + half + 10;
  const apexTop = centreY - 10;
  const apexBottom = centreY + CARD_H + 10;
  const tableY = apexBottom + half + 20;
  return (
    <svg viewBox={`0 0 ${width} ${tableY + CARD_H + 30 + (view.pendingPlacements ? 16 : 0)}`} class="board" role="group" aria-label={t('sab.table')}>
      <text x={8} y={14} font-size={12} class="muted">{nameOf(theirs.seat)}{theirs.reached ? t('sab.reached') : ''}</text>
      <PyramidCards pyr={theirs} rows={rows} width={width} apexY={apexTop} dir={-1} name={nameOf(theirs.seat)} p={p} />
      {view.centre ? (
        <Pick k={`card:${view.centre}`} label={t('sab.centre', { card: cardWords(view.centre) })} {...p}>
          <Card x={width / 2 - CARD_W / 2} y={centreY} card={view.centre} />
        </Pick>
      ) : (
        <Slot x={width / 2 - CARD_W / 2} y={centreY} text={t('sab.centreSlot')} />
      )}
      <PyramidCards pyr={mine} rows={rows} width={width} apexY={apexBottom} dir={1} name={nameOf(mine.seat)} p={p} />
      <g role="img" aria-label={t('sab.stock', { n: view.stockCount })}>
        {view.stockCount > 0 ? <Card x={10} y={tableY} card={null} /> : <Slot x={10} y={tableY} text={t('sab.stockSlot')} />}
        <text x={10} y={tableY + CARD_H + 14} font-size={11} class="muted">{t('sab.stockCount', { n: view.stockCount })}</text>
      </g>
      {view.display ? (
        <Pick k={`card:${view.display}`} label={t('sab.display', { card: cardWords(view.display) })} {...p}>
          <Card x={width / 2 - CARD_W / 2} y={tableY} card={view.display} />
        </Pick>
      ) : (
        <Slot x={width / 2 - CARD_W / 2} y={tableY} text={t('sab.displaySlot')} />
      )}
      <g role="img" aria-label={t('sab.discard', { n: view.discard.length })}>
        {view.discard.length ? <Card x={width - 10 - CARD_W} y={tableY} card={view.discard[view.discard.length - 1]} /> : <Slot x={width - 10 - CARD_W} y={tableY} text={t('sab.discardSlot')} />}
      </g>
      <text x={8} y={tableY + CARD_H + 28} font-size={12} class="muted">
        {nameOf(mine.seat)}{mine.reached ? t('sab.reached') : ''}{t('sab.round', { n: view.round })}
      </text>
      {/* A line of its own: after the name and round it ran past a phone's board. */}
      {view.pendingPlacements ? (
        <text x={8} y={tableY + CARD_H + 44} font-size={12} class="muted">
          {t('sab.toPlace', { n: view.pendingPlacements })}
        </text>
      ) : null}
    </svg>
  );
}

export const sabotage: GameUi<View, Move> = {
  title: 'Sabotage',
  Board,
  ordered: false,
  keysOf: (m, v, seat) => {
    if (m.type === 'remove') return m.cards.map((c) => `card:${c}`);
    if (m.type === 'place') {
      const opp = v.pyramids.find((x) => x.seat !== (seat ?? v.toAct ?? 0))?.seat ?? 1;
      return [`slot:${opp}:${m.slot}`];
    }
    return [];
  },
  label: (m) => (m.type === 'remove' ? t('cards.remove', { cards: m.cards.map(cardText).join(' + ') }) : m.type === 'place' ? t('sab.place', { slot: m.slot }) : t('sab.pass')),
};
