/**
 * The contract every game implements (after OpenSpiel's Game/State and boardgame.io's game object).
 *
 * A game is a bundle of pure functions over plain JSON state. The platform never branches on a
 * game id: everything it needs to know about a game comes through this interface.
 */
import type { z } from 'zod';
import type { GameBot } from './bots/contract.js';
import type { MoveGroup } from './move-groups.js';
import type { Seat } from './seat.js';

export type { Seat };

/** The viewer of a state: a seat, or `null` for a spectator (someone with no seat). */
export type Viewer = Seat | null;

export interface GameMeta {
  /** Stable id used in URLs and records, e.g. `pyramid-solitaire`. */
  readonly id: string;
  readonly title: string;
  /** One sentence for catalogues. */
  readonly summary: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** True when some seat (or spectator) may not see part of the state. */
  readonly hiddenInformation: boolean;
  /** What stays hidden, in a few words, for the README's table of games: e.g. `hands, the draw pile`. */
  readonly hides?: string;
  /** True when the game uses the match's random generator (shuffles, draws). */
  readonly randomness: boolean;
  /** True when several seats may have to act at the same time. */
  readonly simultaneousMoves: boolean;
  /**
   * True when the rules can end a match in a draw (the game's rules document, `rulesDoc`, with its
   * Rulings): only then may players agree to one (draw offers).
   */
  readonly drawPossible: boolean;
  /** Bumped whenever a rule change would make old records replay differently. New matches use it. */
  readonly rulesVersion: number;
  /**
   * Every rules version `setup` still accepts, newest last (default: just `rulesVersion`). A
   * match keeps the version it was created with, so old matches and records replay under the
   * rules they were played with.
   */
  readonly supportedRulesVersions?: readonly number[];
  /**
   * Path of the rules document in this repository, in the game's folder: e.g.
   * `src/games/pyramid-solitaire/rules.md`. It says what each rejection code means and when.
   */
  readonly rulesDoc: string;
  /** PascalCase stem for generated schema names, e.g. `PyramidSolitaire`. */
  readonly typeName: string;
  /**
   * The names of the game's things (cards, suits, ranks, factions, stones) in English and
   * Spanish, the languages its rules are written in, for a client to show beside the codes of
   * the views and moves. `original` says which of the two is the printed name.
   */
  readonly names?: readonly TermNames[];
}

/** One game term named in each language: `id` is the code the views and moves use. */
export interface TermNames {
  /** What it is: `card`, `suit`, `rank`, `faction`, `stone`, … */
  readonly kind: string;
  readonly id: string;
  readonly en: string;
  readonly es: string;
  /** The language of the printed name, the other being ours. */
  readonly original: 'en' | 'es';
}

/** A move that the rules refuse. `code` is stable (UPPER_SNAKE); `reason` is for a player. */
export interface Rejection {
  readonly code: string;
  readonly reason: string;
}

/** Rejection codes (UPPER_SNAKE), each with what it means, in one sentence a player understands. */
export type CodeMeanings = Readonly<Record<string, string>>;

/**
 * Every code a game's rules answer with, by where they answer it. The platform's list of problem
 * codes, the OpenAPI `RuleCode` enum and the README's error-code tables are made from these (the
 * meaning is what they say); the conformance suite fails on a rejection whose code is not
 * declared here, and the contract test on a code the game's files write but do not declare.
 */
export interface Rejections {
  /** `apply`'s codes: the `code` (and `rule`) of a 422 for an illegal move. */
  readonly move: CodeMeanings;
  /** `validateSetup`'s codes: the `rule` of a 400 INVALID_OPTIONS. */
  readonly setup?: CodeMeanings;
  /** `depart`'s codes: the `code` of a 409 for a seat that cannot leave. */
  readonly depart?: CodeMeanings;
}

/**
 * Codes several games answer, worded once: a game that uses one names it with this meaning, so
 * the tables list it once for all of them.
 */
export const COMMON_REJECTIONS = {
  GAME_OVER: 'The game is over.',
  NOT_YOUR_TURN: 'It is not your turn.',
  OPTIONS_INVALID: 'The game is not for this many players.',
  ILLEGAL_MOVE: 'The move is not possible now.',
  WRONG_PHASE: 'That kind of move is not possible in this phase.',
} as const satisfies CodeMeanings;

