/**
 * Drives the system Chromium through playwright-core for `dsp cookies audit`
 * (network and browser I/O): one fresh context per consent state, a few
 * states at once in one browser (stateConcurrency), `.consent`
 * and `.consent-ts` placed the way the store writes them, the page loaded as a
 * visitor sees it (no `navigator.webdriver`, no "HeadlessChrome" user agent),
 * the --click selectors clicked, writes left to settle, then every cookie and
 * storage key read back with the writes that made them (cookie-write-log.ts).
 * A watchdog closes a state's page once it overruns its budget (a page that
 * loops forever answers nothing) and the state is reported as partial;
 * requests to other private addresses are held by private-network-guard.ts.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { chromium, errors, type Browser, type BrowserContext, type Cookie, type Page } from 'playwright-core';
import { auditConsentCookies, type AuditConsent, type ObservedStorageKey, type StateObservation } from '../../core/cookie-audit';
import type { CookieDefinition } from '../../core/cookies';
import { fail, ok, type Issue, type Result } from '../../core/result';
import type { StateLedger } from '../../core/cookie-audit/state-ledger';
import { evidenceName, finishHar, fullPageScreenshot, harDraftPath, ledgerJson, writeWhole } from './audit-evidence';
import { journeyConsentChange, noKnownBanner, type Journey } from '../../core/cookie-audit/consent-journeys';
import { mapBounded } from './bounded-pool';
import { clickJourney, findJourneyButton } from './consent-journeys';
import { CookieWriteLog, isOnHost, ledgerWrites, receivesPlacedCookie } from './cookie-write-log';
import { observedConsentStrings } from './observed-consent-strings';
import { WRITE_BINDING, pageWriteRecorder, type ReportedWrite } from './page-write-recorder';
import { PrivateNetworkGuard, endpointPort, resolveHost } from './private-network-guard';
import { within } from './within';

export interface BrowserAuditOptions {
  readonly url: URL;
  readonly states: readonly AuditConsent[];
  readonly executablePath: string;
  /** The longest wait for writes to settle after load and after each click, in ms; 0 reads at once. */
  readonly waitMs: number;
  /** Limit for loading the page and for its network to go quiet, in milliseconds. */
  readonly timeoutMs: number;
  /** CSS selectors clicked in order after load, in every saved-choice state (not on a first visit or a journey). */
  readonly clicks: readonly string[];
  /** The banner buttons of the accept and reject journeys (--accept, --reject); a known library's when absent. */
  readonly journeySelectors?: Partial<Record<Journey, string>>;
  /** The registry entries of `.consent` and `.consent-ts`, for their names, path and duration. */
  readonly consentCookie: CookieDefinition;
  readonly consentTsCookie: CookieDefinition;
  /** Follow requests to private addresses other than the audited service (reported either way). */
  readonly allowPrivateNetwork: boolean;
  /** --evidence: the folder for each state's HAR, screenshot and ledger (audit-evidence.ts). */
  readonly evidenceDir?: string;
}

/** Writes have settled once none happened for this long (and no short timer is pending). */
export const SETTLE_QUIET_MS = 1000;
/** How long a --click selector may take to appear and be clickable. */
export const CLICK_TIMEOUT_MS = 5000;
/** Reading the storage keys of every frame, within a state's budget. */
export const READ_ALLOWANCE_MS = 1000;
/** Closing a page or a context; past it the browser process is killed. */
export const CLOSE_LIMIT_MS = 2000;
/** Reading the cookies of a state the watchdog ended. */
const COOKIE_READ_LIMIT_MS = 1000;
/**
 * The most a state can take past its budget: closing the page, reading the
 * cookies, closing the context (docs/cli.md states it).
 */
export const STATE_MARGIN_MS = CLOSE_LIMIT_MS + COOKIE_READ_LIMIT_MS + CLOSE_LIMIT_MS;

