/**
 * Reliability test 6 (docs/reliability.md): headers and cookies. Every cookie the portal writes, in a
 * Set-Cookie header of the server or through `document.cookie` in Chromium
 * (toggling Dev mode, switching the theme, saving Cookie settings), matches
 * its SPEC §3 registry entry (name, Path, Secure, HttpOnly, SameSite, a
 * Max-Age of at most 400 days) and is written only when consent allows its
 * category (SPEC §5 Cookie writing). The security headers are on every HTML
 * answer, and Chromium reports no Content-Security-Policy violation on the
 * main pages and dialogs: no script runs unless it is loaded from this origin.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCookieByName, MAX_COOKIE_LIFETIME_MS, type CookieDefinition } from '../../core/cookies';
import { CONDITION_TIMEOUT_MS, launchBrowser, settledCookieWrites, waitForCookieWrites } from '../e2e/support/browser';
import { BUILD_TIMEOUT_MS } from '../server/portal-fixture';
import { buildPortalFiles, removePortalFiles, startRealServer, type PortalFiles, type RealServer } from '../support/real-portal';
import { headerOf, rawRequest } from '../support/raw-http';
import { SECURITY_HEADER_CHECKS } from '../support/security-header-checks';

const MAX_AGE_LIMIT_S = MAX_COOKIE_LIFETIME_MS / 1000;

let files: PortalFiles;
let server: RealServer;
let browser: Browser;

beforeAll(async () => {
  files = await buildPortalFiles();
  server = await startRealServer(files);
  browser = await launchBrowser();
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (files !== undefined) removePortalFiles(files);
});

/** What is wrong with a cookie string as written (Set-Cookie or document.cookie), against its registry entry. */
function cookieProblems(written: string): { name: string; definition: CookieDefinition | undefined; problems: string[] } {
  const [pair = '', ...attributeTexts] = written.split(';').map((part) => part.trim());
  const name = pair.slice(0, pair.indexOf('='));
  const definition = findCookieByName(name);
  if (definition === undefined) return { name, definition, problems: [`${name} is not in the registry`] };
  const attributes = new Map(
    attributeTexts.map((text) => {
      const equals = text.indexOf('=');
      return equals === -1 ? [text.toLowerCase(), ''] : [text.slice(0, equals).toLowerCase(), text.slice(equals + 1)];
    }),
  );
  const problems: string[] = [];
  if (attributes.get('path') !== definition.path) problems.push(`Path ${attributes.get('path')} instead of ${definition.path}`);
  if (attributes.has('secure') !== definition.secure) problems.push(`Secure ${attributes.has('secure')} instead of ${definition.secure}`);
  if (attributes.has('httponly') !== definition.httpOnly)
    problems.push(`HttpOnly ${attributes.has('httponly')} instead of ${definition.httpOnly}`);
  const sameSite = attributes.get('samesite')?.toLowerCase();
  if (sameSite !== definition.sameSite) problems.push(`SameSite ${sameSite} instead of ${definition.sameSite}`);
  const maxAge = attributes.get('max-age');
  if (definition.duration === 0) {
    if (maxAge !== undefined || attributes.has('expires')) problems.push('a session cookie with a lifetime');
  } else {
    const expected = Math.ceil(Math.min(definition.duration ?? 0, MAX_COOKIE_LIFETIME_MS) / 1000);
    if (maxAge === undefined || Number(maxAge) !== expected || Number(maxAge) > MAX_AGE_LIMIT_S)
      problems.push(`Max-Age ${maxAge} instead of ${expected} (at most 400 days)`);
    if (!attributes.has('expires')) problems.push('no Expires for older browsers');
  }
  return { name, definition, problems };
}

describe('the registry check of a written cookie', () => {
  it.each([
    ['.themeshade=x; Path=/; Expires=Thu, 01 Jan 2099 00:00:00 GMT; Max-Age=34560001; Secure; SameSite=Lax', 'Max-Age 34560001'],
    [
      '.themeshade=x; Path=/designsystem; Expires=Thu, 01 Jan 2099 00:00:00 GMT; Max-Age=31536000; Secure; SameSite=Lax',
      'Path /designsystem',
    ],
    ['.themeshade=x; Path=/; Expires=Thu, 01 Jan 2099 00:00:00 GMT; Max-Age=31536000; SameSite=Lax', 'Secure false'],
    ['.consent=x; Path=/; Expires=Thu, 01 Jan 2099 00:00:00 GMT; Max-Age=31536000; Secure', 'Secure true'],
    ['.dsdevmode=true; Path=/designsystem; Expires=Thu, 01 Jan 2099 00:00:00 GMT; Max-Age=8640000; Secure; HttpOnly', 'HttpOnly true'],
    ['.dsdevmode=true; Path=/designsystem; Expires=Thu, 01 Jan 2099 00:00:00 GMT; Max-Age=8640000; Secure; SameSite=None', 'SameSite none'],
    ['hb-test=1; Path=/; Max-Age=60; Secure; SameSite=None', 'a session cookie with a lifetime'],
    ['made-up=1; Path=/', 'not in the registry'],
  ])('finds what is wrong with %s', (written, problem) => {
    expect(cookieProblems(written).problems.join('; ')).toContain(problem);
  });
});

