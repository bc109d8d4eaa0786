/**
 * Plays seeded random games with the engine and, at every ply, checks it against the reference
 * model (model.ts): who must act, the set of legal moves, the position after the move played
 * (pyramid, stock, waste, pass, cards removed) and, at the end, the outcome.
 */
import { randomMove } from '../../../engine/bots/random.js';
import { Rng, newRng } from '../../../engine/rng.js';
import { pyramidSolitaireGame as game } from '../index.js';
import type { PyramidSolitaireOptions, PyramidSolitaireState } from '../state.js';
import { applyMove, dealProblems, freeSlots, legalMoves, resultOf, type ModelMove, type ModelPosition } from './model.js';
import { canonicalJson } from '../../../engine/canonical-json.js';

export interface CompareOptions {
  games: number;
  /** Option combinations to rotate through (default: all of VARIANTS). */
  variants?: readonly PyramidSolitaireOptions[];
  seedPrefix?: string;
  maxPlies?: number;
  /** The rules version to set up (default: the game's current one). */
  rulesVersion?: number;
  /**
   * `random` (default): the random bot of engine/bots/random.ts. `removal-first`: a random
   * removal whenever there is one, else a random move; it clears the pyramid far more often, so
   * that wins (and the `goal` option) are played, not only losses.
   */
  bot?: 'random' | 'removal-first';
}

export interface CompareReport {
  games: number;
  plies: number;
  mismatches: string[];
  /** Games stopped at maxPlies before they ended (not mismatches). */
  truncated: number;
  /** Games the engine scored as won. */
  won: number;
}

const PASSES = ['1', '3', 'unlimited'] as const;
const GOALS = ['all-cards', 'pyramid'] as const;
const SUMS = ['pairs', 'any-combination'] as const;

/** Every combination of the three options: 12 variants. */
export const VARIANTS: PyramidSolitaireOptions[] = PASSES.flatMap((passes) =>
  GOALS.flatMap((goal) => SUMS.map((sums) => ({ passes, goal, sums }))),
);

const MAX_MISMATCHES = 20;

/** JSON with object keys sorted; a removal's cards sorted too ("in any order", the move schema). */
export const canonical = (value: unknown): string =>
  canonicalJson(value, (o) => (o.type === 'remove' && Array.isArray(o.cards) ? { ...o, cards: (o.cards as string[]).slice().sort() } : o));

export function toModel(s: PyramidSolitaireState, version: number): ModelPosition {
  return {
    version,
    passes: s.options.passes,
    goal: s.options.goal,
    sums: s.options.sums,
    pyramid: s.pyramid.slice(),
    stock: s.stock.slice(),
    waste: s.waste.slice(),
    pass: s.pass,
    removedThisPass: s.removedThisPass,
    removed: s.removed.length,
  };
}

/** The differences between two sets of canonical moves, first few of each side. */
function setDiff(engine: string[], model: string[]): string | null {
  const e = new Set(engine);
  const m = new Set(model);
  const dupes = engine.length - e.size;
  const onlyE = [...e].filter((x) => !m.has(x));
  const onlyM = [...m].filter((x) => !e.has(x));
  if (onlyE.length === 0 && onlyM.length === 0 && dupes === 0) return null;
  const parts: string[] = [];
  if (onlyE.length > 0) parts.push(`engine only (${onlyE.length}): ${onlyE.slice(0, 4).join(' ')}`);
  if (onlyM.length > 0) parts.push(`model only (${onlyM.length}): ${onlyM.slice(0, 4).join(' ')}`);
  if (dupes > 0) parts.push(`engine lists ${dupes} move(s) twice`);
  return parts.join('; ');
}

/** The position in a line: free pyramid cards, stock (top last), waste (top last), pass. */
function excerpt(p: ModelPosition): string {
  const free = freeSlots(p.pyramid).map((s) => p.pyramid[s]);
  return `free [${free.join(' ')}] stock [${p.stock.join(' ')}] waste [${p.waste.join(' ')}] pass ${p.pass} removedThisPass ${p.removedThisPass}`;
}

