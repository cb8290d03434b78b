/**
 * Drives the system Chromium through playwright-core for `dsp cookies audit`
 * (network and browser I/O): one fresh context per consent state, the
 * `.consent` and `.consent-ts` cookies placed the way the store writes them,
 * the page loaded to network idle plus a wait, then every cookie and storage
 * key read back. Which cookies came from a response header and which from a
 * script is recorded on the way: Set-Cookie lines of every response, and a
 * wrapper around the `document.cookie` setter and `cookieStore.set`.
 */
import { chromium, errors, type Browser, type BrowserContext, type Cookie } from 'playwright-core';
import {
  auditConsentCookies,
  type AuditConsent,
  type CookieSource,
  type ObservedCookie,
  type StateObservation,
} from '../../core/cookie-audit';
import type { CookieDefinition } from '../../core/cookies';
import { fail, ok, type Issue, type Result } from '../../core/result';

export interface BrowserAuditOptions {
  readonly url: URL;
  readonly states: readonly AuditConsent[];
  readonly executablePath: string;
  /** Extra wait after network idle, in milliseconds. */
  readonly waitMs: number;
  /** Limit for loading the page to network idle, in milliseconds. */
  readonly timeoutMs: number;
  /** The registry entries of `.consent` and `.consent-ts`, for their names, path and duration. */
  readonly consentCookie: CookieDefinition;
  readonly consentTsCookie: CookieDefinition;
}

const BINDING = '__dspCookieAuditWrite';

// Runs in the page before any of its scripts. Names written by script are
// reported through the binding; the write itself goes ahead unchanged.
const RECORD_SCRIPT_WRITES = `(() => {
  const report = (name) => { try { const fn = globalThis.${BINDING}; if (typeof fn === 'function' && name) fn(String(name)); } catch {} };
  const nameOf = (text) => { const line = String(text).split(';')[0]; const at = line.indexOf('='); return at === -1 ? '' : line.slice(0, at).trim(); };
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (descriptor && descriptor.set) {
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      enumerable: descriptor.enumerable,
      get: descriptor.get,
      set(value) { report(nameOf(value)); return descriptor.set.call(this, value); },
    });
  }
  const store = globalThis.cookieStore;
  if (store && typeof store.set === 'function') {
    const set = store.set.bind(store);
    store.set = (first, ...rest) => { report(typeof first === 'string' ? first : first && first.name); return set(first, ...rest); };
  }
})();`;

export class AuditLoadError extends Error {
  constructor(readonly issue: Issue) {
    super(issue.message);
  }
}

/** Runs every state in its own context of one browser; the first load failure stops the audit. */
export async function observeCookieStates(options: BrowserAuditOptions): Promise<Result<StateObservation[]>> {
  let browser: Browser;
  try {
    browser = await chromium.launch({
      executablePath: options.executablePath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
  } catch (error) {
    return fail({ code: 'audit.browserFailed', message: `could not start Chromium at ${options.executablePath}: ${firstLine(error)}` });
  }
  try {
    const observations: StateObservation[] = [];
    for (const state of options.states) {
      const context = await browser.newContext();
      try {
        observations.push(await observeState(context, state, options));
      } finally {
        await context.close();
      }
    }
    return ok(observations);
  } catch (error) {
    if (error instanceof AuditLoadError) return fail(error.issue);
    throw error;
  } finally {
    await browser.close();
  }
}

async function observeState(context: BrowserContext, state: AuditConsent, options: BrowserAuditOptions): Promise<StateObservation> {
  const { url } = options;
  const headerNames = new Set<string>();
  const scriptNames = new Set<string>();
  const pending: Promise<void>[] = [];
  await context.exposeBinding(BINDING, (_source, name: unknown) => {
    if (typeof name === 'string') scriptNames.add(name);
  });
  await context.addInitScript({ content: RECORD_SCRIPT_WRITES });
  context.on('response', (response) => {
    pending.push(
      response
        .headersArray()
        .then((headers) => {
          for (const header of headers) {
            if (header.name.toLowerCase() !== 'set-cookie') continue;
            // Chromium joins several Set-Cookie lines of one response with newlines.
            for (const line of header.value.split('\n')) {
              const name = line.split(';')[0]?.split('=')[0]?.trim();
              if (name) headerNames.add(name);
            }
          }
        })
        .catch(() => undefined),
    );
  });

  const now = Date.now();
  const values = auditConsentCookies(state, now);
  const placed = [
    { definition: options.consentCookie, value: values.consent },
    { definition: options.consentTsCookie, value: values.consentTs },
  ];
  await context.addCookies(
    placed.map(({ definition, value }) => ({
      name: definition.name,
      value,
      domain: url.hostname,
      path: definition.path,
      expires: Math.floor((now + (definition.duration ?? 0)) / 1000),
      secure: definition.secure,
      httpOnly: definition.httpOnly,
      sameSite: 'Lax' as const,
    })),
  );

  const page = await context.newPage();
  let status: number | undefined;
  try {
    status = (await page.goto(url.href, { waitUntil: 'networkidle', timeout: options.timeoutMs }))?.status();
  } catch (error) {
    throw new AuditLoadError(loadIssue(error, url, options.timeoutMs));
  }
  // The user's --wait, for scripts that write cookies after the network settles.
  if (options.waitMs > 0) await page.waitForTimeout(options.waitMs);
  const storage = await page
    .evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }))
    .catch(() => ({ local: [] as string[], session: [] as string[] }));
  await Promise.all(pending);
  const cookies = await context.cookies();
  const observedAt = Date.now();
  const placedNames = new Set(placed.map(({ definition }) => definition.name));
  const sourceOf = (name: string): CookieSource => {
    const header = headerNames.has(name);
    const script = scriptNames.has(name);
    if (header && script) return 'both';
    if (header) return 'header';
    if (script) return 'script';
    return placedNames.has(name) ? 'audit' : 'unknown';
  };
  return {
    consent: state,
    observedAt,
    ...(status === undefined ? {} : { status }),
    cookies: cookies.map((cookie) => observedCookie(cookie, sourceOf(cookie.name))),
    storage: [
      ...storage.local.map((key) => ({ area: 'local' as const, key })),
      ...storage.session.map((key) => ({ area: 'session' as const, key })),
    ],
  };
}

function observedCookie(cookie: Cookie, source: CookieSource): ObservedCookie {
  return {
    name: cookie.name,
    domain: cookie.domain,
    path: cookie.path,
    expiresAt: cookie.expires < 0 ? null : Math.round(cookie.expires * 1000),
    secure: cookie.secure,
    httpOnly: cookie.httpOnly,
    sameSite: cookie.sameSite === 'Strict' ? 'strict' : cookie.sameSite === 'None' ? 'none' : 'lax',
    source,
  };
}

function loadIssue(error: unknown, url: URL, timeoutMs: number): Issue {
  if (error instanceof errors.TimeoutError) {
    return { code: 'audit.timeout', message: `${url.href} did not reach network idle within ${timeoutMs} ms (raise --timeout)` };
  }
  const text = firstLine(error);
  const netError = /net::ERR_[A-Z_]+/.exec(text)?.[0];
  return {
    code: 'audit.unreachable',
    message: `could not load ${url.href}: ${netError ?? text}`,
  };
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0] ?? text;
}