describe('Set-Cookie from the server', () => {
  it.each([
    ['a page', '/designsystem/components/button-design', []],
    ['page data', '/designsystem/components/button-design.json', []],
    ['a private page, anonymous', '/designsystem/foundations/logos', []],
    [
      'a private page, authorized, in dev mode, with a theme',
      '/designsystem/foundations/logos',
      [['Cookie', 'hb-test=1; .dsdevmode=true; .themeshade=lakeside-dark; .consent=sn1pe1fu1ma1e']],
    ],
    ['a search', '/designsystem/api/search?term=button&limit=101&mode=dev', [['Cookie', '.consent=sn1pe1fu1ma1e']]],
    ['a bad search', '/designsystem/api/search?limit=0', []],
    ['the 404 page', '/designsystem/no-such-page', []],
    ['a redirect', '/designsystem/Components/', []],
    ['the root redirect', '/', []],
    ['the health check', '/designsystem/healthz', []],
  ] as const)('%s writes no cookie, and whatever it writes matches the registry', async (_label, target, headers) => {
    const response = await rawRequest(server.port, { target, headers });
    const written = response.headers.get('set-cookie') ?? [];
    // The server writes no cookie today (preferences are the viewer's, behind consent); any it writes must be registered.
    expect(written.flatMap((cookie) => cookieProblems(cookie).problems)).toEqual([]);
    expect(written).toEqual([]);
  });

  it.each([
    '/designsystem',
    '/designsystem/components',
    '/designsystem/components/button-code',
    '/designsystem/foundations/logos',
    '/designsystem/no-such-page',
    '/nope',
    '/designsystem/components/button-design?x=%ff',
  ])('the HTML answer to %s carries every security header', async (target) => {
    const response = await rawRequest(server.port, { target });
    expect(headerOf(response, 'content-type')).toMatch(/^text\/html/);
    for (const [name, check] of SECURITY_HEADER_CHECKS)
      expect(check(headerOf(response, name)), `${name}: ${headerOf(response, name)}`).toBe(true);
  });
});

// ---- Chromium ----

interface ObservedContext {
  readonly context: BrowserContext;
  readonly page: Page;
  /** CSP violations and console CSP errors, as text. */
  readonly violations: string[];
}

/** Records every document.cookie write and every CSP violation, before any page script runs. */
const INSTRUMENT = `(() => {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  window.__cookieWrites = [];
  window.__cspViolations = [];
  Object.defineProperty(Document.prototype, 'cookie', {
    configurable: true,
    get() { return descriptor.get.call(this); },
    set(value) { window.__cookieWrites.push(String(value)); descriptor.set.call(this, value); },
  });
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(event.violatedDirective + ' blocked ' + event.blockedURI + ' at ' + event.sourceFile + ':' + event.lineNumber);
  });
})();`;

async function open(cookies: Record<string, string> = {}): Promise<ObservedContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const url = new URL(server.url);
  if (Object.keys(cookies).length > 0) {
    await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, domain: url.hostname, path: '/' })));
  }
  await context.addInitScript({ content: INSTRUMENT });
  const page = await context.newPage();
  page.setDefaultTimeout(CONDITION_TIMEOUT_MS);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  return { context, page, violations };
}

async function visit(page: Page, route: string): Promise<void> {
  await page.goto(route === '/' ? server.url : `${server.url}${route}`);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

const cookieWrites = (page: Page) => page.evaluate(() => (window as unknown as { __cookieWrites: string[] }).__cookieWrites.slice());
const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.slice());

async function saveCookieSettings(page: Page, personalization: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await dialog.waitFor();
  await dialog.getByRole('checkbox', { name: 'Personalization' }).setChecked(personalization);
  await dialog.getByRole('button', { name: 'Save choices' }).click();
  await dialog.getByText('Your choice is saved.').waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
}

async function toggleDevModeAndTheme(page: Page, theme: string): Promise<void> {
  const settled = await settledCookieWrites(page);
  await page.getByRole('switch', { name: 'Dev mode' }).click();
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
  // The cookie rules are a lazily loaded chunk: wait until both writes are decided (written or refused).
  await waitForCookieWrites(page, settled + 2);
}

