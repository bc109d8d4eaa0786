import { DEFAULT_RATING, glicko2 } from './glicko2.js';

describe('Glicko-2', () => {
  it("reproduces Glickman's worked example: 1500/200/0.06 against 1400/30 (win), 1550/100 (loss), 1700/300 (loss), τ = 0.5", () => {
    // "Example of the Glicko-2 system", Mark E. Glickman, 2013: r' = 1464.06, RD' = 151.52, σ' = 0.05999.
    const after = glicko2({ rating: 1500, rd: 200, volatility: 0.06 }, [
      { opponent: { rating: 1400, rd: 30 }, score: 1 },
      { opponent: { rating: 1550, rd: 100 }, score: 0 },
      { opponent: { rating: 1700, rd: 300 }, score: 0 },
    ], 0.5);
    // The paper rounds as it goes: it states μ' = -0.2069 and φ' = 0.8722 (4 decimals), then
    // converts the rounded μ' (173.7178 × -0.2069 + 1500 = 1464.06). Unrounded, r' = 1464.0507:
    // within 0.01 of the published 1464.06, and its μ' rounds to the published -0.2069.
    expect(((after.rating - 1500) / 173.7178).toFixed(4)).toBe('-0.2069');
    expect((after.rd / 173.7178).toFixed(4)).toBe('0.8722');
    expect(Math.abs(after.rating - 1464.06)).toBeLessThan(0.01);
    expect(after.rd.toFixed(2)).toBe('151.52');
    expect(after.volatility).toBeCloseTo(0.05999, 4); // 0.059996 unrounded
  });

  it('a period without games only widens the deviation (step 6 of the paper)', () => {
    const after = glicko2({ rating: 1600, rd: 100, volatility: 0.06 }, []);
    expect(after.rating).toBe(1600);
    expect(after.rd).toBeCloseTo(Math.sqrt((100 / 173.7178) ** 2 + 0.06 ** 2) * 173.7178, 9);
    expect(after.volatility).toBe(0.06);
  });

  it('between two new players, the winner gains what the loser loses, and both deviations shrink', () => {
    const winner = glicko2(DEFAULT_RATING, [{ opponent: DEFAULT_RATING, score: 1 }]);
    const loser = glicko2(DEFAULT_RATING, [{ opponent: DEFAULT_RATING, score: 0 }]);
    expect(winner.rating).toBeGreaterThan(1500);
    expect(winner.rating - 1500).toBeCloseTo(1500 - loser.rating, 9);
    expect(winner.rd).toBeLessThan(350);
    expect(loser.rd).toBeCloseTo(winner.rd, 9);
  });

  it('a draw between equals changes no rating', () => {
    const after = glicko2({ rating: 1700, rd: 80, volatility: 0.06 }, [{ opponent: { rating: 1700, rd: 80 }, score: 0.5 }]);
    expect(after.rating).toBeCloseTo(1700, 9);
  });
});