export type ApplyResult<S> = { readonly ok: true; readonly state: S } | { readonly ok: false; readonly error: Rejection };

export const accept = <S>(state: S): ApplyResult<S> => ({ ok: true, state });
export const reject = <S = never>(code: string, reason: string): ApplyResult<S> => ({ ok: false, error: { code, reason } });

export type Outcome =
  | { readonly finished: false }
  | {
      readonly finished: true;
      /** Seats that won; empty for a loss in a one-player game, a draw, or no winner. */
      readonly winners: Seat[];
      readonly draw: boolean;
      /** One score per seat, when the game scores. */
      readonly scores?: number[];
      /** A sentence saying why the game ended. */
      readonly reason: string;
    };

export interface Schemas<O, M, V> {
  /** Match options. Every field has a default, so `options.parse({})` gives the default options. */
  readonly options: z.ZodType<O>;
  /** One move. A discriminated union on `type` whose variants are flat objects. */
  readonly move: z.ZodType<M>;
  /** What a seat or spectator sees. */
  readonly view: z.ZodType<V>;
}

export interface Game<O = unknown, S = unknown, M = unknown, V = unknown> {
  readonly meta: GameMeta;
  readonly schemas: Schemas<O, M, V>;
  /** Every code `apply`, `validateSetup` and `depart` may answer with, and what each means. */
  readonly rejections: Rejections;

  /**
   * Extra option checks that need the seat count (e.g. "rows 6 needs 2 players"). Returns a
   * rejection (code OPTIONS_INVALID or more precise) or null.
   */
  validateSetup?(options: O, seats: number): Rejection | null;

  /**
   * The initial state. `seed` feeds the game's random generator (see `rng.ts`). `rulesVersion`
   * (default `meta.rulesVersion`, always one of `supportedRulesVersions`) selects the rules; a
   * game with more than one version keeps it in its state.
   */
  setup(options: O, seats: number, seed: string, rulesVersion?: number, memo?: unknown): S;

  /**
   * For a game whose setup searches (a winnable deal tries shuffles until the solver proves one):
   * whether setting up with `options` is heavy work, which the platform then runs on its worker
   * pool with a time limit instead of the event loop. Default: never.
   */
  setupIsHeavy?(options: O): boolean;

  /**
   * What setup's search found, read back from any state of the match (e.g. which attempt of a
   * winnable deal was dealt), or undefined. The platform passes it as `setup`'s `memo` when it
   * sets the same match up again (views at a ply, takebacks, history), so a replay deals at once
   * instead of searching again. `setup(o, n, seed, v, setupMemo(s))` must equal
   * `setup(o, n, seed, v)` for every state `s` of that match; a record verifier never passes it.
   */
  setupMemo?(state: S): unknown;

  /**
   * For a one-player game that a solver can decide from a full state: whether the game can still
   * be won from `state` (`won`), cannot (`unwinnable`), or the solver did not decide within
   * `nodes` positions (`undecided`). The post-game analysis uses it on the revealed states of a
   * finished match, never during play.
   */
  solve?(state: S, nodes: number): 'won' | 'unwinnable' | 'undecided';

  /** Seats that must act now: none when finished, several for simultaneous choices. */
  toAct(state: S): Seat[];

  /** Every legal move for `seat` now (empty if the seat need not act). */
  legalMoves(state: S, seat: Seat): M[];

  /**
   * Array fields of a legal move whose elements may be sent in any order, every ordering being a
   * legal move (nos-vigilan's presentation of a hand). `legalMoves` lists each such move once, in
   * one ordering, instead of every permutation; the API tells clients which fields are free
   * (`anyOrder` in the legal-moves answer). Default: none.
   */
  anyOrderFields?(move: M): readonly string[];

  /**
   * The same legal moves as `legalMoves`, in a compact form: moves with the values some of their
   * fields may take instead (`move-groups.ts`). For a game whose listing multiplies independent
   * choices; the API sends it so that the legal-moves answer stays small. Expanded, the groups
   * must give exactly `legalMoves`, each move once (the conformance suite checks it). Default:
   * one group per legal move.
   */
  legalMoveGroups?(state: S, seat: Seat): MoveGroup<M>[];

  /** Applies a move; never throws for an illegal move (returns a rejection instead). */
  apply(state: S, seat: Seat, move: M): ApplyResult<S>;

  /** What `viewer` may see. Must not contain anything in `secrets(state, viewer)`. */
  view(state: S, viewer: Viewer): V;

