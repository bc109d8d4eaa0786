/**
 * One delivery attempt: a POST to the endpoint, over a connection to the address that was
 * checked (the `lookup` given to node:http answers only it, whatever DNS says by then; TLS still
 * verifies the certificate against the URL's host name). Redirects are not followed: a 3xx is a
 * failed attempt, like any answer but 2xx.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedAddress } from './address-guard.js';

export const USER_AGENT = 'Pyramidion-Webhooks/1';

export interface AttemptResult {
  /** The HTTP status, or null when none came (refused, timed out, reset...). */
  status: number | null;
  ok: boolean;
  /** Why it failed (null when it did not). */
  error: string | null;
}

/** The answer body is read (so the connection ends cleanly) but at most this much is kept. */
const MAX_ANSWER_BYTES = 1024;

function pinnedLookup(pinned: CheckedAddress): LookupFunction {
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  }) as LookupFunction;
}

export function postJson(url: URL, address: CheckedAddress, headers: Record<string, string>, body: string, timeoutMs: number, abort?: AbortSignal): Promise<AttemptResult> {
  return post(url, address, { ...headers, 'content-type': 'application/json' }, body, timeoutMs, abort);
}

/** A POST of `body` with `headers` as given (a Web Push message: encrypted bytes and its own headers). */
export function post(url: URL, address: CheckedAddress, headers: Record<string, string>, body: string | Buffer, timeoutMs: number, abort?: AbortSignal): Promise<AttemptResult> {
  return new Promise((resolve) => {
    const signal = abort ? AbortSignal.any([abort, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
    const client = url.protocol === 'https:' ? https : http;
    let settled = false;
    // A last resort: whatever the sockets do, the attempt ends soon after its time limit.
    const backstop = setTimeout(() => done({ status: null, ok: false, error: `no answer within ${timeoutMs} ms` }), timeoutMs + 1000);
    const done = (r: AttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(backstop);
      resolve(r);
    };
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)), 'user-agent': USER_AGENT },
        lookup: pinnedLookup(address),
        agent: false,
        signal,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        let kept = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (kept.length < MAX_ANSWER_BYTES) kept += chunk.slice(0, MAX_ANSWER_BYTES - kept.length);
        });
        res.on('end', () => {
          const ok = status >= 200 && status < 300;
          done({ status, ok, error: ok ? null : `HTTP ${status}${kept ? `: ${kept.replace(/\s+/g, ' ').trim()}` : ''}` });
        });
        res.on('error', (e) => done({ status, ok: false, error: describe(e, signal, timeoutMs) }));
        res.on('close', () => done({ status, ok: false, error: signal.aborted ? describe(new Error('aborted'), signal, timeoutMs) : 'the answer was cut short' }));
      },
    );
    req.on('error', (e) => done({ status: null, ok: false, error: describe(e, signal, timeoutMs) }));
    req.end(body);
  });
}

function describe(e: Error & { code?: string }, signal: AbortSignal, timeoutMs: number): string {
  if (signal.aborted) {
    const reason = signal.reason as Error | undefined;
    return reason?.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'attempt interrupted (the server stopped)';
  }
  return e.code ? `${e.code}: ${e.message}` : e.message;
}
