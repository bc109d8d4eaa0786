/**
 * An independent reference model of Allmer's Pyramid (issue 17), written from the seed text
 * (seed 004) and the rulings of rules.md only — not from the engine's rule
 * files — so that the engine's move generator and game end can be checked against it (see
 * compare.ts).
 *
 * It favours being obviously right over being fast: plain 7×7 arrays, copied on every move.
 */

export type Stone = 'W' | 'B';
export type Cell = Stone | null;
/** board[r][c]; row 0 is Black's home row (rank 7), row 6 White's (rank 1). */
export type RefBoard = Cell[][];

export interface RefMove {
  readonly type: 'run' | 'jump' | 'push';
  readonly from: string;
  /** run/jump: where the stone stops; push: the field of the pushed stone (the pusher ends there). */
  readonly to: string;
}

/** The pushed stone (on `from`) may not push its pusher (on `to`) back on the very next ply. */
export interface RefBan {
  readonly from: string;
  readonly to: string;
}

export interface RefResult {
  readonly winners: number[];
  readonly draw: boolean;
  readonly why: string;
}

export interface RefGame {
  readonly board: RefBoard;
  /** 0 White, 1 Black. */
  readonly toMove: number;
  readonly ban: RefBan | null;
  readonly limit: number;
  readonly pliesWithoutRemoval: number;
  /**
   * The positions (board + side to move) since the last removal, the current one last. Earlier
   * positions had more stones, so only these can repeat the current one.
   */
  readonly sinceRemoval: readonly string[];
  readonly result: RefResult | null;
}

/** What a move removed, for comparing with the engine's report of the last move. */
export interface RefEffects {
  readonly smashed: string | null;
  readonly fell: string | null;
  readonly osiris: string[];
}

const N = 7;
const FILES = 'abcdefg';
const DIRS: ReadonlyArray<readonly [number, number]> = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];
/**
 * Ruling R1 (rules.md): "The victory fields are (2,2), (2,4), (4,2), (4,4)".
 */
const VICTORY: ReadonlyArray<readonly [number, number]> = [
  [2, 2],
  [2, 4],
  [4, 2],
  [4, 4],
];
/**
 * Ruling R9 (rules.md): "200 plies in a row without a stone removed ... end the
 * game as a draw".
 */
export const WAVE2_NO_REMOVAL_LIMIT = 200;

/** Ruling R1 (rules.md): field (r, c) has height min(r, c, 6-r, 6-c). */
const HEIGHTS: readonly number[][] = Array.from({ length: N }, (_, r) => Array.from({ length: N }, (_, c) => Math.min(r, c, N - 1 - r, N - 1 - c)));
export const height = (r: number, c: number): number => HEIGHTS[r][c];
const onBoard = (r: number, c: number): boolean => r >= 0 && r < N && c >= 0 && c < N;

/** File a–g west to east, rank 1 = row 6 (White's home row). */
const NAMES: readonly string[][] = Array.from({ length: N }, (_, r) => Array.from({ length: N }, (_, c) => `${FILES[c]}${N - r}`));
export const fieldName = (r: number, c: number): string => NAMES[r][c];
export function parseField(name: string): [number, number] {
  const c = FILES.indexOf(name[0]);
  const r = N - Number(name.slice(1));
  if (name.length !== 2 || c < 0 || !onBoard(r, c)) throw new Error(`reference: bad field ${name}`);
  return [r, c];
}

const other = (s: Stone): Stone => (s === 'W' ? 'B' : 'W');
const stoneOf = (seat: number): Stone => (seat === 0 ? 'W' : 'B');
const copy = (b: RefBoard): RefBoard => b.map((row) => row.slice());
/**
 * Ruling R7 (rules.md): "Threefold repetition of the position with the same
 * player to move is a draw." A push-back ban in force that forbids a move is part of the position
 * here, as in the engine and as chess counts positions (equal only when the same moves are
 * possible); the ruling does not say, and the project chose this reading (the doc's "Our own
 * choices").
 */
const positionKey = (b: RefBoard, toMove: number, ban: RefBan | null = null): string => {
  // The ban is part of the position only where it forbids a move the side to move would have.
  const bites = ban !== null && movesOf(b, toMove, ban).length !== movesOf(b, toMove, null).length;
  return `${b.map((row) => row.map((x) => x ?? '.').join('')).join('/')} ${toMove}${bites ? ` ${ban.from}:${ban.to}` : ''}`;
};

/**
 * The effective no-removal limit. Rules version 1 knows only the optional house rule (off unless
 * set); from version 2 the 200 of ruling R9 (rules.md) applies unless "The
 * match option `noRemovalLimit` changes the number or turns the limit off" (0).
 */
