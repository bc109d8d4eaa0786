/**
 * What the generated client refuses at compile time: each `@ts-expect-error` fails the strict tsc
 * run of the contract test if the line it marks ever compiles (a contract gone loose again).
 */
import type { components } from './openapi.js';

type Schemas = components['schemas'];
type MoveRequest = Schemas['MoveRequest'];
type CreateRequest = Schemas['CreateMatchRequestInput'];

export const accepted: MoveRequest[] = [
  { game: 'pyramid-solitaire', move: { type: 'remove', cards: ['KC'] }, expectedVersion: 3 },
  { game: 'allmer-pyramid', move: { type: 'run', from: 'a1', to: 'a2' }, expectedVersion: 3 },
  { move: { type: 'draw' }, expectedVersion: 3 },
];

export const refused: MoveRequest[] = [
  // @ts-expect-error a move is an object of the game's move type, not a number
  { game: 'pyramid-solitaire', move: 42, expectedVersion: 1 },
  // @ts-expect-error a Sabotage move is not a Pyramid solitaire move
  { game: 'pyramid-solitaire', move: { type: 'place', slot: 3 }, expectedVersion: 1 },
  // @ts-expect-error no game has this move type
  { move: { type: 'teleport' }, expectedVersion: 1 },
];

/** Any entry of any game's legal moves goes back as it is, without `game` (issue 37). */
export function postBack(legal: Schemas['LegalMoves'], i: number): MoveRequest | null {
  const move = legal.moves[i];
  return move === undefined ? null : { move, expectedVersion: legal.version };
}

/** Naming the game still narrows the move: an entry of unknown game is not that game's move. */
export function postBackAs(legal: Schemas['LegalMoves']): MoveRequest | null {
  const move = legal.moves[0];
  if (move === undefined) return null;
  // @ts-expect-error an entry of any game's legal moves is not a Pyramid solitaire move
  return { game: 'pyramid-solitaire', move, expectedVersion: legal.version };
}

export const creates: CreateRequest[] = [
  { game: 'pyramid-solitaire', options: { passes: '3' } },
  // @ts-expect-error a misspelt option
  { game: 'pyramid-solitaire', options: { pases: '3' } },
  // @ts-expect-error an option value the game does not have
  { game: 'pyramid-solitaire', options: { passes: '2' } },
  // @ts-expect-error no such game
  { game: 'chess' },
];

/** Checking `game` narrows a match's view and options to that game's. */
export function stockLeft(match: Schemas['Match']): number | null {
  if (match.game !== 'pyramid-solitaire' || !match.view) return null;
  // @ts-expect-error a Pyramid solitaire view has no Ziggurat hand
  void match.view.hand;
  return match.view.stockCount;
}

/** Problem codes are an enum; the extra fields are declared. */
export function retryFrom(problem: Schemas['Problem']): number | null {
  // @ts-expect-error not a code the API has
  if (problem.code === 'STALE_VERSON') return null;
  return problem.code === 'STALE_VERSION' ? (problem.currentVersion ?? null) : null;
}
