/**
 * Plays seeded games with the engine (moves chosen by the engine's random bot, or by one of the
 * biased choosers of policies.ts) and checks every ply against the reference model (model.ts,
 * written from the rulings alone): the seats to act, both seats' legal moves, the
 * public facts after each move (board, side to move, stones, victory fields, what was smashed,
 * fell or removed by Osiris, the plies without removal, the repetition count, the push-back ban)
 * and, at the end, the outcome. Pure: no Node APIs, so it runs in tests and in the bench alike.
 */
import { rulesVersionsOf } from '../../../engine/game.js';
import { newRng, Rng } from '../../../engine/rng.js';
import { allmerPyramidGame as game, type AllmerPyramidMove, type AllmerPyramidState } from '../index.js';
import {
  applyMove,
  height,
  legalMoves,
  newGame,
  noRemovalLimitFor,
  parseField,
  repetitions,
  startBoard,
  stonesOf,
  toAct,
  victoryFieldsHeld,
  type RefBan,
  type RefBoard,
  type RefEffects,
  type RefGame,
} from './model.js';
import { choose, type Policy } from './policies.js';
import { canonicalJson } from '../../../engine/canonical-json.js';

export interface Variant {
  readonly name: string;
  readonly rulesVersion: number;
  /** Raw match options, parsed through the game's option schema as the platform does. */
  readonly options: { noRemovalLimit?: number };
  /** Who chooses the moves (policies.ts); the engine's random bot unless said otherwise. */
  readonly policy: Policy;
}

const makeVariant = (rulesVersion: number, limit: number | undefined, policy: Policy): Variant => ({
  name: `v${rulesVersion}-${limit === undefined ? 'default' : limit === 0 ? 'limit-off' : `limit-${limit}`}${policy === 'random' ? '' : `-${policy}`}`,
  rulesVersion,
  options: limit === undefined ? {} : { noRemovalLimit: limit },
  policy,
});

/**
 * Both rules versions the rulings define, each with the default options (v1: no limit; v2: the
 * limit of 200, rules.md, ruling R9), the limit explicitly off, short limits
 * that random games reach and 200 set explicitly, under the random bot; and the biased choosers,
 * which reach the victory fields and threefold repetition, under each version's defaults.
 */
export const VARIANTS: readonly Variant[] = [1, 2].flatMap((v) => [
  makeVariant(v, undefined, 'random'),
  makeVariant(v, 0, 'random'),
  makeVariant(v, 10, 'random'),
  makeVariant(v, 25, 'random'),
  makeVariant(v, 200, 'random'),
  makeVariant(v, undefined, 'climber'),
  makeVariant(v, undefined, 'shuttle'),
]);

const MAX_MISMATCHES = 20;

/** JSON with object keys sorted, so equal values print equally (undefined members left out). */
export const canonical = (value: unknown): string => canonicalJson(value);

const plain = (s: string): boolean => {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57))) return false;
  }
  return true;
};

/**
 * `canonical(move)`, without the generic walk for the usual {type, from, to} of lower-case
 * letters and digits: the sets are built twice a ply and the generic walk dominated the run time.
 */
function moveKey(move: unknown): string {
  const m = move as Record<string, unknown>;
  let n = 0;
  for (const _k in m) n++;
  const { type, from, to } = m;
  if (n === 3 && typeof type === 'string' && typeof from === 'string' && typeof to === 'string' && plain(type) && plain(from) && plain(to)) {
    return `{"from":"${from}","to":"${to}","type":"${type}"}`;
  }
  return canonical(move);
}

function setDiff(engine: readonly unknown[], model: readonly unknown[]): string | null {
  const e = new Set(engine.map(moveKey));
  const m = new Set(model.map(moveKey));
  const onlyE = [...e].filter((x) => !m.has(x));
  const onlyM = [...m].filter((x) => !e.has(x));
  if (onlyE.length === 0 && onlyM.length === 0 && e.size === engine.length) return null;
  const few = (xs: string[]) => `${xs.slice(0, 4).join(' ')}${xs.length > 4 ? ` (+${xs.length - 4})` : ''}`;
  if (onlyE.length === 0 && onlyM.length === 0) return `engine lists a move twice (${engine.length} moves, ${e.size} distinct)`;
  return `engine only [${few(onlyE)}], model only [${few(onlyM)}]`;
}

const boardFromEngine = (rows: readonly string[]): RefBoard => rows.map((row) => [...row].map((x) => (x === 'W' || x === 'B' ? x : null)));
const boardText = (b: RefBoard): string => b.map((row) => row.map((x) => x ?? '.').join('')).join('/');

/** A ban constrains only the next mover's stone on `from` pushing a stone on its own level on `to`. */
function effectiveBan(ban: RefBan | null | undefined, g: RefGame): string {
  if (ban === null || ban === undefined) return 'none';
  const [fr, fc] = parseField(ban.from);
  const [tr, tc] = parseField(ban.to);
  const mover = g.toMove === 0 ? 'W' : 'B';
  const sameLevel = height(fr, fc) === height(tr, tc);
  return g.board[fr][fc] === mover && g.board[tr][tc] !== null && sameLevel ? `${ban.from}>${ban.to}` : 'none';
}