export const noRemovalLimitFor = (rawOption: number | undefined, rulesVersion: number): number =>
  rawOption ?? (rulesVersion >= 2 ? WAVE2_NO_REMOVAL_LIMIT : 0);

/**
 * Seed: "seven stones of each color in one line at the lowest level"; ruling R2
 * (rules.md): White row 6, Black row 0.
 */
export function startBoard(): RefBoard {
  const b: RefBoard = Array.from({ length: N }, () => Array<Cell>(N).fill(null));
  for (let c = 0; c < N; c++) {
    b[0][c] = 'B';
    b[N - 1][c] = 'W';
  }
  return b;
}

export function newGame(board: RefBoard, limit: number): RefGame {
  return { board, toMove: 0, ban: null, limit, pliesWithoutRemoval: 0, sinceRemoval: [positionKey(board, 0)], result: null };
}

/** Every legal move of the side to move (ignoring whether the game is over). */
export function movesOf(board: RefBoard, toMove: number, ban: RefBan | null): RefMove[] {
  const me = stoneOf(toMove);
  const out: RefMove[] = [];
  for (let r = 0; r < N; r++)
    for (let c = 0; c < N; c++) {
      if (board[r][c] !== me) continue;
      const from = fieldName(r, c);
      const h = height(r, c);
      for (const [dr, dc] of DIRS) {
        // RUN (ruling R3): "through empty fields of its own level, stepping down one level at a
        // time, never up, and may stop on any field it reaches. It cannot pass or share a field
        // with a stone on its own level. Running down onto an occupied field smashes that stone ...
        // the runner takes its field and the move ends."
        let level = h;
        for (let rr = r + dr, cc = c + dc; onBoard(rr, cc); rr += dr, cc += dc) {
          const hh = height(rr, cc);
          if (hh > level) break;
          if (hh === level) {
            if (board[rr][cc] !== null) break;
            out.push({ type: 'run', from, to: fieldName(rr, cc) });
          } else {
            out.push({ type: 'run', from, to: fieldName(rr, cc) });
            if (board[rr][cc] !== null) break; // a smash ends the move
            level = hh;
          }
        }
        const ar = r + dr;
        const ac = c + dc;
        if (!onBoard(ar, ac)) continue;
        const ah = height(ar, ac);
        // JUMP (ruling R4): "To an orthogonally adjacent empty field exactly one level higher."
        if (ah === h + 1 && board[ar][ac] === null) out.push({ type: 'jump', from, to: fieldName(ar, ac) });
        // PUSH (ruling R5): "The pusher moves into an adjacent field holding a stone (of either
        // colour) on its own level; that stone moves one field further in the same direction: onto
        // an empty field of the same level; or, if that field is one level lower, onto it, smashing
        // any stone there; or, from level 0 off the board, where it falls. A push into a stone on
        // the same level behind is illegal (no chains)."
        if (ah !== h || board[ar][ac] === null) continue;
        const to = fieldName(ar, ac);
        if (ban !== null && ban.from === from && ban.to === to) continue; // "may not push back its pusher"
        const br = ar + dr;
        const bc = ac + dc;
        let ok: boolean;
        if (!onBoard(br, bc)) ok = ah === 0;
        else {
          const bh = height(br, bc);
          ok = (bh === ah && board[br][bc] === null) || bh === ah - 1;
        }
        if (ok) out.push({ type: 'push', from, to });
      }
    }
  return out;
}

/** Every legal move for `seat` in `g`: none when the game is over or it is not that seat's turn. */
export function legalMoves(g: RefGame, seat: number): RefMove[] {
  if (g.result !== null || seat !== g.toMove) return [];
  return movesOf(g.board, g.toMove, g.ban);
}

export const toAct = (g: RefGame): number[] => (g.result === null ? [g.toMove] : []);

/**
 * OSIRIS on `board` (mutated), ruling R6: "along every straight line of each level's ring (a line
 * never turns a corner or crosses a level), an unbroken run of stones of one colour with a stone of
 * the other colour at each end is removed. Both colours are checked". All runs are found on the
 * same board before any is removed, so alternating lines lose both colours ("Double Osiris").
 */
function osiris(board: RefBoard): string[] {
  const doomed = new Set<string>();
  for (let k = 0; k < 3; k++) {
    const lo = k;
    const hi = N - 1 - k;
    const sides: Array<Array<[number, number]>> = [[], [], [], []];
    for (let i = lo; i <= hi; i++) {
      sides[0].push([lo, i]);
      sides[1].push([hi, i]);
      sides[2].push([i, lo]);
      sides[3].push([i, hi]);
    }
    for (const line of sides) {
      for (let i = 1; i < line.length - 1; i++) {
        const [r0, c0] = line[i - 1];
        const s = board[line[i][0]][line[i][1]];
        const before = board[r0][c0];
        if (s === null || before !== other(s)) continue;
        let j = i;
        while (j < line.length && board[line[j][0]][line[j][1]] === s) j++;
        if (j < line.length && board[line[j][0]][line[j][1]] === other(s)) {
          for (let x = i; x < j; x++) doomed.add(fieldName(line[x][0], line[x][1]));
        }
      }
    }
  }
  for (const f of doomed) {
    const [r, c] = parseField(f);
    board[r][c] = null;
  }
  return [...doomed].sort();
}

