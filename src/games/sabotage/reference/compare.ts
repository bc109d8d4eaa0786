/**
 * Plays seeded random games with the engine and, at every ply, checks it against the reference
 * model (model.ts): who must act, each seat's set of legal moves, the table after the move played
 * (every pyramid slot with its face, centre, display, stock order, discard pile) and, at the end,
 * the outcome. Only the order of a reshuffled stock is taken from the engine (see model.ts).
 */
import { randomMove } from '../../../engine/bots/random.js';
import { Rng, newRng } from '../../../engine/rng.js';
import { sabotageGame as game } from '../index.js';
import type { SabotageState } from '../state.js';
import { applyMove, dealProblems, isExposed, legalMoves, toAct, type ModelMove, type SlotCard, type Table } from './model.js';
import { canonicalJson } from '../../../engine/canonical-json.js';

export interface CompareOptions {
  games: number;
  /** Row counts to rotate through (default: all of ROW_COUNTS). */
  rows?: readonly number[];
  seedPrefix?: string;
  maxPlies?: number;
  /** The rules version to set up (default: the game's current one). */
  rulesVersion?: number;
  /**
   * `random` (default): the random bot of engine/bots/random.ts. `never-clear-centre`: the same,
   * except that it never removes the centre card, so that both players reach the centre and the
   * both-reached re-deal (and its cap of 12) is played many times.
   */
  bot?: 'random' | 'never-clear-centre';
}

export interface CompareReport {
  games: number;
  plies: number;
  mismatches: string[];
  /** Games stopped at maxPlies before they ended (not mismatches). */
  truncated: number;
  /** Both-reached re-deals played (as the model counts them). */
  redeals: number;
  /** Rounds that ended with both players at the centre but no re-deal, the cap being reached. */
  cappedRounds: number;
}

/** Every row count the option allows, rotated through game by game. */
export const ROW_COUNTS = [4, 5, 6] as const;

const MAX_MISMATCHES = 20;

/** JSON with object keys sorted; a removal's cards sorted too ("the order does not matter"). */
export const canonical = (value: unknown): string =>
  canonicalJson(value, (o) => (o.type === 'remove' && Array.isArray(o.cards) ? { ...o, cards: (o.cards as string[]).slice().sort() } : o));

/** The model's table at the deal, read from the engine's initial state. */
export function tableFromDeal(s: SabotageState, version: number): Table {
  return {
    version,
    rows: s.rows,
    pyramids: s.pyramids.map((p) => p.map((c) => (c === null ? null : { card: c.card, faceUp: c.faceUp, redealt: c.redealt }))),
    centre: s.centre,
    display: s.display,
    stock: s.stock.slice(),
    discard: s.discard.slice(),
    drawer: 0,
    turn: 0,
    second: false,
    pending: 0,
    removalThisPass: false,
    bothReachedAllRound: false,
    redeals: 0,
    result: null,
    reshuffles: [],
  };
}

interface Cards {
  pyramids: (string | null)[][];
  faces: (boolean | null)[][];
  centre: string | null;
  display: string | null;
  stock: string[];
  discard: string[];
}

const cardsOf = (pyramids: readonly (readonly (SlotCard | null)[])[], t: Omit<Cards, 'pyramids' | 'faces'>): Cards => ({
  pyramids: pyramids.map((p) => p.map((c) => c?.card ?? null)),
  faces: pyramids.map((p) => p.map((c) => c?.faceUp ?? null)),
  centre: t.centre,
  display: t.display,
  stock: t.stock.slice(),
  discard: t.discard.slice().sort(),
});

const isPlaceholder = (c: string | null): c is string => c !== null && c.startsWith('?');

/**
 * Binds the model's placeholders to the engine's cards (model.ts) and checks that each reshuffle
 * formed the stock from exactly the pile ruling R9 names (rules.md). Returns the
 * resolved table or an error.
 */
