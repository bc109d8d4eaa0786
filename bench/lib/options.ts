/** The match options every comparison benchmark plays (long games, so matches rarely restart). */
export const BENCH_OPTIONS = { passes: 'unlimited' };
