// Which addresses the "Try it" proxy must not reach on a spec's or a stranger's say-so: loopback,
// private, link-local, unspecified and the other ranges that are not the public Internet, in IPv4,
// IPv6 and IPv6's forms that carry an IPv4 address (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d,
// NAT64 64:ff9b::/96, 6to4 2002::/16). Plain JavaScript without node: imports, so that the config
// schema (at build time), `npm run serve`'s proxy (after each name resolution) and `npm run
// nginx:config` (at render time) apply one rule. A server the site's config allows by name
// (tryIt.allowPrivate) may be on such an address: the test build's demo servers on 127.0.0.1 are.

/** IPv4 ranges that are not the public Internet, [first octets as a 32-bit number, prefix length, kind]. */
const V4_RANGES = /** @type {const} */ ([
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared (carrier-grade NAT)'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
]);

/** @param {string} text @returns {number | undefined} the address as an unsigned 32-bit number */
function parseV4(text) {
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part) || Number(part) > 255)) return undefined;
  return parts.reduce((value, part) => value * 256 + Number(part), 0);
}

/** @param {number} address @returns {string | undefined} */
function v4Kind(address) {
  for (const [first, bits, kind] of V4_RANGES) {
    const size = 2 ** (32 - bits);
    if (Math.floor(address / size) === Math.floor(/** @type {number} */ (parseV4(first)) / size)) return kind;
  }
  return undefined;
}

/** @param {string} text @returns {number[] | undefined} eight 16-bit groups */
function parseV6(text) {
  let rest = text.toLowerCase().replace(/%.*$/, '');
  /** @type {number[]} */
  let tail = [];
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(rest);
  if (dotted) {
    const v4 = parseV4(dotted[2]);
    if (v4 === undefined) return undefined;
    tail = [Math.floor(v4 / 65536), v4 % 65536];
    rest = dotted[1].endsWith('::') ? dotted[1] : dotted[1].slice(0, -1);
  }
  const halves = rest.split('::');
  if (halves.length > 2) return undefined;
  const groups = (part) => (part === '' ? [] : part.split(':'));
  const [head, after] = [groups(halves[0]), halves.length === 2 ? groups(halves[1]) : undefined];
  if ([...head, ...(after ?? [])].some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return undefined;
  const known = head.length + (after?.length ?? 0) + tail.length;
  if (after === undefined ? known !== 8 : known > 7) return undefined;
  const zeros = after === undefined ? [] : Array(8 - known).fill(0);
  return [...head.map((g) => parseInt(g, 16)), ...zeros, ...(after ?? []).map((g) => parseInt(g, 16)), ...tail];
}

/** @param {number[]} g @returns {string | undefined} */
function v6Kind(g) {
  const v4At = (i) => v4Kind(g[i] * 65536 + g[i + 1]);
  const zeroUpTo = (n) => g.slice(0, n).every((group) => group === 0);
  if (zeroUpTo(8)) return 'unspecified';
  if (zeroUpTo(7) && g[7] === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d) and -compatible (::a.b.c.d): the IPv4 address is the one reached.
  if (zeroUpTo(5) && (g[5] === 0xffff || g[5] === 0)) return v4At(6) ?? (g[5] === 0 ? 'reserved' : undefined);
  if (g[0] === 0x64 && g[1] === 0xff9b) return g.slice(2, 6).every((group) => group === 0) ? v4At(6) : 'private';
  if (g[0] === 0x2002) return v4At(1);
  if ((g[0] & 0xfe00) === 0xfc00) return 'private';
  if ((g[0] & 0xffc0) === 0xfe80) return 'link-local';
  if ((g[0] & 0xffc0) === 0xfec0) return 'private';
  if ((g[0] & 0xff00) === 0xff00) return 'multicast';
  if (g[0] === 0x100 && zeroUpTo(4)) return 'reserved';
  return undefined;
}

/**
 * What kind of non-public address an IP address is ('loopback', 'private', 'link-local',
 * 'unspecified', …), or undefined for a public one or for text that is no IP address.
 * @param {string} address an IPv4 or IPv6 address (without brackets)
 * @returns {string | undefined}
 */
export function addressKind(address) {
  const v4 = parseV4(address);
  if (v4 !== undefined) return v4Kind(v4);
  const v6 = address.includes(':') ? parseV6(address) : undefined;
  return v6 ? v6Kind(v6) : undefined;
}

/** True when the text is an IP address (v4, or v6 without brackets). */
export function isIpAddress(address) {
  return parseV4(address) !== undefined || (address.includes(':') && parseV6(address) !== undefined);
}

/**
 * What can be told of a URL's host without asking DNS: the kind of a literal IP address (URL
 * parsing has already turned 2130706433 or 0x7f.1 into 127.0.0.1), 'loopback' for localhost and
 * *.localhost (RFC 6761: they never leave the machine), else undefined (a name: resolve it).
 * @param {string} hostname URL.hostname, an IPv6 one with its brackets
 * @returns {string | undefined}
 */
export function hostKind(hostname) {
  const host = hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return 'loopback';
  return addressKind(host);
}

/**
 * Whether the site's config allows a server on a non-public address: its origin is in tryIt.allowPrivate.
 * @param {string} server the server's URL
 * @param {readonly string[] | undefined} allowPrivate origins ("http://127.0.0.1:4181")
 */
export function privateAllowed(server, allowPrivate) {
  const origin = new URL(server).origin;
  return (allowPrivate ?? []).some((allowed) => new URL(allowed).origin === origin);
}
