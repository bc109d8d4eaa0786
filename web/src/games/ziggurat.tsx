/**
 * Ziggurat: every player's towers (stacked pyramids, bottom first), your hand of Decktet cards,
 * the piles and the scrapyard. Each colour is also written as a letter (R, Y, G, B, K; in
 * Spanish R, A, V, Z, N). In Spanish a card is named in Spanish with its printed English name beside.
 */
import type { Schemas } from '../api/client';
import { decktetCardName, decktetCardShortName, t, tOr } from '../i18n';
import { Pick, squeeze, useNarrow } from './svg';
import type { BoardProps, GameUi } from './types';

type View = Schemas['ZigguratView'];
type Move = Schemas['ZigguratMove'];
type Colour = Schemas['ZigguratColour'];

/** A colour's letter and its name, in the current language. */
export const letterOf = (c: Colour): string => t(`zig.letter.${c}`);
const colourName = (c: Colour): string => t(`zig.colour.${c}`);
/** "red (R)", "rojo (R)". */
const colourWords = (c: Colour): string => `${colourName(c)} (${letterOf(c)})`;

/** "ace-moons" → "Ace of Moons", "chance-meeting" → "Chance Meeting": the printed name. */
function printedName(card: string): string {
  if (card.startsWith('ace-')) return `Ace of ${cap(card.slice(4))}`;
  return card.split('-').map(cap).join(' ');
}

/** A card's name in the current language ("el Encuentro Fortuito (Chance Meeting)" in Spanish). */
export const decktetName = (card: string): string => decktetCardName(card, printedName(card));
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
        <text x={x + TOWER_W / 2} y={y - 3} text-anchor="middle" font-size={big ? 12 : 10} class={`zig-letter ${pyr.colour}`}>{letterOf(pyr.colour)}{pyr.size}</text>
      </g>
    );
    y = top + h * 0.45;
    return shape;
  });
  const state = tower.colour ? colourWords(tower.colour) : t(tower.pendingChange !== null ? 'zig.choosing' : 'zig.destroyed');
  const pyramids = tower.pyramids.map((q) => `${colourName(q.colour)} ${q.size}`).join(t('zig.on')) || t('zig.noPyramids');
  const label = t('zig.tower', { owner, n: tower.index + 1, state, pips: tower.pips, pyramids });
  return (
    <Pick k={`tower:${seat}:${tower.index}`} label={label} {...p}>
      <rect x={x} y={baseY - 4 * UNIT - 10} width={TOWER_W} height={4 * UNIT + 24} class="tower-bg" />
      {parts}
      <text x={x + TOWER_W / 2} y={baseY + 13} text-anchor="middle" font-size={big ? 12 : 10} class="muted">
        {t('zig.towerText', { n: tower.index + 1, letter: tower.colour ? letterOf(tower.colour) : '–', pips: tower.pips })}
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
  const nameOf = (s: number) => names[s] ?? t('boards.player', { n: s + 1 });
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
    <svg viewBox={`0 0 ${width} ${yardY + 60}`} class="board" role="group" aria-label={t('zig.table')}>
      {order.map((pl, i) => {
        const baseY = 20 + i * rowH + 4 * UNIT + 14 + line;
        const you = pl.seat === seat;
        return (
          <g key={pl.seat}>
            <text x={8} y={20 + i * rowH + 2} font-size={big ? 13 : 12} class={view.toAct.includes(pl.seat) ? 'to-act' : 'muted'}>
              <tspan>{nameOf(pl.seat)}{you ? t('match.you') : ''}{big ? '' : ' · '}</tspan>
              <tspan x={big ? 8 : undefined} dy={big ? line : undefined}>{t('zig.playerLine', { cards: pl.handSize, points: pl.points, lost: pl.towersLost })}{pl.eliminated ? t('zig.eliminated') : ''}</tspan>
            </text>
            {pl.towers.map((t, j) => (
              <Tower key={j} x={10 + j * (TOWER_W + 8)} baseY={baseY} tower={t} seat={pl.seat} owner={nameOf(pl.seat)} p={p} big={big} />
            ))}
          </g>
        );
      })}
      <text x={8} y={handY - 4 - line} font-size={big ? 13 : 12} class="muted">
        <tspan>{seat === null ? t('zig.spectating') : t('zig.yourHand')}{big ? '' : ' · '}</tspan>
        <tspan x={big ? 8 : undefined} dy={big ? line : undefined}>{t('zig.piles', { draw: view.drawPileSize, discard: view.discardPile.length, phase: tOr(`zig.phase.${view.phase}`, view.phase) })}</tspan>
      </text>
      {view.hand.map((c, i) => (
        <Pick key={c} k={`card:${c}`} label={t('zig.inHand', { card: decktetName(c) })} {...p}>
          <rect x={cardX(i)} y={cardY(i)} width={cardW} height={48} rx={4} class="card face" />
          <text x={cardX(i) + cardW / 2} y={cardY(i) + 28} text-anchor="middle" font-size={big ? 12 : 10} class="black" {...squeeze(decktetCardShortName(c, printedName(c)), cardW - 6, big ? 12 : 10)}>{decktetCardShortName(c, printedName(c))}</text>
        </Pick>
      ))}
      <text x={8} y={yardY - 4} font-size={big ? 13 : 12} class="muted">{t('zig.scrapyard')}</text>
      {(['red', 'yellow', 'green', 'blue', 'black'] as Colour[]).map((colour, i) => {
        const piles = view.scrapyard.filter((s) => s.colour === colour);
        const count = piles.reduce((n, s) => n + s.count, 0);
        return (
          <Pick key={colour} k={`colour:${colour}`} label={t('zig.yard', { colour: colourName(colour), letter: letterOf(colour), piles: piles.map((s) => t('zig.pile', { count: s.count, size: s.size })).join(', ') || t('boards.none') })} {...p}>
            <rect x={10 + i * 56} y={yardY} width={50} height={40} rx={4} class={`zig ${colour}`} />
            <text x={10 + i * 56 + 25} y={yardY + 25} text-anchor="middle" font-size={13} class={`zig-letter ${colour}`}>{letterOf(colour)}×{count}</text>
          </Pick>
        );
      })}
    </svg>
  );
}

