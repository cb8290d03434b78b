import { describe, it, expect } from 'vitest';
import { formatIpAddress, parseIpAddress } from '../../../core/auth/ip-address';

const TEN_0_0_1 = 0x0a000001; // 10*2^24 + 1

describe('§6 rule 2 peer and X-Forwarded-For addresses', () => {
  it.each([
    ['10.0.0.1', TEN_0_0_1],
    ['10.0.0.1:8080', TEN_0_0_1],
    ['10.0.0.1:0', TEN_0_0_1],
    ['10.0.0.1:65535', TEN_0_0_1],
    ['::ffff:10.0.0.1', TEN_0_0_1],
    ['::FFFF:10.0.0.1', TEN_0_0_1],
    ['::ffff:a00:1', TEN_0_0_1],
    ['[::ffff:10.0.0.1]', TEN_0_0_1],
    ['[::ffff:10.0.0.1]:443', TEN_0_0_1],
    ['0:0:0:0:0:ffff:10.0.0.1', TEN_0_0_1],
  ])('reads %s as IPv4 10.0.0.1 (IPv4-mapped unwrapped, port stripped)', (text, value) => {
    expect(parseIpAddress(text)).toEqual({ family: 4, value });
  });

  it.each([
    ['::1', 1n],
    ['[::1]', 1n],
    ['[::1]:8080', 1n],
    ['2001:db8::1', (0x20010db8n << 96n) | 1n],
    // Without brackets the last group is part of the address, not a port.
    ['::1:80', 0x10080n],
  ])('reads %s as IPv6', (text, value) => {
    expect(parseIpAddress(text)).toEqual({ family: 6, value });
  });

  it.each([
    [''],
    ['unknown'],
    ['_hidden'],
    ['10.0.0.1:'],
    ['10.0.0.1:65536'],
    ['10.0.0.1:123456'],
    ['10.0.0.1:-1'],
    ['10.0.0.1:http'],
    ['010.0.0.1'],
    ['0xa.0.0.1'],
    ['10.1'],
    ['10.1:80'],
    [' 10.0.0.1'],
    ['[10.0.0.1]'],
    ['[::1'],
    ['[::1]80'],
    ['[::1]:'],
    ['[::1]:99999'],
    ['[]'],
    ['fe80::1%eth0'],
    ['"[::1]:80"'],
    ['1.2.3.4'.repeat(20)],
  ])('refuses %j', (text) => {
    expect(parseIpAddress(text)).toBeNull();
  });

  it.each([
    [{ family: 4 as const, value: TEN_0_0_1 }, '10.0.0.1'],
    [{ family: 6 as const, value: 1n }, '::1'],
  ])('formats %o as %s', (address, text) => {
    expect(formatIpAddress(address)).toBe(text);
  });
});
