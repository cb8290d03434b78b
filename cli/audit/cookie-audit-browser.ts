/**
 * Drives the system Chromium through playwright-core for `dsp cookies audit`
 * (network and browser I/O): one fresh context per consent state, `.consent`
 * and `.consent-ts` placed the way the store writes them, the page loaded as a
 * visitor sees it (no `navigator.webdriver`, no "HeadlessChrome" user agent),
 * the --click selectors clicked, writes left to settle, then every cookie and
 * storage key read back with the writes that made them (cookie-write-log.ts).
 */
import { chromium, errors, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { auditConsentCookies, type AuditConsent, type StateObservation } from '../../core/cookie-audit';
import type { CookieDefinition } from '../../core/cookies';
import { fail, ok, type Issue, type Result } from '../../core/result';
import { CookieWriteLog, isOnHost, receivesPlacedCookie } from './cookie-write-log';
import { PENDING_TIMERS, WRITE_BINDING, pageWriteRecorder, type ReportedWrite } from './page-write-recorder';

export interface BrowserAuditOptions {
  readonly url: URL;
  readonly states: readonly AuditConsent[];
  readonly executablePath: string;
  /** The longest wait for writes to settle after load and after each click, in ms; 0 reads at once. */
  readonly waitMs: number;
  /** Limit for loading the page and for its network to go quiet, in milliseconds. */
  readonly timeoutMs: number;
  /** CSS selectors clicked in order after load, in every state. */
  readonly clicks: readonly string[];
  /** The registry entries of `.consent` and `.consent-ts`, for their names, path and duration. */
  readonly consentCookie: CookieDefinition;
  readonly consentTsCookie: CookieDefinition;
}

/** Writes have settled once none happened for this long (and no short timer is pending). */
export const SETTLE_QUIET_MS = 1000;
/** How long a --click selector may take to appear and be clickable. */
const CLICK_TIMEOUT_MS = 5000;

export class AuditLoadError extends Error {
  constructor(readonly issue: Issue) {
    super(issue.message);
  }
}

/** Runs every state in its own context of one browser; a page that never loads stops the audit. */
export async function observeCookieStates(options: BrowserAuditOptions): Promise<Result<StateObservation[]>> {
  let browser: Browser;
  try {
    browser = await chromium.launch({
      executablePath: options.executablePath,
      // Without --enable-automation and with AutomationControlled off, navigator.webdriver is false and no
      // automation banner shows: consent libraries that hide from bots (vanilla-cookieconsent's hideFromBots) behave as for visitors.
      ignoreDefaultArgs: ['--enable-automation'],
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-blink-features=AutomationControlled',
      ],
    });
  } catch (error) {
    return fail({ code: 'audit.browserFailed', message: `could not start Chromium at ${options.executablePath}: ${firstLine(error)}` });
  }
  try {
    const userAgent = await visitorUserAgent(browser);
    const observations: StateObservation[] = [];
    for (const state of options.states) {
      const context = await browser.newContext({ userAgent });
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

/** The browser's own user agent without the "Headless" that marks it as automated. */
async function visitorUserAgent(browser: Browser): Promise<string> {
  const page = await browser.newPage();
  try {
    const agent = await page.evaluate(() => navigator.userAgent);
    return agent.replace('HeadlessChrome/', 'Chrome/');
  } finally {
    await page.close();
  }
}

async function observeState(context: BrowserContext, state: AuditConsent, options: BrowserAuditOptions): Promise<StateObservation> {
  const { url } = options;
  const log = new CookieWriteLog();
  await context.exposeBinding(WRITE_BINDING, (source, write: ReportedWrite) => log.addScriptWrite(write, source.frame.url()));
  await context.addInitScript({ content: pageWriteRecorder(Math.max(options.waitMs, 0)) });

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
  await log.listen(await context.newCDPSession(page));
  let status: number | undefined;
  page.on('response', (response) => {
    if (response.frame() === page.mainFrame() && response.request().isNavigationRequest()) status = response.status();
  });
  const started = Date.now();
  try {
    await page.goto(url.href, { waitUntil: 'domcontentloaded', timeout: options.timeoutMs });
  } catch (error) {
    throw new AuditLoadError(loadIssue(error, url, options.timeoutMs));
  }
  const networkBusy = !(await reachesNetworkIdle(page, Math.max(1, options.timeoutMs - (Date.now() - started))));
  await settle(page, log, options.waitMs);
  const clicks: { selector: string; clicked: boolean }[] = [];
  for (const selector of options.clicks) {
    const clicked = await page
      .click(selector, { timeout: CLICK_TIMEOUT_MS })
      .then(() => true)
      .catch(() => false);
    clicks.push({ selector, clicked });
    if (clicked) await settle(page, log, options.waitMs);
  }

  const finalUrl = page.url();
  const cookies = await context.cookies();
  const observedAt = Date.now();
  const hosts = [url.hostname, hostOf(finalUrl)];
  return {
    consent: state,
    observedAt,
    ...(status === undefined ? {} : { status }),
    finalUrl,
    ...(/^https?:/.test(finalUrl) ? { consentDelivered: receivesPlacedCookie(finalUrl, url.hostname, options.consentCookie.path) } : {}),
    consentChanges: placed.flatMap(({ definition, value }) => {
      const held = cookies.find((cookie) => cookie.name === definition.name && isOnHost(cookie.domain, url.hostname));
      if (held?.value === value) return [];
      return [{ name: definition.name, expected: value, actual: held?.value ?? null, source: log.lastWriter(definition.name) }];
    }),
    networkBusy,
    timeoutMs: options.timeoutMs,
    cookies: cookies.map((cookie) => log.observed(cookie, hosts, new Set(placed.map(({ definition }) => definition.name)))),
    storage: await log.storage(page, hosts),
    blocked: log.blocked(hosts, cookies),
    clicks,
  };
}

/** Whether the page reached load and network idle (500 ms without requests) in time. */
async function reachesNetworkIdle(page: Page, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  try {
    await page.waitForLoadState('load', { timeout: timeoutMs });
    await page.waitForLoadState('networkidle', { timeout: Math.max(1, deadline - Date.now()) });
    return true;
  } catch (error) {
    if (error instanceof errors.TimeoutError) return false;
    throw error;
  }
}

/**
 * Waits until no cookie or storage write happened for SETTLE_QUIET_MS, no
 * short timer of the page is pending (a cookie written 2 s after load) and no
 * request still owes the report of its cookies (pending-responses.ts: a
 * cross-site frame's blocked cookies arrive apart from its response), at most
 * `capMs`.
 */
async function settle(page: Page, log: CookieWriteLog, capMs: number): Promise<void> {
  const since = Date.now();
  const deadline = since + capMs;
  while (Date.now() < deadline) {
    const quietFor = Date.now() - Math.max(since, log.lastWriteAt);
    const timers = await page.evaluate(`globalThis.${PENDING_TIMERS}?.() ?? 0`).catch(() => 0);
    if (quietFor >= SETTLE_QUIET_MS && timers === 0 && log.pendingResponses() === 0) return;
    await page.waitForTimeout(Math.min(100, Math.max(1, deadline - Date.now())));
  }
}

function hostOf(text: string): string {
  try {
    return new URL(text).hostname;
  } catch {
    return '';
  }
}

function loadIssue(error: unknown, url: URL, timeoutMs: number): Issue {
  if (error instanceof errors.TimeoutError) {
    return { code: 'audit.timeout', message: `${url.href} did not load within ${timeoutMs} ms (--timeout)` };
  }
  const text = firstLine(error);
  const netError = /net::ERR_[A-Z_]+/.exec(text)?.[0];
  return { code: 'audit.unreachable', message: `could not load ${url.href}: ${netError ?? text}` };
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0] ?? text;
}
