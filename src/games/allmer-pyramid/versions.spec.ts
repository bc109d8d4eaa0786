import { replay } from '../../engine/replay.js';
import { allmerPyramidGame as game } from './index.js';
import type { AllmerPyramidStateV1 } from './state.js';

// Rules versions contract (src/engine/game.ts): new matches use version 2; version 1 stays
// playable so old matches and records replay exactly as they were played.
describe('rules versions', () => {
  it('starts new matches under version 2 and still sets up version 1', () => {
    expect([game.meta.rulesVersion, game.meta.supportedRulesVersions]).toEqual([2, [1, 2]]);
    expect(game.setup(game.schemas.options.parse({}), 2, 'x')).toMatchObject({ rulesVersion: 2, options: { noRemovalLimit: 200 } });
    expect(() => game.setup(game.schemas.options.parse({}), 2, 'x', 3)).toThrow('unsupported rules version 3');
  });

  // Stored snapshots of version-1 matches are compared with a replay of their moves and are
  // played on directly, so a version-1 state must be the very JSON the code before versions made.
  // These two strings were printed by that code (the start, then d1-d2, d7-d6, a1-a3).
  const OLD_START =
    '{"options":{"noRemovalLimit":0},"board":["BBBBBBB",".......",".......",".......",".......",".......","WWWWWWW"],"toMove":0,"ban":null,"ply":0,"pliesWithoutRemoval":0,"history":["BBBBBBB/7/7/7/7/7/WWWWWWW w -"],"lastMove":null,"result":null}';
  const OLD_AFTER_3 =
    '{"options":{"noRemovalLimit":0},"board":["BBB.BBB","...B...",".......",".......","W......","...W...",".WW.WWW"],"toMove":1,"ban":null,"ply":3,"pliesWithoutRemoval":3,"history":["BBBBBBB/7/7/7/7/7/WWWWWWW w -","BBBBBBB/7/7/7/7/3W3/WWW1WWW b -","BBB1BBB/3B3/7/7/7/3W3/WWW1WWW w -","BBB1BBB/3B3/7/7/W6/3W3/1WW1WWW b -"],"lastMove":{"seat":0,"type":"run","from":"a1","to":"a3","smashed":null,"fell":null,"osiris":[]},"result":null}';
  const moves = [
    { seat: 0, move: { type: 'jump', from: 'd1', to: 'd2' } },
    { seat: 1, move: { type: 'jump', from: 'd7', to: 'd6' } },
    { seat: 0, move: { type: 'run', from: 'a1', to: 'a3' } },
  ];

  it('keeps version-1 states exactly as they were stored before rules versions existed', () => {
    expect(JSON.stringify(game.setup(game.schemas.options.parse({}), 2, 'x', 1))).toBe(OLD_START);
    const r = replay(game, { options: {}, seats: 2, seed: 'x', rulesVersion: 1, moves });
    expect(r.ok && JSON.stringify(r.state)).toBe(OLD_AFTER_3);
  });

  it('plays on from a stored version-1 snapshot', () => {
    const stored = JSON.parse(OLD_AFTER_3) as AllmerPyramidStateV1;
    const r = game.apply(stored, 1, { type: 'run', from: 'd6', to: 'd7' });
    expect(r.ok && r.state).toMatchObject({ ply: 4, history: [...stored.history, 'BBBBBBB/7/7/7/W6/3W3/1WW1WWW w -'] });
    expect(r.ok && game.view(r.state, null).noRemovalLimit).toBe(0);
  });
});
