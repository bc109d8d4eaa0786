/**
 * The bot's alpha-beta search over cells.ts positions: negamax with iterative deepening, a
 * transposition table, and move ordering (the table's move, captures, killer moves, the history
 * heuristic). Positions end as the rules end them (rules.ts `judge`, same order): all four victory
 * fields, fewer than four stones, the third occurrence of a position, the no-removal limit, no
 * legal move. Work is counted in nodes, never in time, so a search is a pure function of its input.
 */
import { FIELDS, NEIGHBOURS, VICTORY_INDICES } from './board.js';
import { BLACK, BLOCKED, EMPTY, FALLS, PUSH, RUN, WHITE, directionBetween, hasMove, moveCodes, newEffect, playCode, pushBackBan, pushDestination, toOf, typeOf, fromOf, type Cells } from './cells.js';
import { evaluate } from './evaluate.js';

/** A won game, less the plies it takes: the search prefers the quicker win and the later loss. */
export const WIN = 1_000_000;
/** Values beyond this are forced results (a win or loss within the search), not heuristic points. */
export const MATE_ZONE = WIN - 1000;
const MAX_PLY = 64;

export interface Root {
  readonly cells: Cells;
  /** Seat to move: 0 White, 1 Black. */
  readonly toMove: number;
  readonly banFrom: number;
  readonly banTo: number;
  readonly pliesWithoutRemoval: number;
  /** The no-removal limit in force, 0 when off. */
  readonly limit: number;
  /** How often each position since the last removal occurred (by `positionHash`), the root included. */
  readonly seen: ReadonlyMap<number, number>;
}

export interface SearchResult {
  /** The chosen move (a code of cells.ts). */
  readonly move: number;
  /** Its value for the side to move (WIN - n: a win in n plies). */
  readonly score: number;
  /** The deepest iteration completed. */
  readonly depth: number;
  readonly nodes: number;
}

/* Zobrist keys from a fixed generator (splitmix32), so hashes are the same on every run. */
let zState = 0x2545f491;
function nextWord(): number {
  zState = (zState + 0x9e3779b9) | 0;
  let z = zState;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}
const Z_LO = Uint32Array.from({ length: FIELDS * 3 }, nextWord);
const Z_HI = Uint32Array.from({ length: FIELDS * 3 }, () => nextWord() & 0x1fffff);
const Z_BAN_LO = Uint32Array.from({ length: FIELDS * FIELDS }, nextWord);
const Z_SIDE_LO = nextWord();

/** A 53-bit hash of a position (board, side to move, push-back ban); exact as a Map key. */
export function positionHash(cells: Cells, toMove: number, banFrom: number, banTo: number): number {
  let lo = toMove === 1 ? Z_SIDE_LO : 0;
  let hi = 0;
  for (let i = 0; i < FIELDS; i++) {
    const c = cells[i];
    if (c !== EMPTY) {
      lo ^= Z_LO[i * 3 + c];
      hi ^= Z_HI[i * 3 + c];
    }
  }
  if (banFrom >= 0) lo ^= Z_BAN_LO[banFrom * FIELDS + banTo];
  return joinHash(hi, lo);
}

const joinHash = (hi: number, lo: number): number => hi * 4294967296 + (lo >>> 0);

const EXACT = 1;
const LOWER = 2;
const UPPER = 3;

/** Searches `root` within `maxNodes` nodes (the first iteration always completes). */
export function search(root: Root, rootMoves: readonly number[], maxNodes: number, maxDepth = MAX_PLY - 2): SearchResult {
  return new Search(root, maxNodes).run(rootMoves, Math.min(maxDepth, MAX_PLY - 2));
}

export interface EachResult {
  /** The value of each root move for the side to move, in the order given (as `SearchResult.score`). */
  readonly scores: number[];
  /** The deepest iteration completed for every move. */
  readonly depth: number;
  readonly nodes: number;
}

/**
 * Values every move of `rootMoves` in one search within `maxNodes` nodes: iterative deepening
 * with the full window at the root, so each move's value is exact at the depth reached (plain
 * alpha-beta bounds all but the best one), and all of them come from the same completed
 * iteration. The post-game analysis compares the played move with the best one so.
 */
export function searchEach(root: Root, rootMoves: readonly number[], maxNodes: number, maxDepth = MAX_PLY - 2): EachResult {
  return new Search(root, maxNodes).runEach(rootMoves, Math.min(maxDepth, MAX_PLY - 2));
}

