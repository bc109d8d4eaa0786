/**
 * SSRF guard: a webhook URL must name a public host. The host is resolved and every address it
 * resolves to is checked, at registration and again before each attempt; the attempt then
 * connects to the address checked (webhook-sender.ts), so a DNS answer that changes between the
 * check and the connection (rebinding) cannot send it elsewhere.
 *
 * Addresses are classified by ipaddr.js, whose range tables follow the IANA IPv4 and IPv6
 * Special-Purpose Address Registries: only its `unicast` class passes (for IPv6, only global
 * unicast 2000::/3). An address that carries an IPv4 address is unwrapped and judged by it too:
 * an IPv4-mapped address (::ffff:a.b.c.d) or the well-known NAT64 prefix 64:ff9b::/96 (what a
 * DNS64 resolver answers on an IPv6-only network) passes when the IPv4 address it carries is
 * public; the other translation and tunnel ranges (SIIT ::ffff:0:0/96, local-use NAT64
 * 64:ff9b:1::/48, 6to4 2002::/16, Teredo 2001::/32) are refused whatever they carry.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** An address the sender may connect to. */
export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: string };

/** A phrase for each ipaddr.js range name (anything else that is not `unicast`: "a special-purpose address"). */
const RANGE_PHRASES: Record<string, string> = {
  unspecified: 'an unspecified address',
  broadcast: 'the broadcast address',
  multicast: 'a multicast address',
  linkLocal: 'a link-local address',
  loopback: 'a loopback address',
  carrierGradeNat: 'a carrier-grade NAT address',
  private: 'a private address',
  uniqueLocal: 'a private (unique local) address',
  reserved: 'a reserved or documentation address',
  as112: 'an AS112 (DNS sink) address',
  as112v6: 'an AS112 (DNS sink) address',
  amt: 'an AMT (multicast tunnel) address',
  deprecatedSiteLocal: 'a site-local address (deprecated)',
  discard: 'a discard-only address',
  rfc6145: 'an IPv4-translated (SIIT) address',
  rfc6052: 'a local-use NAT64 address',
  '6to4': 'a 6to4 tunnel address',
  teredo: 'a Teredo tunnel address',
  benchmarking: 'a benchmarking address',
  deprecatedOrchid: 'an ORCHID address',
  orchid2: 'an ORCHID address',
  droneRemoteIdProtocolEntityTags: 'a drone remote ID address',
  segmentRouting: 'a segment routing (SRv6) address',
};

/** IANA special-purpose IPv6 ranges ipaddr.js 2.5 does not name. */
const V6_MORE: [ipaddr.IPv6, number, string][] = [
  [ipaddr.IPv6.parse('::'), 96, 'an IPv4-compatible address (deprecated)'],
  [ipaddr.IPv6.parse('100:0:0:1::'), 64, 'a dummy-prefix address'],
];
const GLOBAL_UNICAST: [ipaddr.IPv6, number] = [ipaddr.IPv6.parse('2000::'), 3];
const NAT64_WELL_KNOWN: [ipaddr.IPv6, number] = [ipaddr.IPv6.parse('64:ff9b::'), 96];

const v4Refusal = (ip: ipaddr.IPv4): string | null => {
  const range = ip.range();
  return range === 'unicast' ? null : (RANGE_PHRASES[range] ?? 'a special-purpose address');
};

/** The IPv4 address in the last 32 bits of an IPv6 address. */
const lastV4 = (ip: ipaddr.IPv6): ipaddr.IPv4 => new ipaddr.IPv4(ip.toByteArray().slice(12));

function v6Refusal(ip: ipaddr.IPv6): string | null {
  // Carried IPv4 addresses are judged by the address they carry (::ffff:127.0.0.1 is loopback).
  if (ip.isIPv4MappedAddress() || ip.match(NAT64_WELL_KNOWN)) {
    const carried = lastV4(ip);
    const why = v4Refusal(carried);
    return why ? `${why} (${carried.toString()}, carried in an IPv6 address)` : null;
  }
  for (const [base, bits, what] of V6_MORE) if (ip.match(base, bits)) return what;
  const range = ip.range();
  if (range !== 'unicast') return RANGE_PHRASES[range] ?? 'a special-purpose address';
  if (!ip.match(GLOBAL_UNICAST)) return 'not a global unicast address';
  return null;
}

/** Why `ip` is not a public address (a phrase: "a loopback address"), or null when it is one. */
export function addressRefusal(ip: string): string | null {
  const bare = ip.split('%')[0];
  // node:net decides what is an address (ipaddr.js also reads octal, hex and short IPv4 forms).
  const family = isIP(bare);
  if (family === 4) return v4Refusal(ipaddr.IPv4.parse(bare));
  if (family === 6) return v6Refusal(ipaddr.IPv6.parse(bare));
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
