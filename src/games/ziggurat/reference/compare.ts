/**
 * Plays seeded random games with the engine and checks every ply against the reference model:
 * who must act, each acting seat's legal moves (as sets of canonical JSON), the public facts of
 * the state each played move leads to, and the final outcome. Pure: no Node APIs.
 */
import { decktetCard, sortDecktet } from '../../../engine/cards/decktet.js';
import { randomMove } from '../../../engine/bots/random.js';
import { Rng, newRng } from '../../../engine/rng.js';
import { zigguratGame } from '../index.js';
import type { ZigguratMove, ZigguratState } from '../state.js';
import { applyModel } from './apply.js';
import { MODEL_RULES_VERSION, fromEngine, legalMoves, outcome, toAct, valueOf, type MMove, type MState } from './model.js';
import { canonicalJson } from '../../../engine/canonical-json.js';

/** Every player count with and without the extended deck, rotated through game by game. */
export const VARIANTS: readonly { seats: number; extended: boolean }[] = [2, 3, 4, 5].flatMap((seats) =>
  [false, true].map((extended) => ({ seats, extended })),
);

const MAX_MISMATCHES = 20;

/** JSON with object keys sorted at every depth, so equal values give equal strings. */
export const canonical = (v: unknown): string => canonicalJson(v);

/** The fields of each move type, sorted: a move's canonical text lists their values in this order. */
const FIELDS: Record<string, readonly string[]> = {
  attack: ['card', 'targetSeat', 'targetTower', 'unblockable'],
  attackWithGreen: ['card', 'greenTower', 'targetSeat', 'targetTower', 'unblockable'],
  defend: ['cards'],
  defendWithGreen: ['cards', 'greenTower'],
  takeHit: [],
  makeChange: ['colour'],
  draw: [],
  remodel: ['cards'],
  remodelSwap: ['cards', 'colour', 'tower'],
  attrition: ['tower'],
};

/**
 * A move's canonical text: its type and its fields' values in a fixed order; a move of another
 * shape (an unknown type, a missing or extra field) falls back to the full canonical JSON. Much
 * cheaper than `canonical` over the hundreds of moves a turn can have.
 */
export function moveText(move: unknown): string {
  const o = move as Record<string, unknown>;
  const fields = FIELDS[o.type as string];
  if (!fields || Object.keys(o).length !== fields.length + 1 || fields.some((f) => o[f] === undefined)) return canonical(move);
  let text = o.type as string;
  for (const f of fields) text += `|${o[f] as string}`;
  return text;
}

const seatsText = (s: number[]): string => canonical([...s].sort((a, b) => a - b));

function setDiff(engine: unknown[], model: unknown[]): string | null {
  const e = new Set(engine.map(moveText));
  const m = new Set(model.map(moveText));
  const onlyE = [...e].filter((x) => !m.has(x));
  const onlyM = [...m].filter((x) => !e.has(x));
  if (!onlyE.length && !onlyM.length && e.size === engine.length) return null;
  const dup = e.size !== engine.length ? ` engine lists ${engine.length - e.size} duplicate(s);` : '';
  return `${dup} engine only (${onlyE.length}): ${onlyE.slice(0, 3).join(' ')}; model only (${onlyM.length}): ${onlyM.slice(0, 3).join(' ')}`;
}

const pyrText = (p: { colour: string; size: number }): string => `${p.colour}${p.size}`;

/**
 * The public facts of a state the model predicts. After a reshuffle the draw order is unknown:
 * the drawer's hand and the pile are then compared by content only.
 */
