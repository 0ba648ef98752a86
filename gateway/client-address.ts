/**
 * Where a visitor's requests are counted from (the live streams' cap, the CSP reports' rate): the
 * address the gateway derives for the visitor (CF-Connecting-IP), as one key per subscriber.
 */

/**
 * The key an address counts under: an IPv4 address as it is; an IPv6 address by its /64 prefix
 * (one subscriber's network: a host picks any of its 2^64 addresses at will), an IPv4-mapped one
 * as its IPv4 address. An address that cannot be read counts as itself; none at all as one key.
 */
export function addressKey(ip: string | null): string {
  const address = ip?.trim().toLowerCase().replace(/%.*$/, '') ?? '';
  if (!address) return 'address:unknown';
  if (!address.includes(':')) return `address:${address}`;
  const groups = ipv6Groups(address);
  if (!groups) return `address:${address}`;
  const v4 = groups.at(-1)!;
  if (v4.includes('.') && groups.slice(0, 5).every((group) => group === '0') && groups[5] === 'ffff') return `address:${v4}`;
  return `address:${groups.slice(0, 4).join(':')}::/64`;
}

/**
 * The groups of an IPv6 address, leading zeros dropped (an embedded IPv4 address at the end stays
 * one entry, for the last two groups), or null when it is not one.
 */
function ipv6Groups(address: string): string[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const split = (half: string | undefined) => (half ? half.split(':') : []);
  const head = split(halves[0]);
  const tail = split(halves[1]);
  const written = [...head, ...tail];
  const v4 = written.at(-1)?.includes('.') ? written.at(-1)! : null;
  if (v4 !== null && !/^\d{1,3}(\.\d{1,3}){3}$/.test(v4)) return null;
  const width = written.length + (v4 === null ? 0 : 1);
  if (halves.length === 1 ? width !== 8 : width > 7) return null;
  const hex = v4 === null ? written : written.slice(0, -1);
  if (!hex.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  const groups = [...head, ...Array<string>(8 - width).fill('0'), ...tail];
  return groups.map((group) => (group.includes('.') ? group : group.replace(/^0+(?=.)/, '')));
}
