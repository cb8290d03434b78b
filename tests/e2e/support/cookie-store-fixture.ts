/**
 * A small store for the cookie audit's browser tests, served by a real
 * node:http server on port 0: pages on http://localhost:<port> with
 * vanilla-cookieconsent 3 from npm, gated analytics and ads scripts, and the
 * planted bugs the audit must find (an ungated ads script, forged consent, a
 * redirect to another host, a cross-site frame, a delayed and a click-only
 * cookie, a page whose network never goes idle, a 404). The frame is served
 * from http://127.0.0.1:<port>, another site. The klaro pages (klaro 0.7
 * from npm) send Google- and Meta-style requests to a collector, a second
 * server on http://127.0.0.1:<collectorPort> that logs what it receives.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const DAY_SECONDS = 24 * 60 * 60;
/** A response the store starts and never ends (the busy page's live channel). */
const LIVE_PATH = '/live';
const require = createRequire(import.meta.url);
const LIBRARY = dirname(require.resolve('vanilla-cookieconsent/dist/cookieconsent.umd.js'));
const KLARO = require.resolve('klaro/dist/klaro-no-css.js');

/** The store's registry file: what the store declares beside the built-in registry. */
export const STORE_REGISTRY = {
  cookies: [
    {
      name: '_ga',
      category: 'Performance',
      duration: 730 * DAY_SECONDS * 1000,
      path: '/',
      secure: false,
      httpOnly: false,
      description: 'analytics client id',
      team: 'Web analytics',
    },
    {
      name: '_ga_*',
      category: 'Performance',
      duration: 730 * DAY_SECONDS * 1000,
      path: '/',
      secure: false,
      httpOnly: false,
      description: 'analytics session state',
      team: 'Web analytics',
    },
    {
      name: '_gid',
      category: 'Performance',
      duration: DAY_SECONDS * 1000,
      path: '/',
      secure: false,
      httpOnly: false,
      description: 'analytics visitor of the day',
      team: 'Web analytics',
    },
    {
      name: '_hjSession',
      category: 'Performance',
      duration: 30 * 60 * 1000,
      path: '/',
      secure: false,
      httpOnly: false,
      description: 'heatmap session',
      team: 'Web analytics',
    },
    {
      name: '_fbp',
      category: 'Marketing',
      duration: 90 * DAY_SECONDS * 1000,
      path: '/',
      secure: false,
      httpOnly: false,
      description: 'ads pixel browser id',
      team: 'Performance marketing',
    },
    {
      name: '_gcl_au',
      category: 'Marketing',
      duration: 90 * DAY_SECONDS * 1000,
      path: '/',
      secure: false,
      httpOnly: false,
      description: 'ads conversion linker',
      team: 'Performance marketing',
    },
    {
      name: 'offer_seen',
      category: 'Functional',
      duration: 0,
      path: '/',
      secure: false,
      httpOnly: false,
      description: 'offers already shown',
      team: 'Shop',
    },
    // The library writes Secure only on https.
    {
      name: 'cc_cookie',
      category: 'Essential',
      duration: 182 * DAY_SECONDS * 1000,
      path: '/',
      secure: false,
      httpOnly: false,
      sameSite: 'lax',
      description: 'the consent library choice',
      team: 'Shop',
    },
  ],
  storage: [
    { key: 'cart', area: 'local', category: 'Essential', description: 'the cart between visits' },
    { key: 'ads-visitor', area: 'indexedDB', category: 'Marketing', description: 'the ads visitor id' },
  ],
  // The collector on 127.0.0.1 stands for the analytics and ads hosts; /tag/ is left undeclared.
  endpoints: [
    { host: '127.0.0.1', path: '/g/collect', category: 'Performance', vendor: 'Analytics (Consent Mode)' },
    { host: '127.0.0.1', path: '/ping', category: 'Performance', vendor: 'Cookieless analytics' },
    { host: '127.0.0.1', path: '/pagead/', category: 'Marketing', vendor: 'Ads conversion (Consent Mode)' },
    { host: '127.0.0.1', path: '/fp', category: 'Marketing', vendor: 'Ads fingerprinting' },
  ],
};

