/**
 * Nos Vigilan: the challenge card, the cards on the table, the pyramid being built, and each
 * player's hand and zone. Hidden cards show only their back's faction; factions are written as
 * letters as well as colours.
 */
import type { Schemas } from '../api/client';
import { nvCardName, nvCardShortName, t, tOr } from '../i18n';
import { Pick, useNarrow } from './svg';

/** A card name cut to fit the card face. */
const short = (name: string, n = 15) => (name.length > n ? `${name.slice(0, n - 1)}…` : name);
import type { BoardProps, GameUi } from './types';

type View = Schemas['NosVigilanView'];
type Move = Schemas['NosVigilanMove'];
type CardView = Schemas['NosVigilanCardView'];
type Faction = Schemas['NosVigilanFaction'];

const FACTION: Record<Faction, string> = { gnomos: 'G', reptilianos: 'R', iluminados: 'I', extraterrestres: 'E', 'hombres-de-negro': 'H' };
const W = 70;
const H = 92;

/** A faction's name in the current language (the original Spanish one in Spanish). */
const factionName = (f: Faction): string => t(`nv.faction.${f}`);
/** A card's special power in words; one the catalogue does not know shows as sent. */
const specialName = (s: string): string => tOr(`nv.special.${s}`, s);

/** The card's challenge condition in the current language, from its parts (the text is English). */
function conditionText(ch: Extract<CardView, { kind: 'known' }>['challenge']): string {
  return tOr(`nv.cond.${ch.kind}`, ch.text, { faction: ch.faction ? factionName(ch.faction) : '', target: ch.target ?? '' });
}

function cardLabel(c: CardView, where: string): string {
  if (c.kind === 'hidden') return t('nv.hidden', { back: factionName(c.back), where });
  const symbols = c.symbols.length ? t('nv.symbols', { list: c.symbols.map(factionName).join(', ') }) : '';
  const special = c.special ? t('nv.specialIs', { special: specialName(c.special) }) : '';
  return t('nv.card', { name: nvCardName(c.id, c.name), value: c.value, symbols, special, where, challenge: conditionText(c.challenge) });
}

/** Text sizes on a card: a phone's narrower board (`big`) is drawn larger, so they stay legible. */
function NvCard({ x, y, c, where, p, big }: { x: number; y: number; c: CardView; where: string; p: PickP; big: boolean }) {
  const small = big ? 13 : 9;
  const body =
    c.kind === 'hidden' ? (
      <g transform={`translate(${x},${y})`}>
        <rect width={W} height={H} rx={5} class={`nv back ${c.back}`} />
        <text x={W / 2} y={H / 2 + 6} text-anchor="middle" font-size={18} class="nv-letter">{FACTION[c.back]}</text>
      </g>
    ) : (
      <g transform={`translate(${x},${y})`}>
        <rect width={W} height={H} rx={5} class="card face" />
        <rect width={W} height={14} rx={5} class={`nv ${c.back}`} />
        <text x={4} y={12} font-size={big ? 13 : 9} class="nv-letter">{FACTION[c.back]} </text>
        <text x={W - 4} y={30} text-anchor="end" font-size={16} class="black">{c.value} </text>
        <text x={4} y={48} font-size={big ? small : 8} class="black">{short(nvCardShortName(c.id, c.name), big ? 9 : 15)} </text>
        <text x={4} y={64} font-size={small} class="black">{c.symbols.map((s) => FACTION[s]).join(' ')} </text>
        {c.special && <text x={4} y={80} font-size={big ? small : 8} class="muted">{big ? short(specialName(c.special), 9) : specialName(c.special)}</text>}
      </g>
    );
  if (c.kind === 'hidden') return <g role="img" aria-label={cardLabel(c, where)}>{body}</g>;
  return (
    <Pick k={`card:${c.id}`} label={cardLabel(c, where)} {...p}>
      {body}
    </Pick>
  );
}

type PickP = Pick<BoardProps<View>, 'highlighted' | 'selected' | 'pick'>;