function facts(m: MState, shuffled: boolean, drawer: number): Record<string, unknown> {
  // Once the game is over, who was to play or draw next no longer matters.
  const over = m.phase.kind === 'over';
  const out: Record<string, unknown> = {
    phase: m.phase,
    toAct: toAct(m),
    current: over ? null : m.current,
    attack: m.attack,
    // Only standing players choose: an eliminated seat left in the list is not a difference.
    attrition: over ? [] : m.attrition.filter((s) => !m.players[s].out),
    drawing: over ? null : m.drawing,
    scrapyard: m.scrapyard.map(pyrText).sort(),
    discard: sortDecktet(m.discard),
    drawPile: shuffled ? m.drawPile.length : m.drawPile,
  };
  m.players.forEach((p, i) => {
    out[`p${i}`] = {
      towers: p.towers.map((t) => t.map(pyrText).join('/')),
      points: p.points,
      lost: p.lost,
      out: p.out,
      hand: shuffled && i === drawer ? p.hand.length : sortDecktet(p.hand),
    };
  });
  if (shuffled) out.drawnAndPile = sortDecktet([...m.drawPile, ...m.players[drawer].hand]);
  return out;
}

/** What one multiset of strings has that the other lacks (the scrapyard, the discard pile...). */
function extra(a: readonly string[], b: readonly string[]): string[] {
  const rest = [...b];
  return a.filter((x) => {
    const i = rest.indexOf(x);
    if (i < 0) return true;
    rest.splice(i, 1);
    return false;
  });
}

function factsDiff(engine: MState, model: MState, drawer: number): string | null {
  const e = facts(engine, model.shuffled, drawer);
  const m = facts(model, model.shuffled, drawer);
  const diffs = Object.keys(m)
    .filter((k) => canonical(e[k]) !== canonical(m[k]))
    .map((k) => {
      const [x, y] = [e[k], m[k]];
      const lists = Array.isArray(x) && Array.isArray(y) && [...x, ...y].every((v) => typeof v === 'string');
      return lists
        ? `${k}: engine also has ${canonical(extra(x, y))}, model also has ${canonical(extra(y, x))}`
        : `${k}: engine ${canonical(x)} model ${canonical(y)}`;
    });
  return diffs.length ? diffs.slice(0, 3).join('; ') : null;
}

export interface ReferenceReport {
  games: number;
  plies: number;
  mismatches: string[];
  /** How often notable rules came up (moves played, forced steps), to show what was exercised. */
  events: Record<string, number>;
}

/** The outcome facts compared at the end: finished, winners, draw, and the final scores. */
function outcomeText(o: { finished: boolean; winners?: number[]; draw?: boolean; scores?: number[] }): string {
  return o.finished ? canonical({ winners: [...(o.winners ?? [])].sort(), draw: o.draw, scores: o.scores }) : 'not finished';
}

/**
 * The defence questions the seed leaves open, noted when they come up (the legal moves compared
 * then settle them): a lone Court against a Pawn or Court attack, and whether the Excuse ("it
 * plays like an Ace of any suit") also counts 1 in a rank sum (the model: no, only alone).
 */
function defenceEvents(m: MState): string[] {
  if (m.phase.kind !== 'defence' || !m.attack || m.attack.excuse) return [];
  const hand = m.players[m.attack.targetSeat].hand;
  const events: string[] = [];
  const attackRank = decktetCard(m.attack.card).rank;
  if ((attackRank === 'pawn' || attackRank === 'court') && hand.some((c) => decktetCard(c).rank === 'court'))
    events.push('a lone Court could meet a Pawn or Court attack');
  if (hand.includes('excuse')) {
    // Sums reachable with the hand's ranked cards (Ace 1 ... Crown 10).
    let sums = new Set([0]);
    for (const c of hand) {
      const v = decktetCard(c).value;
      if (v !== null) sums = new Set([...sums, ...[...sums].map((x) => x + v)]);
    }
    if (sums.has(valueOf(m.attack.card) - 1) && !sums.has(valueOf(m.attack.card)))
      events.push('the Excuse could only defend as a 1 in a sum');
  }
  return events;
}

