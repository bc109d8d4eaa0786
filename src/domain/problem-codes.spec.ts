/**
 * The problem codes are the platform's and those the games declare (`Game.rejections`), gathered
 * from the list of games: a game added to GAMES brings its codes, with their statuses and meaning.
 */
import type { AnyGame, Rejections } from '../engine/game.js';
import { problemCodes, PLATFORM_CODES } from './problem-codes.js';

const game = (id: string, rejections: Rejections) => ({ meta: { id }, rejections }) as unknown as AnyGame;

describe('problem codes gathered from the games', () => {
  const a = game('a', { move: { GAME_OVER: 'The game is over.', CELL_TAKEN: 'Taken.', NOT_YOUR_TURN: 'Not yours.' }, setup: { OPTIONS_INVALID: 'Two players.' } });
  const b = game('b', { move: { GAME_OVER: 'The game is over.', CELL_TAKEN: 'Occupied.' }, depart: { ALREADY_LEFT: 'Gone already.' } });
  const codes = problemCodes([a, b]);

  it("keeps every platform code, and adds each game's code once, with the games that declare it", () => {
    for (const code of Object.keys(PLATFORM_CODES)) expect(codes[code]).toBeDefined();
    expect(codes.GAME_OVER).toEqual({ status: [422], meaning: 'The game is over.', games: ['a', 'b'] });
  });

  it('gives a move code 422, a departure code 409, and a setup code no status (only a `rule` of INVALID_OPTIONS)', () => {
    expect(codes.ALREADY_LEFT).toMatchObject({ status: [409], games: ['b'] });
    expect(codes.OPTIONS_INVALID).toEqual({ status: [], meaning: 'Two players (the `rule` of INVALID_OPTIONS).', games: ['a'] });
  });

  it("says each game's meaning when they differ", () => {
    expect(codes.CELL_TAKEN.meaning).toBe('a: Taken. b: Occupied.');
  });

  it("keeps a platform code's statuses and meaning, adding the games' as a rule code", () => {
    expect(codes.NOT_YOUR_TURN).toEqual({ status: [409, 422], meaning: `${PLATFORM_CODES.NOT_YOUR_TURN.meaning} As a rule code of \`a\` (422): Not yours.`, games: ['a'] });
  });

  it('is the platform codes alone without games', () => {
    expect(problemCodes([])).toEqual(PLATFORM_CODES);
  });
});