function resolveShuffles(model: Table, engine: Cards): Table | string {
  if (model.reshuffles.length === 0) return model;
  const bound = new Map<string, string>();
  const bind = (m: string | null, e: string | null): void => {
    if (isPlaceholder(m) && e !== null && !bound.has(m)) bound.set(m, e);
  };
  model.pyramids.forEach((p, seat) => p.forEach((c, i) => bind(c?.card ?? null, engine.pyramids[seat][i])));
  bind(model.centre, engine.centre);
  bind(model.display, engine.display);
  if (model.stock.length !== engine.stock.length) return `stock has ${engine.stock.length} cards, model ${model.stock.length}`;
  model.stock.forEach((c, i) => bind(c, engine.stock[i]));
  const leftover = engine.discard.slice();
  for (const c of model.discard.filter((x) => !isPlaceholder(x))) {
    const k = leftover.indexOf(c);
    if (k >= 0) leftover.splice(k, 1);
  }
  const open = model.discard.filter(isPlaceholder);
  if (open.length !== leftover.length) return `discard: engine has ${leftover.length} unexplained card(s), model ${open.length} drawn card(s)`;
  open.forEach((p, i) => bind(p, leftover[i]));
  const sub = (c: string): string => bound.get(c) ?? c;
  for (let e = 0; e < model.reshuffles.length; e++) {
    const pile = model.reshuffles[e].map(sub).sort();
    const formed = model.reshuffles[e].map((_, i) => sub(`?${e}.${i}`)).sort();
    if (JSON.stringify(pile) !== JSON.stringify(formed)) return `reshuffle ${e}: stock formed of ${formed.join(' ')} but the discard pile was ${pile.join(' ')}`;
  }
  return {
    ...model,
    pyramids: model.pyramids.map((p) => p.map((c) => (c === null ? null : { ...c, card: sub(c.card) }))),
    centre: model.centre === null ? null : sub(model.centre),
    display: model.display === null ? null : sub(model.display),
    stock: model.stock.map(sub),
    discard: model.discard.map(sub),
    reshuffles: [],
  };
}

function tableDiff(engine: Cards, model: Cards): string | null {
  for (const k of ['pyramids', 'faces', 'centre', 'display', 'stock', 'discard'] as const) {
    const a = JSON.stringify(engine[k]);
    const b = JSON.stringify(model[k]);
    if (a !== b) return `${k}: engine ${a.slice(0, 200)} model ${b.slice(0, 200)}`;
  }
  return null;
}

/** The table in a line, as the seat to act sees the parts that decide its moves. */
function excerpt(t: Table): string {
  const own = t.pyramids[t.turn].flatMap((s, i) => (s !== null && isExposed(t.pyramids[t.turn], i, t.rows) ? [s.card] : []));
  const apex = t.pyramids.map((p) => p[0]?.card ?? '-').join('/');
  return `turn ${t.turn} exposed [${own.join(' ')}] display ${t.display} centre ${t.centre} apexes ${apex} pending ${t.pending} stock ${t.stock.length} discard ${t.discard.length}`;
}

function setDiff(engine: string[], model: string[]): string | null {
  const e = new Set(engine);
  const m = new Set(model);
  const onlyE = [...e].filter((x) => !m.has(x));
  const onlyM = [...m].filter((x) => !e.has(x));
  const dupes = engine.length - e.size;
  if (onlyE.length === 0 && onlyM.length === 0 && dupes === 0) return null;
  const parts: string[] = [];
  if (onlyE.length > 0) parts.push(`engine only (${onlyE.length}): ${onlyE.slice(0, 4).join(' ')}`);
  if (onlyM.length > 0) parts.push(`model only (${onlyM.length}): ${onlyM.slice(0, 4).join(' ')}`);
  if (dupes > 0) parts.push(`engine lists ${dupes} move(s) twice`);
  return parts.join('; ');
}

/** A random legal move that never takes the centre card (pass is always among the others). */
function stallingMove(state: SabotageState, rng: Rng): { seat: number; move: unknown } | null {
  const seats = game.toAct(state);
  if (seats.length === 0) return null;
  const seat = rng.pick(seats);
  const moves = game.legalMoves(state, seat).filter((m) => m.type !== 'remove' || state.centre === null || !m.cards.includes(state.centre));
  return { seat, move: rng.pick(moves) };
}

