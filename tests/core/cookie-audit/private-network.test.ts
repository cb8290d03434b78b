/**
 * Which requests of an audited page reach the private network (docs/cli.md,
 * Cookie audit): the audited service itself yes, any other loopback,
 * link-local or private address only under --allow-private-network.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isLocalhostName, isPrivateAddress, privateNetworkVerdict } from '../../../core/cookie-audit';

describe('private addresses', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '::1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    '0.0.0.0',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
  ])('%s is private', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '172.32.0.1', '192.169.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8', 'localhost', 'not an address'])(
    '%s is not',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );

  it('reads localhost and its subdomains as this machine', () => {
    expect([isLocalhostName('localhost'), isLocalhostName('www.LOCALHOST.'), isLocalhostName('localhost.example')]).toEqual([
      true,
      true,
      false,
    ]);
  });

  test.prop([fc.string({ maxLength: 60 })])('never throws on any text', (text) => {
    expect(typeof isPrivateAddress(text)).toBe('boolean');
  });
});

describe('the verdict on a request', () => {
  const store = { addresses: ['127.0.0.1', '::1'], port: 3000 };
  const publicShop = { addresses: ['203.0.113.7'], port: 443 };

  it('follows the audited service on its own port, whichever loopback name it is reached by', () => {
    expect(privateNetworkVerdict(store, { addresses: ['127.0.0.1'], port: 3000 }, false)).toEqual({ kind: 'audited-service' });
    expect(privateNetworkVerdict(store, { addresses: ['::1'], port: 3000 }, false)).toEqual({ kind: 'audited-service' });
    expect(privateNetworkVerdict({ addresses: ['127.0.0.1'], port: 3000 }, { addresses: ['0.0.0.0'], port: 3000 }, false)).toEqual({
      kind: 'audited-service',
    });
  });

  it('reports another port of this machine, and follows it only when allowed', () => {
    expect(privateNetworkVerdict(store, { addresses: ['127.0.0.1'], port: 4811 }, false)).toEqual({
      kind: 'other-private',
      address: '127.0.0.1',
      follow: false,
    });
    expect(privateNetworkVerdict(store, { addresses: ['127.0.0.1'], port: 4811 }, true)).toMatchObject({ follow: true });
  });

  it('reports another private host on the same port', () => {
    expect(privateNetworkVerdict({ addresses: ['10.0.0.5'], port: 80 }, { addresses: ['10.0.0.6'], port: 80 }, false)).toMatchObject({
      kind: 'other-private',
      address: '10.0.0.6',
    });
  });

  it('reports any private address a public page reaches, a name that resolves there included', () => {
    expect(privateNetworkVerdict(publicShop, { addresses: ['169.254.169.254'], port: 80 }, false)).toMatchObject({ follow: false });
    expect(privateNetworkVerdict(publicShop, { addresses: ['203.0.113.9', '192.168.0.1'], port: 443 }, false)).toMatchObject({
      address: '192.168.0.1',
    });
    expect(privateNetworkVerdict(publicShop, { addresses: ['198.51.100.1'], port: 443 }, false)).toEqual({ kind: 'public' });
  });
});