const SCRIPTS: Record<string, string> = {
  '/js/analytics.js': `document.cookie = '_ga=GA1.1.1; path=/; max-age=${730 * DAY_SECONDS}; SameSite=Lax';
document.cookie = '_ga_ABC123=GS1.1.1; path=/; max-age=${730 * DAY_SECONDS}; SameSite=Lax';
document.cookie = '_gid=GA1.1.2; path=/; max-age=${DAY_SECONDS}; SameSite=Lax';`,
  '/js/ads-pixel.js': `document.cookie = '_fbp=fb.1.1; path=/; max-age=${90 * DAY_SECONDS}; SameSite=Lax';`,
  '/js/gtag-conversion.js': `document.cookie = '_gcl_au=1.1.1; path=/; max-age=${90 * DAY_SECONDS}; SameSite=Lax';`,
};

// Reads the store's own .consent (sn1pe0fu1ma0e) the way a store page does.
const CONSENT_READER = `const consent = (document.cookie.match(/(?:^|; )\\.consent=([^;]*)/) || [])[1] || '';
const granted = (code) => new RegExp(code + '[1-9]').test(consent);
const load = (src) => { const script = document.createElement('script'); script.src = src; document.head.append(script); };`;

function storePage(port: number, clean: boolean): string {
  return `<!doctype html><html lang="de"><title>Laden</title>
<script>${CONSENT_READER}
if (granted('pe')) load('/js/analytics.js');
if (granted('ma')) load('/js/ads-pixel.js');
${clean ? "if (granted('ma')) " : ''}load('/js/gtag-conversion.js');
if (granted('pe')) setTimeout(() => { document.cookie = '_hjSession=1; path=/; max-age=1800; SameSite=Lax'; }, 2000);
localStorage.setItem('cart', '[]');
</script>
<h1>Laden</h1>
<button id="show-offers" onclick="if (granted('fu')) document.cookie = 'offer_seen=1; path=/; SameSite=Lax'">Angebote zeigen</button>
${clean ? '' : `<iframe title="Chat" src="http://127.0.0.1:${port}/chat-frame"></iframe>`}
</html>`;
}

// vanilla-cookieconsent set up as its documentation shows: it keeps its own cc_cookie and never reads .consent.
const LIBRARY_PAGE = `<!doctype html><html lang="de"><title>Laden</title>
<link rel="stylesheet" href="/vendor/cookieconsent.css">
<script src="/vendor/cookieconsent.umd.js"></script>
<h1>Laden</h1>
<script>
const load = (src) => { const script = document.createElement('script'); script.src = src; document.head.append(script); };
CookieConsent.run({
  categories: { necessary: { enabled: true, readOnly: true }, functionality: {}, analytics: {}, marketing: {} },
  onConsent: () => {
    if (CookieConsent.acceptedCategory('analytics')) load('/js/analytics.js');
    if (CookieConsent.acceptedCategory('marketing')) load('/js/ads-pixel.js');
  },
  language: {
    default: 'de',
    translations: {
      de: {
        consentModal: { title: 'Wir verwenden Cookies', description: 'Für Statistik und Werbung.', acceptAllBtn: 'Alle akzeptieren', acceptNecessaryBtn: 'Nur notwendige' },
        preferencesModal: { title: 'Cookie-Einstellungen', acceptAllBtn: 'Alle akzeptieren', acceptNecessaryBtn: 'Nur notwendige', savePreferencesBtn: 'Speichern', sections: [] },
      },
    },
  },
});
</script></html>`;