function count(board: RefBoard, s: Stone): number {
  return board.reduce((n, row) => n + row.filter((x) => x === s).length, 0);
}

/**
 * The game's end after a move, in this order. Rulings R7-R9 (rules.md): "A
 * player occupying all four victory fields wins. A player with fewer than 4 stones loses; both
 * below 4 at once is a draw. Threefold repetition of the position with the same player to move is a
 * draw"; "A player with no legal move loses"; and the no-removal limit. Two of these cannot meet (a
 * repeated or long-quiet position cannot be a won one, which would have ended the game before); the
 * order of the last three is our choice.
 */
function judge(board: RefBoard, toMove: number, ban: RefBan | null, repeats: number, quiet: number, limit: number): RefResult | null {
  for (const seat of [0, 1]) {
    if (VICTORY.every(([r, c]) => board[r][c] === stoneOf(seat))) return { winners: [seat], draw: false, why: 'victory fields' };
  }
  const w = count(board, 'W');
  const b = count(board, 'B');
  if (w < 4 && b < 4) return { winners: [], draw: true, why: 'both below four stones' };
  if (w < 4) return { winners: [1], draw: false, why: 'White below four stones' };
  if (b < 4) return { winners: [0], draw: false, why: 'Black below four stones' };
  if (repeats >= 3) return { winners: [], draw: true, why: 'threefold repetition' };
  if (limit > 0 && quiet >= limit) return { winners: [], draw: true, why: 'no-removal limit' };
  if (movesOf(board, toMove, ban).length === 0) return { winners: [1 - toMove], draw: false, why: 'no legal move' };
  return null;
}

/** Applies a move; null if the model holds it illegal. */
export function applyMove(g: RefGame, move: RefMove): { game: RefGame; effects: RefEffects } | null {
  if (!legalMoves(g, g.toMove).some((m) => m.type === move.type && m.from === move.from && m.to === move.to)) return null;
  const board = copy(g.board);
  const [fr, fc] = parseField(move.from);
  const [tr, tc] = parseField(move.to);
  const me = board[fr][fc];
  let smashed: string | null = null;
  let fell: string | null = null;
  let ban: RefBan | null = null;
  if (move.type === 'push') {
    const pushed = board[tr][tc];
    const br = 2 * tr - fr;
    const bc = 2 * tc - fc;
    if (!onBoard(br, bc)) fell = move.to;
    else {
      if (board[br][bc] !== null) smashed = fieldName(br, bc);
      board[br][bc] = pushed;
      ban = { from: fieldName(br, bc), to: move.to };
    }
  } else if (move.type === 'run' && board[tr][tc] !== null) {
    smashed = move.to;
  }
  board[fr][fc] = null;
  board[tr][tc] = me;
  const removedByOsiris = osiris(board);
  // A ban whose stones are gone constrains nothing: drop it rather than carry a stale one.
  if (ban !== null) {
    const [pr, pc] = parseField(ban.from);
    if (board[pr][pc] === null || board[tr][tc] === null) ban = null;
  }
  const toMove = 1 - g.toMove;
  const key = positionKey(board, toMove, ban);
  const removed = smashed !== null || fell !== null || removedByOsiris.length > 0;
  const sinceRemoval = removed ? [key] : [...g.sinceRemoval, key];
  const quiet = removed ? 0 : g.pliesWithoutRemoval + 1;
  const result = judge(board, toMove, ban, occurrences(sinceRemoval, key), quiet, g.limit);
  return {
    game: { board, toMove, ban, limit: g.limit, pliesWithoutRemoval: quiet, sinceRemoval, result },
    effects: { smashed, fell, osiris: removedByOsiris },
  };
}

const occurrences = (keys: readonly string[], key: string): number => keys.filter((k) => k === key).length;

export const repetitions = (g: RefGame): number => occurrences(g.sinceRemoval, positionKey(g.board, g.toMove, g.ban));

export const stonesOf = (g: RefGame): { white: number; black: number } => ({ white: count(g.board, 'W'), black: count(g.board, 'B') });

export const victoryFieldsHeld = (g: RefGame): { white: number; black: number } => ({
  white: VICTORY.filter(([r, c]) => g.board[r][c] === 'W').length,
  black: VICTORY.filter(([r, c]) => g.board[r][c] === 'B').length,
});
