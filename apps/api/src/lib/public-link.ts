import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Whether a product link points at the public internet (decision 0038): the buy-for-me form refuses a link to a
 * loopback, private, link-local, unique-local, CGNAT, unspecified, multicast, reserved or documentation address,
 * written as a literal or reached through a name, and `localhost` (with any `*.localhost`).
 *
 * The server NEVER fetches the link: it is a note for our buyer, who opens it in a browser on another network. The
 * check keeps the form from carrying a link into our own networks (a buyer's click on `http://10.0.0.5/admin`, the
 * cloud's metadata address) and tells the customer early that the link cannot be a shop. So a name that does not
 * resolve here — no such name, no answer within `timeoutMs`, or no DNS at all on a closed machine — is ACCEPTED:
 * refusing it would refuse every shop whenever our resolver is down, and an unresolvable name reaches nothing of
 * ours. For the same reason DNS rebinding does not matter: nothing of ours ever connects to the answer.
 */

/** IPv4 ranges that are not the public internet (RFC 6890 and friends), as [address, prefix]. */
const IPV4_BLOCKED: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (the clouds' metadata address)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

/** IPv6 ranges that are not the public internet. IPv4-mapped addresses (`::ffff:a.b.c.d`) meet the IPv4 rules. */
const IPV6_BLOCKED: readonly (readonly [string, number])[] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated): never a public host
  ['fe80::', 10], // link-local
  ['fc00::', 7], // unique-local
  ['ff00::', 8], // multicast
  ['2001:db8::', 32], // documentation
  ['100::', 64], // discard
];

/** The IPv6 prefixes that embed an IPv4 address at a bit offset: NAT64 (96) and 6to4 (16). */
const IPV4_EMBEDDINGS: readonly { prefix: bigint; at: number }[] = [
  { prefix: 0x0064_ff9bn << 96n, at: 96 },
  { prefix: 0x2002n << 112n, at: 16 },
];

function ipv4Number(address: string): bigint {
  return address.split('.').reduce((sum, part) => (sum << 8n) + BigInt(Number(part)), 0n);
}

function ipv6Text(value: bigint): string {
  const groups = Array.from({ length: 8 }, (_, index) => ((value >> BigInt(112 - 16 * index)) & 0xffffn).toString(16));
  return groups.join(':');
}

function buildBlockList(): BlockList {
  const list = new BlockList();
  for (const [address, prefix] of IPV4_BLOCKED) {
    list.addSubnet(address, prefix, 'ipv4');
    for (const { prefix: base, at } of IPV4_EMBEDDINGS) {
      const embedded = base | (ipv4Number(address) << BigInt(128 - at - 32));
      list.addSubnet(ipv6Text(embedded), at + prefix, 'ipv6');
    }
  }
  for (const [address, prefix] of IPV6_BLOCKED) list.addSubnet(address, prefix, 'ipv6');
  return list;
}

const BLOCKED = buildBlockList();

/** Whether an IP address (v4 or v6, without brackets) is outside the public internet. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type Resolver = (host: string) => Promise<readonly { address: string }[]>;

export interface PublicLinkOptions {
  /** The resolver (default: the system's, `dns.promises.lookup` with every address). */
  resolve?: Resolver;
  /** How long a name may take to resolve before it counts as not resolving (accepted). */
  timeoutMs?: number;
}

/** The system's resolver: `dns.promises.lookup` with every address. */
export const systemResolver: Resolver = (host) => dnsLookup(host, { all: true, verbatim: true });

/** The addresses a name resolves to, or none when it does not resolve in time. */
async function addressesOf(host: string, resolve: Resolver, timeoutMs: number): Promise<readonly string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<readonly { address: string }[]>((done) => {
    timer = setTimeout(() => done([]), timeoutMs);
  });
  try {
    return (await Promise.race([resolve(host).catch(() => []), timeout])).map((answer) => answer.address);
  } finally {
    clearTimeout(timer);
  }
}

/** The link's host as a name or a bare address: brackets and a trailing dot removed, lower case. */
function hostOf(link: string): string | null {
  try {
    const host = new URL(link).hostname.toLowerCase();
    return host.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  } catch {
    return null;
  }
}

/** Whether the link's host is public: see the module's comment. A link that is no URL at all is not. */
export async function isPublicLink(link: string, options: PublicLinkOptions = {}): Promise<boolean> {
  const host = hostOf(link);
  if (!host) return false;
  if (host === 'localhost' || host.endsWith('.localhost')) return false;
  if (isIP(host) !== 0) return !isBlockedAddress(host);
  const addresses = await addressesOf(host, options.resolve ?? systemResolver, options.timeoutMs ?? 2_000);
  return !addresses.some(isBlockedAddress);
}
