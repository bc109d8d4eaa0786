/**
 * A client of the balancer for test/cluster: JSON over fetch, each answer with the instance that
 * served it (HAProxy's `X-Served-By`, deploy/haproxy.cfg), and a way to reach the other instance.
 */

export interface Caller {
  id: string;
  username: string;
  token: string;
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  body: any;
  servedBy: string;
}

export function cluster(base: string) {
  const call = async (method: string, path: string, who?: Caller, body?: unknown): Promise<Answer> => {
    const headers: Record<string, string> = {};
    if (who) headers.authorization = `Bearer ${who.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: kept as text
    }
    return { status: res.status, body: parsed, servedBy: res.headers.get('x-served-by') ?? '' };
  };
  return {
    call,
    /**
     * The request, sent so that it reaches the instance other than `server`: with two instances
     * in round robin, the request after one served by `server` goes to the other. Cheap probes
     * (`/health`) are sent until one lands on `server`. The caller checks `servedBy` (another
     * client of the balancer could interleave).
     */
    async other(server: string, method: string, path: string, who?: Caller, body?: unknown): Promise<Answer> {
      for (let i = 0; i < 4; i++) {
        if ((await call('GET', '/health')).servedBy === server) break;
      }
      return call(method, path, who, body);
    },
    async register(username: string): Promise<Caller> {
      const r = await call('POST', '/v1/auth/register', undefined, { username, password: 'correct horse battery' });
      if (r.status !== 201) throw new Error(`register failed: ${r.status} ${JSON.stringify(r.body)}`);
      return { id: r.body.user.id, username, token: r.body.accessToken };
    },
  };
}

export interface Frame {
  id?: string;
  event?: string;
  data?: string;
}

/** GET /v1/me/events as a live stream (Server-Sent Events) through the balancer. */
export async function follow(base: string, who: Caller, lastEventId: string) {
  const gone = new AbortController();
  const res = await fetch(`${base}/v1/me/events`, {
    headers: { authorization: `Bearer ${who.token}`, accept: 'text/event-stream', 'last-event-id': lastEventId },
    signal: gone.signal,
  });
  if (res.status !== 200) throw new Error(`event stream: ${res.status} ${await res.text()}`);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const frames: Frame[] = [];
  let buffer = '';
  let seen = 0;
  const pump = async (): Promise<boolean> => {
    const { value, done } = await reader.read();
    if (done) return false;
    buffer += decoder.decode(value, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const f: Frame = {};
      for (const line of buffer.slice(0, cut).split('\n')) {
        const m = /^(id|event|data): ?(.*)$/.exec(line);
        if (m) (f as Record<string, string>)[m[1]] = m[2];
      }
      buffer = buffer.slice(cut + 2);
      if (f.event || f.data) frames.push(f);
    }
    return true;
  };
  return {
    servedBy: res.headers.get('x-served-by') ?? '',
    frames,
    /** The next frame (after those already matched) that `match` accepts; fails after `ms`. */
    async until(match: (f: Frame) => boolean, ms = 10_000): Promise<Frame> {
      const deadline = Date.now() + ms;
      for (;;) {
        const k = frames.slice(seen).findIndex(match);
        if (k >= 0) {
          seen += k + 1;
          return frames[seen - 1];
        }
        if (Date.now() > deadline) throw new Error(`no matching frame within ${ms} ms: ${JSON.stringify(frames)}`);
        if (!(await Promise.race([pump(), new Promise<boolean>((r) => setTimeout(() => r(true), 200))]))) throw new Error('the stream ended');
      }
    },
    close: () => gone.abort(),
  };
}
