import { describe, expect, it } from 'vitest';
import { networkSource } from './network-source.js';

describe('networkSource', () => {
  it('keeps an IPv4 address whole', () => {
    expect(networkSource('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const one = networkSource('2001:db8:aa:bb:1:2:3:4');
    expect(one).toBe('2001:db8:aa:bb::/64');
    expect(networkSource('2001:DB8:AA:BB::ffff')).toBe(one);
    expect(networkSource('2001:0db8:00aa:00bb:ffff:ffff:ffff:fffe')).toBe(one);
    expect(networkSource('2001:db8:aa:bc::1')).not.toBe(one);
    expect(networkSource('fe80::1%eth0')).toBe('fe80::/64');
    expect(networkSource('::1')).toBe('::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(networkSource('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkSource('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('keeps what is not an address as it is', () => {
    expect(networkSource('unknown')).toBe('unknown');
  });
});
