/**
 * The load generators' HTTP client: a JSON request over node:http keep-alive connections, one
 * write per request, as wrk, autocannon, curl or a bot's HTTP library do. Resolves with the
 * parsed answer; rejects on a status of 400 or more, naming the request, the status and the body.
 */
import http from 'node:http';

export interface JsonRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

export const requestFailed = (url: string, init: JsonRequest, status: number, body: unknown) => new Error(`${init.method ?? 'GET'} ${url}: ${status} ${JSON.stringify(body)}`);

/* eslint-disable @typescript-eslint/no-explicit-any */
export function httpJson(url: string, init: JsonRequest = {}): Promise<any> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...(init.headers ?? {}) };
    if (init.body !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(init.body) });
    const req = http.request(url, { method: init.method ?? 'GET', agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        try {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as any;
          if ((res.statusCode ?? 0) >= 400) reject(requestFailed(url, init, res.statusCode ?? 0, body));
          else resolve(body);
        } catch (e) {
          reject(e);
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/**
 * One request through fetch (undici), as a script's client does: the status and the parsed body,
 * whatever the status (the caller counts refusals such as 503).
 */
export async function fetchJson(url: string, init: RequestInit = {}): Promise<{ status: number; body: any }> {
  const r = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...(init.headers ?? {}) } });
  return { status: r.status, body: await r.json() };
}

/** fetchJson's body; rejects on a status of 300 or more, naming the request, the status and the body. */
export async function fetchOk(url: string, init: RequestInit = {}): Promise<any> {
  const r = await fetchJson(url, init);
  if (r.status >= 300) throw new Error(`${init.method ?? 'GET'} ${url}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}
