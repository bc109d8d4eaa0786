/**
 * The webhook address guard against the IANA Special-Purpose Address Registries
 * (https://www.iana.org/assignments/iana-ipv4-special-registry and iana-ipv6-special-registry):
 * one address from each registered block is refused, and so are the four addresses the audit of
 * issue 37 found accepted ("[::ffff:0:127.0.0.1], [64:ff9b:1::7f00:1], a Teredo 2001::/32 address
 * and 192.88.99.1").
 */
import { addressRefusal } from './address-guard.js';

/** [block, an address in it] for every entry of the IANA IPv4 Special-Purpose Address Registry. */
const IANA_V4: [string, string][] = [
  ['0.0.0.0/8 "This network"', '0.1.2.3'],
  ['0.0.0.0/32 "This host on this network"', '0.0.0.0'],
  ['10.0.0.0/8 Private-Use', '10.20.30.40'],
  ['100.64.0.0/10 Shared Address Space', '100.64.0.1'],
  ['127.0.0.0/8 Loopback', '127.0.0.1'],
  ['127.0.0.0/8 Loopback (not only .1)', '127.255.1.2'],
  ['169.254.0.0/16 Link Local', '169.254.169.254'],
  ['172.16.0.0/12 Private-Use', '172.31.255.254'],
  ['192.0.0.0/24 IETF Protocol Assignments', '192.0.0.1'],
  ['192.0.0.0/29 IPv4 Service Continuity Prefix', '192.0.0.7'],
  ['192.0.0.8/32 IPv4 dummy address', '192.0.0.8'],
  ['192.0.0.9/32 Port Control Protocol Anycast', '192.0.0.9'],
  ['192.0.0.10/32 TURN Anycast', '192.0.0.10'],
  ['192.0.0.170/32 NAT64/DNS64 Discovery', '192.0.0.170'],
  ['192.0.2.0/24 Documentation (TEST-NET-1)', '192.0.2.1'],
  ['192.31.196.0/24 AS112-v4', '192.31.196.1'],
  ['192.52.193.0/24 AMT', '192.52.193.1'],
  ['192.88.99.0/24 Deprecated (6to4 Relay Anycast)', '192.88.99.1'],
  ['192.168.0.0/16 Private-Use', '192.168.1.1'],
  ['192.175.48.0/24 Direct Delegation AS112 Service', '192.175.48.1'],
  ['198.18.0.0/15 Benchmarking', '198.19.255.1'],
  ['198.51.100.0/24 Documentation (TEST-NET-2)', '198.51.100.7'],
  ['203.0.113.0/24 Documentation (TEST-NET-3)', '203.0.113.9'],
  ['240.0.0.0/4 Reserved', '250.1.2.3'],
  ['255.255.255.255/32 Limited Broadcast', '255.255.255.255'],
  ['224.0.0.0/4 Multicast (IANA multicast registry)', '239.255.255.250'],
];

