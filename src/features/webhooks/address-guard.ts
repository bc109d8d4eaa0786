/**
 * SSRF guard: a webhook URL must name a public host. The host is resolved and every address it
 * resolves to is checked, at registration and again before each attempt; the attempt then
 * connects to the address checked (webhook-sender.ts), so a DNS answer that changes between the
 * check and the connection (rebinding) cannot send it elsewhere.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** An address the sender may connect to. */
export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: string };

/** IPv4 ranges that are not the public internet: [first octets as a 32-bit prefix, length, what]. */
const V4_REFUSED: [string, number, string][] = [
  ['0.0.0.0', 8, 'an unspecified ("this network") address'],
  ['10.0.0.0', 8, 'a private address'],
  ['100.64.0.0', 10, 'a carrier-grade NAT address'],
  ['127.0.0.0', 8, 'a loopback address'],
  ['169.254.0.0', 16, 'a link-local address'],
  ['172.16.0.0', 12, 'a private address'],
  ['192.0.0.0', 24, 'a reserved address'],
  ['192.0.2.0', 24, 'a documentation address'],
  ['192.168.0.0', 16, 'a private address'],
  ['198.18.0.0', 15, 'a benchmarking address'],
  ['198.51.100.0', 24, 'a documentation address'],
  ['203.0.113.0', 24, 'a documentation address'],
  ['224.0.0.0', 4, 'a multicast address'],
  ['240.0.0.0', 4, 'a reserved address'],
];

const v4ToInt = (s: string): number => s.split('.').reduce((n, part) => n * 256 + Number(part), 0);

function v4Refusal(ip: string): string | null {
  const n = v4ToInt(ip);
  for (const [base, bits, what] of V4_REFUSED) {
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    if (((n & mask) >>> 0) === ((v4ToInt(base) & mask) >>> 0)) return what;
  }
  return null;
}

/** The 16 bytes of an IPv6 address (zone id ignored), or null if it is not one. */
export function ipv6Bytes(ip: string): number[] | null {
  let s = ip.split('%')[0];
  if (isIP(s) !== 6) return null;
  let tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (dotted) {
    tail = dotted[1].split('.').map(Number);
    s = s.slice(0, -dotted[1].length) + '0:0';
  }
  const [head, rest] = s.split('::');
  const groups = (p: string | undefined) => (p ? p.split(':').filter((g) => g !== '') : []);
  const h = groups(head);
  const r = rest === undefined ? [] : groups(rest);
  const all = rest === undefined ? h : [...h, ...Array<string>(8 - h.length - r.length).fill('0'), ...r];
  const bytes = all.flatMap((g) => {
    const v = parseInt(g, 16);
    return [v >> 8, v & 0xff];
  });
  if (tail.length === 4) bytes.splice(12, 4, ...tail);
  return bytes.length === 16 ? bytes : null;
}

const startsWith = (b: number[], prefix: number[], bits: number): boolean => {
  for (let i = 0; i < bits; i++) {
    const byte = i >> 3;
    const bit = 7 - (i & 7);
    if (((b[byte] >> bit) & 1) !== ((prefix[byte] >> bit) & 1)) return false;
  }
  return true;
};

function v6Refusal(ip: string): string | null {
  const b = ipv6Bytes(ip);
  if (!b) return 'not an address';
  const v4 = (from: number) => b.slice(from, from + 4).join('.');
  if (b.every((x) => x === 0)) return 'an unspecified address';
  if (b.slice(0, 15).every((x) => x === 0) && b[15] === 1) return 'a loopback address';
  // Addresses that carry an IPv4 address: judged by it (::ffff:127.0.0.1 is loopback).
  if (b.slice(0, 10).every((x) => x === 0) && b[10] === 0xff && b[11] === 0xff) return v4Refusal(v4(12));
  if (b.slice(0, 12).every((x) => x === 0)) return 'an IPv4-compatible address (deprecated)';
  if (startsWith(b, [0x00, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], 96)) return v4Refusal(v4(12)); // NAT64
  if (startsWith(b, [0x20, 0x02], 16)) return v4Refusal(v4(2)); // 6to4
  if (startsWith(b, [0xfc], 7)) return 'a private (unique local) address';
  if (startsWith(b, [0xfe, 0x80], 10)) return 'a link-local address';
  if (startsWith(b, [0xfe, 0xc0], 10)) return 'a site-local address (deprecated)';
  if (startsWith(b, [0xff], 8)) return 'a multicast address';
  if (startsWith(b, [0x20, 0x01, 0x0d, 0xb8], 32)) return 'a documentation address';
  if (startsWith(b, [0x01, 0, 0, 0, 0, 0, 0, 0], 64)) return 'a discard-only address';
  return null;
}

/** Why `ip` is not a public address (a phrase: "a loopback address"), or null when it is one. */
export function addressRefusal(ip: string): string | null {
  const family = isIP(ip.split('%')[0]);
  if (family === 4) return v4Refusal(ip);
  if (family === 6) return v6Refusal(ip);
  return 'not an address';
}

/** The URL's form: http(s), a host, no credentials, no fragment. */
export function checkUrlForm(raw: string): UrlCheck {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'it is not an absolute URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'only http: and https: URLs are allowed' };
  if (url.username || url.password) return { ok: false, reason: 'a webhook URL may not carry a user name or password' };
  if (!url.hostname) return { ok: false, reason: 'the URL has no host' };
  if (url.hash) return { ok: false, reason: 'a webhook URL may not have a fragment (#...)' };
  return { ok: true, url };
}

/** A URL's host without the brackets of an IPv6 literal. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Resolves the URL's host and checks every address. Returns the address to connect to, or why
 * the URL is refused (a sentence).
 */
export async function resolvePublic(url: URL, allowPrivate: boolean): Promise<{ ok: true; address: CheckedAddress } | { ok: false; reason: string }> {
  const host = hostOf(url);
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true, verbatim: true });
  } catch (e) {
    return { ok: false, reason: `its host ${host} does not resolve (${(e as NodeJS.ErrnoException).code ?? 'lookup failed'})` };
  }
  if (addresses.length === 0) return { ok: false, reason: `its host ${host} does not resolve` };
  if (!allowPrivate) {
    for (const a of addresses) {
      const why = addressRefusal(a.address);
      if (why) return { ok: false, reason: `its host ${host} resolves to ${a.address}, ${why}: webhooks go to public addresses only` };
    }
  }
  const first = addresses[0];
  return { ok: true, address: { address: first.address, family: first.family === 6 ? 6 : 4 } };
}