const towerWords = (seat: number, tower: number) => t('zig.towerOf', { seat: seat + 1, n: tower + 1 });

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
    const cards = (cs: string[]) => cs.map(decktetName).join(', ') || t('zig.noCards');
    const unblockable = 'unblockable' in m && m.unblockable ? t('zig.unblockable') : '';
    switch (m.type) {
      case 'attack':
        return t('zig.attack', { tower: towerWords(m.targetSeat, m.targetTower), card: decktetName(m.card) }) + unblockable;
      case 'attackWithGreen':
        return t('zig.attackGreen', { tower: towerWords(m.targetSeat, m.targetTower), card: decktetName(m.card), green: m.greenTower + 1 }) + unblockable;
      case 'defend':
        return t('zig.defend', { cards: cards(m.cards) });
      case 'defendWithGreen':
        return t('zig.defendGreen', { cards: cards(m.cards), green: m.greenTower + 1 });
      case 'takeHit':
        return t('zig.takeHit');
      case 'makeChange':
        return t('zig.makeChange', { colour: colourName(m.colour), letter: letterOf(m.colour) });
      case 'draw':
        return t('zig.draw');
      case 'remodel':
        return t('zig.remodel', { cards: cards(m.cards) });
      case 'remodelSwap':
        return t('zig.remodelSwap', { tower: m.tower + 1, colour: colourName(m.colour), letter: letterOf(m.colour), cards: cards(m.cards) });
      case 'attrition':
        return t('zig.attrition', { tower: m.tower + 1 });
    }
  },
};
