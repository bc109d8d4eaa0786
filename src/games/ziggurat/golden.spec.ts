import { describeGoldenReplays } from '../../engine/testing/golden.js';
import { zigguratGame } from './index.js';

describeGoldenReplays(zigguratGame, new URL('./fixtures', import.meta.url).pathname, [
  { name: 'two-players-basic', options: {}, seats: 2, seed: 'ziggurat-golden-2' },
  { name: 'five-players-extended', options: { extended: true }, seats: 5, seed: 'ziggurat-golden-5' },
  // One seed, both rules versions: at ply 168 seat 1 spends its last tower as a green wildcard and
  // the target takes the hit. Version 1 then asks seat 1, who is out, for the change (ply 170);
  // version 2 makes it by the fixed rule (rules.md, ruling R10) and the bots' games
  // part from there.
  { name: 'three-players-self-knockout-v1', options: {}, seats: 3, seed: 'ziggurat-self-knockout-6', rulesVersion: 1 },
  { name: 'three-players-self-knockout-v2', options: {}, seats: 3, seed: 'ziggurat-self-knockout-6', rulesVersion: 2 },
]);
