import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address';

describe('addressKey', () => {
  it('counts an IPv4 address as itself', () => {
    expect(addressKey('203.0.113.7')).toBe('address:203.0.113.7');
    expect(addressKey(' 203.0.113.7 ')).toBe('address:203.0.113.7');
    expect(addressKey('203.0.113.8')).not.toBe(addressKey('203.0.113.7'));
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = 'address:2001:db8:85a3:0::/64';
    for (const ip of [
      '2001:db8:85a3::1',
      '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
      '2001:DB8:85A3::ffff:1',
      '2001:db8:85a3:0:1:2:3:4',
      '2001:db8:85a3::1%eth0',
    ])
      expect(addressKey(ip), ip).toBe(key);
    expect(addressKey('2001:db8:85a3:1::1')).toBe('address:2001:db8:85a3:1::/64');
    expect(addressKey('::1')).toBe('address:0:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('address:2001:db8:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('address:203.0.113.7');
    expect(addressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('address:203.0.113.7');
  });

  it('counts what is not an address as itself, and no address as one key', () => {
    expect(addressKey('1::2::3')).toBe('address:1::2::3');
    expect(addressKey('1:2:3:4:5:6:7:8:9')).toBe('address:1:2:3:4:5:6:7:8:9');
    expect(addressKey('::ffff:999.1')).toBe('address:::ffff:999.1');
    expect(addressKey(null)).toBe('address:unknown');
    expect(addressKey('  ')).toBe('address:unknown');
  });
});