export function compareWithReference(opts: CompareOptions): CompareReport {
  const prefix = opts.seedPrefix ?? 'ref';
  const maxPlies = opts.maxPlies ?? 5000;
  const version = opts.rulesVersion ?? game.meta.rulesVersion;
  const mismatches: string[] = [];
  let plies = 0;
  let truncated = 0;
  let played = 0;
  let redeals = 0;
  let cappedRounds = 0;
  const rowCounts = opts.rows ?? ROW_COUNTS;

  for (let g = 0; g < opts.games && mismatches.length < MAX_MISMATCHES; g++) {
    played++;
    const rows = rowCounts[g % rowCounts.length];
    const seed = `${prefix}:${g}`;
    const where = (ply: number) => `sabotage v${version} rows=${rows} seed=${seed} ply=${ply}`;
    const bot = Rng.from(newRng(`bot:${seed}`));
    let state = game.setup(game.schemas.options.parse({ rows }), 2, seed, version);
    let model = tableFromDeal(state, version);
    const deal = dealProblems(model);
    if (deal.length > 0) {
      mismatches.push(`${where(0)}: deal: ${deal.join('; ')}`);
      continue;
    }

    for (let ply = 0; ; ply++) {
      const outcome = game.outcome(state);
      const seats = game.toAct(state);
      const modelSeats = toAct(model);
      if (JSON.stringify(seats) !== JSON.stringify(modelSeats) || outcome.finished !== (model.result !== null)) {
        mismatches.push(`${where(ply)}: toAct engine ${JSON.stringify(seats)} (finished ${outcome.finished}) model ${JSON.stringify(modelSeats)} (result ${JSON.stringify(model.result)}); ${excerpt(model)}`);
        break;
      }
      if (outcome.finished && model.result !== null) {
        const expected = model.result.kind === 'won' ? { winners: [model.result.winner], draw: false } : { winners: [], draw: true };
        const got = { winners: outcome.winners, draw: outcome.draw };
        if (canonical(got) !== canonical(expected)) mismatches.push(`${where(ply)}: outcome engine ${canonical(got)} model ${canonical(expected)}`);
        break;
      }
      if (ply >= maxPlies) {
        truncated++;
        break;
      }
      let differ: string | null = null;
      for (const seat of [0, 1]) {
        const diff = setDiff(game.legalMoves(state, seat).map(canonical), legalMoves(model, seat).map(canonical));
        if (diff !== null) differ = `seat ${seat} legal moves differ: ${diff}`;
      }
      if (differ !== null) {
        mismatches.push(`${where(ply)}: ${differ}; ${excerpt(model)}`);
        break;
      }

      const picked = opts.bot === 'never-clear-centre' ? stallingMove(state, bot) : randomMove(game, state, bot);
      if (picked === null) break;
      const applied = game.apply(state, picked.seat, picked.move as never);
      if (!applied.ok) {
        mismatches.push(`${where(ply)}: engine rejects its own legal move ${canonical(picked.move)}: ${applied.error.code}`);
        break;
      }
      state = applied.state;
      plies++;
      const after = game.outcome(state);
      const move = JSON.parse(canonical(picked.move)) as ModelMove;
      const next = applyMove(model, picked.seat, move);
      if (next.redeals > model.redeals) redeals++;
      else if (version >= 2 && next.result === null && move.type === 'pass' && model.second && model.bothReachedAllRound && model.centre !== null) cappedRounds++;
      if (after.finished !== (next.result !== null)) {
        mismatches.push(`${where(ply)}: after seat ${picked.seat} ${canonical(picked.move)}: engine ${after.finished ? `ends the game (${after.reason})` : 'goes on'}, model result ${JSON.stringify(next.result)}`);
        break;
      }
      if (next.result !== null) {
        model = next;
        continue; // a finished game is judged by its outcome alone
      }
      const engineCards = cardsOf(state.pyramids, state);
      const resolved = resolveShuffles(next, engineCards);
      const diff = typeof resolved === 'string' ? resolved : tableDiff(engineCards, cardsOf(resolved.pyramids, resolved));
      if (diff !== null || typeof resolved === 'string') {
        mismatches.push(`${where(ply)}: after seat ${picked.seat} ${canonical(picked.move)}: ${diff}`);
        break;
      }
      model = resolved;
    }
  }
  return { games: played, plies, mismatches, truncated, redeals, cappedRounds };
}
