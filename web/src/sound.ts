/**
 * An optional sound when it becomes your turn or another player moves: off by default, switched
 * in the header and kept in localStorage. The tones are made with WebAudio (an oscillator and a
 * short gain envelope), so no audio file is downloaded.
 */
import { useEffect, useState } from 'preact/hooks';

const KEY = 'pyramidion.sound';
const listeners = new Set<(on: boolean) => void>();

function stored(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

let on = stored();
let audio: AudioContext | null = null;

export const soundOn = (): boolean => on;

export function setSound(next: boolean): void {
  on = next;
  try {
    if (next) localStorage.setItem(KEY, 'on');
    else localStorage.removeItem(KEY);
  } catch {
    // this page only
  }
  // Switching it on is a user gesture: the context may start (browsers refuse it otherwise).
  if (next) void context()?.resume().catch(() => undefined);
  for (const l of listeners) l(next);
}

/** Whether the sound is on, re-rendering when it is switched. */
export function useSound(): boolean {
  const [v, set] = useState(on);
  useEffect(() => {
    listeners.add(set);
    return () => void listeners.delete(set);
  }, []);
  return v;
}

function context(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  audio ??= new AudioContext();
  return audio;
}

/** Your turn: two rising notes; another player's move: one low note. Nothing while the sound is off. */
export function chime(kind: 'turn' | 'move'): void {
  if (!on) return;
  const ctx = context();
  if (!ctx) return;
  const notes = kind === 'turn' ? [660, 880] : [440];
  notes.forEach((hz, i) => {
    const start = ctx.currentTime + i * 0.12;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = hz;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.1);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start);
    osc.stop(start + 0.11);
  });
}