/**
 * How long one state may run before the watchdog closes its page: --timeout
 * to load and go idle, --wait to settle, 5 s and --wait more per --click, and
 * a second to read the storage keys.
 */
export function stateBudgetMs(options: Pick<BrowserAuditOptions, 'timeoutMs' | 'waitMs' | 'clicks'>): number {
  return options.timeoutMs + options.waitMs + options.clicks.length * (CLICK_TIMEOUT_MS + options.waitMs) + READ_ALLOWANCE_MS;
}

export class AuditLoadError extends Error {
  constructor(readonly issue: Issue) {
    super(issue.message);
  }
}

/** A launched Chromium, with a way to end it when it stops answering. */
interface RunningBrowser {
  readonly browser: Browser;
  kill(): void;
  /** Whether kill() ended it: the states still running in it failed for that, not for their pages. */
  readonly killedByWatchdog: boolean;
}

async function launch(options: BrowserAuditOptions): Promise<RunningBrowser> {
  const browser = await chromium.launch({
    executablePath: options.executablePath,
    // Without --enable-automation and with AutomationControlled off, navigator.webdriver is false and no
    // automation banner shows: consent libraries that hide from bots (vanilla-cookieconsent's hideFromBots) behave as for visitors.
    // With Chromium's popup blocker on, as a visitor has it, a page cannot open a window to another service unasked.
    ignoreDefaultArgs: ['--enable-automation', '--disable-popup-blocking'],
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-blink-features=AutomationControlled',
    ],
  });
  // The browser process's id, for the last resort when closing a page hangs; Playwright does not expose it.
  const session = await browser.newBrowserCDPSession();
  const info = (await session.send('SystemInfo.getProcessInfo').catch(() => ({ processInfo: [] }))) as {
    processInfo: { type: string; id: number }[];
  };
  await session.detach().catch(() => undefined);
  const pid = info.processInfo.find((process) => process.type === 'browser')?.id;
  let killed = false;
  return {
    browser,
    get killedByWatchdog() {
      return killed;
    },
    kill: () => {
      if (pid === undefined) return;
      killed = true;
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    },
  };
}

/**
 * How many states run at once, each in its own context of the one browser:
 * enough to finish in about two rounds of a state, a journey counting as two
 * (it settles again after its click), and at most five. Most of a state is
 * waiting (network idle, writes settling), so a few at once cost little more
 * than one; all at once would put up to eight renderers on a machine that may
 * have two cores, slowing each page and its settles. So `--consent each` runs
 * three at once, and those five states plus first visit and both journeys
 * five (docs/performance.md, Cookie audit).
 *
 * @example stateConcurrency(['none', 'pe', 'fu', 'ma', 'all']) // 3
 */
export function stateConcurrency(states: readonly AuditConsent[]): number {
  const weight = states.reduce((sum, state) => sum + (state === 'accept' || state === 'reject' ? 2 : 1), 0);
  return Math.min(MAX_STATE_CONCURRENCY, Math.max(1, Math.ceil(weight / 2)));
}

/** The most states at once, whatever the audit runs. */
export const MAX_STATE_CONCURRENCY = 5;

/**
 * The journey whose page also gives the first visit, read just before its
 * click: a journey starts as a first visit (nothing placed, the page settled,
 * nothing clicked yet), so a page of its own would repeat that load. None
 * under --evidence, whose HAR and screenshot are a page's own.
 */
function firstVisitHost(options: Pick<BrowserAuditOptions, 'states' | 'evidenceDir'>): Journey | undefined {
  if (options.evidenceDir !== undefined || !options.states.includes('first-visit')) return undefined;
  return options.states.find((state): state is Journey => state === 'accept' || state === 'reject');
}

/** Journeys first: they wait for a click and a second settle, so starting them last would leave them alone at the end. */
function startOrder(states: readonly AuditConsent[]): number[] {
  const indexes = states.map((_, index) => index);
  const isJourney = (index: number) => states[index] === 'accept' || states[index] === 'reject';
  return [...indexes.filter(isJourney), ...indexes.filter((index) => !isJourney(index))];
}

