/**
 * Sabotage: two pyramids apex to apex around the centre card, yours at the bottom (seat 0's for a
 * spectator); face-down cards show their backs; the stock, the display card and the discard pile.
 */
import type { Schemas } from '../api/client';
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
      const where = `${name}'s pyramid, row ${r + 1}, slot ${i}`;
      if (s.status === 'empty') {
        out.push(
          <Pick key={i} k={`slot:${pyr.seat}:${i}`} label={`Empty slot, ${where}`} {...p}>
            <Slot x={x} y={y} />
          </Pick>,
        );
      } else if (s.status === 'faceDown') {
        out.push(
          <g key={i} role="img" aria-label={`Face-down card, ${where}`}>
            <Card x={x} y={y} card={null} />
          </g>,
        );
      } else {
        const tags = [s.exposed ? 'exposed' : 'covered', s.placed ? 'sabotage card' : '', s.redealt ? 'dealt again' : ''].filter(Boolean).join(', ');
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
  const width = Math.max(rows * (CARD_W + GAP) + 20, 3 * (CARD_W + 40) + 20);
  const half = (rows - 1) * STEP_Y + CARD_H;
  const centreY = 20 + half + 10;
  const apexTop = centreY - 10;
  const apexBottom = centreY + CARD_H + 10;
  const tableY = apexBottom + half + 20;
  return (
    <svg viewBox={`0 0 ${width} ${tableY + CARD_H + 30 + (view.pendingPlacements ? 16 : 0)}`} class="board" role="group" aria-label="Sabotage table">
      <text x={8} y={14} font-size={12} class="muted">{names[theirs.seat] ?? `Player ${theirs.seat + 1}`}{theirs.reached ? ' · reached the centre' : ''}</text>
      <PyramidCards pyr={theirs} rows={rows} width={width} apexY={apexTop} dir={-1} name={names[theirs.seat] ?? `seat ${theirs.seat + 1}`} p={p} />
      {view.centre ? (
        <Pick k={`card:${view.centre}`} label={`${cardWords(view.centre)}, the centre card`} {...p}>
          <Card x={width / 2 - CARD_W / 2} y={centreY} card={view.centre} />
        </Pick>
      ) : (
        <Slot x={width / 2 - CARD_W / 2} y={centreY} text="centre" />
      )}
      <PyramidCards pyr={mine} rows={rows} width={width} apexY={apexBottom} dir={1} name={names[mine.seat] ?? `seat ${mine.seat + 1}`} p={p} />
      <g role="img" aria-label={`Stock, ${view.stockCount} cards`}>
        {view.stockCount > 0 ? <Card x={10} y={tableY} card={null} /> : <Slot x={10} y={tableY} text="stock" />}
        <text x={10} y={tableY + CARD_H + 14} font-size={11} class="muted">stock {view.stockCount}</text>
      </g>
      {view.display ? (
        <Pick k={`card:${view.display}`} label={`${cardWords(view.display)}, the display card`} {...p}>
          <Card x={width / 2 - CARD_W / 2} y={tableY} card={view.display} />
        </Pick>
      ) : (
        <Slot x={width / 2 - CARD_W / 2} y={tableY} text="display" />
      )}
      <g role="img" aria-label={`Discard pile, ${view.discard.length} cards`}>
        {view.discard.length ? <Card x={width - 10 - CARD_W} y={tableY} card={view.discard[view.discard.length - 1]} /> : <Slot x={width - 10 - CARD_W} y={tableY} text="discard" />}
      </g>
      <text x={8} y={tableY + CARD_H + 28} font-size={12} class="muted">
        {names[mine.seat] ?? `Player ${mine.seat + 1}`}{mine.reached ? ' · reached the centre' : ''} · round {view.round}
      </text>
      {/* A line of its own: after the name and round it ran past a phone's board. */}
      {view.pendingPlacements ? (
        <text x={8} y={tableY + CARD_H + 44} font-size={12} class="muted">
          {`${view.pendingPlacements} sabotage card(s) to place`}
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
  label: (m) => (m.type === 'remove' ? `Remove ${m.cards.map(cardText).join(' + ')}` : m.type === 'place' ? `Place a sabotage card on slot ${m.slot}` : 'Pass'),
};
