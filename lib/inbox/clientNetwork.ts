/**
 * Whom a rate limit counts: one person, not one address. An IPv4 client is its address; an IPv6 client is its
 * /64, because one home or phone is given a whole /64 and picks a new address in it whenever it likes (RFC
 * 8981 privacy addresses), so counting addresses would let one visitor post from endless "clients". An IPv4
 * address written as IPv6 (`::ffff:192.0.2.1`, how a dual-stack socket reports it) counts as the IPv4 one.
 * Parsing is ipaddr.js's (the library Node's proxy-addr uses), which accepts every IPv6 spelling.
 */
import ipaddr from 'ipaddr.js';

export function clientNetwork(address: string): string {
  // A zone index (`fe80::1%eth0`) names the interface, not the client.
  const bare = address.replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return address;
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const prefix = v6.parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}
