/**
 * Which URLs and network addresses the scraper may fetch (SSRF policy): http(s) only, no credentials,
 * never the machine itself, a private network, a link-local/cloud-metadata or any other special
 * address. Pure functions, no I/O: the fetcher applies them to every URL and every DNS answer.
 */
import { isIP } from 'node:net';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Why a URL is refused before any network traffic. */
export type UrlRefusal = 'required' | 'invalid' | 'scheme' | 'credentials' | 'blocked';

export type UrlCheck =
  | {
      ok: true;
      url: URL;
      /** The host name to resolve and to send as SNI: lower case, IPv6 without brackets. */
      host: string;
      /** The address when the host is an IP literal (then there is nothing to resolve). */
      literal?: ResolvedAddress;
      /** On SCRAPER_ALLOW_HOSTS: its addresses are not checked against the policy. */
      allowListed: boolean;
    }
  | { ok: false; reason: UrlRefusal; host?: string; scheme?: string };

/** `[first, prefixLength]` pairs, IPv4 as 32-bit numbers. */
const BLOCKED_V4: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches the local machine on Linux
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (shared address space)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, including the cloud metadata service 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, including broadcast 255.255.255.255
];

/** Global unicast (2000::/3) blocks; everything outside 2000::/3 is refused unless it embeds IPv4. */
const BLOCKED_V6_GLOBAL: readonly (readonly [string, number])[] = [
  ['2001::', 32], // Teredo (tunnels to an embedded, possibly private, IPv4 address)
  ['2001:2::', 48], // benchmarking
  ['2001:10::', 28], // ORCHID (deprecated)
  ['2001:20::', 28], // ORCHIDv2
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation (RFC 9637)
];