/** The same for the IANA IPv6 Special-Purpose Address Registry (and the ranges outside global unicast). */
const IANA_V6: [string, string][] = [
  ['::1/128 Loopback Address', '::1'],
  ['::/128 Unspecified Address', '::'],
  ['::ffff:0:0/96 IPv4-mapped Address (carrying loopback)', '::ffff:127.0.0.1'],
  ['::ffff:0:0/96 IPv4-mapped Address (carrying private, hex form)', '::ffff:a00:1'],
  ['::ffff:0:0/96 IPv4-mapped Address (carrying 192.88.99.1)', '::ffff:192.88.99.1'],
  ['::ffff:0:0:0/96 IPv4-translated (SIIT), the audit\'s [::ffff:0:127.0.0.1]', '::ffff:0:127.0.0.1'],
  ['::ffff:0:0:0/96 IPv4-translated (SIIT) carrying a public address', '::ffff:0:8.8.8.8'],
  ['::/96 IPv4-compatible (deprecated)', '::127.0.0.1'],
  ['64:ff9b::/96 IPv4-IPv6 Translat. carrying loopback', '64:ff9b::7f00:1'],
  ['64:ff9b::/96 IPv4-IPv6 Translat. carrying metadata', '64:ff9b::169.254.169.254'],
  ['64:ff9b:1::/48 IPv4-IPv6 Translat. (local use), the audit\'s [64:ff9b:1::7f00:1]', '64:ff9b:1::7f00:1'],
  ['64:ff9b:1::/48 local-use NAT64 carrying a public address', '64:ff9b:1::808:808'],
  ['100::/64 Discard-Only Address Block', '100::1'],
  ['100:0:0:1::/64 Dummy IPv6 Prefix', '100:0:0:1::1'],
  ['2001::/23 IETF Protocol Assignments', '2001:1::1'],
  ['2001:1::2/128 TURN Anycast', '2001:1::2'],
  ['2001::/32 TEREDO, server 65.54.227.120, client 127.0.0.1', '2001:0:4136:e378:8000:63bf:80ff:fffe'],
  ['2001::/32 TEREDO (RFC 4380 example)', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
  ['2001:2::/48 Benchmarking', '2001:2::1'],
  ['2001:3::/32 AMT', '2001:3::1'],
  ['2001:4:112::/48 AS112-v6', '2001:4:112::1'],
  ['2001:10::/28 Deprecated (previously ORCHID)', '2001:10::1'],
  ['2001:20::/28 ORCHIDv2', '2001:20::1'],
  ['2001:30::/28 Drone Remote ID Protocol Entity Tags', '2001:30::1'],
  ['2001:db8::/32 Documentation', '2001:db8::1'],
  ['2002::/16 6to4 carrying loopback', '2002:7f00:1::1'],
  ['2002::/16 6to4 carrying a public address', '2002:808:808::1'],
  ['2620:4f:8000::/48 Direct Delegation AS112 Service', '2620:4f:8000::1'],
  ['3fff::/20 Documentation', '3fff::1'],
  ['5f00::/16 Segment Routing (SRv6) SIDs', '5f00::1'],
  ['fc00::/7 Unique-Local', 'fd12:3456::1'],
  ['fe80::/10 Link-Local Unicast', 'fe80::1'],
  ['fe80::/10 Link-Local Unicast with a zone', 'fe80::1%eth0'],
  ['fec0::/10 site-local (deprecated)', 'fec0::1'],
  ['ff00::/8 Multicast', 'ff02::1'],
  ['outside 2000::/3 global unicast (unassigned)', '4000::1'],
];

describe('webhook address guard: IANA special-purpose addresses', () => {
  it.each(IANA_V4)('refuses IPv4 %s (%s)', (_block, ip) => {
    expect(addressRefusal(ip)).toEqual(expect.any(String));
  });

  it.each(IANA_V6)('refuses IPv6 %s (%s)', (_block, ip) => {
    expect(addressRefusal(ip)).toEqual(expect.any(String));
  });

  it('names why an address carried in an IPv6 address is refused', () => {
    expect(addressRefusal('::ffff:127.0.0.1')).toBe('a loopback address (127.0.0.1, carried in an IPv6 address)');
    expect(addressRefusal('64:ff9b::a9fe:a9fe')).toBe('a link-local address (169.254.169.254, carried in an IPv6 address)');
    expect(addressRefusal('2001:0:4136:e378:8000:63bf:80ff:fffe')).toBe('a Teredo tunnel address');
    expect(addressRefusal('192.88.99.1')).toBe('a reserved or documentation address');
  });

  it('lets public unicast addresses through, and IPv4 ones written as IPv4-mapped or DNS64 (64:ff9b::/96) addresses', () => {
    for (const ip of ['8.8.8.8', '93.184.216.34', '1.1.1.1', '172.32.0.1', '100.128.0.1', '192.0.1.1', '192.88.98.255', '198.20.0.1', '2606:4700::1111', '2a00:1450:4001:82b::200e', '2001:200::1', '::ffff:8.8.8.8', '64:ff9b::808:808']) {
      expect([ip, addressRefusal(ip)]).toEqual([ip, null]);
    }
  });

  it('refuses what is not an address (names resolve first; ipaddr.js alone would read octal and short forms)', () => {
    for (const s of ['localhost', '2130706433', '0177.0.0.1', '127.1', '', '1.2.3']) expect(addressRefusal(s)).toBe('not an address');
  });
});
