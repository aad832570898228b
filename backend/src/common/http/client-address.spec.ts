import { addressKey } from './client-address';

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:85a3:1234:8a2e:370:7334:1', '2001:db8:85a3:1234::/64'],
    ['2001:db8:85a3:1234::1', '2001:db8:85a3:1234::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
  ])('counts %s as %s', (ip, expected) => {
    expect(addressKey(ip)).toBe(expected);
  });
});