/**
 * A store page on klaro, its tags sending to the collector. `clean`: every
 * tag waits for the store's .consent, Consent Mode says what it grants, and
 * the bridge writes .consent only from a choice. Otherwise, as the issue
 * found them: a cookieless ping without Consent Mode, a fingerprint POST and
 * an IndexedDB id regardless of consent, a conversion pixel hard-coded to
 * "granted", _gcl_au written before klaro starts (klaro deletes it again: its
 * ads service lists it), and a bridge that writes a refusal on a first visit.
 */
function klaroPage(collectorPort: number, clean: boolean): string {
  const collector = `http://127.0.0.1:${collectorPort}`;
  const gate = (category: string) => (clean ? `if (granted('${category}')) ` : '');
  return `<!doctype html><html lang="de"><title>Laden</title>
<script>${CONSENT_READER}
const collector = '${collector}';
const signal = (code) => (granted(code) ? '1' : '0');
${gate('ma')}document.cookie = '_gcl_au=1.1.1; path=/; max-age=${90 * DAY_SECONDS}; SameSite=Lax';
navigator.sendBeacon(collector + '/g/collect?v=2&en=page_view&gcs=G100&gcd=13p3p3p3p5');
${gate('pe')}fetch(collector + '/ping?e=pageview', { mode: 'no-cors', keepalive: true });
${gate('ma')}fetch(collector + '/fp', { method: 'POST', mode: 'no-cors', body: JSON.stringify({ ua: navigator.userAgent, screen: [screen.width, screen.height], zone: Intl.DateTimeFormat().resolvedOptions().timeZone }) });
${clean ? "if (granted('ma')) new Image().src = collector + '/pagead/conversion?gcs=G1' + signal('ma') + signal('pe');" : "new Image().src = collector + '/pagead/conversion?gcs=G111&gcd=13t3t3t3t5';"}
${clean ? '' : "fetch(collector + '/tag/session', { mode: 'no-cors' });"}
${gate('ma')}indexedDB.open('ads-visitor', 1).onupgradeneeded = (event) => {
  event.target.result.createObjectStore('ids').put(crypto.randomUUID(), 'visitor');
};
${clean ? '' : "if (!/(?:^|; )\\.consent=/.test(document.cookie)) document.cookie = '.consent=sn1pe0fu0ma0e; path=/; max-age=31536000; SameSite=Lax';"}
window.klaroConfig = {
  elementID: 'klaro', storageMethod: 'cookie', cookieName: 'klaro', default: false, acceptAll: true, lang: 'de',
  services: [
    { name: 'ads', title: 'Werbung', purposes: ['advertising'], cookies: ['_gcl_au'] },
    { name: 'analytics', title: 'Statistik', purposes: ['analytics'], cookies: [/^_ga/] },
  ],
};
</script>
<script src="/vendor/klaro.js"></script>
<h1>Laden</h1>
</html>`;
}

function html(body: string): [number, Record<string, string | string[]>, string] {
  return [200, { 'Content-Type': 'text/html; charset=utf-8' }, body];
}