/** The engine's legal moves for the seat must be exactly the model's; null when they are. */
function legalDiff(state: ZigguratState, model: MState, seats: number[], legal: Map<number, unknown[]>): string | null {
  for (const s of seats) {
    const moves = zigguratGame.legalMoves(state, s);
    legal.set(s, moves);
    const d = setDiff(moves, legalMoves(model, s));
    if (d) return `seat ${s} phase ${model.phase.kind} legal moves differ:${d}`;
  }
  return null;
}

/**
 * Seeded random games (engine setup, random bot) rotating through `VARIANTS`; every ply is
 * compared with the reference model. A game stops at its first mismatch (later plies would only
 * repeat it); collection stops after 20.
 */
export function compareWithReference(opts: { games: number; seedPrefix?: string; maxPlies?: number }): ReferenceReport {
  const prefix = opts.seedPrefix ?? 'zig-ref';
  const maxPlies = opts.maxPlies ?? 3000;
  const report: ReferenceReport = { games: 0, plies: 0, mismatches: [], events: {} };
  const count = (event: string): void => void (report.events[event] = (report.events[event] ?? 0) + 1);
  for (let g = 0; g < opts.games && report.mismatches.length < MAX_MISMATCHES; g++) {
    const variant = VARIANTS[g % VARIANTS.length];
    const seed = `${prefix}-${g}`;
    const where = (ply: number): string => `${variant.seats}p${variant.extended ? ' extended' : ''} seed ${seed} ply ${ply}`;
    const fail = (ply: number, what: string): void => void report.mismatches.push(`${where(ply)}: ${what}`);
    let state: ZigguratState = zigguratGame.setup({ extended: variant.extended }, variant.seats, seed);
    const bot = Rng.from(newRng(`${seed}:bot`));
    report.games++;
    // A new rules version must be reviewed against the model (and the model updated) first.
    if (state.rulesVersion !== MODEL_RULES_VERSION) {
      fail(0, `the engine plays rules version ${state.rulesVersion}, the model follows version ${MODEL_RULES_VERSION}`);
      break;
    }
    for (let ply = 0; ; ply++) {
      const model = fromEngine(state);
      const eAct = zigguratGame.toAct(state);
      const mAct = toAct(model);
      if (seatsText(eAct) !== seatsText(mAct)) {
        fail(ply, `toAct engine ${seatsText(eAct)} model ${seatsText(mAct)}`);
        break;
      }
      const legal = new Map<number, unknown[]>();
      const bad = legalDiff(state, model, eAct, legal);
      if (bad) {
        fail(ply, bad);
        break;
      }
      defenceEvents(model).forEach(count);
      if (!eAct.length) {
        const engine = outcomeText(zigguratGame.outcome(state));
        const expected = outcomeText(outcome(model));
        count(outcome(model).winners.length ? 'game won' : 'game tied: no winner');
        if (engine !== expected) fail(ply, `outcome engine ${engine} model ${expected}`);
        break;
      }
      if (ply >= maxPlies) {
        fail(ply, `no end after ${maxPlies} plies`);
        break;
      }
      // The random bot, handed the legal moves just compared instead of computing them again.
      const pick = randomMove({ ...zigguratGame, legalMoves: (_s: unknown, seat: number) => legal.get(seat)! }, state, bot)!;
      const move = pick.move as ZigguratMove;
      count(`played ${move.type}`);
      const result = zigguratGame.apply(state, pick.seat, move);
      if (!result.ok) {
        fail(ply, `engine refused its own legal move ${moveText(move)}: ${result.error.code}`);
        break;
      }
      report.plies++;
      const predicted = applyModel(model, pick.seat, move as MMove);
      predicted.notes.forEach(count);
      const d = factsDiff(fromEngine(result.state), predicted, model.drawing ?? pick.seat);
      if (d) {
        fail(ply, `after seat ${pick.seat} ${moveText(move)}: ${d}`);
        break;
      }
      state = result.state;
    }
  }
  return report;
}
