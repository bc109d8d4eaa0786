/**
 * The bot's heuristic: how good an unfinished position is for one colour, in points (a stone is
 * 100). Each term is there because of a rule (the rulings of rules.md); the
 * weights are hand-set and checked only by play (bench/bots.ts and the strength figures of the
 * rules doc), not derived.
 */
import { FIELDS, LEVELS, NEIGHBOURS, VICTORY_INDICES } from './board.js';
import { BLACK, WHITE, type Cells } from './cells.js';

/**
 * Material. Ruling R7 (rules.md): "A player with fewer than 4 stones loses",
 * and every removal (smash, fall, Osiris) is permanent. A stone is worth STONE; a player's fifth
 * stone and above are worth SPARE more each, because at four stones the next loss ends the game.
 */
export const STONE = 100;
export const SPARE = 40;

/**
 * The victory fields. Ruling R7 (rules.md): "A player occupying all four
 * victory fields wins". Points by how many of the four a colour holds (holding all four is a win,
 * scored by the search, not here). A field held by the opponent must be won back first, so the
 * count is worth half then.
 */
export const VICTORY_HELD: readonly number[] = [0, 30, 80, 200];

/**
 * Height. Seed: "JUMP Move the stone up to the unoccupied adjacent field one level above" is the
 * only way up to the victory fields (level 2), and "If your stone moves to a lower level that is
 * occupied by another stone, the attacked stone is smashed": a stone attacks only stones below
 * it. Points per level of each stone.
 */
export const PER_LEVEL = 12;

/**
 * The lowest corners. Seed: "If the pushed stone is on a corner field at the lowest level, it
 * falls and gets removed from the game." A stone on a lowest corner with an enemy stone beside it
 * on level 0 can be pushed off next move.
 */
export const CORNER_DANGER = 35;

const LOWEST_CORNERS = [0, 6, 42, 48];

/** The position's value for `color` (WHITE or BLACK) minus its value for the other colour. */
export function evaluate(cells: Cells, color: number): number {
  let white = 0;
  let black = 0;
  let height = 0; // white's levels minus black's
  for (let i = 0; i < FIELDS; i++) {
    const c = cells[i];
    if (c === WHITE) {
      white++;
      height += LEVELS[i];
    } else if (c === BLACK) {
      black++;
      height -= LEVELS[i];
    }
  }
  let whiteHeld = 0;
  let blackHeld = 0;
  for (const i of VICTORY_INDICES) {
    if (cells[i] === WHITE) whiteHeld++;
    else if (cells[i] === BLACK) blackHeld++;
  }
  let corners = 0; // white's endangered corner stones minus black's
  for (const i of LOWEST_CORNERS) {
    const c = cells[i];
    if (c === 0) continue;
    for (let d = 0; d < 4; d++) {
      const n = NEIGHBOURS[(i << 2) | d];
      if (n >= 0 && cells[n] !== 0 && cells[n] !== c) {
        corners += c === WHITE ? 1 : -1;
        break;
      }
    }
  }
  const score =
    material(white) -
    material(black) +
    victory(whiteHeld, blackHeld) -
    victory(blackHeld, whiteHeld) +
    PER_LEVEL * height -
    CORNER_DANGER * corners;
  return color === WHITE ? score : -score;
}

const material = (stones: number): number => STONE * stones + SPARE * Math.max(0, stones - 4);

const victory = (held: number, opponentHeld: number): number => {
  const points = VICTORY_HELD[Math.min(held, 3)];
  return opponentHeld > 0 ? points / 2 : points;
};
