import { describe, expect, it } from 'vitest';
import { clientNetwork } from './clientNetwork.ts';

describe('clientNetwork', () => {
  it('counts an IPv4 client by its address', () => {
    expect(clientNetwork('192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetwork('192.0.2.8')).not.toBe(clientNetwork('192.0.2.7'));
  });

  it('counts an IPv6 client by its /64, however the address is written', () => {
    const one = clientNetwork('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(one).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0DB8:0001:0002:0:0:0:1')).toBe(one);
    expect(clientNetwork('2001:db8:1:2::ffff')).toBe(one);
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(one);
  });

  it('counts an IPv4 address written as IPv6 as the IPv4 one', () => {
    expect(clientNetwork('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('keeps anything that is not an address as it is', () => {
    expect(clientNetwork('')).toBe('');
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