describe('cookies the viewer writes in Chromium', () => {
  it('writes no Functional cookie without consent, then only registered cookies once Personalization is accepted', async () => {
    const { context, page, violations } = await open();
    await visit(page, '/components/button-design');
    await toggleDevModeAndTheme(page, 'lakeside-dark');
    expect(await cookieWrites(page), 'Dev mode and theme are Functional: no consent, no cookie').toEqual([]);

    await saveCookieSettings(page, true);
    await toggleDevModeAndTheme(page, 'alpine-dark');
    const writes = await cookieWrites(page);
    const checked = writes.map(cookieProblems);
    expect(checked.filter((entry) => entry.problems.length > 0)).toEqual([]);
    expect(new Set(checked.map((entry) => entry.name))).toEqual(new Set(['.consent', '.consent-ts', '.dsdevmode', '.themeshade']));

    // What the browser kept agrees with the registry too.
    const now = Date.now() / 1000;
    for (const cookie of await context.cookies()) {
      const definition = findCookieByName(cookie.name);
      expect(definition, cookie.name).toBeDefined();
      if (definition === undefined) continue;
      expect(cookie.path, cookie.name).toBe(definition.path);
      expect(cookie.secure, cookie.name).toBe(definition.secure);
      expect(cookie.httpOnly, cookie.name).toBe(false);
      if (definition.sameSite !== undefined) expect(cookie.sameSite.toLowerCase(), cookie.name).toBe(definition.sameSite);
      expect(cookie.expires, cookie.name).toBeLessThanOrEqual(now + MAX_AGE_LIMIT_S + 60);
    }
    expect(violations).toEqual([]);
    await context.close();
  });

  it('writes only the Essential consent cookies when Personalization is declined', async () => {
    const { context, page } = await open();
    await visit(page, '/');
    await saveCookieSettings(page, false);
    await toggleDevModeAndTheme(page, 'lakeside-light');
    const writes = await cookieWrites(page);
    expect(writes.map((written) => cookieProblems(written)).flatMap((entry) => entry.problems)).toEqual([]);
    expect(writes.map((written) => written.slice(0, written.indexOf('='))).sort()).toEqual(['.consent', '.consent-ts']);
    expect((await context.cookies()).map((cookie) => cookie.name).sort()).toEqual(['.consent', '.consent-ts']);
    await context.close();
  });

  it('writes nothing for a reader whose stored consent declines Personalization', async () => {
    const { context, page } = await open({ '.consent': 'sn1pe1fu0ma1e', '.consent-ts': '68503b37' });
    await visit(page, '/components/button-design');
    await toggleDevModeAndTheme(page, 'alpine-dark');
    expect(await cookieWrites(page)).toEqual([]);
    await context.close();
  });
});

describe('Content-Security-Policy in Chromium', () => {
  /** Loads each route and reports its violations (the listener is per document, so they are read before leaving). */
  async function violationsOn(routes: readonly string[], cookies: Record<string, string> = {}): Promise<string[]> {
    const { context, page, violations } = await open(cookies);
    const found: string[] = [];
    for (const route of routes) {
      await visit(page, route);
      if (route === routes[0]) {
        // The search overlay and the cookie dialog are lazily loaded chunks with their own scripts and styles.
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await page.getByRole('combobox', { name: 'Search' }).fill('button');
        await page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first().waitFor();
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: 'Search the documentation' }).waitFor({ state: 'detached' });
        await page.getByRole('button', { name: 'Cookie settings' }).click();
        await page.getByRole('dialog', { name: 'Cookie settings' }).waitFor();
      }
      found.push(...(await cspViolations(page)).map((violation) => `${route}: ${violation}`));
    }
    await context.close();
    return [...found, ...violations];
  }

  it('reports none on the main pages, the search overlay and the cookie dialog for an anonymous reader', async () => {
    expect(await violationsOn(['/', '/components', '/components/button-code', '/foundations/logos', '/no-such-page'])).toEqual([]);
  });

  it('reports none on a private page and its dialogs for an authorized reader', async () => {
    expect(await violationsOn(['/foundations/logos', '/develop/graphql'], { 'hb-test': '1' })).toEqual([]);
  });

  it('does report an inline script (so the listener can fail the tests above)', async () => {
    const { context, page } = await open();
    await visit(page, '/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__ran = true;';
      document.body.append(script);
    });
    await expect.poll(() => cspViolations(page)).toEqual([expect.stringMatching(/^script-src/)]);
    expect(await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined();
    await context.close();
  });
});
