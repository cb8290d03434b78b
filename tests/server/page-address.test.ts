/** SPEC §2 Route shapes: how a request path under /designsystem maps to a route. */
import { describe, expect, it } from 'vitest';
import { pagePath, readPageAddress } from '../../server/page-address';

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
    expect(pagePath('/')).toBe('/designsystem');
    expect(pagePath('/components', true)).toBe('/designsystem/components.json');
  });
});
