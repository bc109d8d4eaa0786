/**
 * The origin this service is reached at, for absolute URLs it hands out (the OAuth issuer and
 * its metadata, the RFC 9207 `iss` parameter). In order:
 * 1. PUBLIC_BASE_URL, when set (the way to run behind a TLS proxy);
 * 2. with TRUST_PROXY, X-Forwarded-Proto and X-Forwarded-Host, but only on a request whose peer
 *    is one of those proxies (the same test Fastify applies to X-Forwarded-For);
 * 3. the local origin, `http://localhost:<port the request arrived on>`.
 * Never the Host header: a client could name any host there, and an issuer it chose would be
 * echoed to every OAuth client that reads the metadata.
 */
import proxyAddr from '@fastify/proxy-addr';
import type { IncomingHttpHeaders } from 'node:http';
import type { AppConfig } from './config.js';

/** What is read of a request: its headers and its socket's addresses. */
export interface OriginRequest {
  headers: IncomingHttpHeaders;
  socket: { remoteAddress?: string; localPort?: number; encrypted?: boolean };
}

const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The last entry of a header a proxy appends to (`a, b` or repeated): the nearest proxy's. */
const last = (v: string | string[] | undefined): string | undefined => {
  const joined = Array.isArray(v) ? v.join(',') : v;
  const parts = joined?.split(',').map((s) => s.trim()).filter(Boolean);
  return parts?.[parts.length - 1];
};

export class PublicOrigin {
  private readonly trusted: ((addr: string, i: number) => boolean) | null;

  constructor(private readonly config: AppConfig) {
    this.trusted = config.TRUST_PROXY ? proxyAddr.compile(config.TRUST_PROXY) : null;
  }

  of(req: OriginRequest): string {
    if (this.config.PUBLIC_BASE_URL) return this.config.PUBLIC_BASE_URL;
    const peer = req.socket.remoteAddress;
    if (this.trusted && peer && this.trusted(peer, 0)) {
      const host = last(req.headers['x-forwarded-host']);
      const proto = last(req.headers['x-forwarded-proto'])?.toLowerCase() ?? (req.socket.encrypted ? 'https' : 'http');
      if (host && HOST.test(host) && (proto === 'https' || proto === 'http')) return `${proto}://${host.toLowerCase()}`;
    }
    const host = ['0.0.0.0', '::', ''].includes(this.config.HOST) ? 'localhost' : this.config.HOST.includes(':') ? `[${this.config.HOST}]` : this.config.HOST;
    return `${req.socket.encrypted ? 'https' : 'http'}://${host}:${req.socket.localPort ?? this.config.PORT}`;
  }
}
