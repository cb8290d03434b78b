/** SPEC §2 Route shapes: how a request path under /designsystem maps to a route. */
import { describe, expect, it } from 'vitest';
import { hrefOf, pageDataHref } from '../../core/site';
import { readPageAddress } from '../../server/page-address';

const known = new Set(['/', '/components', '/components/button-design']);
const read = (path: string) => readPageAddress(path, (route) => known.has(route));

describe('§2 route shapes: page addresses', () => {
  it.each([
    ['/designsystem', { kind: 'page', route: '/', asData: false }],
    ['/designsystem.json', { kind: 'page', route: '/', asData: true }],
    ['/designsystem/components', { kind: 'page', route: '/components', asData: false }],
    ['/designsystem/components/button-design.json', { kind: 'page', route: '/components/button-design', asData: true }],
    ['/designsystem/unknown', { kind: 'page', route: '/unknown', asData: false }],
    ['/designsystem/Unknown/', { kind: 'page', route: '/Unknown/', asData: false }],
  ])('%s', (path, address) => {
    expect(read(path)).toEqual(address);
  });

  it.each([
    ['/designsystem/', '/designsystem'],
    ['/designsystem/.json', '/designsystem.json'],
    ['/designsystem/Components', '/designsystem/components'],
    ['/designsystem/components///', '/designsystem/components'],
    ['/designsystem/components/Button-Design.Json', '/designsystem/components/button-design.json'],
  ])('redirects %s to %s', (path, location) => {
    expect(read(path)).toEqual({ kind: 'redirect', location });
  });

  it('builds the URL path of a route', () => {
    expect(hrefOf('/')).toBe('/designsystem');
    expect(pageDataHref('/')).toBe('/designsystem.json');
    expect(pageDataHref('/components')).toBe('/designsystem/components.json');
  });

  it.each([...known])('answers the href the viewer links to for %s without a redirect', (route) => {
    expect(read(hrefOf(route))).toEqual({ kind: 'page', route, asData: false });
    expect(read(pageDataHref(route))).toEqual({ kind: 'page', route, asData: true });
  });
});
