import { describe, expect, it } from 'vitest';
import { addressKey } from './rate-limit';

describe('addressKey', () => {
  it('keeps IPv4 addresses, also when mapped into IPv6', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('reduces an IPv6 address to its /64, however it is written', () => {
    expect(addressKey('2001:db8:aa:bb::1')).toBe('2001:db8:aa:bb::/64');
    expect(addressKey('2001:0db8:00aa:00bb:ffff:1:2:3')).toBe('2001:db8:aa:bb::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8:aa:cc::1')).not.toBe(addressKey('2001:db8:aa:bb::1'));
  });
});