class Search {
  nodes = 0;
  private aborted = false;
  private iteration = 0;
  private readonly cells: Cells[] = [];
  private readonly banFrom = new Int8Array(MAX_PLY);
  private readonly banTo = new Int8Array(MAX_PLY);
  private readonly quiet = new Int32Array(MAX_PLY);
  /** The ply of the last removal on the current line, or -1 (none since the root). */
  private readonly lastRemoval = new Int16Array(MAX_PLY);
  private readonly hash = new Float64Array(MAX_PLY);
  /** The hash's halves, updated move by move from the fields a move changed. */
  private readonly hashLo = new Int32Array(MAX_PLY);
  private readonly hashHi = new Int32Array(MAX_PLY);
  /** Stones of each colour: they change only with a removal. */
  private readonly whites = new Int8Array(MAX_PLY);
  private readonly blacks = new Int8Array(MAX_PLY);
  /** Fields a move changed (no field twice). */
  private readonly changed: number[] = [];
  private readonly moveLists: number[][] = [];
  /** Ordering keys of the moves at each ply (a game's move lists stay under 100). */
  private readonly orderKeys: Float64Array[] = [];
  private readonly killers = new Int32Array(MAX_PLY * 2).fill(-1);
  private readonly history = new Int32Array(3 << 12);
  private readonly effect = newEffect();
  private readonly ttMask: number;
  private readonly ttKey: Float64Array;
  private readonly ttDepth: Int8Array;
  private readonly ttFlag: Uint8Array;
  private readonly ttScore: Int32Array;
  private readonly ttMove: Int32Array;

  constructor(
    private readonly root: Root,
    private readonly maxNodes: number,
  ) {
    const store = new Uint8Array(MAX_PLY * FIELDS);
    for (let p = 0; p < MAX_PLY; p++) {
      this.cells.push(store.subarray(p * FIELDS, (p + 1) * FIELDS));
      this.moveLists.push([]);
      this.orderKeys.push(new Float64Array(256));
    }
    this.cells[0].set(root.cells);
    this.banFrom[0] = root.banFrom;
    this.banTo[0] = root.banTo;
    this.quiet[0] = root.pliesWithoutRemoval;
    this.lastRemoval[0] = -1;
    this.hash[0] = positionHash(root.cells, root.toMove, root.banFrom, root.banTo);
    this.hashHi[0] = Math.floor(this.hash[0] / 4294967296);
    this.hashLo[0] = this.hash[0] % 4294967296;
    this.count(0);
    // About two entries per node, a power of two between 2^12 and 2^18.
    const size = 1 << Math.min(18, Math.max(12, Math.ceil(Math.log2(maxNodes * 2))));
    this.ttMask = size - 1;
    this.ttKey = new Float64Array(size).fill(-1);
    this.ttDepth = new Int8Array(size);
    this.ttFlag = new Uint8Array(size);
    this.ttScore = new Int32Array(size);
    this.ttMove = new Int32Array(size);
  }

  run(rootMoves: readonly number[], maxDepth: number): SearchResult {
    let order = rootMoves.slice();
    let best = { move: order[0], score: 0, depth: 0 };
    for (let depth = 1; depth <= maxDepth; depth++) {
      this.iteration = depth;
      let alpha = -WIN - 1;
      let bestMove = order[0];
      for (const move of order) {
        const score = this.child(0, move, depth, alpha, WIN + 1);
        if (this.aborted) break;
        if (score > alpha) {
          alpha = score;
          bestMove = move;
        }
      }
      if (this.aborted) break;
      best = { move: bestMove, score: alpha, depth };
      order = [bestMove, ...order.filter((m) => m !== bestMove)];
      if (Math.abs(alpha) >= MATE_ZONE) break; // a forced result: deeper search changes nothing
    }
    return { ...best, nodes: this.nodes };
  }

  runEach(rootMoves: readonly number[], maxDepth: number): EachResult {
    const moves = [...new Set(rootMoves)];
    let values = new Map<number, number>();
    let reached = 0;
    for (let depth = 1; depth <= maxDepth; depth++) {
      this.iteration = depth;
      const next = new Map<number, number>();
      // The best moves of the last iteration first: they fill the table and the killers for the rest.
      const order = depth === 1 ? moves : [...moves].sort((a, b) => values.get(b)! - values.get(a)!);
      for (const move of order) {
        next.set(move, this.child(0, move, depth, -WIN - 1, WIN + 1));
        if (this.aborted) break;
      }
      if (this.aborted) break;
      values = next;
      reached = depth;
      // Every move's result is forced: deeper search changes nothing.
      if ([...values.values()].every((v) => Math.abs(v) >= MATE_ZONE)) break;
    }
    return { scores: rootMoves.map((m) => values.get(m)!), depth: reached, nodes: this.nodes };
  }

  private side = (ply: number): number => (this.root.toMove + ply) & 1;

