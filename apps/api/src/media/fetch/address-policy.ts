import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Addresses a server-side fetch must never reach: this host, private networks, link-local (cloud
 * metadata lives at 169.254.169.254 and fd00:ec2::254), shared and reserved space, multicast, and
 * IPv6 tunnels and translators to IPv4 whose inner address is not checked.
 */
const forbidden = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['100::', 64],
  // Tunnels and translators in front of IPv4 space the check cannot see into (or only partly):
  // Teredo (RFC 4380, server and obfuscated client IPv4 inside), local-use NAT64 (RFC 8215, any
  // IPv4 behind it, at a place its prefix length decides) and ORCHID/benchmarking/other IETF
  // protocol space under 2001::/23.
  ['2001::', 23],
  ['64:ff9b:1::', 48],
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv6');
}

/** An IPv4 address carried inside an IPv6 one (mapped, translated, compatible, NAT64, 6to4), if any. */
function embeddedIPv4(address: string): string | null {
  const words = expandIPv6(address);
  if (!words) return null;
  const v4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  const zeros = (from: number, to: number) => words.slice(from, to).every((word) => word === 0);
  if (zeros(0, 5) && (words[5] === 0xffff || words[5] === 0)) return v4(words[6] ?? 0, words[7] ?? 0);
  // IPv4-translated (RFC 2765 SIIT): ::ffff:0:a.b.c.d.
  if (zeros(0, 4) && words[4] === 0xffff && words[5] === 0) return v4(words[6] ?? 0, words[7] ?? 0);
  if (words[0] === 0x64 && words[1] === 0xff9b && zeros(2, 6)) return v4(words[6] ?? 0, words[7] ?? 0);
  if (words[0] === 0x2002) return v4(words[1] ?? 0, words[2] ?? 0);
  return null;
}

/** The eight 16-bit words of an IPv6 address (a trailing dotted IPv4 part included). */
function expandIPv6(address: string): number[] | null {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (piece: string) =>
    piece === '' ? [] : piece.split(':').map((word) => Number.parseInt(word, 16));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  return [...left, ...Array<number>(missing).fill(0), ...right];
}

/** Whether a fetch may connect to this IP address. Anything that is not an IP address is refused. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIPv4(bare)) return !forbidden.check(bare, 'ipv4');
  if (!isIPv6(bare)) return false;
  const inner = embeddedIPv4(bare);
  if (inner !== null && !isPublicAddress(inner)) return false;
  return !forbidden.check(bare, 'ipv6');
}
