/**
 * isValidHost, the check a `Host` passes before it is reflected into absolute URLs when PUBLIC_ORIGIN is unset
 * (server/request-host.ts): it never throws, what it accepts makes a clean origin, and the host names, addresses
 * and ports real deployments use pass. The real server's answers are in node-server.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidHost } from '../../server/request-host';

// A label the URL parser reads as a number (decimal, or hex as 0x…) makes the name an IPv4 address, tried elsewhere;
// one that starts `xn--` is Punycode, which the URL parser refuses unless it decodes (`xn--a` does not).
const label = fc
  .stringMatching(/^[a-zA-Z0-9_](?:[a-zA-Z0-9_-]{0,61}[a-zA-Z0-9_])?$/)
  .filter((text) => !/^(?:\d+|0x[0-9a-f]*)$/i.test(text) && !/^xn--/i.test(text));
const name = fc.array(label, { minLength: 1, maxLength: 4 }).map((labels) => labels.join('.'));
const port = fc.integer({ min: 1, max: 65_535 });

describe('isValidHost', () => {
  it('never throws, and whatever it accepts is an origin with no quote, space, angle bracket or path', () => {
    fc.assert(
      // Any text, and text of the characters a Host is made of, so that both answers are reached.
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), fc.stringMatching(/^[a-z0-9.:[\]_"-]{0,40}$/)), (host) => {
        if (!isValidHost(host)) return;
        const origin = new URL(`http://${host}/`).origin;
        expect(origin).not.toMatch(/["'<>\s\\]/);
        expect(origin.split('/')).toHaveLength(3);
        expect(host.length).toBeLessThanOrEqual(259);
      }),
    );
  });

  it('accepts names of labels, with or without a port', () => {
    fc.assert(
      fc.property(name, fc.option(port), (host, withPort) => {
        expect(isValidHost(withPort === null ? host : `${host}:${withPort}`)).toBe(true);
      }),
    );
  });

  it.each(['127.0.0.1', '127.0.0.1:3000', '[::1]', '[::1]:8080', 'docs.harbor.example.', 'HARBOR.example'])('accepts %s', (host) => {
    expect(isValidHost(host)).toBe(true);
  });

  it.each([
    '',
    'a b',
    'a"b',
    'x@evil',
    'evil.example/path',
    'evil.example:',
    'evil.example:0',
    'evil.example:65536',
    '255.255.255.256',
    '[zz::1]',
  ])('refuses %j', (host) => {
    expect(isValidHost(host)).toBe(false);
  });
});