  /**
   * Plays `move` at `ply` and returns its value for the player who made it: the end of the game if
   * it ends there, else the negated value of the position after it.
   */
  private child(ply: number, move: number, depth: number, alpha: number, beta: number): number {
    const next = ply + 1;
    const before = this.cells[ply];
    const cells = this.cells[next];
    cells.set(before);
    const effect = this.effect;
    playCode(cells, move, effect);
    const removed = effect.smashed >= 0 || effect.fell >= 0 || effect.osiris.length > 0;
    const toMove = this.side(next);
    const banned = pushBackBan(cells, move, effect.pushedTo, toMove === 0 ? WHITE : BLACK);
    this.banFrom[next] = banned;
    this.banTo[next] = banned < 0 ? -1 : toOf(move);
    this.quiet[next] = removed ? 0 : this.quiet[ply] + 1;
    this.lastRemoval[next] = removed ? next : this.lastRemoval[ply];
    if (removed) this.count(next);
    else {
      this.whites[next] = this.whites[ply];
      this.blacks[next] = this.blacks[ply];
    }
    this.rehash(ply, move, effect.osiris);
    // 0 - x rather than -x: a draw is 0, never -0.
    const end = this.ending(next);
    if (end !== null) return 0 - end;
    return 0 - this.node(next, depth - 1, -beta, -alpha);
  }

  private count(ply: number): void {
    const cells = this.cells[ply];
    let w = 0;
    let b = 0;
    for (let i = 0; i < FIELDS; i++) {
      if (cells[i] === WHITE) w++;
      else if (cells[i] === BLACK) b++;
    }
    this.whites[ply] = w;
    this.blacks[ply] = b;
  }

  /** The hash after `move` from the hash before it: the side, the ban and the fields it changed. */
  private rehash(ply: number, move: number, osiris: readonly number[]): void {
    const next = ply + 1;
    const before = this.cells[ply];
    const after = this.cells[next];
    let lo = this.hashLo[ply] ^ Z_SIDE_LO;
    let hi = this.hashHi[ply];
    if (this.banFrom[ply] >= 0) lo ^= Z_BAN_LO[this.banFrom[ply] * FIELDS + this.banTo[ply]];
    if (this.banFrom[next] >= 0) lo ^= Z_BAN_LO[this.banFrom[next] * FIELDS + this.banTo[next]];
    const changed = this.changed;
    changed.length = 0;
    const from = fromOf(move);
    const to = toOf(move);
    changed.push(from, to);
    if (typeOf(move) === PUSH) {
      const beyond = NEIGHBOURS[(to << 2) | directionBetween(from, to)];
      if (beyond >= 0) changed.push(beyond);
    }
    for (const i of osiris) if (!changed.includes(i)) changed.push(i);
    for (const i of changed) {
      const was = before[i];
      const is = after[i];
      if (was === is) continue;
      if (was !== EMPTY) {
        lo ^= Z_LO[i * 3 + was];
        hi ^= Z_HI[i * 3 + was];
      }
      if (is !== EMPTY) {
        lo ^= Z_LO[i * 3 + is];
        hi ^= Z_HI[i * 3 + is];
      }
    }
    this.hashLo[next] = lo;
    this.hashHi[next] = hi;
    this.hash[next] = joinHash(hi, lo);
  }

  /**
   * The value of the position at `ply` for the player to move if the game is over there, else
   * null. Checks in the rules' order.
   */
  private ending(ply: number): number | null {
    const cells = this.cells[ply];
    const mover = this.side(ply) === 0 ? WHITE : BLACK;
    const won = WIN - ply;
    let w = 0;
    let b = 0;
    for (const i of VICTORY_INDICES) {
      if (cells[i] === WHITE) w++;
      else if (cells[i] === BLACK) b++;
    }
    if (w === 4) return mover === WHITE ? won : -won;
    if (b === 4) return mover === BLACK ? won : -won;
    w = this.whites[ply];
    b = this.blacks[ply];
    if (w < 4 || b < 4) {
      if (w < 4 && b < 4) return 0;
      return (w < 4) === (mover === WHITE) ? -won : won;
    }
    const hash = this.hash[ply];
    if (this.occurrences(ply, hash) >= 3) return 0;
    const limit = this.root.limit;
    if (limit > 0 && this.quiet[ply] >= limit) return 0;
    if (!hasMove(cells, this.banFrom[ply], this.banTo[ply], mover)) return -won;
    return null;
  }

  /** How often the position at `ply` has occurred: on this line since its last removal, and before the root. */
  private occurrences(ply: number, hash: number): number {
    const removal = this.lastRemoval[ply];
    let n = 1;
    for (let p = ply - 2; p >= Math.max(1, removal); p -= 2) if (this.hash[p] === hash) n++;
    if (removal < 0) n += this.root.seen.get(hash) ?? 0;
    return n;
  }