/** The public facts of the engine's position that the model also knows; a list of differences. */
function factDiffs(state: AllmerPyramidState, g: RefGame, effects: RefEffects | null): string[] {
  const out: string[] = [];
  const eBoard = boardText(boardFromEngine(state.board));
  if (eBoard !== boardText(g.board)) return [`board engine ${eBoard} model ${boardText(g.board)}`];
  if (state.toMove !== g.toMove && toAct(g).length > 0) out.push(`side to move engine ${state.toMove} model ${g.toMove}`);
  const v = game.view(state, null);
  const pairs: Array<[string, unknown, unknown]> = [
    ['stones', v.stones, stonesOf(g)],
    ['victoryFieldsHeld', v.victoryFieldsHeld, victoryFieldsHeld(g)],
    ['pliesWithoutRemoval', v.pliesWithoutRemoval, g.pliesWithoutRemoval],
    ['noRemovalLimit', v.noRemovalLimit, g.limit],
    ['repetitions', v.repetitions, repetitions(g)],
    ['pushBackBan', effectiveBan(v.pushBackBan, g), effectiveBan(g.ban, g)],
  ];
  if (effects !== null) {
    const last = v.lastMove;
    pairs.push(['smashed', last?.smashed ?? null, effects.smashed]);
    pairs.push(['fell', last?.fell ?? null, effects.fell]);
    pairs.push(['osiris', [...(last?.osiris ?? [])].sort(), effects.osiris]);
  }
  for (const [what, e, m] of pairs) if (canonical(e) !== canonical(m)) out.push(`${what} engine ${canonical(e)} model ${canonical(m)}`);
  if (out.length > 0) out.push(`engine position ${v.position}`);
  return out;
}

export interface ComparisonReport {
  games: number;
  plies: number;
  mismatches: string[];
  /** How the compared games ended, by the model's reason ("unfinished" past maxPlies). */
  endings: Record<string, number>;
}

/**
 * Game i plays variant i mod the list (default: every variant), seed `<seedPrefix>-<i>`. A game
 * stops at its first mismatch; collecting stops after 20.
 */
export function compareWithReference(opts: { games: number; seedPrefix?: string; maxPlies?: number; variants?: readonly Variant[] }): ComparisonReport {
  const variants = opts.variants ?? VARIANTS;
  const maxPlies = opts.maxPlies ?? 2000;
  const mismatches: string[] = [];
  const supported = rulesVersionsOf(game);
  for (const v of new Set(variants.map((x) => x.rulesVersion))) {
    if (!supported.includes(v)) mismatches.push(`rules version ${v}: the engine supports only [${supported.join(', ')}] (rules.md, ruling R9)`);
  }
  let games = 0;
  let plies = 0;
  const endings: Record<string, number> = {};
  const ended = (why: string) => (endings[why] = (endings[why] ?? 0) + 1);
  for (let i = 0; i < opts.games && mismatches.length < MAX_MISMATCHES; i++) {
    const variant = variants[i % variants.length];
    if (!supported.includes(variant.rulesVersion)) continue;
    const lastOwn: Array<AllmerPyramidMove | null> = [null, null];
    const seed = `${opts.seedPrefix ?? 'allmer-ref'}-${i}`;
    const where = (ply: number) => `${variant.name} seed=${seed} ply=${ply}`;
    const rng = Rng.from(newRng(seed));
    let state = game.setup(game.schemas.options.parse(variant.options), 2, seed, variant.rulesVersion);
    let model = newGame(startBoard(), noRemovalLimitFor(variant.options.noRemovalLimit, variant.rulesVersion));
    let effects: RefEffects | null = null;
    games++;
    for (let ply = 0; ; ply++) {
      const facts = factDiffs(state, model, effects);
      if (facts.length > 0) {
        mismatches.push(`${where(ply)}: ${facts.join('; ')}`);
        break;
      }
      const act = setDiff(game.toAct(state), toAct(model));
      if (act !== null) {
        const r = model.result;
        mismatches.push(`${where(ply)}: toAct ${act}${r ? ` (model: game over, ${r.why})` : ''}`);
        break;
      }
      const moveDiffs = [0, 1].flatMap((seat) => {
        const d = setDiff(game.legalMoves(state, seat), legalMoves(model, seat));
        return d === null ? [] : [`seat ${seat} legal moves ${d}`];
      });
      if (moveDiffs.length > 0) {
        mismatches.push(`${where(ply)}: ${moveDiffs.join('; ')} (board ${boardText(model.board)})`);
        break;
      }
      if (model.result !== null) {
        const o = game.outcome(state);
        const e = o.finished ? { winners: [...o.winners].sort(), draw: o.draw } : 'unfinished';
        const m = { winners: model.result.winners, draw: model.result.draw };
        if (canonical(e) !== canonical(m)) mismatches.push(`${where(ply)}: outcome engine ${canonical(e)} model ${canonical(m)} (${model.result.why})`);
        ended(model.result.why);
        break;
      }
      if (ply >= maxPlies) {
        ended('unfinished');
        break;
      }
      const chosen = choose(variant.policy, state, rng, lastOwn);
      if (chosen === null) break; // cannot happen: toAct agreed and the model says the game goes on
      const move = chosen.move;
      lastOwn[chosen.seat] = move;
      const applied = game.apply(state, chosen.seat, move);
      const next = applyMove(model, move);
      if (!applied.ok || next === null) {
        mismatches.push(`${where(ply)}: ${canonical(move)} rejected by ${applied.ok ? 'the model' : `the engine (${applied.error.code})`}`);
        break;
      }
      state = applied.state;
      model = next.game;
      effects = next.effects;
      plies++;
    }
  }
  return { games, plies, mismatches: mismatches.slice(0, MAX_MISMATCHES), endings };
}
