import { describe, it, expect } from 'vitest';
import { formatIpv4, parseIpv4 } from '../../../core/auth/ipv4';

describe('§6 rule 2 strict IPv4 dotted quads', () => {
  // Expected integers are a*2^24 + b*2^16 + c*2^8 + d, worked out by hand.
  it.each([
    ['0.0.0.0', 0],
    ['10.0.0.1', 0x0a000001],
    ['172.16.0.0', 0xac100000],
    ['172.31.255.255', 0xac1fffff],
    ['192.168.1.1', 0xc0a80101],
    ['255.255.255.255', 0xffffffff],
    ['1.2.3.4', 0x01020304],
  ])('reads %s as %i', (text, value) => {
    expect(parseIpv4(text)).toBe(value);
  });

  it.each([
    ['010.0.0.1', 'a leading zero (octal to inet_aton)'],
    ['10.0.0.01', 'a leading zero in the last part'],
    ['00.0.0.0', 'a doubled zero'],
    ['0xa.0.0.1', 'hex'],
    ['10.1', 'the two-part short form'],
    ['167772161', 'a bare 32-bit number'],
    ['1.2.3.4.5', 'five parts'],
    ['1.2.3', 'three parts'],
    ['1..2.3', 'an empty part'],
    ['.1.2.3', 'a leading dot'],
    ['1.2.3.4.', 'a trailing dot'],
    ['256.0.0.1', 'a part above 255'],
    ['1.2.3.1000', 'a four-digit part'],
    [' 1.2.3.4', 'leading whitespace'],
    ['1.2. 3.4', 'whitespace inside'],
    ['1.2.3.4 ', 'trailing whitespace'],
    ['-1.2.3.4', 'a sign'],
    ['+1.2.3.4', 'a plus sign'],
    ['１.２.３.４', 'fullwidth digits'],
    ['', 'the empty string'],
    ['unknown', 'a word'],
  ])('refuses %j (%s)', (text) => {
    expect(parseIpv4(text)).toBeNull();
  });

  it.each([
    [0x0a000001, '10.0.0.1'],
    [0xffffffff, '255.255.255.255'],
    [0, '0.0.0.0'],
    [0xac141e28, '172.20.30.40'],
  ])('formats %i as %s', (value, text) => {
    expect(formatIpv4(value)).toBe(text);
  });
});
