/**
 * The rule for web addresses a person may store (a property photo today): http or https only,
 * and a host on the public internet. A stored URL is rendered in other people's browsers and
 * may one day be fetched by the server, so it must not point at the server's own machine, a
 * private network or a cloud metadata endpoint. Pure code (no Node APIs): the contract that
 * uses it is imported by the browser app too.
 *
 * The check is on the host as written; a public name that later resolves to a private address
 * (DNS rebinding) can only be caught by whoever fetches the URL.
 */

/** Longest web address accepted, in characters. */
export const PUBLIC_URL_MAX_LENGTH = 2048;

/** Names that always mean this machine or a private network, never the public internet. */
const PRIVATE_NAME_SUFFIXES = ['localhost', 'local', 'localdomain', 'internal', 'intranet', 'lan', 'home.arpa', 'corp'];

type Ipv4 = readonly [number, number, number, number];

function parseDottedIpv4(text: string): Ipv4 | undefined {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return undefined;
  const numbers = parts.map(Number);
  if (numbers.some((n) => n > 255)) return undefined;
  return numbers as unknown as Ipv4;
}

/** Why an IPv4 address is not a public one, or undefined when it is. */
function ipv4Problem([a, b, c]: Ipv4): string | undefined {
  if (a === 0) return 'is an unspecified address (0.0.0.0/8)';
  if (a === 127) return 'is a loopback address (this machine)';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'is a private network address';
  if (a === 169 && b === 254) return 'is a link-local address (incl. the cloud metadata service)';
  if (a === 100 && b >= 64 && b <= 127) return 'is a carrier-grade NAT address (100.64.0.0/10)';
  if (a === 192 && b === 0 && c === 0) return 'is a reserved IETF address';
  if (a === 198 && (b === 18 || b === 19)) return 'is a benchmarking network address';
  if (a >= 224) return 'is a multicast or reserved address';
  return undefined;
}

/**
 * Expands an IPv6 literal (no brackets) to eight 16-bit groups. The URL parser has already
 * normalised it to hex groups with at most one '::' (a dotted IPv4 tail becomes two groups).
 */
function parseIpv6(text: string): number[] | undefined {
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const toGroups = (part: string | undefined) => (part ? part.split(':').map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN)) : []);
  const left = toGroups(halves[0]);
  const right = toGroups(halves[1]);
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return undefined;
  const groups = [...left, ...new Array<number>(missing).fill(0), ...right];
  return groups.every((g) => Number.isInteger(g)) ? groups : undefined;
}

/** Why an IPv6 address is not a public one, or undefined when it is. */
function ipv6Problem(groups: number[]): string | undefined {
  const [g0 = 0, g1 = 0, , , , g5 = 0, g6 = 0, g7 = 0] = groups;
  const allZeroUpTo = (n: number) => groups.slice(0, n).every((g) => g === 0);
  if (allZeroUpTo(8)) return 'is an unspecified address (::)';
  if (allZeroUpTo(7) && g7 === 1) return 'is a loopback address (this machine)';
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) carry an IPv4 address.
  const embeddedV4: Ipv4 = [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff];
  if ((allZeroUpTo(5) && (g5 === 0xffff || g5 === 0)) || (g0 === 0x64 && g1 === 0xff9b && groups.slice(2, 6).every((g) => g === 0))) {
    return ipv4Problem(embeddedV4) ?? undefined;
  }
  if ((g0 & 0xfe00) === 0xfc00) return 'is a unique-local (private) IPv6 address';
  if ((g0 & 0xffc0) === 0xfe80) return 'is a link-local IPv6 address';
  if ((g0 & 0xff00) === 0xff00) return 'is a multicast IPv6 address';
  return undefined;
}

/**
 * Why `input` is not an acceptable public web address, or undefined when it is. The host is
 * checked after `new URL()` normalised it, so `http://2130706433/` is seen as 127.0.0.1.
 *
 * @example publicHttpUrlProblem('http://169.254.169.254/latest') // 'host 169.254.169.254 is a link-local address …'
 */
export function publicHttpUrlProblem(input: string): string | undefined {
  if (input.length > PUBLIC_URL_MAX_LENGTH) return `must be at most ${PUBLIC_URL_MAX_LENGTH.toLocaleString('en-US')} characters`;
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return 'must be a web address starting with https:// or http://';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return `must start with https:// or http:// (${url.protocol.replace(/:$/, '')}: addresses are not allowed)`;
  }
  if (url.username || url.password) return 'must not contain a user name or password';
  const hostname = url.hostname.toLowerCase().replace(/\.$/, '');
  if (!hostname) return 'must name a host';

  if (hostname.startsWith('[')) {
    const groups = parseIpv6(hostname.slice(1, -1));
    if (!groups) return 'has an IPv6 host that could not be read';
    const problem = ipv6Problem(groups);
    return problem ? `host ${hostname} ${problem}; use a public address` : undefined;
  }

  const v4 = parseDottedIpv4(hostname);
  if (v4) {
    // The URL parser turns 2130706433, 0x7f.1 or 0177.0.0.1 into dotted form; such spellings
    // are only ever used to slip past filters, so refuse them whatever address they mean.
    const written = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?([^/?#:]*)/i.exec(input.trim())?.[1]?.toLowerCase().replace(/\.$/, '');
    if (written !== undefined && written !== hostname) return `host ${written} is an IP address written in an unusual form; write it as four decimal numbers`;
    const problem = ipv4Problem(v4);
    return problem ? `host ${hostname} ${problem}; use a public address` : undefined;
  }

  if (PRIVATE_NAME_SUFFIXES.some((suffix) => hostname === suffix || hostname.endsWith(`.${suffix}`))) {
    return `host ${hostname} is a local or internal name, not a public one`;
  }
  if (!hostname.includes('.')) return `host ${hostname} is not a public domain name (it has no dot)`;
  return undefined;
}