  outcome(state: S): Outcome;

  /**
   * Every token `viewer` must not see now: card codes of face-down cards, a hidden hand, the
   * stock below its visible top... The conformance suite checks that no string in the view (and
   * in the redacted move log) equals one of them. The seed is checked by the suite itself.
   */
  secrets(state: S, viewer: Viewer): string[];

  /**
   * A compact text of the position (like chess's FEN), for records and tests. The platform shows
   * it in a record only once the match is over or when the game hides nothing.
   */
  notation?(state: S): string;

  /**
   * A move as `viewer` may see it in the history, given the state now. Default: the move itself.
   * Return a redacted copy when a move carries hidden data (a simultaneous secret choice).
   */
  moveView?(move: M, mover: Seat, viewer: Viewer, now: S): unknown;

  /** The game's bot: it decides from a seat's view, history and legal moves, never the state. */
  readonly bot?: GameBot<V, M>;

  /**
   * Whether every other seat can tell, from what it sees, that `move` is `seat`'s only legal move
   * now, so that playing it at once (auto-play of forced moves) reveals nothing. Default
   * (`forcedMoveIsPublic` below): true for a game without hidden information, false otherwise.
   */
  forcedMoveIsPublic?(state: S, seat: Seat, move: M): boolean;

  /**
   * What `seat` leaving the game (a resignation, or its clock running out) does to the state.
   * Absent, or null for this state: the game cannot go on without the seat, and the platform ends
   * the match (every other seat wins, no scores). A state: play goes on from it (the seat is out
   * and never acts again), or it is over by the rules (its outcome is the match's). A rejection
   * when the seat cannot leave (it already left). Must keep every secret secret: a departing
   * hand goes face down somewhere, never to a face-up pile.
   */
  depart?(state: S, seat: Seat, how: 'resign' | 'timeout'): ApplyResult<S> | null;

  /**
   * Whether `seat`'s `move`, which turned `before` into `after`, may be taken back (with the
   * opponents' consent): only when undoing it reveals nothing and hides nothing anyone has seen.
   * Default (`takebackAllowed` below): a game with neither hidden information nor randomness
   * allows every takeback; any other game allows none unless it says otherwise (see
   * `revealsNothing`).
   */
  takebackAllowed?(before: S, after: S, seat: Seat, move: M): boolean;
}

/** Whether the platform may take back `move` (see Game.takebackAllowed). */
export function takebackAllowed<S, M>(game: Game<unknown, S, M, unknown>, before: S, after: S, seat: Seat, move: M): boolean {
  if (game.takebackAllowed) return game.takebackAllowed(before, after, seat, move);
  return !game.meta.hiddenInformation && !game.meta.randomness;
}

/**
 * True when going from `before` to `after` changed no viewer's secrets (every seat's and the
 * spectators'): the move turned nothing face up and hid nothing, so undoing it shows nobody
 * anything new either. A helper for games' `takebackAllowed`.
 */
export function revealsNothing<S>(game: Game<unknown, S, unknown, unknown>, before: S, after: S, seats: number): boolean {
  const viewers: Viewer[] = [null, ...Array.from({ length: seats }, (_, i) => i)];
  const same = (a: string[], b: string[]) => {
    if (a.length !== b.length) return false;
    const x = [...a].sort();
    const y = [...b].sort();
    return x.every((t, i) => t === y[i]);
  };
  return viewers.every((v) => same(game.secrets(before, v), game.secrets(after, v)));
}

/**
 * Whether the server may play `seat`'s only legal move at once (auto-play): exactly one legal
 * move, and the game says that knowing so reveals nothing.
 */
export function forcedMove<S, M>(game: Game<unknown, S, M, unknown>, state: S, seat: Seat): M | null {
  const legal = game.legalMoves(state, seat);
  if (legal.length !== 1) return null;
  const isPublic = game.forcedMoveIsPublic ? game.forcedMoveIsPublic(state, seat, legal[0]) : !game.meta.hiddenInformation;
  return isPublic ? legal[0] : null;
}

/** The rules versions a game can set up, newest last. */
export const rulesVersionsOf = (game: Pick<Game, 'meta'>): readonly number[] => game.meta.supportedRulesVersions ?? [game.meta.rulesVersion];

/** A game with its type parameters erased, as the platform holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any, any>;
