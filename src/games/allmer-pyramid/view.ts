/** The view: everything is public (a perfect-information game); the mover also gets its moves. */
import type { Viewer } from '../../engine/game.js';
import { SIZE, VICTORY_POINTS, colorName, colorOfSeat, fieldName, height, isVictoryField } from './board.js';
import { cellAt, countStones, legalMovesOf } from './moves.js';
import { formatPosition } from './notation.js';
import { currentRepetitions } from './repetition.js';
import type { AllmerPyramidState, AllmerPyramidView } from './state.js';

export function view(state: AllmerPyramidState, viewer: Viewer): AllmerPyramidView {
  const { board } = state;
  const position = formatPosition(state);
  const fields: AllmerPyramidView['fields'] = [];
  for (let r = 0; r < SIZE; r++) {
    for (let c = 0; c < SIZE; c++) {
      const cell = cellAt(board, r, c);
      fields.push({
        field: fieldName(r, c),
        row: r,
        col: c,
        level: height(r, c),
        victory: isVictoryField(r, c),
        stone: cell === '.' ? null : colorName(cell),
      });
    }
  }
  const held = (color: 'W' | 'B') => VICTORY_POINTS.filter((p) => cellAt(board, p.r, p.c) === color).length;
  const finished = state.result !== null;
  return {
    position,
    fields,
    toMove: finished ? null : state.toMove,
    colorToMove: finished ? null : colorName(colorOfSeat(state.toMove)),
    yourSeat: viewer,
    stones: { white: countStones(board, 'W'), black: countStones(board, 'B') },
    victoryFieldsHeld: { white: held('W'), black: held('B') },
    pushBackBan: state.ban ? { from: state.ban.from, to: state.ban.to } : null,
    legalMoves: !finished && viewer === state.toMove ? groupedMoves(state) : [],
    rulesVersion: state.rulesVersion ?? 1,
    ply: state.ply,
    pliesWithoutRemoval: state.pliesWithoutRemoval,
    noRemovalLimit: state.options.noRemovalLimit,
    repetitions: currentRepetitions(state),
    lastMove: state.lastMove ? { ...state.lastMove, color: colorName(colorOfSeat(state.lastMove.seat)), osiris: [...state.lastMove.osiris] } : null,
    result: state.result ? { winners: [...state.result.winners], draw: state.result.draw, reason: state.result.reason } : null,
  };
}

/** The legal moves of the player to move, grouped by stone (stones without a move are left out). */
export function groupedMoves(state: AllmerPyramidState): AllmerPyramidView['legalMoves'] {
  const groups = new Map<string, { from: string; run: string[]; jump: string[]; push: string[] }>();
  for (const m of legalMovesOf(state.board, state.ban, colorOfSeat(state.toMove))) {
    let g = groups.get(m.from);
    if (!g) groups.set(m.from, (g = { from: m.from, run: [], jump: [], push: [] }));
    g[m.type].push(m.to);
  }
  return [...groups.values()];
}
