/**
 * Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013), as a pure function of one
 * player's rating and the games of one rating period. Written here rather than taken from npm:
 * the `glicko2` package keeps mutable player objects inside a ranking instance (we need a pure
 * function of rows read inside a transaction), and the step-by-step algorithm is 60 lines, checked
 * against the paper's worked example to 2 decimals in glicko2.spec.ts.
 */

/** Glickman's scale factor between the Glicko scale (r, RD) and the Glicko-2 scale (μ, φ). */
const SCALE = 173.7178;
/** Convergence tolerance of the volatility iteration (the paper's ε). */
const EPSILON = 0.000001;

export interface Glicko2Rating {
  rating: number;
  rd: number;
  volatility: number;
}

/** One game of the rating period against an opponent (as the opponent was before the period). */
export interface Glicko2Game {
  opponent: Pick<Glicko2Rating, 'rating' | 'rd'>;
  /** 1 win, 0.5 draw, 0 loss. */
  score: number;
}

export const DEFAULT_RATING: Glicko2Rating = { rating: 1500, rd: 350, volatility: 0.06 };
/** The system constant τ: how much the volatility may change in a period (Glickman suggests 0.3 to 1.2). */
export const DEFAULT_TAU = 0.5;

const g = (phi: number) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number) => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** The player's rating after a period with `games` (steps 1 to 8 of the paper). */
export function glicko2(player: Glicko2Rating, games: readonly Glicko2Game[], tau = DEFAULT_TAU): Glicko2Rating {
  // Step 2: to the Glicko-2 scale.
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  const sigma = player.volatility;
  if (games.length === 0) {
    // A period without games: only the deviation grows.
    return { rating: player.rating, rd: Math.sqrt(phi * phi + sigma * sigma) * SCALE, volatility: sigma };
  }
  const opponents = games.map((x) => {
    const muJ = (x.opponent.rating - 1500) / SCALE;
    const phiJ = x.opponent.rd / SCALE;
    return { g: g(phiJ), e: expected(mu, muJ, phiJ), s: x.score };
  });
  // Step 3: the estimated variance v; step 4: the estimated improvement Δ.
  const v = 1 / opponents.reduce((sum, o) => sum + o.g * o.g * o.e * (1 - o.e), 0);
  const improvement = opponents.reduce((sum, o) => sum + o.g * (o.s - o.e), 0);
  const delta = v * improvement;
  // Step 5: the new volatility, by the Illinois algorithm.
  const a = Math.log(sigma * sigma);
  const f = (x: number) => {
    const ex = Math.exp(x);
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * (phi * phi + v + ex) ** 2) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) {
    B = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  const sigmaNew = Math.exp(A / 2);
  // Steps 6 and 7: the pre-period deviation, then the new deviation and rating.
  const phiStar = Math.sqrt(phi * phi + sigmaNew * sigmaNew);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * improvement;
  // Step 8: back to the Glicko scale.
  return { rating: muNew * SCALE + 1500, rd: phiNew * SCALE, volatility: sigmaNew };
}
