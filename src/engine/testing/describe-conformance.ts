/** Jest wrapper of the conformance suite: one `it` per case. */
import type { AnyGame } from '../game.js';
import { checkConformance, type ConformanceConfig } from './conformance.js';

export function describeConformance(game: AnyGame, cfg: ConformanceConfig): void {
  describe(`conformance: ${game.meta.id}`, () => {
    for (const c of cfg.cases) {
      it(`random playouts end and keep every invariant (seats=${c.seats}, options=${JSON.stringify(c.options)}${c.rulesVersion === undefined ? '' : `, rules version ${c.rulesVersion}`})`, () => {
        const reports = checkConformance(game, { ...cfg, cases: [c] });
        expect(reports).toHaveLength(cfg.playouts);
        for (const r of reports) expect(r.plies).toBeGreaterThan(0);
      });
    }
  });
}
