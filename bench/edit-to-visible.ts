/**
 * docs/performance.md, the author's loop: how long a saved Markdown edit takes to show in the open page under
 * `dsp dev`. The real dev server from the bundled CLI runs over the content; the system Chromium keeps the page open
 * and marks the animation frame after the edited sentence first appears in the article. The figure is from the write
 * of the file to that frame, the median of the runs, each run a new sentence on the same page (no reload between
 * them). The dev server's own timings of each rebuild (its `rebuilt` log line) are kept beside it, so a slow run
 * shows where its time went.
 *
 *   node scripts/run-ts.mjs bench/edit-to-visible.ts --content content --page components/button/design.md
 */
import type { ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { CONTENT_DATA_MARK, CONTENT_REFRESH_MARK } from '../viewer/routing/content-refresh';
import { pageLocation } from '../core/content/page-location';
import { mayHoldLiveContent } from '../site-build/component-types-guess';
import { readContentTree } from '../site-build/content-fs';
import { CORPUS_DIR, EDIT_CONTENT_DIR, RUNS } from './bench-config';
import { startDevSession } from './dev-session';
import { listeningUrl } from './listening-url';
import { round, spread, type Spread } from './stats';

/**
 * Sets the page to note when `marker` first shows in its main element (window.shownAt, after the next frame
 * painted it): the moment an edit is visible, for our dev server and VitePress's alike.
 */
export function watchForMarker(page: Page, marker: string): Promise<void> {
  return page.evaluate((text) => {
    const state = window as unknown as { shownAt?: number | undefined };
    state.shownAt = undefined;
    const observer = new MutationObserver(() => {
      if (!(document.querySelector('main')?.textContent ?? '').includes(text)) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        state.shownAt = performance.timeOrigin + performance.now();
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, marker);
}

export interface EditTarget {
  /** The content folder `dsp dev` serves. Edited in place: the page is restored afterwards. */
  readonly contentDir: string;
  /** The page file under it, e.g. 'components/button/design.md'. */
  readonly page: string;
  /** The page's route, e.g. '/components/button-design'. */
  readonly route: string;
}

export interface EditToVisible {
  readonly page: string;
  readonly runs: number;
  /** From the write of the file to the first frame showing the new sentence. */
  readonly visibleMs: Spread;
  /** The dev server's own part: from the save noticed to the open pages told (its `rebuilt` log line). */
  readonly serverMs: Spread;
  /** The parts of `visibleMs`, read in the page: from the write to the page told of the rebuild (watch, rebuild, push)… */
  readonly toldMs: Spread;
  /** …from then to the page's new data arrived (its refetch)… */
  readonly fetchMs: Spread;
  /** …and from then to the frame showing it (React's render). */
  readonly renderMs: Spread;
  /** Reloads of the open page during the edits: none, when every edit was shown in place. */
  readonly reloads: number;
  /** How long `dsp dev` took from its start to listening (the first, full build). */
  readonly startSeconds: number;
  /** From the start of `dsp dev` to the edited page's server-rendered answer (the author's first page); absent in older results. */
  readonly firstPageSeconds?: number;
}

/** A 10,000-page first build takes minutes on a loaded 2-core machine. */
const START_TIMEOUT_MS = 900_000;
/** An edit not shown (and no reload) within this long is a miss: saved again, at most MAX_MISSED_EDITS times a page. */
const EDIT_TIMEOUT_MS = 60_000;
const MAX_MISSED_EDITS = 3;

const listening = (child: ChildProcess, output: { text: string }): Promise<string> =>
  listeningUrl(child, output, { name: 'dsp dev', pattern: /listening on (http:\/\/\S+)/, timeoutMs: START_TIMEOUT_MS, tailChars: 4000 });

/** The `totalMs` of every `rebuilt` line the dev server printed after `from` characters of its output. */
const serverTimes = (text: string): number[] =>
  [...text.matchAll(/rebuilt [^\n]*?"?totalMs"?[=:] ?(\d+)/g)].map((match) => Number(match[1]));

export async function measureEditToVisible(target: EditTarget, runs: number, log: (line: string) => void): Promise<EditToVisible> {
  const file = join(target.contentDir, target.page);
  const original = readFileSync(file, 'utf8');
  const output = { text: '' };
  const started = performance.now();
  const { child, browser } = await startDevSession(['--content', target.contentDir]);
  try {
    const url = await listening(child, output);
    const startSeconds = round((performance.now() - started) / 1000);
    const firstAnswer = await fetch(`${url}${target.route}`);
    await firstAnswer.arrayBuffer();
    if (!firstAnswer.ok) throw new Error(`dsp dev answered ${target.route} with ${firstAnswer.status}`);
    const firstPageSeconds = round((performance.now() - started) / 1000);
    log(`  ${target.page}: dsp dev listening after ${startSeconds} s, first page answered after ${firstPageSeconds} s`);
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    const connected = async () => {
      await page.waitForFunction(() => document.documentElement.dataset['devServer'] === 'connected', undefined, {
        timeout: START_TIMEOUT_MS,
      });
      await page.waitForLoadState('networkidle', { timeout: START_TIMEOUT_MS });
    };
    // Vite compiles the viewer's modules on the first visit (and may reload the page once when it has optimised a
    // dependency); that is paid once, not per edit.
    await page.goto(`${url}${target.route}`, { waitUntil: 'load', timeout: START_TIMEOUT_MS });
    await connected();
    let reloads = 0;
    let missed = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloads += 1;
    });
    const visible: number[] = [];
    const serverSide: number[] = [];
    const told: number[] = [];
    const fetched: number[] = [];
    const rendered: number[] = [];
    // One edit first, unmeasured: the first refetch and render warm up.
    for (let run = 0; run <= runs; run++) {
      const marker = `edit-marker-${Date.now().toString(36)}-${run}`;
      await watchForMarker(page, marker);
      const logged = output.text.length;
      const reloadsBefore = reloads;
      const savedAt = performance.timeOrigin + performance.now();
      writeFileSync(file, `${original}\n\nA sentence the author just saved, ${marker}.\n`);
      // A reload loses the observer above, so it is waited for beside the sentence rather than found by a timeout.
      const shown = page
        .waitForFunction(() => (window as unknown as { shownAt?: number }).shownAt !== undefined, undefined, {
          timeout: EDIT_TIMEOUT_MS,
          polling: 'raf',
        })
        .then(() => 'shown' as const);
      const reloaded = page
        .waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame(), timeout: EDIT_TIMEOUT_MS })
        .then(() => 'reloaded' as const);
      shown.catch(() => {});
      reloaded.catch(() => {});
      const outcome = await Promise.race([shown, reloaded]).catch((error: unknown) => {
        if (reloads !== reloadsBefore) return 'reloaded' as const;
        if (missed >= MAX_MISSED_EDITS) throw error;
        return 'missed' as const;
      });
      if (outcome === 'missed') {
        // Never shown (a missed file event would otherwise hold the bench for its whole budget): the edit is saved again, and the miss reported.
        missed += 1;
        log(`  ${target.page} edit ${run}/${runs}: not visible within ${EDIT_TIMEOUT_MS / 1000} s; saved again (${missed} missed)`);
        run -= 1;
        continue;
      }
      if (outcome === 'reloaded') {
        // The page was reloaded rather than updated: the edit is not counted, and the reload is reported.
        log(`  ${target.page} edit ${run}/${runs}: the page reloaded`);
        await connected();
        run -= 1;
        continue;
      }
      const marks = await page.evaluate(
        ([refresh, data]) => {
          const last = (name: string) => performance.getEntriesByName(name).at(-1)?.startTime ?? Number.NaN;
          return {
            shownAt: (window as unknown as { shownAt: number }).shownAt,
            toldAt: performance.timeOrigin + last(refresh),
            dataAt: performance.timeOrigin + last(data),
          };
        },
        [CONTENT_REFRESH_MARK, CONTENT_DATA_MARK] as const,
      );
      if (run === 0) continue;
      visible.push(marks.shownAt - savedAt);
      told.push(marks.toldAt - savedAt);
      fetched.push(marks.dataAt - marks.toldAt);
      rendered.push(marks.shownAt - marks.dataAt);
      serverSide.push(...serverTimes(output.text.slice(logged)).slice(0, 1));
      log(
        `  ${target.page} edit ${run}/${runs}: visible after ${Math.round(marks.shownAt - savedAt)} ms (page told after ${Math.round(marks.toldAt - savedAt)}, data ${Math.round(marks.dataAt - marks.toldAt)} later, shown ${Math.round(marks.shownAt - marks.dataAt)} after that); server: ${/rebuilt \S+ (.*)/.exec(output.text.slice(logged))?.[1] ?? '?'}`,
      );
    }
    return {
      page: target.page,
      runs,
      visibleMs: spread(visible, 0),
      serverMs: spread(serverSide, 0),
      toldMs: spread(told, 0),
      fetchMs: spread(fetched, 0),
      renderMs: spread(rendered, 0),
      reloads,
      startSeconds,
      firstPageSeconds,
    };
  } finally {
    writeFileSync(file, original);
    await browser.close();
    child.kill('SIGTERM');
  }
}

