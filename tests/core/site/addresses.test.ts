/** SPEC §2 Route shapes: the address contract shared by the server, the viewer, the build and the CLI. */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ASSETS_PATH, BASE_PATH, hrefOf, pageDataHref, routeOf, SEARCH_API_PATH, withoutTrailingSlashes } from '../../../core/site';

const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const route = fc.oneof(
  fc.constant('/'),
  fc.array(segment, { minLength: 1, maxLength: 4 }).map((segments) => `/${segments.join('/')}`),
);

describe('§2 route shapes: addresses', () => {
  it('puts everything under the base path', () => {
    expect(BASE_PATH).toBe('/designsystem');
    expect(ASSETS_PATH).toBe('/designsystem/assets');
    expect(SEARCH_API_PATH).toBe('/designsystem/api/search');
  });

  it('writes home without a trailing slash, and its page data next to it', () => {
    expect(hrefOf('/')).toBe('/designsystem');
    expect(hrefOf('/#main')).toBe('/designsystem#main');
    expect(pageDataHref('/')).toBe('/designsystem.json');
    expect(hrefOf('/components/button-design#sizes')).toBe('/designsystem/components/button-design#sizes');
  });

  it.each([
    ['/designsystem', '/'],
    ['/designsystem/', '/'],
    ['/designsystem/components///', '/components'],
    ['/designsystemx', null],
    ['/other', null],
  ])('reads %s as the route %s', (pathname, expected) => {
    expect(routeOf(pathname)).toBe(expected);
  });

  test.prop([route])('round-trips a route through its href, and the href never ends in a slash', (r) => {
    const href = hrefOf(r);
    expect(href.endsWith('/')).toBe(false);
    expect(routeOf(href)).toBe(r);
    expect(routeOf(`${href}/`)).toBe(r);
  });

  test.prop([fc.string({ maxLength: 200 })])('drops exactly the trailing slashes', (text) => {
    const trimmed = withoutTrailingSlashes(text);
    expect(trimmed.endsWith('/')).toBe(false);
    expect(text.startsWith(trimmed)).toBe(true);
    expect(/^\/*$/.test(text.slice(trimmed.length))).toBe(true);
  });
});