/**
 * Runs every state in its own context of one browser, stateConcurrency at
 * once, and returns them in the order asked; a page that never loads stops
 * the audit. A state whose browser was killed under it by another state's
 * watchdog runs again, once, in a fresh browser.
 */
export async function observeCookieStates(options: BrowserAuditOptions): Promise<Result<StateObservation[]>> {
  let running: RunningBrowser;
  try {
    running = await launch(options);
  } catch (error) {
    return fail({ code: 'audit.browserFailed', message: `could not start Chromium at ${options.executablePath}: ${firstLine(error)}` });
  }
  // One relaunch for all the states that find the browser gone.
  let relaunching: Promise<RunningBrowser> | undefined;
  const browserNow = async (): Promise<RunningBrowser> => {
    if (running.browser.isConnected()) return running;
    relaunching ??= launch(options).then((fresh) => {
      running = fresh;
      relaunching = undefined;
      return fresh;
    });
    return relaunching;
  };
  try {
    const userAgent = await visitorUserAgent(running.browser);
    const audited = { addresses: await resolveHost(options.url.hostname), port: endpointPort(options.url) };
    const observeIn = async (
      state: AuditConsent,
      holder: RunningBrowser,
      firstVisit?: (observation: StateObservation) => void,
    ): Promise<StateObservation> => {
      // A service worker's own requests are not on the page's targets, so the guard could not hold them.
      const context = await holder.browser.newContext({
        userAgent,
        serviceWorkers: options.allowPrivateNetwork ? 'allow' : 'block',
        ...(options.evidenceDir === undefined
          ? {}
          : { recordHar: { path: harDraftPath(options.evidenceDir, state), content: 'omit' as const } }),
      });
      const guard = new PrivateNetworkGuard(audited, options.allowPrivateNetwork);
      try {
        return await observeState(context, state, options, guard, holder, firstVisit);
      } finally {
        if (
          (await within(
            context.close().then(() => true),
            CLOSE_LIMIT_MS,
          )) !== true
        )
          holder.kill();
        if (options.evidenceDir !== undefined) finishHar(options.evidenceDir, state);
      }
    };
    const host = firstVisitHost(options);
    const run = host === undefined ? options.states : options.states.filter((state) => state !== 'first-visit');
    let firstVisit: StateObservation | undefined;
    const keepFirstVisit = (state: AuditConsent) =>
      state === host
        ? (observation: StateObservation) => {
            firstVisit = observation;
          }
        : undefined;
    const observations = await mapBounded(
      run,
      stateConcurrency(run),
      async (state) => {
        const holder = await browserNow();
        try {
          return await observeIn(state, holder, keepFirstVisit(state));
        } catch (error) {
          // Killed by another state's watchdog, not this state's failing: once more in a fresh browser.
          if (holder.browser.isConnected() || !holder.killedByWatchdog) throw error;
          return observeIn(state, await browserNow(), keepFirstVisit(state));
        }
      },
      startOrder(run),
    );
    if (host === undefined) return ok(observations);
    // The journey ended before its click (its watchdog): the first visit gets a page of its own after all.
    const firstVisitRead = firstVisit ?? (await observeIn('first-visit', await browserNow()));
    return ok(
      options.states.map((state) => (state === 'first-visit' ? firstVisitRead : (observations[run.indexOf(state)] as StateObservation))),
    );
  } catch (error) {
    if (error instanceof AuditLoadError) return fail(error.issue);
    throw error;
  } finally {
    if (
      (await within(
        running.browser.close().then(() => true),
        CLOSE_LIMIT_MS,
      )) !== true
    )
      running.kill();
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

/** What the page phase of a state found; filled as it goes, so a state the watchdog ends keeps what came before. */
interface PagePhase {
  status?: number;
  networkBusy: boolean;
  readonly clicks: { selector: string; clicked: boolean }[];
  storage?: ObservedStorageKey[];
  /** Epoch ms when the audit started loading the page, and when each click was made: the ledger's times count from them. */
  loadAt: number;
  readonly clickAts: number[];
}

async function observeState(
  context: BrowserContext,
  state: AuditConsent,
  options: BrowserAuditOptions,
  guard: PrivateNetworkGuard,
  running: RunningBrowser,
  firstVisit?: (observation: StateObservation) => void,
): Promise<StateObservation> {
  const { url } = options;
  const log = new CookieWriteLog();
  await context.exposeBinding(WRITE_BINDING, (source, write: ReportedWrite) =>
    log.addScriptWrite(write, source.frame.url(), source.frame === source.page.mainFrame()),
  );
  await context.addInitScript({ content: pageWriteRecorder(Math.max(options.waitMs, 0)) });

  const now = Date.now();
  const values = auditConsentCookies(state, now);
  // A first visit has no saved choice: nothing is placed, and the page is not clicked (no choice is made).
  // A journey starts as a first visit too: its one click makes the choice.
  const journey = state === 'accept' || state === 'reject' ? state : undefined;
  const placed: PlacedCookie[] =
    state === 'first-visit' || journey !== undefined
      ? []
      : [
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
  // A window the page opens on a click is not the page's child, so the guard does not hold its requests: closed at once.
  context.on('page', (opened) => {
    if (opened !== page) opened.close({ runBeforeUnload: false }).catch(() => undefined);
  });
  await log.listen(await context.newCDPSession(page), (target) => guard.prepare(target));
  const phase: PagePhase = { networkBusy: false, clicks: [], loadAt: Date.now(), clickAts: [] };
  page.on('response', (response) => {
    if (response.frame() === page.mainFrame() && response.request().isNavigationRequest()) phase.status = response.status();
  });
  // A new document's timers are its own: the count the last one pushed does not hold for it.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) log.timersPending = false;
  });

  // A journey that stands in for the first visit reads it too: the cookies and the storage keys once more.
  const budgetMs =
    stateBudgetMs(journey === undefined ? options : { ...options, clicks: [journey] }) +
    (firstVisit === undefined ? 0 : COOKIE_READ_LIMIT_MS + READ_ALLOWANCE_MS);
  const pageOptions = state === 'first-visit' || journey !== undefined ? { ...options, clicks: [] } : options;
  // The first visit as this page shows it before the click: settled, nothing placed, nothing clicked.
  const readFirstVisit =
    firstVisit === undefined
      ? undefined
      : async () => {
          const cookies = (await within(context.cookies(), COOKIE_READ_LIMIT_MS)) ?? [];
          const storage = await log.storage(page, [url.hostname, hostOf(page.url())]);
          firstVisit(
            stateObservation(
              'first-visit',
              options,
              { log, guard, phase: { ...phase, clicks: [], clickAts: [] }, finalUrl: page.url() },
              cookies,
              {
                storage,
              },
            ),
          );
        };
  const run = runPage(page, log, pageOptions, guard, phase, journey, readFirstVisit).then(
    () => ({ done: true as const }),
    (error: unknown) => ({ done: false as const, error }),
  );
  // The watchdog: a page that loops forever, or answers no evaluate, must not hold the audit past its budget.
  const outcome = await within(run, budgetMs);
  if (outcome?.done === false) throw outcome.error;
  let partial: string | undefined;
  if (outcome === undefined) {
    if (
      (await within(
        page.close({ runBeforeUnload: false }).then(() => true),
        CLOSE_LIMIT_MS,
      )) !== true
    )
      running.kill();
    partial =
      `the page was still running ${budgetMs} ms after the state started (--timeout ${options.timeoutMs}, --wait ${options.waitMs}` +
      `${options.clicks.length === 0 ? '' : `, ${options.clicks.length} --click`}), so the audit closed it: ` +
      'the report holds the cookies stored by then and the storage keys seen written';
  }

  const finalUrl = page.url();
  const ledger: StateLedger = {
    requests: log.requests.requests([url.hostname, hostOf(finalUrl)], phase.loadAt, phase.clickAts),
    writes: ledgerWrites(log, phase.loadAt, phase.clickAts),
    dropped: log.requests.dropped,
  };
  if (options.evidenceDir !== undefined) {
    const shot = partial === undefined ? await fullPageScreenshot(page, within) : undefined;
    if (shot !== undefined) writeWhole(options.evidenceDir, evidenceName(state, 'png'), shot);
    writeWhole(options.evidenceDir, evidenceName(state, 'ledger.json'), ledgerJson(state, finalUrl, ledger));
  }
  const cookies = (await within(context.cookies(), COOKIE_READ_LIMIT_MS)) ?? [];
  return stateObservation(state, options, { log, guard, phase, finalUrl, ledger }, cookies, {
    placed,
    ...(partial === undefined ? {} : { partial }),
  });
}

/** `.consent` or `.consent-ts` as the audit placed it before the page loaded. */
interface PlacedCookie {
  readonly definition: CookieDefinition;
  readonly value: string;
}

/** What a state's page is read with: its write log, its guard, what its page phase noted, where it ended. */
interface StatePage {
  readonly log: CookieWriteLog;
  readonly guard: PrivateNetworkGuard;
  readonly phase: PagePhase;
  readonly finalUrl: string;
  /** The ledger already taken (the evidence wrote it); else taken now. */
  readonly ledger?: StateLedger;
}

/**
 * The state as its page shows it now: the cookies read, the storage keys
 * (read back, or else those seen written), the ledger and what the page
 * phase noted. Everything is copied, so a first visit read before a
 * journey's click keeps only what came before it.
 */
function stateObservation(
  state: AuditConsent,
  options: BrowserAuditOptions,
  { log, guard, phase, finalUrl, ledger }: StatePage,
  cookies: readonly Cookie[],
  read: { placed?: readonly PlacedCookie[]; storage?: ObservedStorageKey[]; partial?: string },
): StateObservation {
  const { url } = options;
  const placed = read.placed ?? [];
  const journey = state === 'accept' || state === 'reject' ? state : undefined;
  const hosts = [url.hostname, hostOf(finalUrl)];
  const storage = read.storage ?? phase.storage;
  return {
    consent: state,
    observedAt: Date.now(),
    ...(phase.status === undefined ? {} : { status: phase.status }),
    finalUrl,
    ...(/^https?:/.test(finalUrl) ? { consentDelivered: receivesPlacedCookie(finalUrl, url.hostname, options.consentCookie.path) } : {}),
    consentChanges: [
      ...placed.flatMap(({ definition, value }) => {
        const held = cookies.find((cookie) => cookie.name === definition.name && isOnHost(cookie.domain, url.hostname));
        if (held?.value === value) return [];
        return [{ name: definition.name, expected: value, actual: held?.value ?? null, source: log.lastWriter(definition.name) }];
      }),
      // A journey's .consent, if the page wrote one, must say what the click chose.
      ...(journey === undefined
        ? []
        : [
            journeyConsentChange(
              journey,
              options.consentCookie.name,
              cookies.find((cookie) => cookie.name === options.consentCookie.name && isOnHost(cookie.domain, url.hostname))?.value ?? null,
              log.lastWriter(options.consentCookie.name),
            ),
          ].filter((change) => change !== null)),
    ],
    networkBusy: phase.networkBusy,
    timeoutMs: options.timeoutMs,
    cookies: cookies.map((cookie) => log.observed(cookie, hosts, new Set(placed.map(({ definition }) => definition.name)))),
    storage: read.partial === undefined && storage !== undefined ? storage : log.writtenStorage(hosts),
    blocked: log.blocked(hosts, cookies),
    clicks: [...phase.clicks],
    ...(read.partial === undefined ? {} : { partial: read.partial }),
    privateRequests: structuredClone(guard.reported()),
    consentStrings: observedConsentStrings(cookies),
    ledger: ledger ?? {
      requests: log.requests.requests(hosts, phase.loadAt, phase.clickAts),
      writes: ledgerWrites(log, phase.loadAt, phase.clickAts),
      dropped: log.requests.dropped,
    },
  };
}

/** Loads the page, waits for it, clicks, settles and reads its storage keys, noting each step in `phase`. */
async function runPage(
  page: Page,
  log: CookieWriteLog,
  options: BrowserAuditOptions,
  guard: PrivateNetworkGuard,
  phase: PagePhase,
  journey?: Journey,
  beforeClick?: () => Promise<void>,
): Promise<void> {
  const { url } = options;
  const started = Date.now();
  phase.loadAt = started;
  try {
    await page.goto(url.href, { waitUntil: 'domcontentloaded', timeout: options.timeoutMs });
  } catch (error) {
    // A redirect the guard refused: reported in the state, not a page that cannot be audited.
    if (!(guard.blockedAny() && firstLine(error).includes('net::ERR_BLOCKED_BY_CLIENT')))
      throw new AuditLoadError(loadIssue(error, url, options.timeoutMs));
  }
  const loaded = Date.now();
  // A journey looks for its banner while the page goes idle and settles (looking writes nothing), so its click
  // can follow the settle at once; the click itself still waits for the settle. Its wait ends with the page.
  const lookup =
    journey === undefined || options.journeySelectors?.[journey] !== undefined
      ? undefined
      : findJourneyButton(page, journey, options.timeoutMs + options.waitMs + CLICK_TIMEOUT_MS);
  phase.networkBusy = !(await reachesNetworkIdle(page, Math.max(1, options.timeoutMs - (Date.now() - started))));
  // The quiet the network idle wait already saw counts: quiet since the document loaded, not since the wait ended.
  await settle(log, options.waitMs, loaded);
  for (const selector of options.clicks) {
    // The click's time is taken once its element is there, so waiting for it does not count as after the click.
    const clickStarted = Date.now();
    const clicked = await page
      .waitForSelector(selector, { state: 'visible', timeout: CLICK_TIMEOUT_MS })
      .then(() => {
        const clickAt = Date.now();
        const left = Math.max(1, CLICK_TIMEOUT_MS - (clickAt - clickStarted));
        return page.click(selector, { timeout: left }).then(() => phase.clickAts.push(clickAt));
      })
      .then(() => true)
      .catch(() => false);
    phase.clicks.push({ selector, clicked });
    if (clicked) await settle(log, options.waitMs);
  }
  if (journey !== undefined) {
    // The first visit, read from this page before its click when it stands in for that state.
    await beforeClick?.();
    const click = await clickJourney(page, journey, options.journeySelectors?.[journey], CLICK_TIMEOUT_MS, lookup);
    if (click.clickedAt !== null) phase.clickAts.push(click.clickedAt);
    phase.clicks.push({ selector: click.selector ?? noKnownBanner(journey), clicked: click.clicked });
    if (click.clicked) await settle(log, options.waitMs);
  }
  phase.storage = await log.storage(page, [url.hostname, hostOf(page.url())]);
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
 * `capMs`. Nothing here asks the page: the timers' state is pushed by its
 * init script, so a page that stops answering cannot hold the wait.
 */
async function settle(log: CookieWriteLog, capMs: number, quietSince = Date.now()): Promise<void> {
  const deadline = Date.now() + capMs;
  const since = quietSince;
  while (Date.now() < deadline) {
    const quietFor = Date.now() - Math.max(since, log.lastWriteAt);
    if (quietFor >= SETTLE_QUIET_MS && !log.timersPending && log.pendingResponses() === 0) return;
    await delay(Math.min(50, Math.max(1, deadline - Date.now())));
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
