/** Light or dark: the choice made in the header (kept), else the system's preference. */
import { useState } from 'preact/hooks';

export type Theme = 'light' | 'dark';
const KEY = 'pyramidion.theme';

function chosen(): Theme | null {
  try {
    const v = localStorage.getItem(KEY);
    return v === 'light' || v === 'dark' ? v : null;
  } catch {
    return null;
  }
}

const system = (): Theme => (typeof matchMedia !== 'undefined' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');

const first = chosen();
if (first && typeof document !== 'undefined') document.documentElement.dataset.theme = first;

/** The theme in force and a function that switches to the other one. */
export function useTheme(): [Theme, () => void] {
  const [theme, set] = useState<Theme>(() => chosen() ?? system());
  const toggle = () => {
    const next: Theme = theme === 'dark' ? 'light' : 'dark';
    document.documentElement.dataset.theme = next;
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // this page only
    }
    set(next);
  };
  return [theme, toggle];
}
