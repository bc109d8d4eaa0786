import { useState } from 'preact/hooks';
import { errorText } from '../api/client';

/**
 * An action of a page (a button, a form): `run(f)` runs it with `busy` set (its buttons disabled)
 * and keeps its error, in words, to show beside it; a new run clears the last error.
 */
export function useAction(): [string | null, boolean, (f: () => Promise<unknown>) => Promise<void>] {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (f: () => Promise<unknown>) => {
    setError(null);
    setBusy(true);
    try {
      await f();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return [error, busy, run];
}