  private node(ply: number, depth: number, alpha: number, beta: number): number {
    this.nodes++;
    if (this.nodes >= this.maxNodes && this.iteration > 1) {
      this.aborted = true;
      return 0;
    }
    const cells = this.cells[ply];
    const mover = this.side(ply) === 0 ? WHITE : BLACK;
    if (depth <= 0 || ply >= MAX_PLY - 1) return evaluate(cells, mover);

    const hash = this.hash[ply];
    const slot = hash % (this.ttMask + 1); // the low bits of the hash
    let ttMove = -1;
    if (this.ttKey[slot] === hash) {
      ttMove = this.ttMove[slot];
      if (this.ttDepth[slot] >= depth) {
        const score = fromTable(this.ttScore[slot], ply);
        const flag = this.ttFlag[slot];
        if (flag === EXACT || (flag === LOWER && score >= beta) || (flag === UPPER && score <= alpha)) return score;
      }
    }

    const moves = this.moveLists[ply];
    moves.length = 0;
    moveCodes(cells, this.banFrom[ply], this.banTo[ply], mover, moves);
    this.order(ply, moves, ttMove, mover);

    const alpha0 = alpha;
    let best = -WIN - 1;
    let bestMove = -1;
    for (let k = 0; k < moves.length; k++) {
      const move = moves[k];
      const score = this.child(ply, move, depth, alpha, beta);
      if (this.aborted) return 0;
      if (score > best) {
        best = score;
        bestMove = move;
        if (score > alpha) alpha = score;
        if (alpha >= beta) {
          if (this.capture(cells, move, mover) === 0) {
            this.history[move] += depth * depth;
            if (this.killers[ply * 2] !== move) {
              this.killers[ply * 2 + 1] = this.killers[ply * 2];
              this.killers[ply * 2] = move;
            }
          }
          break;
        }
      }
    }
    const flag = best <= alpha0 ? UPPER : best >= beta ? LOWER : EXACT;
    if (this.ttKey[slot] !== hash || this.ttDepth[slot] <= depth) {
      this.ttKey[slot] = hash;
      this.ttDepth[slot] = depth;
      this.ttFlag[slot] = flag;
      this.ttScore[slot] = toTable(best, ply);
      this.ttMove[slot] = bestMove;
    }
    return best;
  }

  /** +1 if `move` removes an enemy stone at once (smash or fall), -1 an own stone, 0 neither. */
  private capture(cells: Cells, move: number, mover: number): number {
    const to = toOf(move);
    let victim = EMPTY;
    if (typeOf(move) === RUN) victim = cells[to];
    else if (typeOf(move) === PUSH) {
      const dest = pushDestination(cells, to, directionBetween(fromOf(move), to));
      victim = dest === FALLS ? cells[to] : dest !== BLOCKED ? cells[dest] : EMPTY;
    }
    return victim === EMPTY ? 0 : victim === mover ? -1 : 1;
  }

  private orderKey(cells: Cells, m: number, ply: number, ttMove: number, mover: number): number {
    if (m === ttMove) return 1 << 30;
    const capture = this.capture(cells, m, mover);
    if (capture !== 0) return capture > 0 ? 1 << 29 : -(1 << 20);
    if (m === this.killers[ply * 2]) return 1 << 28;
    if (m === this.killers[ply * 2 + 1]) return (1 << 28) - 1;
    return this.history[m];
  }

  /** Sorts `moves` best first: the table's move, captures, killer moves, then by history. */
  private order(ply: number, moves: number[], ttMove: number, mover: number): void {
    const cells = this.cells[ply];
    let keys = this.orderKeys[ply];
    if (keys.length < moves.length) keys = this.orderKeys[ply] = new Float64Array(moves.length); // a set-up position crowded with stones
    for (let i = 0; i < moves.length; i++) keys[i] = this.orderKey(cells, moves[i], ply, ttMove, mover);
    // Insertion sort: stable, and the lists are short (at most about 90 moves).
    for (let i = 1; i < moves.length; i++) {
      const m = moves[i];
      const k = keys[i];
      let j = i - 1;
      for (; j >= 0 && keys[j] < k; j--) {
        moves[j + 1] = moves[j];
        keys[j + 1] = keys[j];
      }
      moves[j + 1] = m;
      keys[j + 1] = k;
    }
  }
}

/** Win scores are stored relative to the node, so a table hit at another ply reads them right. */
const toTable = (score: number, ply: number): number => (score >= MATE_ZONE ? score + ply : score <= -MATE_ZONE ? score - ply : score);
const fromTable = (score: number, ply: number): number => (score >= MATE_ZONE ? score - ply : score <= -MATE_ZONE ? score + ply : score);
