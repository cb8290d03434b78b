import { describe, it, expect } from 'vitest';
import { parseCidr } from '../../../core/auth/cidr';
import type { Cidr } from '../../../core/auth/cidr';
import { DEFAULT_TRUSTED_PROXIES, resolveClientAddress } from '../../../core/auth/client-address';
import type { ClientAddressInput } from '../../../core/auth/client-address';
import { formatIpAddress } from '../../../core/auth/ip-address';

function cidr(text: string): Cidr {
  const result = parseCidr(text);
  if (!result.ok) throw new Error(`fixture ${text}`);
  return result.value;
}

function client(input: ClientAddressInput): string | null {
  const address = resolveClientAddress(input);
  return address === null ? null : formatIpAddress(address);
}

/** TRUSTED_PROXIES of a deployment whose proxies sit in the private ranges, as the table below assumes. */
const LISTED = ['127.0.0.0/8', '::1', '10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'].map(cidr);

describe('§6 rule 2 client address behind trusted proxies', () => {
  it('trusts loopback only by default, as Express does', () => {
    expect(DEFAULT_TRUSTED_PROXIES).toEqual(['127.0.0.0/8', '::1'].map(cidr));
  });

  it.each<[string, ClientAddressInput, string | null]>([
    ['a 192.168.x peer claiming an internal address', { peer: '192.168.1.50', forwardedFor: ['10.1.2.3'] }, '192.168.1.50'],
    ['a 10.x peer claiming a public address', { peer: '10.0.0.2', forwardedFor: ['203.0.113.7'] }, '10.0.0.2'],
    [
      'loopback forwarding a private hop: the hop is the client',
      { peer: '127.0.0.1', forwardedFor: ['10.0.0.1, 192.168.0.2'] },
      '192.168.0.2',
    ],
  ])('by default, %s', (_name, input, expected) => {
    expect(client(input)).toBe(expected);
  });

  it.each<[string, ClientAddressInput, string | null]>([
    ['no peer and no header', {}, null],
    ['no peer: the header is not believed', { forwardedFor: ['10.0.0.1'] }, null],
    ['an unparsable peer', { peer: 'unknown', forwardedFor: ['10.0.0.1'] }, null],
    ['an untrusted peer without a header', { peer: '203.0.113.7' }, '203.0.113.7'],
    ['a spoofed header from an untrusted peer', { peer: '203.0.113.7', forwardedFor: ['10.0.0.1'] }, '203.0.113.7'],
    ['a trusted peer without a header', { peer: '127.0.0.1' }, '127.0.0.1'],
    ['a trusted peer with an empty header list', { peer: '10.0.0.5', forwardedFor: [] }, '10.0.0.5'],
    ['a dual-stack IPv4-mapped peer', { peer: '::ffff:127.0.0.1', forwardedFor: ['198.51.100.1'] }, '198.51.100.1'],
    ['an IPv6 loopback peer', { peer: '::1', forwardedFor: ['198.51.100.1'] }, '198.51.100.1'],
    ['one untrusted entry', { peer: '127.0.0.1', forwardedFor: ['198.51.100.1'] }, '198.51.100.1'],
    ['the right-most untrusted entry wins', { peer: '127.0.0.1', forwardedFor: ['10.0.0.1, 198.51.100.1'] }, '198.51.100.1'],
    [
      'trusted entries on the right are skipped',
      { peer: '127.0.0.1', forwardedFor: ['198.51.100.1, 10.0.0.9, 192.168.0.2'] },
      '198.51.100.1',
    ],
    ['a forged private entry left of the real client', { peer: '10.0.0.2', forwardedFor: ['10.0.0.1, 203.0.113.7'] }, '203.0.113.7'],
    ['every entry trusted: the left-most', { peer: '127.0.0.1', forwardedFor: ['10.0.0.7, 192.168.0.1, 127.0.0.1'] }, '10.0.0.7'],
    ['several headers joined in order', { peer: '127.0.0.1', forwardedFor: ['198.51.100.1', '10.0.0.1'] }, '198.51.100.1'],
    ['several headers, the later one untrusted', { peer: '127.0.0.1', forwardedFor: ['10.0.0.1', '198.51.100.1'] }, '198.51.100.1'],
    ['several headers all trusted', { peer: '127.0.0.1', forwardedFor: ['10.0.0.3, 10.0.0.4', '10.0.0.9'] }, '10.0.0.3'],
    ['entries with ports', { peer: '127.0.0.1', forwardedFor: ['198.51.100.1:5555, 10.0.0.1:80'] }, '198.51.100.1'],
    ['a bracketed IPv6 entry with a port', { peer: '127.0.0.1', forwardedFor: ['[2001:db8::1]:4711'] }, '2001:db8::1'],
    ['an IPv4-mapped entry', { peer: '127.0.0.1', forwardedFor: ['::ffff:10.0.0.1'] }, '10.0.0.1'],
    ['surrounding whitespace is trimmed', { peer: '127.0.0.1', forwardedFor: ['  198.51.100.1 ,\t10.0.0.1  '] }, '198.51.100.1'],
    ["'unknown' stops the walk", { peer: '127.0.0.1', forwardedFor: ['unknown'] }, null],
    ['an empty header stops the walk', { peer: '127.0.0.1', forwardedFor: [''] }, null],
    ['an empty entry stops the walk', { peer: '127.0.0.1', forwardedFor: ['198.51.100.1,,10.0.0.1'] }, null],
    ['junk left of trusted entries stops the walk', { peer: '127.0.0.1', forwardedFor: ['garbage, 10.0.0.1'] }, null],
    ['junk left of the client does not matter', { peer: '127.0.0.1', forwardedFor: ['garbage, 198.51.100.1'] }, '198.51.100.1'],
    ['an octal-looking entry is junk', { peer: '127.0.0.1', forwardedFor: ['010.0.0.1'] }, null],
    ['a short-form entry is junk', { peer: '127.0.0.1', forwardedFor: ['10.1'] }, null],
    ['no trusted proxies: the peer', { peer: '127.0.0.1', forwardedFor: ['10.0.0.1'], trustedProxies: [] }, '127.0.0.1'],
    [
      'custom trusted proxies',
      { peer: '203.0.113.9', forwardedFor: ['10.0.0.1, 198.51.100.1'], trustedProxies: [cidr('203.0.113.0/24'), cidr('198.51.100.0/24')] },
      '10.0.0.1',
    ],
  ])('with loopback and the private ranges listed, %s', (_name, input, expected) => {
    expect(client({ trustedProxies: LISTED, ...input })).toBe(expected);
  });
});