function Board({ view, seat, names, highlighted, selected, pick }: BoardProps<View>) {
  const p = { highlighted, selected, pick };
  const players = [...view.players].sort((a, b) => (a.seat === seat ? 1 : b.seat === seat ? -1 : a.seat - b.seat));
  // A phone's board: five cards a row (the pyramid's base), the claim's destinations on a row of
  // their own, each player's line in two, and larger text.
  const big = useNarrow();
  const perRow = big ? 5 : 8;
  const width = perRow * (W + 6) + 20;
  const name = (s: number) => names[s] ?? t('boards.player', { n: s + 1 });
  const rowH = H + 40;
  const tableIds = new Set(view.table.map((c) => (c.kind === 'known' ? c.id : '')));
  /** A played card already shown on the table is not drawn again beside its player. */
  const onTable = (c: CardView) => c.kind === 'known' && tableIds.has(c.id);
  let y = 10;
  const parts = [];
  // On a phone the centre's cards wrap, and the destinations go below them.
  const centreRows = Math.ceil((view.table.length + 1) / perRow);
  const destY = big ? y + 16 + centreRows * (H + 6) : y + 16;
  const destX = (i: number) => (big ? 10 + i * (W + 6) : width - (2 - i) * (W + 6) - 4);
  // The challenge, the table and the destinations of a claim.
  parts.push(
    <g key="centre">
      <text x={10} y={y + 10} font-size={big ? 13 : 12} class="muted">{t('nv.header', { round: view.round, phase: tOr(`nv.phase.${view.phase}`, view.phase), pile: view.challengePileCount })}</text>
      {view.challenge && <NvCard x={10} y={y + 16} c={view.challenge} where={t('nv.theChallenge')} p={p} big={big} />}
      {view.table.map((c, i) =>
        big ? (
          <NvCard key={i} x={10 + ((i + 1) % perRow) * (W + 6)} y={y + 16 + Math.floor((i + 1) / perRow) * (H + 6)} c={c} where={t('nv.onTable')} p={p} big />
        ) : (
          <NvCard key={i} x={10 + (i + 1) * (W + 6) + 10} y={y + 16} c={c} where={t('nv.onTable')} p={p} big={false} />
        ),
      )}
      <Pick k="dest:pyramid" label={t('nv.claimPyramid')} {...p}>
        <rect x={destX(0)} y={destY} width={W} height={40} rx={5} class="dest" />
        <text x={destX(0) + W / 2} y={destY + 24} text-anchor="middle" font-size={big ? 13 : 11}>{t('nv.pyramidDest')}</text>
      </Pick>
      <Pick k="dest:zone" label={t('nv.claimZone')} {...p}>
        <rect x={destX(1)} y={destY} width={W} height={40} rx={5} class="dest" />
        <text x={destX(1) + W / 2} y={destY + 24} text-anchor="middle" font-size={big ? 13 : 11}>{t('nv.zoneDest')}</text>
      </Pick>
    </g>,
  );
  y += big ? 16 + centreRows * (H + 6) + 54 : rowH;
  // The pyramid: base row (5), middle (3), top (1), built from the claims.
  const rowsOf = { top: 0, middle: 1, base: 2 } as const;
  const pyrY = y;
  parts.push(
    <text key="pt" x={10} y={y + 10} font-size={big ? 13 : 12} class="muted">{t('nv.pyramidTitle')}{view.result ? t('nv.winners', { names: view.result.winners.map(name).join(', ') }) : ''}</text>,
  );
  // Its places: 1 on top, 3 in the middle, 5 at the base; claimed cards fill each row from the left.
  const sizes = { top: 1, middle: 3, base: 5 } as const;
  for (const rowName of ['top', 'middle', 'base'] as const) {
    const row = rowsOf[rowName];
    const inRow = view.pyramid.filter((q) => q.row === rowName);
    for (let idx = 0; idx < sizes[rowName]; idx++) {
      const x = width / 2 - (sizes[rowName] * (W + 6)) / 2 + idx * (W + 6);
      const y = pyrY + 16 + row * (H / 2 + 6);
      const s = inRow[idx];
      parts.push(
        s ? (
          <NvCard key={`p${rowName}${idx}`} x={x} y={y} c={s.card} where={t('nv.inPyramid', { row: t(`nv.row.${s.row}`), face: t(s.faceUp ? 'nv.faceUp' : 'nv.faceDown'), symbol: factionName(s.symbol) })} p={p} big={big} />
        ) : (
          <rect key={`e${rowName}${idx}`} x={x} y={y} width={W} height={H} rx={5} class="card empty" />
        ),
      );
    }
  }
  y += 16 + 2 * (H / 2 + 6) + H + 14;
  for (const pl of players) {
    const you = pl.seat === seat;
    parts.push(
      big ? (
        <text key={`n${pl.seat}`} x={10} y={y + 10} font-size={13} class={view.toAct.includes(pl.seat) ? 'to-act' : 'muted'}>
          <tspan>{name(pl.seat)}{you ? t('match.you') : ''}</tspan>
          <tspan x={10} dy={16}>{t('nv.drawPile', { n: pl.drawPileCount })}{pl.committed ? t('nv.hasChosen') : ''}{t('nv.handThenZone')}</tspan>
        </text>
      ) : (
        <text key={`n${pl.seat}`} x={10} y={y + 10} font-size={12} class={view.toAct.includes(pl.seat) ? 'to-act' : 'muted'}>
          {name(pl.seat)}{you ? t('match.you') : ''} · {t('nv.drawPile', { n: pl.drawPileCount })}{pl.committed ? t('nv.hasChosen') : ''}{t('nv.handThenZone')}
        </text>
      ),
    );
    if (big) y += 16;
    const who = { name: name(pl.seat) };
    const cards = [...pl.hand.map((c) => ({ c, where: t('nv.hand', who) })), ...(pl.play && !onTable(pl.play) ? [{ c: pl.play, where: t('nv.played', who) }] : []), ...pl.zone.map((c) => ({ c, where: t('nv.zone', who) })), ...(pl.ordering ?? []).map((c) => ({ c, where: t('nv.toOrder', who) }))];
    cards.forEach(({ c, where }, i) => parts.push(<NvCard key={`${pl.seat}-${i}`} x={10 + (i % perRow) * (W + 6)} y={y + 16 + Math.floor(i / perRow) * (H + 6)} c={c} where={where} p={p} big={big} />));
    y += 16 + Math.max(1, Math.ceil(cards.length / perRow)) * (H + 6) + 10;
  }
  return (
    <svg viewBox={`0 0 ${width} ${y}`} class="board" role="group" aria-label={t('nv.table')}>
      {parts}
    </svg>
  );
}

