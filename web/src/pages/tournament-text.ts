/** Words shared by the tournament pages: formats, statuses, rounds and board results. */
import { t, type MessageKey } from '../i18n';

export const formatName = (f: string): string => t(`tournament.format.${f}` as MessageKey);
export const tournamentStatus = (s: string): string => t(`tournament.status.${s}` as MessageKey);

/** "Round 2 of 5", or "Not started" before round 1 is paired. */
export const roundLine = (x: { currentRound: number; rounds: number }): string =>
  x.currentRound === 0 ? t('tournament.notStarted') : t('tournament.roundOf', { n: x.currentRound, m: x.rounds });

/** Tournament points as printed in tables: ½ for halves ("1½", "½", "0"). */
export function points(p: number): string {
  const whole = Math.floor(p);
  const half = Math.abs(p - whole - 0.5) < 1e-9;
  if (half) return whole === 0 ? '½' : `${whole}½`;
  return Number.isInteger(p) ? String(p) : p.toFixed(2);
}

/** A length of time in its largest whole unit: "5 min", "1 d", "36 h". */
export function duration(seconds: number): string {
  if (seconds % 86400 === 0) return t('tournament.days', { n: seconds / 86400 });
  if (seconds % 3600 === 0) return t('tournament.hours', { n: seconds / 3600 });
  return t('tournament.minutes', { n: Math.round(seconds / 60) });
}
