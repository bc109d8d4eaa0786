/** A deadline as the time left, counting down each second ("2 d 4 h", "3:07:12", "0:42"). */
import { useEffect, useState } from 'preact/hooks';
import { t } from './i18n';

export function timeLeft(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (d > 0) return `${d} d ${h} h`;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(sec)}` : `${m}:${two(sec)}`;
}

/** `label` names the time left for screen readers (default: the time left to decide a move). */
export function Countdown({ deadline, label }: { deadline: string; label?: (left: string) => string }) {
  const end = Date.parse(deadline);
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  const left = end - now;
  return (
    <span class={`clock${left < 60000 ? ' short' : ''}`} data-testid="clock" role="timer" aria-label={label ? label(timeLeft(left)) : t('match.timeLeft', { left: timeLeft(left) })}>
      ⏱ {timeLeft(left)}
    </span>
  );
}