/** Card names by id, from every known card in the view. */
function names(v: View): Map<string, string> {
  const m = new Map<string, string>();
  const add = (c: CardView | null | undefined) => {
    if (c?.kind === 'known') m.set(c.id, nvCardName(c.id, c.name));
  };
  add(v.challenge);
  add(v.finalCard);
  v.table.forEach(add);
  v.pyramid.forEach((s) => add(s.card));
  for (const pl of v.players) {
    pl.hand.forEach(add);
    pl.zone.forEach(add);
    add(pl.play);
    pl.ordering?.forEach(add);
  }
  return m;
}

export const nosVigilan: GameUi<View, Move> = {
  title: 'Nos Vigilan',
  Board,
  ordered: false,
  keysOf: (m) => {
    switch (m.type) {
      case 'claim':
        return [`card:${m.card}`, `dest:${m.destination}`];
      case 'play':
      case 'keep':
      case 'abduct':
      case 'gnome':
        return [`card:${m.card}`];
      default:
        return [];
    }
  },
  label: (m, v) => {
    const known = v ? names(v) : new Map<string, string>();
    const n = (id: string) => known.get(id) ?? id;
    switch (m.type) {
      case 'play':
        return t('nv.play', { card: n(m.card) });
      case 'claim':
        return t(`nv.claim.${m.destination}`, { card: n(m.card) });
      case 'keep':
        return t('nv.keep', { card: n(m.card) });
      case 'abduct':
        return t('nv.abduct', { card: n(m.card) });
      case 'gnome':
        return t('nv.gnome', { card: n(m.card) });
      case 'decline':
        return t('nv.decline');
      case 'order':
        return t('nv.order', { cards: m.cards.map(n).join(', ') });
    }
  },
};
