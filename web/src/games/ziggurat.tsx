/**
 * Ziggurat: every player's towers (stacked pyramids, bottom first), your hand of Decktet cards,
 * the piles and the scrapyard. Each colour is also written as a letter (R, Y, G, B, K).
 */
import type { Schemas } from '../api/client';
import { Pick, useNarrow } from './svg';
import type { BoardProps, GameUi } from './types';

type View = Schemas['ZigguratView'];
type Move = Schemas['ZigguratMove'];
type Colour = Schemas['ZigguratColour'];

export const LETTER: Record<Colour, string> = { red: 'R', yellow: 'Y', green: 'G', blue: 'B', black: 'K' };

/** "ace-moons" → "Ace of Moons", "chance-meeting" → "Chance Meeting". */
export function decktetName(card: string): string {
  if (card.startsWith('ace-')) return `Ace of ${cap(card.slice(4))}`;
  return card.split('-').map(cap).join(' ');
}
const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

const TOWER_W = 70;
const UNIT = 14;

function Tower({ x, baseY, tower, seat, owner, p, big }: { x: number; baseY: number; tower: Schemas['ZigguratTowerView']; seat: number; owner: string; p: PickP; big: boolean }) {
  let y = baseY;
  const parts = tower.pyramids.map((pyr, i) => {
    const h = pyr.size * UNIT;
    const w = (TOWER_W * (pyr.size + 1)) / 4;
    const top = y - h;
    const shape = (
      <g key={i}>
        <polygon points={`${x + TOWER_W / 2 - w / 2},${y} ${x + TOWER_W / 2 + w / 2},${y} ${x + TOWER_W / 2},${top}`} class={`zig ${pyr.colour}`} />
        <text x={x + TOWER_W / 2} y={y - 3} text-anchor="middle" font-size={big ? 12 : 10} class={`zig-letter ${pyr.colour}`}>{LETTER[pyr.colour]}{pyr.size}</text>
      </g>
    );
    y = top + h * 0.45;
    return shape;
  });
  const state = tower.colour ? `${tower.colour} (${LETTER[tower.colour]})` : tower.pendingChange !== null ? 'colour being chosen' : 'destroyed';
  const label = `${owner}'s tower ${tower.index + 1}: ${state}, ${tower.pips} pips, ${tower.pyramids.map((q) => `${q.colour} ${q.size}`).join(' on ') || 'no pyramids'}`;
  return (
    <Pick k={`tower:${seat}:${tower.index}`} label={label} {...p}>
      <rect x={x} y={baseY - 4 * UNIT - 10} width={TOWER_W} height={4 * UNIT + 24} class="tower-bg" />
      {parts}
      <text x={x + TOWER_W / 2} y={baseY + 13} text-anchor="middle" font-size={big ? 12 : 10} class="muted">
        T{tower.index + 1} {tower.colour ? LETTER[tower.colour] : '–'} {tower.pips}p
      </text>
    </Pick>
  );
}

type PickP = Pick<BoardProps<View>, 'highlighted' | 'selected' | 'pick'>;

const CARD_W = 76;
/** A phone's board: three wider cards a row in the hand, lines in two, larger text. */
const BIG_CARD_W = 106;

