/** A Server-Sent Events client for the tests (GET /v1/me/events by default), over fetch. */
import type { Player, TestApp } from './support.js';

export interface Frame {
  id?: string;
  event?: string;
  data?: string;
}

/** A Server-Sent Events client over fetch: frames as they come (comments skipped). */
export async function sse(t: TestApp, p: Player, lastEventId?: string, path = '/v1/me/events') {
  const gone = new AbortController();
  const res = await fetch(`${t.url}${path}`, {
    headers: { ...p.auth, accept: 'text/event-stream', ...(lastEventId !== undefined ? { 'last-event-id': lastEventId } : {}) },
    signal: gone.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const frames: Frame[] = [];
  let comments = 0;
  const pump = async (): Promise<boolean> => {
    const { value, done } = await reader.read();
    if (done) return false;
    buffer += decoder.decode(value, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const f: Frame = {};
      let any = false;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) comments++;
        const m = /^(id|event|data): ?(.*)$/.exec(line);
        if (m) {
          (f as Record<string, string>)[m[1]] = m[2];
          any = true;
        }
      }
      if (any && (f.event || f.data)) frames.push(f);
    }
    return true;
  };
  return {
    frames,
    comments: () => comments,
    /** Reads until `n` frames have come (or fails after `ms`). */
    async until(n: number, ms = 10_000): Promise<Frame[]> {
      const deadline = Date.now() + ms;
      while (frames.length < n) {
        if (Date.now() > deadline) throw new Error(`only ${frames.length} of ${n} frames: ${JSON.stringify(frames)}`);
        if (!(await Promise.race([pump(), new Promise<boolean>((r) => setTimeout(() => r(true), 200))]))) break;
      }
      return frames.slice(0, n);
    },
    /** Reads whatever comes for `ms`. */
    async drain(ms: number): Promise<void> {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) await Promise.race([pump(), new Promise((r) => setTimeout(r, 100))]);
    },
    close: () => gone.abort(),
  };
}

/** The stored events among `frames` (not ready/reset), as id and type. */
export const eventsOf = (frames: Frame[]) => frames.filter((f) => f.id !== undefined).map((f) => ({ id: f.id, type: f.event }));
