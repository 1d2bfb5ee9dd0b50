import { describe, expect, it } from 'vitest';
import { networkSource } from './network-source.js';

describe('networkSource', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(networkSource('203.0.113.7')).toBe('203.0.113.7');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(networkSource('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkSource('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('keys an IPv6 address by its /64, however it is written', () => {
    const spellings = [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:abcd::',
      '2001:db8:1:2:0:0:1.2.3.4',
      '2001:db8:1:2::1%eth0',
    ];
    expect(new Set(spellings.map(networkSource))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(networkSource('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(networkSource('::1')).toBe('::/64');
    expect(networkSource('fe80::')).toBe('fe80::/64');
  });

  it('keeps anything else as short text', () => {
    expect(networkSource('unknown')).toBe('unknown');
    expect(networkSource('x'.repeat(500))).toHaveLength(64);
  });
});