function answer(path: string, port: number, collectorPort: number): [number, Record<string, string | string[]>, string] {
  const script = SCRIPTS[path];
  if (script !== undefined) return [200, { 'Content-Type': 'text/javascript' }, script];
  switch (path) {
    case '/store': {
      const [status, headers, body] = html(storePage(port, false));
      // .vr is Essential for 365 days in the built-in registry; the server asks for 730.
      return [status, { ...headers, 'Set-Cookie': `.vr=8.1; Path=/; Max-Age=${730 * DAY_SECONDS}; Secure; SameSite=Lax` }, body];
    }
    case '/clean':
      return html(storePage(port, true));
    case '/library':
      return html(LIBRARY_PAGE);
    case '/klaro':
      return html(klaroPage(collectorPort, false));
    case '/klaro-clean':
      return html(klaroPage(collectorPort, true));
    case '/forged':
      return html(`<!doctype html><title>Laden</title><script>
document.cookie = '.consent=sn1pe1fu1ma1e; path=/; max-age=31536000; SameSite=Lax';
</script><h1>Laden</h1>`);
    case '/forged-and-tracked':
      return html(`<!doctype html><title>Laden</title><script>
document.cookie = '.consent=sn1pe1fu1ma1e; path=/; max-age=31536000; SameSite=Lax';
document.cookie = 'tracker=1; path=/; SameSite=Lax';
</script><h1>Laden</h1>`);
    case '/redirect':
      return [302, { Location: `http://www.localhost:${port}/landing` }, ''];
    case '/landing':
      return html('<!doctype html><title>Landing</title><h1>Landing</h1>');
    case '/busy':
      // A chat's live channel (LIVE_PATH) never ends, so the network is never idle, however late a loaded machine
      // runs the page's timers: heartbeats every 300 ms once let Playwright see the 500 ms of quiet it calls idle.
      return html(`<!doctype html><title>Chat</title><script>
localStorage.setItem('cart', '[]');
fetch('${LIVE_PATH}').then((response) => response.body.getReader().read());
</script><h1>Chat</h1>`);
    case '/chat-frame':
      return [
        200,
        {
          'Content-Type': 'text/html; charset=utf-8',
          'Set-Cookie': ['chat_visitor=1; Path=/; Max-Age=86400', 'chat_sid=2; Path=/; SameSite=None; Secure'],
        },
        `<!doctype html><title>Chat</title><script>
document.cookie = 'chat_seen=1; path=/; SameSite=None; Secure';
</script><p>Chat</p>`,
      ];
    default:
      // With a body: Chromium turns an empty error answer into net::ERR_HTTP_RESPONSE_CODE_FAILURE.
      return [404, { 'Content-Type': 'text/html; charset=utf-8' }, '<!doctype html><title>Nicht gefunden</title><p>Nicht gefunden</p>'];
  }
}

export interface CookieStore {
  /** http://localhost:<port> */
  readonly origin: string;
  readonly port: number;
  /** The collector's port on 127.0.0.1, and each request it received as 'METHOD /path?query'. */
  readonly collectorPort: number;
  readonly collected: string[];
  close(): Promise<void>;
}

export async function startCookieStore(): Promise<CookieStore> {
  const vendor: Record<string, [string, string]> = {
    '/vendor/cookieconsent.umd.js': ['text/javascript', readFileSync(join(LIBRARY, 'cookieconsent.umd.js'), 'utf8')],
    '/vendor/cookieconsent.css': ['text/css', readFileSync(join(LIBRARY, 'cookieconsent.css'), 'utf8')],
    '/vendor/klaro.js': ['text/javascript', readFileSync(KLARO, 'utf8')],
  };
  const collected: string[] = [];
  const collector: Server = createServer((request, response) => {
    collected.push(`${request.method} ${request.url}`);
    request.resume();
    response.writeHead(204, { 'Access-Control-Allow-Origin': '*' });
    response.end();
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const collectorPort = (collector.address() as AddressInfo).port;
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    if (path === LIVE_PATH) {
      // Headers and a first event, then nothing until close() ends the connection.
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
      response.write(': open\n\n');
      return;
    }
    const file = vendor[path];
    const [status, headers, body] = file === undefined ? answer(path, port, collectorPort) : [200, { 'Content-Type': file[0] }, file[1]];
    response.writeHead(status, headers);
    response.end(body);
  });
  // All interfaces: Chromium resolves localhost and www.localhost itself, to 127.0.0.1 or ::1.
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const port = (server.address() as AddressInfo).port;
  const closed = (closing: Server) =>
    new Promise<void>((resolve) => {
      closing.closeAllConnections();
      closing.close(() => resolve());
    });
  return {
    origin: `http://localhost:${port}`,
    port,
    collectorPort,
    collected,
    close: async () => {
      await Promise.all([closed(server), closed(collector)]);
    },
  };
}
