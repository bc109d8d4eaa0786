/**
 * Issue 17: the engine against an independent reference model written from the rulings of
 * rules.md alone (reference/model.ts), over seeded games. Each ply compares the
 * seats to act, both seats' legal moves, the board and the public facts after the move; each
 * finished game, the outcome. The counts keep the file at a few seconds; a longer run is
 * `compareWithReference({ games: 1000 })` (about 10x this file's games).
 */
import { compareWithReference, VARIANTS } from './reference/compare.js';

const version = (v: number) => VARIANTS.filter((x) => x.rulesVersion === v);

describe('allmer-pyramid reference model', () => {
  // Rules version 1, rulings R7 and R8 (rules.md): "A player occupying all four
  // victory fields wins. A player with fewer than 4 stones loses; both below 4 at once is a draw.
  // Threefold repetition ... is a draw"; "A player with no legal move loses"; the no-removal limit
  // only when a match sets it.
  it('rules version 1: RUN, JUMP, PUSH, Osiris and the game end agree with the rulings under every option', () => {
    const report = compareWithReference({ games: 21, seedPrefix: 'ref-v1', variants: version(1) });
    expect(report.mismatches).toEqual([]);
    expect(report.games).toBe(21);
    expect(report.plies).toBeGreaterThan(1000);
    expect(report.endings['no-removal limit']).toBeGreaterThan(0);
  });

  // Rules version 2, ruling R9: "200 plies in a row without a stone removed (by a smash, a fall or
  // Osiris) end the game as a draw ... The match option `noRemovalLimit` changes the number or
  // turns the limit off". The model takes 200 when the option is left out and compares the engine's
  // limit at every ply.
  it('rules version 2: the same, with the no-removal limit of 200 (ruling R9) by default', () => {
    const report = compareWithReference({ games: 21, seedPrefix: 'ref-v2', variants: version(2) });
    expect(report.mismatches).toEqual([]);
    expect(report.games).toBe(21);
    expect(report.plies).toBeGreaterThan(1000);
    expect(report.endings['no-removal limit']).toBeGreaterThan(0);
  });

  // Ruling R7: "A player occupying all four victory fields wins": random play never gets there, the
  // climbing chooser does.
  it('the victory fields end the game as the rulings say', () => {
    const report = compareWithReference({ games: 12, seedPrefix: 'ref-climb', variants: VARIANTS.filter((v) => v.policy === 'climber') });
    expect(report.mismatches).toEqual([]);
    expect(report.endings['victory fields']).toBeGreaterThan(0);
  });

  // Ruling R7: "Threefold repetition of the position with the same player to move is a draw." The
  // shuttling chooser undoes its own moves, so most of its games end this way, and the repetition
  // count is compared at every ply.
  it('threefold repetition of the position with the same player to move draws', () => {
    const report = compareWithReference({ games: 40, seedPrefix: 'ref-shuttle', variants: VARIANTS.filter((v) => v.policy === 'shuttle') });
    expect(report.mismatches).toEqual([]);
    expect(report.endings['threefold repetition']).toBeGreaterThan(30);
  });
});
