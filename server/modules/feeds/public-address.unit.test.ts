import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address.js';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    'fe80::1',
    'fd00::1',
    'fc12:3456::1',
    '2002:7f00:1::',
    '2001:db8::1',
    '[::1]',
    'fe80::1%eth0',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '185.60.216.35',
    '172.32.0.1',
    '2a00:1450:4001:80b::200e',
    '2606:4700::1111',
  ])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
