/** The setups the suites that enumerate games run for Pyramid solitaire (engine/testing/game-cases.ts). */
import type { GameTestCases } from '../../engine/testing/game-cases.js';

const cases = ['1', '3', 'unlimited'].flatMap((passes) =>
  ['all-cards', 'pyramid'].flatMap((goal) => ['pairs', 'any-combination'].map((sums) => ({ options: { passes, goal, sums }, seats: 1 }))),
);
// Rules version 1 differs only with unlimited passes: those cases keep it tested for old matches.
const version1 = cases.filter((c) => c.options.passes === 'unlimited').map((c) => ({ ...c, rulesVersion: 1 }));

// Under version 2 a player who keeps passing removals up may recycle for ever (as at a table), so
// only play ends a game: random playouts of 2 000 seeds per unlimited variant took at most 202
// plies (19 passes). Under version 1 every pass but the last removes a card: at most 53 passes.
// Winnable deals (option deal): setup runs the solver; two variants whose deals it settles fast.
const winnable = [
  { options: { passes: 'unlimited', goal: 'pyramid', sums: 'pairs', deal: 'winnable' }, seats: 1 },
  { options: { passes: '3', goal: 'all-cards', sums: 'pairs', deal: 'winnable' }, seats: 1 },
];

export const testCases: GameTestCases = {
  conformance: [{ cases: [...cases, ...version1, ...winnable], playouts: 4, maxPlies: 2000, legalMovesChecked: 12 }],
  // What a seat may do grows with unlimited passes and with combinations of three or more.
  optionVariants: [
    { passes: 'unlimited', sums: 'any-combination' },
    { passes: '3', sums: 'any-combination' },
  ],
};
