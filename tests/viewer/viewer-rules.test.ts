/**
 * The viewer's small pure rules: search URLs (SPEC §7), tab titles (SPEC §2),
 * routes, theme labels, factsheet links (SPEC §2, §6), consent cookie values
 * and code token colours.
 */
import { describe, expect, it } from 'vitest';
import { parseConsentCookie } from '../../core/consent';
import { searchRequestUrl } from '../../core/search';
import { shouldShowFilters } from '../../viewer/search/SearchFilters';
import { documentTitle } from '../../viewer/document/document-head';
import { serializePortalData } from '../../viewer/document/serialize-portal-data';
import { hrefOf, routeOf } from '../../core/site';
import { segmentCount, splitTarget } from '../../viewer/routing/route-path';
import { themeLabel } from '../../viewer/controls/theme-label';
import { factsheetLinks } from '../../viewer/page/factsheet-links';
import { consentCookieValues } from '../../viewer/consent/consent-choice';
import { tokenStyle } from '../../viewer/article/token-colour';
import { buttonPage, portalData, site } from './portal-data-fixture';

describe('§7 search URL', () => {
  it('asks for 101, one filter parameter per active filter, and mode=dev only in dev mode', () => {
    expect(searchRequestUrl({ term: 'button group', filters: [], isDevMode: false })).toBe(
      '/designsystem/api/search?term=button+group&limit=101',
    );
    expect(searchRequestUrl({ term: 'x', filters: ['/components', '/develop'], isDevMode: true })).toBe(
      '/designsystem/api/search?term=x&limit=101&filter=%2Fcomponents&filter=%2Fdevelop&mode=dev',
    );
  });
});

describe('§2 Filter by row', () => {
  const filter = (amount: number) => ({ title: 't', link: `/l${amount}`, amount });
  it.each([
    [[filter(1), filter(0)], [], false],
    [[filter(1), filter(2)], [], true],
    [[filter(1), filter(0)], ['/l1'], true],
  ] as const)('%j with active %j shows: %s', (filters, active, shown) => {
    expect(shouldShowFilters(filters, active)).toBe(shown);
  });
});

describe('§2 tab title', () => {
  it.each([
    [{ kind: 'home' } as const, 'alpine-light', 'Design System - Alpine'],
    [{ kind: 'page', page: buttonPage } as const, 'lakeside-dark', 'Button - Design System - Lakeside'],
    [{ kind: 'not-found' } as const, 'alpine-dark', 'Page not found - Design System - Alpine'],
  ])('%j in %s is %s', (view, theme, title) => {
    expect(documentTitle(view, theme)).toBe(title);
  });
});

describe('routes', () => {
  it('maps routes and hrefs under /designsystem', () => {
    expect(hrefOf('/')).toBe('/designsystem');
    expect(hrefOf('/#top')).toBe('/designsystem#top');
    expect(hrefOf('/components/button-design#sizes')).toBe('/designsystem/components/button-design#sizes');
    expect(routeOf('/designsystem')).toBe('/');
    expect(routeOf('/designsystem/components/')).toBe('/components');
    expect(routeOf('/designsystemx')).toBeNull();
    expect(splitTarget('/a#b')).toEqual({ route: '/a', hash: '#b' });
    expect(segmentCount('/components/button-design')).toBe(2);
  });
});

describe('theme labels', () => {
  it('names the brand and the shade', () => {
    expect(themeLabel('lakeside-dark', site.brands)).toBe('Lakeside dark');
    expect(themeLabel('unknown', site.brands)).toBe('Unknown');
  });
});

describe('§2 Resources factsheet links', () => {
  it('are for authorized readers only, each only with its URL', () => {
    expect(factsheetLinks(buttonPage, site, false)).toEqual([]);
    expect(factsheetLinks(buttonPage, site, true).map((link) => link.label)).toEqual([
      'Open component in Figma',
      'Open in GitLab',
      'Report bug or feedback',
    ]);
    expect(factsheetLinks(buttonPage, site, true)[1]?.href).toBe('https://gitlab.example/harbor/-/tree/main/packages/react/src/button');
  });
});

describe('cookie settings', () => {
  it('writes an EXPLICIT web consent that core reads back', () => {
    const values = consentCookieValues({ personalization: true, performance: false, marketing: false }, 1_750_088_503_000);
    expect(values).toEqual({ consent: 'sn1pe0fu1ma0e', consentTs: '68503b37' });
    expect(parseConsentCookie(values.consent)?.type).toBe('EXPLICIT');
  });
});

describe('code token colours', () => {
  it('lifts the two colours below 4.5:1 and drops anything that is not a hex colour', () => {
    expect(tokenStyle({ content: 'x', color: '#E36209', dark: '#6A737D' })).toEqual({ '--tok-light': '#C2540A', '--tok-dark': '#959DA5' });
    expect(tokenStyle({ content: 'x', color: 'red;background:url(x)' })).toBeUndefined();
  });
});

describe('hydration data', () => {
  it('has no < at all', () => {
    expect(serializePortalData(portalData({ kind: 'page', page: buttonPage }))).not.toContain('<');
  });
});
