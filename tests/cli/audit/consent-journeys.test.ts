/**
 * The journeys' click (`--accept`, `--reject`; docs/cli.md, Cookie audit) on
 * the two consent libraries the audit knows without a selector,
 * vanilla-cookieconsent 3 and klaro 0.7 from npm, in the system Chromium,
 * served by a real node:http server on 127.0.0.1 (port 0): each banner is
 * recognised, and its reject and accept buttons leave the library's own
 * record saying what was chosen. One browser, one page load per library and
 * journey.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromium } from '../../../cli/audit/chromium-path-fs';
import { clickJourney } from '../../../cli/audit/consent-journeys';
import type { Journey } from '../../../core/cookie-audit/consent-journeys';
import { CONDITION_TIMEOUT_MS } from '../../support/condition-timeout';
import { dsp } from '../run-cli';

const cookie = (name: string, category: string) => ({
  name,
  category,
  duration: 3_600_000,
  path: '/',
  secure: false,
  httpOnly: false,
  description: name,
  team: 'Shop',
});
/** The store's declarations: klaro's own record, and the two tags' cookies. */
const REGISTRY = {
  cookies: [
    // klaro's own record, without a duration: its lifetime is klaro's to choose here.
    { name: 'klaro', category: 'Essential', path: '/', secure: false, httpOnly: false, description: 'consent record', team: 'Shop' },
    cookie('_ga', 'Performance'),
    cookie('_fbp', 'Marketing'),
  ],
};

const require = createRequire(import.meta.url);
const VANILLA = dirname(require.resolve('vanilla-cookieconsent/dist/cookieconsent.umd.js'));
const FILES: Record<string, [string, string]> = {
  '/cookieconsent.umd.js': ['text/javascript', readFileSync(join(VANILLA, 'cookieconsent.umd.js'), 'utf8')],
  '/cookieconsent.css': ['text/css', readFileSync(join(VANILLA, 'cookieconsent.css'), 'utf8')],
  '/klaro.js': ['text/javascript', readFileSync(require.resolve('klaro/dist/klaro.js'), 'utf8')],
  '/vanilla': [
    'text/html; charset=utf-8',
    `<!doctype html><html lang="de"><title>Laden</title>
<link rel="stylesheet" href="/cookieconsent.css"><script src="/cookieconsent.umd.js"></script><h1>Laden</h1>
<script>CookieConsent.run({
  categories: { necessary: { enabled: true, readOnly: true }, analytics: {}, marketing: {} },
  language: { default: 'de', translations: { de: {
    consentModal: { title: 'Cookies', description: 'Statistik und Werbung.', acceptAllBtn: 'Alle akzeptieren', acceptNecessaryBtn: 'Nur notwendige' },
    preferencesModal: { title: 'Einstellungen', acceptAllBtn: 'Alle', acceptNecessaryBtn: 'Notwendige', savePreferencesBtn: 'Speichern', sections: [] },
  } } },
});</script></html>`,
  ],
  // klaro, with analytics written on load (before any choice) and an ads cookie written on every click (after a reject too).
  '/klaro': [
    'text/html; charset=utf-8',
    `<!doctype html><html lang="de"><title>Laden</title><script>
document.cookie = '_ga=GA1.1.1; path=/; max-age=3600; SameSite=Lax';
document.addEventListener('click', () => {
  document.cookie = '_fbp=fb.1.1; path=/; max-age=3600; SameSite=Lax';
  // A bridge that saves "accepted" whatever was clicked.
  document.cookie = '.consent=sn1pe1fu1ma1e; path=/; max-age=31536000; SameSite=Lax';
});
window.klaroConfig = {
  elementID: 'klaro', storageMethod: 'cookie', cookieName: 'klaro', default: false, acceptAll: true, lang: 'de',
  services: [{ name: 'ads', title: 'Werbung', purposes: ['advertising'] }, { name: 'analytics', title: 'Statistik', purposes: ['analytics'] }],
};
</script><script src="/klaro.js"></script><h1>Laden</h1></html>`,
  ],
};

let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  server = createServer((request, response) => {
    const file = FILES[(request.url ?? '/').split('?')[0] ?? '/'];
    response.writeHead(file === undefined ? 404 : 200, { 'Content-Type': file?.[0] ?? 'text/plain' });
    response.end(file?.[1] ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const executable = findChromium(process.env);
  if (!executable.ok) throw new Error(executable.issues[0]?.message);
  // As the audit launches it: no automation flag, so vanilla-cookieconsent (hideFromBots) shows its banner.
  browser = await chromium.launch({
    executablePath: executable.value,
    ignoreDefaultArgs: ['--enable-automation'],
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-blink-features=AutomationControlled'],
  });
});

afterAll(async () => {
  await browser?.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A first visit to the page, the journey's click without a selector, then the library's own cookie once it is written. */
async function journey(path: string, which: Journey, cookieName: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${path}`);
    const click = await clickJourney(page, which, undefined, CONDITION_TIMEOUT_MS);
    await page.waitForFunction((name) => document.cookie.includes(`${name}=`), cookieName, { timeout: CONDITION_TIMEOUT_MS });
    const cookie = (await context.cookies()).find((item) => item.name === cookieName);
    return { click, value: decodeURIComponent(cookie?.value ?? '') };
  } finally {
    await context.close();
  }
}

describe('journeys on a first visit, without a selector', () => {
  it('recognises vanilla-cookieconsent 3 and clicks its reject and accept buttons', async () => {
    const [rejected, accepted] = await Promise.all([
      journey('/vanilla', 'reject', 'cc_cookie'),
      journey('/vanilla', 'accept', 'cc_cookie'),
    ]);
    expect(rejected.click).toMatchObject({
      library: 'vanilla-cookieconsent',
      selector: '#cc-main .cm__btn[data-role=necessary]',
      clicked: true,
    });
    expect(JSON.parse(rejected.value).categories).toEqual(['necessary']);
    expect(accepted.click).toMatchObject({ library: 'vanilla-cookieconsent', selector: '#cc-main .cm__btn[data-role=all]', clicked: true });
    expect(JSON.parse(accepted.value).categories).toEqual(['necessary', 'analytics', 'marketing']);
  }, 60_000);

  it('audits klaro 0.7 through both journeys and the first visit they imply: only what follows each click, judged as it chose (one audit, SARIF)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'dsp-journeys-'));
    try {
      const registry = join(folder, 'store-cookies.json');
      writeFileSync(registry, JSON.stringify(REGISTRY));
      const run = await dsp(
        'cookies',
        'audit',
        `${origin}/klaro`,
        '--consent',
        'reject',
        '--accept',
        '--registry',
        registry,
        '--wait',
        '1200',
        '--format',
        'sarif',
      );
      const log = JSON.parse(run.stdout) as {
        runs: { results: { ruleId: string; properties: { subject: string; states: string[] } }[] }[];
      };
      const results = log.runs[0]?.results.map((result) => [result.ruleId, result.properties.subject, result.properties.states]);
      // _fbp follows the reject click: an error there, allowed after accept; _ga came before the click: neither journey's,
      // but the first visit's, which a journey implies.
      // The bridge's .consent says "accepted" after the reject click: it contradicts the choice there only.
      expect(results, run.stdout.slice(0, 4000)).toEqual(
        expect.arrayContaining([
          ['without-consent', '_fbp', ['reject']],
          ['consent-changed', '.consent', ['reject']],
          ['before-choice', '_ga', ['first-visit']],
        ]),
      );
      expect(results).toHaveLength(3);
      expect(run.code).toBe(1);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