function Board({ view, seat, names, highlighted, selected, pick }: BoardProps<View>) {
  const p = { highlighted, selected, pick };
  const order = [...view.players].sort((a, b) => (a.seat === seat ? 1 : b.seat === seat ? -1 : a.seat - b.seat));
  const big = useNarrow();
  const cardW = big ? BIG_CARD_W : CARD_W;
  const perRow = big ? 3 : Math.max(1, view.hand.length);
  const width = Math.max(4 * (TOWER_W + 8) + 20, Math.min(perRow, view.hand.length) * (cardW + 6) + 20, 6 * 56 + 20);
  const line = big ? 16 : 0;
  const rowH = 4 * UNIT + 50 + line;
  const handY = 20 + order.length * rowH + line;
  const handRows = Math.max(1, Math.ceil(view.hand.length / perRow));
  const yardY = handY + handRows * 54 + 16;
  const cardX = (i: number) => 10 + (i % perRow) * (cardW + 6);
  const cardY = (i: number) => handY + Math.floor(i / perRow) * 54;
  return (
    <svg viewBox={`0 0 ${width} ${yardY + 60}`} class="board" role="group" aria-label="Ziggurat table">
      {order.map((pl, i) => {
        const baseY = 20 + i * rowH + 4 * UNIT + 14 + line;
        const you = pl.seat === seat;
        return (
          <g key={pl.seat}>
            <text x={8} y={20 + i * rowH + 2} font-size={big ? 13 : 12} class={view.toAct.includes(pl.seat) ? 'to-act' : 'muted'}>
              <tspan>{names[pl.seat] ?? `Player ${pl.seat + 1}`}{you ? ' (you)' : ''}{big ? '' : ' · '}</tspan>
              <tspan x={big ? 8 : undefined} dy={big ? line : undefined}>{pl.handSize} cards · {pl.points} points · {pl.towersLost} towers lost{pl.eliminated ? ' · eliminated' : ''}</tspan>
            </text>
            {pl.towers.map((t, j) => (
              <Tower key={j} x={10 + j * (TOWER_W + 8)} baseY={baseY} tower={t} seat={pl.seat} owner={names[pl.seat] ?? `Player ${pl.seat + 1}`} p={p} big={big} />
            ))}
          </g>
        );
      })}
      <text x={8} y={handY - 4 - line} font-size={big ? 13 : 12} class="muted">
        <tspan>{seat === null ? 'Spectating: hands are hidden' : 'Your hand'}{big ? '' : ' · '}</tspan>
        <tspan x={big ? 8 : undefined} dy={big ? line : undefined}>draw pile {view.drawPileSize} · discard {view.discardPile.length} · phase {view.phase}</tspan>
      </text>
      {view.hand.map((c, i) => (
        <Pick key={c} k={`card:${c}`} label={`${decktetName(c)}, in your hand`} {...p}>
          <rect x={cardX(i)} y={cardY(i)} width={cardW} height={48} rx={4} class="card face" />
          <text x={cardX(i) + cardW / 2} y={cardY(i) + 28} text-anchor="middle" font-size={big ? 12 : 10} class="black">{decktetName(c)}</text>
        </Pick>
      ))}
      <text x={8} y={yardY - 4} font-size={big ? 13 : 12} class="muted">Scrapyard</text>
      {(['red', 'yellow', 'green', 'blue', 'black'] as Colour[]).map((colour, i) => {
        const piles = view.scrapyard.filter((s) => s.colour === colour);
        const count = piles.reduce((n, s) => n + s.count, 0);
        return (
          <Pick key={colour} k={`colour:${colour}`} label={`${colour} (${LETTER[colour]}) in the scrapyard: ${piles.map((s) => `${s.count} of size ${s.size}`).join(', ') || 'none'}`} {...p}>
            <rect x={10 + i * 56} y={yardY} width={50} height={40} rx={4} class={`zig ${colour}`} />
            <text x={10 + i * 56 + 25} y={yardY + 25} text-anchor="middle" font-size={13} class={`zig-letter ${colour}`}>{LETTER[colour]}×{count}</text>
          </Pick>
        );
      })}
    </svg>
  );
}

const towerWords = (seat: number, t: number) => `seat ${seat + 1}'s tower ${t + 1}`;

export const ziggurat: GameUi<View, Move> = {
  title: 'Ziggurat',
  Board,
  ordered: false,
  keysOf: (m, v, seat) => {
    const me = seat ?? v.currentPlayer;
    switch (m.type) {
      case 'attack':
        return [`card:${m.card}`, `tower:${m.targetSeat}:${m.targetTower}`];
      case 'attackWithGreen':
        return [`card:${m.card}`, `tower:${m.targetSeat}:${m.targetTower}`, `tower:${me}:${m.greenTower}`];
      case 'defend':
      case 'remodel':
        return m.cards.map((c) => `card:${c}`);
      case 'defendWithGreen':
        return [...m.cards.map((c) => `card:${c}`), `tower:${me}:${m.greenTower}`];
      case 'remodelSwap':
        return [...m.cards.map((c) => `card:${c}`), `tower:${me}:${m.tower}`, `colour:${m.colour}`];
      case 'makeChange':
        return [`colour:${m.colour}`];
      case 'attrition':
        return [`tower:${me}:${m.tower}`];
      default:
        return [];
    }
  },
  label: (m) => {
    const cards = (cs: string[]) => cs.map(decktetName).join(', ') || 'no cards';
    switch (m.type) {
      case 'attack':
        return `Attack ${towerWords(m.targetSeat, m.targetTower)} with ${decktetName(m.card)}${m.unblockable ? ' (unblockable)' : ''}`;
      case 'attackWithGreen':
        return `Attack ${towerWords(m.targetSeat, m.targetTower)} with ${decktetName(m.card)} through green tower ${m.greenTower + 1}${m.unblockable ? ' (unblockable)' : ''}`;
      case 'defend':
        return `Defend with ${cards(m.cards)}`;
      case 'defendWithGreen':
        return `Defend with ${cards(m.cards)} and green tower ${m.greenTower + 1}`;
      case 'takeHit':
        return 'Take the hit';
      case 'makeChange':
        return `New top colour: ${m.colour} (${LETTER[m.colour]})`;
      case 'draw':
        return 'Draw a card';
      case 'remodel':
        return `Remodel with ${cards(m.cards)}`;
      case 'remodelSwap':
        return `Remodel tower ${m.tower + 1} to ${m.colour} (${LETTER[m.colour]}) with ${cards(m.cards)}`;
      case 'attrition':
        return `Attrition: lose a pyramid of tower ${m.tower + 1}`;
    }
  },
};
