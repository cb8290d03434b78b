/**
 * Who wrote a cookie (docs/cli.md, Cookie audit): the writer read from the stack
 * the init script takes at each write, and whether a URL receives the
 * `.consent` the audit placed (RFC 6265 §5.1.3 domain-match, §5.1.4 path-match).
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isOnHost, receivesPlacedCookie } from '../../../cli/audit/cookie-write-log';
import { writerOf } from '../../../cli/audit/page-write-recorder';

describe('the writer of a script write', () => {
  it('is the innermost page frame, past the recorder’s own', () => {
    const stack = [
      'Error',
      '    at report (dsp-cookie-audit-recorder.js:4:76)',
      '    at HTMLDocument.set [as cookie] (dsp-cookie-audit-recorder.js:12:21)',
      '    at http://shop.localhost:8080/js/ads-pixel.js:3:17',
      '    at load (http://shop.localhost:8080/store:9:5)',
    ].join('\n');
    expect(writerOf(stack, 'document.cookie')).toEqual({
      kind: 'script',
      api: 'document.cookie',
      url: 'http://shop.localhost:8080/js/ads-pixel.js',
      line: 3,
      column: 17,
    });
    expect(writerOf('Error\n    at Object.onConsent (https://x.ch/a.js?v=2:1:900)', 'localStorage')).toMatchObject({
      url: 'https://x.ch/a.js?v=2',
      line: 1,
      column: 900,
    });
  });

  it('is unknown when no frame has an http URL (eval, the recorder alone)', () => {
    expect(writerOf('Error\n    at eval (eval at <anonymous> (:1:1), <anonymous>:1:1)', 'cookieStore')).toEqual({
      kind: 'script',
      api: 'cookieStore',
      url: null,
      line: null,
      column: null,
    });
  });

  test.prop([fc.string({ maxLength: 300 })])('never throws, and a line it names is a positive number', (stack) => {
    const writer = writerOf(stack, 'document.cookie');
    if (writer.kind === 'script' && writer.line !== null) expect(writer.line).toBeGreaterThanOrEqual(0);
  });
});

describe('where the placed .consent goes', () => {
  it.each([
    ['http://localhost:3000/store', true],
    ['http://localhost:3000/', true],
    ['http://www.localhost:3000/landing', false],
    ['http://127.0.0.1:3000/store', false],
  ])('a host-only cookie of localhost on path / reaches %s: %s', (target, reaches) => {
    expect(receivesPlacedCookie(target, 'localhost', '/')).toBe(reaches);
  });

  it('follows the path, segment by segment', () => {
    expect(receivesPlacedCookie('http://x/designsystem/a', 'x', '/designsystem')).toBe(true);
    expect(receivesPlacedCookie('http://x/designsystem', 'x', '/designsystem')).toBe(true);
    expect(receivesPlacedCookie('http://x/designsystemX', 'x', '/designsystem')).toBe(false);
    expect(receivesPlacedCookie('not a url', 'x', '/')).toBe(false);
  });

  it('matches a cookie domain to its host and subdomains only', () => {
    expect(isOnHost('.example.ch', 'shop.example.ch')).toBe(true);
    expect(isOnHost('example.ch', 'example.ch')).toBe(true);
    expect(isOnHost('example.ch', 'badexample.ch')).toBe(false);
  });
});