export interface AuthorLoop {
  readonly shipped: EditToVisible;
  /** Null when the corpus could not be measured: the rest of the bench goes on. */
  readonly corpus: EditToVisible | null;
  /** Why the corpus was not measured, when it was not: BENCHMARKS.md shows its budget lines as misses with it. */
  readonly corpusError?: string;
}

/** A page of the content to edit: `preferred` when it exists, else the first page with a live example, else the first. */
function pageToEdit(contentDir: string, preferred: string): EditTarget {
  const tree = readContentTree(contentDir, new Map());
  const pages = tree.files.filter((file) => pageLocation(file.path).ok);
  const chosen = pages.find((file) => file.path === preferred) ?? pages.find((file) => mayHoldLiveContent(file.text)) ?? pages[0];
  if (chosen === undefined) throw new Error(`${contentDir} has no page to edit`);
  const location = pageLocation(chosen.path);
  if (!location.ok) throw new Error(`${chosen.path} is not a page`);
  return { contentDir, page: chosen.path, route: location.value.route };
}

/**
 * The author's loop on the shipped content (a copy, so content/ is never touched) and on the generated corpus (edited
 * in place and restored), RUNS.editToVisible edits each.
 */
export async function measureAuthorLoop(log: (line: string) => void): Promise<AuthorLoop> {
  rmSync(EDIT_CONTENT_DIR, { recursive: true, force: true });
  cpSync('content', EDIT_CONTENT_DIR, { recursive: true });
  try {
    const shipped = await measureEditToVisible(pageToEdit(EDIT_CONTENT_DIR, 'components/button/design.md'), RUNS.editToVisible, log);
    try {
      return { shipped, corpus: await measureEditToVisible(pageToEdit(CORPUS_DIR, ''), RUNS.editToVisible, log) };
    } catch (error) {
      const corpusError = error instanceof Error ? error.message : String(error);
      log(`  the author's loop on the corpus was not measured: ${corpusError}`);
      return { shipped, corpus: null, corpusError };
    }
  } finally {
    rmSync(EDIT_CONTENT_DIR, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('edit-to-visible.mjs')) {
  const option = (name: string, fallback: string) => {
    const at = process.argv.indexOf(`--${name}`);
    return at === -1 ? fallback : (process.argv[at + 1] ?? fallback);
  };
  const result = await measureEditToVisible(
    {
      contentDir: option('content', 'content'),
      page: option('page', 'components/button/design.md'),
      route: option('route', '/components/button-design'),
    },
    Number(option('runs', '5')),
    (line) => process.stderr.write(`${line}\n`),
  );
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