/** The first field where the positions differ, or null. */
function positionDiff(engine: ModelPosition, model: ModelPosition): string | null {
  for (const k of ['pyramid', 'stock', 'waste', 'pass', 'removedThisPass', 'removed'] as const) {
    const a = JSON.stringify(engine[k]);
    const b = JSON.stringify(model[k]);
    if (a !== b) return `${k}: engine ${a.slice(0, 160)} model ${b.slice(0, 160)}`;
  }
  return null;
}

function removalFirst(state: PyramidSolitaireState, rng: Rng): { seat: number; move: unknown } {
  const moves = game.legalMoves(state, 0);
  const removals = moves.filter((m) => m.type === 'remove');
  return { seat: 0, move: rng.pick(removals.length > 0 ? removals : moves) };
}

export function compareWithReference(opts: CompareOptions): CompareReport {
  const prefix = opts.seedPrefix ?? 'ref';
  const maxPlies = opts.maxPlies ?? 2000;
  const version = opts.rulesVersion ?? game.meta.rulesVersion;
  const mismatches: string[] = [];
  let plies = 0;
  let truncated = 0;
  let played = 0;
  const variants = opts.variants ?? VARIANTS;
  let won = 0;

  for (let g = 0; g < opts.games && mismatches.length < MAX_MISMATCHES; g++) {
    played++;
    const options = variants[g % variants.length];
    const seed = `${prefix}:${g}`;
    const where = (ply: number) => `pyramid-solitaire v${version} ${JSON.stringify(options)} seed=${seed} ply=${ply}`;
    const bot = Rng.from(newRng(`bot:${seed}`));
    let state = game.setup(game.schemas.options.parse(options), 1, seed, version);
    let model = toModel(state, version);
    const deal = dealProblems(model);
    if (deal.length > 0) {
      mismatches.push(`${where(0)}: deal: ${deal.join('; ')}`);
      continue;
    }

    for (let ply = 0; ; ply++) {
      const outcome = game.outcome(state);
      const result = resultOf(model);
      const toAct = game.toAct(state);
      const modelToAct = result.finished ? [] : [0];
      if (JSON.stringify(toAct) !== JSON.stringify(modelToAct) || outcome.finished !== result.finished) {
        const engineMoves = toAct.length > 0 ? game.legalMoves(state, 0).map(canonical) : [];
        mismatches.push(
          `${where(ply)}: toAct engine ${JSON.stringify(toAct)} (finished ${outcome.finished}) model ${JSON.stringify(modelToAct)} ` +
            `(finished ${result.finished}); engine moves ${engineMoves.slice(0, 4).join(' ')}; model moves ` +
            `${legalMoves(model).slice(0, 4).map(canonical).join(' ')}; ${excerpt(model)}`,
        );
        break;
      }
      if (outcome.finished && result.finished) {
        const expected = { winners: result.won ? [0] : [], draw: false, scores: [result.score] };
        const got = { winners: outcome.winners, draw: outcome.draw, scores: outcome.scores };
        if (outcome.winners.length > 0) won++;
        if (canonical(got) !== canonical(expected)) mismatches.push(`${where(ply)}: outcome engine ${canonical(got)} model ${canonical(expected)}`);
        break;
      }
      if (ply >= maxPlies) {
        truncated++;
        break;
      }
      const engineMoves = game.legalMoves(state, 0).map(canonical);
      const modelMoves = legalMoves(model).map(canonical);
      const diff = setDiff(engineMoves, modelMoves);
      if (diff !== null) {
        mismatches.push(`${where(ply)}: legal moves differ: ${diff}; ${excerpt(model)}`);
        break;
      }

      const picked = opts.bot === 'removal-first' ? removalFirst(state, bot) : randomMove(game, state, bot);
      if (picked === null) break;
      const applied = game.apply(state, picked.seat, picked.move as never);
      if (!applied.ok) {
        mismatches.push(`${where(ply)}: engine rejects its own legal move ${canonical(picked.move)}: ${applied.error.code}`);
        break;
      }
      state = applied.state;
      model = applyMove(model, JSON.parse(canonical(picked.move)) as ModelMove);
      plies++;
      const pos = positionDiff(toModel(state, version), model);
      if (pos !== null) {
        mismatches.push(`${where(ply)}: after ${canonical(picked.move)}: ${pos}`);
        break;
      }
    }
  }
  return { games: played, plies, mismatches, truncated, won };
}
