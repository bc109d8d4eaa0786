/** Shared SVG pieces: pickable groups and French playing cards. */
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { tOr } from '../i18n';
import { nameWithText } from './label-in-name';
import type { BoardProps } from './types';

const SUITS: Record<string, { sym: string; red: boolean }> = {
  C: { sym: '♣', red: false },
  D: { sym: '♦', red: true },
  H: { sym: '♥', red: true },
  S: { sym: '♠', red: false },
};

const NARROW = '(max-width: 520px)';
const narrowNow = () => typeof matchMedia !== 'undefined' && matchMedia(NARROW).matches;

/**
 * True on a phone-sized screen (at most 520 px wide): the boards whose desktop layout is too wide
 * to keep their text at 12 px or more there lay themselves out narrower, with larger text.
 */
export function useNarrow(): boolean {
  const [narrow, set] = useState(narrowNow);
  useEffect(() => {
    if (typeof matchMedia === 'undefined') return;
    const q = matchMedia(NARROW);
    const changed = () => set(q.matches);
    q.addEventListener('change', changed);
    return () => q.removeEventListener('change', changed);
  }, []);
  return narrow;
}

/** "TH" → "10♥". */
export function cardText(card: string): string {
  const rank = card[0] === 'T' ? '10' : card[0];
  return rank + (SUITS[card[1]]?.sym ?? card[1]);
}

/** "TH" → "10 of hearts" ("10 de corazones"), for screen readers. */
export function cardWords(card: string): string {
  const rank = card[0] === 'T' ? '10' : tOr(`cards.rank.${card[0]}`, card[0]);
  return tOr('cards.words', card, { rank, suit: tOr(`cards.suit.${card[1]}`, card[1]) });
}

type PickProps = Pick<BoardProps<unknown>, 'highlighted' | 'selected' | 'pick'> & {
  k: string;
  label: string;
  children: ComponentChildren;
};

/**
 * A board element that can be picked: focusable and a button for keyboards and screen readers
 * when it is highlighted, outlined when selected.
 */
export function Pick({ k, label, highlighted, selected, pick, children }: PickProps) {
  const live = highlighted.has(k);
  const on = selected.has(k);
  const ref = useRef<SVGGElement>(null);
  // The printed text is read from the drawing itself, after each render, so it is exactly what shows.
  useLayoutEffect(() => {
    const el = ref.current;
    if (el) el.setAttribute('aria-label', nameWithText(label, el.textContent ?? ''));
  });
  const cls = ['pick', live ? 'legal' : '', on ? 'selected' : ''].join(' ');
  if (!live && !on) return <g ref={ref} class={cls} aria-label={label} role="img" data-key={k}>{children}</g>;
  return (
    <g
      ref={ref}
      class={cls}
      data-key={k}
      role="button"
      tabindex={0}
      aria-label={label}
      aria-pressed={on}
      onClick={() => pick(k)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          pick(k);
        }
      }}
    >
      {children}
    </g>
  );
}

export const CARD_W = 44;
export const CARD_H = 62;

/** A face-up French card at (x, y), or its back when `card` is null. */
export function Card({ x, y, card, dim }: { x: number; y: number; card: string | null; dim?: boolean }) {
  if (!card) {
    return (
      <g transform={`translate(${x},${y})`}>
        <rect class="card back" width={CARD_W} height={CARD_H} rx={4} />
        <path class="back-pattern" d={`M6 6 L${CARD_W - 6} ${CARD_H - 6} M${CARD_W - 6} 6 L6 ${CARD_H - 6}`} />
      </g>
    );
  }
  const red = SUITS[card[1]]?.red;
  return (
    <g transform={`translate(${x},${y})`} class={dim ? 'dim' : ''}>
      <rect class="card face" width={CARD_W} height={CARD_H} rx={4} />
      <text x={5} y={16} class={red ? 'red' : 'black'} font-size={14}>{cardText(card)}</text>
      <text x={CARD_W / 2} y={44} text-anchor="middle" class={red ? 'red' : 'black'} font-size={22}>{SUITS[card[1]]?.sym}</text>
    </g>
  );
}

/**
 * A text longer than its room is squeezed to its width (SVG textLength) rather than running onto
 * the next card: the Spanish words are often longer than the English ones. The width of a
 * character is taken as 0.55 of the font size, about the average of the sans-serif faces.
 */
export function squeeze(text: string, width: number, size: number): { textLength?: number; lengthAdjust?: string } {
  return text.length * size * 0.55 > width ? { textLength: width, lengthAdjust: 'spacingAndGlyphs' } : {};
}

/** An empty place where a card may be, at (x, y). */
export function Slot({ x, y, text }: { x: number; y: number; text?: string }) {
  return (
    <g transform={`translate(${x},${y})`}>
      <rect class="card empty" width={CARD_W} height={CARD_H} rx={4} />
      {text && <text x={CARD_W / 2} y={CARD_H / 2 + 4} text-anchor="middle" font-size={12} class="muted" {...squeeze(text, CARD_W - 4, 12)}>{text}</text>}
    </g>
  );
}