function v4Number(dotted: string): number {
  return dotted.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

const V4_RANGES = BLOCKED_V4.map(([first, bits]) => ({ first: v4Number(first), bits }));

function inV4Range(value: number, first: number, bits: number): boolean {
  const size = 2 ** (32 - bits);
  return Math.floor(value / size) === Math.floor(first / size);
}

/** The 8 groups of a canonical (WHATWG-serialised) IPv6 address. */
function v6Groups(canonical: string): number[] {
  const [head = '', tail] = canonical.split('::');
  const parse = (s: string) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

function v6Value(groups: readonly number[]): bigint {
  return groups.reduce((n, g) => (n << 16n) | BigInt(g), 0n);
}

const V6_GLOBAL_RANGES = BLOCKED_V6_GLOBAL.map(([first, bits]) => ({
  first: v6Value(v6Groups(first)),
  bits,
}));

function inV6Range(value: bigint, first: bigint, bits: number): boolean {
  const shift = BigInt(128 - bits);
  return value >> shift === first >> shift;
}

function embeddedV4(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

function isBlockedV4(dotted: string): boolean {
  const value = v4Number(dotted);
  return V4_RANGES.some(({ first, bits }) => inV4Range(value, first, bits));
}

function isBlockedV6(canonical: string): boolean {
  const g = v6Groups(canonical);
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const v4 = embeddedV4(g6, g7);
  const firstFiveZero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  // IPv4-mapped ::ffff:a.b.c.d: the socket really goes to the IPv4 address.
  if (firstFiveZero && g5 === 0xffff) return isBlockedV4(v4);
  // NAT64 64:ff9b::a.b.c.d: the translator forwards to the embedded IPv4 address.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return isBlockedV4(v4);
  // 6to4 2002:AABB:CCDD::: a relay forwards to the embedded IPv4 address.
  if (g0 === 0x2002) return isBlockedV4(embeddedV4(g1, g2));
  // Outside global unicast: ::, ::1, IPv4-compatible ::a.b.c.d, ULA, link-local, multicast, ...
  if ((g0 & 0xe000) !== 0x2000) return true;
  const value = v6Value(g);
  return V6_GLOBAL_RANGES.some(({ first, bits }) => inV6Range(value, first, bits));
}

/**
 * Parses an IP literal as a URL host would be read (WHATWG): IPv4 also in decimal (`2130706433`),
 * octal (`0177.0.0.1`), hex (`0x7f.1`) and short forms (`127.1`); IPv6 with or without brackets.
 * Returns the canonical form, or null when `text` is no IP address (a host name, garbage).
 */
export function parseIpAddress(text: string): ResolvedAddress | null {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  try {
    if (/^[0-9a-f:.]+$/i.test(bare) && bare.includes(':')) {
      const address = new URL(`http://[${bare}]/`).hostname.slice(1, -1);
      return isIP(address) === 6 ? { address, family: 6 } : null;
    }
    if (/^[0-9a-fx.]+$/i.test(bare)) {
      const address = new URL(`http://${bare}/`).hostname;
      return isIP(address) === 4 ? { address, family: 4 } : null;
    }
  } catch {
    // Not parseable as an address (e.g. 256.1.1.1.1): no IP literal.
  }
  return null;
}

/**
 * True for an address the scraper must never connect to: loopback, private, link-local (cloud
 * metadata), CGNAT, multicast, unspecified, broadcast, reserved and documentation ranges, and IPv6
 * forms that embed such an IPv4 address. Anything that is not an IP address counts as blocked.
 */
export function isBlockedAddress(ip: string): boolean {
  const parsed = parseIpAddress(ip);
  if (!parsed) return true;
  return parsed.family === 4 ? isBlockedV4(parsed.address) : isBlockedV6(parsed.address);
}

/** `localhost` and `*.localhost` (RFC 6761) mean this machine whatever DNS says. */
export function isBlockedHostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

function defaultPort(protocol: string): string {
  return protocol === 'https:' ? '443' : '80';
}

/**
 * Whether the URL's host is on the allow list (SCRAPER_ALLOW_HOSTS): entries are host names or IP
 * literals, matched exactly and case-insensitively, optionally with `:port` (then only that port).
 */
export function isAllowListed(url: URL, allowHosts: readonly string[]): boolean {
  const port = url.port || defaultPort(url.protocol);
  return allowHosts.some((entry) => {
    const text = entry.trim().toLowerCase();
    if (!text) return false;
    // A bare IPv6 literal ("::1") has colons but no port.
    const v6 = isIP(text) === 6 ? `[${text}]` : text;
    let parsed: URL;
    try {
      parsed = new URL(`http://${v6}/`);
    } catch {
      return false;
    }
    if (parsed.username || parsed.password || parsed.pathname !== '/' || parsed.search || parsed.hash) {
      return false;
    }
    if (parsed.hostname !== url.hostname) return false;
    // URL drops ":80" as the http default, so read an explicit port from the entry itself.
    const explicitPort = /:(\d+)$/.exec(v6)?.[1];
    return explicitPort === undefined || Number(explicitPort) === Number(port);
  });
}

/**
 * Checks a URL before anything is resolved or sent. A host name that passes is only provisionally
 * fine: its DNS answers must pass `isBlockedAddress` too (the fetcher does that).
 */
export function checkUrl(input: string | URL, allowHosts: readonly string[] = []): UrlCheck {
  const text = typeof input === 'string' ? input.trim() : input.href;
  if (!text) return { ok: false, reason: 'required' };
  if (!URL.canParse(text)) return { ok: false, reason: 'invalid' };
  const url = new URL(text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, reason: 'scheme', scheme: url.protocol.replace(/:$/, '') };
  }
  if (!url.hostname) return { ok: false, reason: 'invalid' };
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  if (url.username || url.password) return { ok: false, reason: 'credentials', host };
  const literal = parseIpAddress(url.hostname) ?? undefined;
  const allowListed = isAllowListed(url, allowHosts);
  if (!allowListed) {
    const blocked = literal ? isBlockedAddress(literal.address) : isBlockedHostName(host);
    if (blocked) return { ok: false, reason: 'blocked', host };
  }
  return literal ? { ok: true, url, host, literal, allowListed } : { ok: true, url, host, allowListed };
}
