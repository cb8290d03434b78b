/**
 * Writes BENCHMARKS.md from one run's results: the machine, every budget with
 * a pass/miss mark, and the figures of each area with how they were taken.
 * It writes figures only: analysis of why a figure is what it is goes stale
 * with the next run and belongs in docs/performance.md.
 */
import { SERVER_BUNDLE } from '../core/content/build-output';
import { hrefOf } from '../core/site/addresses';
import type { BenchResults, BudgetCheck, SearchFigures } from './bench-results';
import { BUDGETS, CORPUS_PAGES, RESULTS_FILE, RUNS, SEARCH_LIMIT } from './bench-config';
import { SERVER_ENV_DEFAULTS, SERVER_NODE_ARGS } from '../server/process-options';
import { DEFAULT_MATCHER } from './budget-checks';
import type { Sizes } from './bytes';
import type { DspBuild } from './build-times';
import type { EditToVisible } from './edit-to-visible';
import { SEARCH_WORD } from './interaction-timings';
import { CATEGORIES } from './lighthouse';
import { BENCH_MINUTES } from './time-budget';
import type { Spread } from './stats';
import { vitepressSection } from './vitepress-report';

const range = (s: Spread, unit = '') => `${s.median}${unit} (${s.min}–${s.max})`;
const table = (head: readonly string[], rows: readonly (readonly (string | number)[])[]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
const sizes = (s: Sizes) => `${s.rawKb} / ${s.gzipKb} / ${s.brotliKb} / ${s.servedKb}`;

function searchRows(name: string, figures: SearchFigures): (string | number)[] {
  const ours = figures.inProcess.matchers[DEFAULT_MATCHER];
  const other = figures.inProcess.matchers['edit distance'];
  const c = figures.comparison;
  return [
    name,
    `${ours?.p50Ms} / ${ours?.p95Ms} / ${ours?.p99Ms}`,
    other === undefined ? '' : `${other.p95Ms}`,
    `${figures.http.p50} / ${figures.http.p95} / ${figures.http.p99}${figures.http.roundsP95 === undefined ? '' : ` (p95 of each server: ${figures.http.roundsP95.join(', ')})`}`,
    `${figures.http.firstAsk.p50} / ${figures.http.firstAsk.p95}`,
    `${figures.http.cpuMsPerRequest} (first ask ${figures.http.firstAskCpuMsPerRequest})`,
    `${figures.http.fresh.p50} / ${figures.http.fresh.p95} (CPU ${figures.http.fresh.cpuMsPerRequest})`,
    `${c.ours.p50} / ${c.ours.p95}`,
    `${c.minisearch.p50} / ${c.minisearch.p95}`,
    `${c.ratioP50}x / ${c.ratioP95}x`,
    `${c.top10Overlap} (same first: ${c.sameFirst})`,
  ];
}

/**
 * The figures of this run beside a missed budget: the machine's load and the run's own measurements of that area.
 * Why a budget is missed, and what was tried, is analysis that goes stale with the next run: it lives in
 * docs/performance.md, not in the generated report.
 */
function missFigures(check: BudgetCheck, r: BenchResults): string {
  const load = `1-minute load average ${r.machine.loadAverage.start} at the start and ${r.machine.loadAverage.end} at the end on ${r.machine.cpus} cores.`;
  switch (check.area) {
    case 'Memory':
      return `RSS ${range(r.memory.startMb, ' MB')} after start, ${range(r.memory.afterMb, ' MB')} after ${r.memory.requests.toLocaleString('en')} requests; growth between the first and second ${r.memory.requests.toLocaleString('en')} requests ${range(r.memory.steadyGrowthPercent, ' %')}. ${load}`;
    case 'Search': {
      const figures = check.figure.endsWith('shipped content') ? r.search.shipped : r.search.corpus;
      const inProcess = figures.inProcess.matchers[DEFAULT_MATCHER];
      return `In-process p50 / p95 ${inProcess?.p50Ms} / ${inProcess?.p95Ms} ms; HTTP p50 / p95 ${figures.http.p50} / ${figures.http.p95} ms, first ask p50 / p95 ${figures.http.firstAsk.p50} / ${figures.http.firstAsk.p95} ms, server CPU ${figures.http.cpuMsPerRequest} ms per request (first ask ${figures.http.firstAskCpuMsPerRequest}). ${load}`;
    }
    case 'Lighthouse': {
      const page = r.lighthouse.pages.find((candidate) => check.figure.startsWith(candidate.page));
      if (page === undefined) return load;
      const audits = page.failing.filter((audit) => check.figure.endsWith(audit.category));
      const failing =
        audits.length === 0
          ? ''
          : `Audits below full marks: ${audits.map((audit) => `\`${audit.id}\` (${audit.runs} of ${page.scores.performance.runs.length} runs)`).join(', ')}. `;
      if (check.figure.includes('Total Blocking Time'))
        return `Total Blocking Time ${range(page.tbtMs, ' ms')}, performance ${range(page.scores.performance)}, Lighthouse CPU benchmark ${range(page.benchmarkIndex)}. ${load}`;
      if (!check.figure.endsWith('performance')) return failing;
      return `${failing}Total Blocking Time ${range(page.tbtMs, ' ms')}, LCP ${range(page.lcpMs, ' ms')}, Lighthouse CPU benchmark ${range(page.benchmarkIndex)}. ${load}`;
    }
    case 'Browser': {
      const inp = r.browser.interaction;
      if (!check.figure.startsWith('interaction to next paint') || !inp.ok) return load;
      return `Playground change ${range(inp.figures.playgroundMs, ' ms')}; Ctrl+K and typing ${range(inp.figures.searchMs, ' ms')}, the typed keys alone ${range(inp.figures.searchTypingMs, ' ms')}. ${load}`;
    }
    case 'Cookie audit':
      return r.cookieAudit === undefined
        ? load
        : `Five states ${range(r.cookieAudit.fiveStatesSeconds, ' s')}, with first visit, accept and reject ${range(r.cookieAudit.withJourneysSeconds, ' s')}. ${load}`;
    default:
      return load;
  }
}

export function renderReport(r: BenchResults): string {
  const m = r.machine;
  const misses = r.budgets.filter((check) => !check.pass);
  // At the end the average includes the bench's own last minute (a server and its client, one core each), so only the start tells of other work.
  const loaded = m.loadAverage.start > m.cpus * 0.5;
  const out: string[] = [];
  out.push(
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` (bench/run.ts) on ${r.date} in ${Math.round(r.durationSeconds / 6) / 10} min; the raw figures are in [${RESULTS_FILE}](${RESULTS_FILE}). Do not edit: the command rewrites this file.`,
    '',
    `**Machine:** ${m.cpus} cores (${m.cpuModel}), ${m.memoryGb} GB memory, Node ${m.node}, ${m.platform}. 1-minute load average ${m.loadAverage.start} at the start and ${m.loadAverage.end} at the end${loaded ? ' — the machine was busy before the bench began, so times and throughput may be pessimistic and noisier than on an idle one' : ''}.`,
    '',
    'Every figure is the median of several runs with (min–max), unless it is a latency percentile over all samples of all runs.',
    '',
    ...(r.cuts.length === 0
      ? []
      : [`**Shortened to stay within ${BENCH_MINUTES} minutes** (the machine was slow; bench/time-budget.ts): ${r.cuts.join('; ')}.`, '']),
    `## Budgets: ${r.budgets.length - misses.length} of ${r.budgets.length} met`,
    '',
    table(
      ['Area', 'Figure', 'Value', 'Budget', ''],
      r.budgets.map((check) => [
        check.area,
        check.figure,
        check.reason === undefined ? `${check.value}${check.unit === '' ? '' : ` ${check.unit}`}` : 'not measured',
        `${check.budget}${check.unit === '' ? '' : ` ${check.unit}`}`,
        check.pass ? 'pass' : '**miss**',
      ]),
    ),
    '',
  );

  const t = r.throughput;
  out.push(
    '## 1. Server throughput',
    '',
    `autocannon in the bench process, ${t.connections} connections, ${t.runs} runs of ${t.seconds} s per target (after a 1 s warm-up), interleaved across targets; the servers run as child processes on 127.0.0.1, so client and server each have a core. Requests are an anonymous reader's with a browser's \`Accept-Encoding: gzip, deflate, br\`, so each server sends what Chromium would get. The portal is the production build (\`${SERVER_BUNDLE}\`, NODE_ENV=production, a JSON access-log line per request written to a file); its pages come compressed from its page cache (server/body-cache.ts). Its own health endpoint is the cost of a request that does nothing. The baselines all send the component page's brotli bytes (the page is ${Math.round(t.pageBytes / 1024)} KB uncompressed): *static* is @hono/node-server's serveStatic with precompressed files read from disk, what a static docs site would give; the ceiling is Hono answering from memory; the runtime line is a plain node:http server doing the same.`,
    '',
    table(
      [
        'Target',
        'req/s',
        'p50 ms',
        'p99 ms',
        'req/s to ceiling',
        'to health',
        'to static',
        'server CPU %',
        'server CPU ms / request',
        'CPU per request, ceiling / target',
        'errors',
      ],
      t.targets.map((target) => [
        target.label,
        range(target.requestsPerSecond),
        range(target.p50Ms),
        range(target.p99Ms),
        `**${target.toCeiling}x**`,
        `${target.toHealth}x`,
        `${target.toStatic}x`,
        range(target.serverCpuPercent),
        range(target.cpuMsPerRequest),
        `${target.cpuToCeiling}x`,
        target.failures,
      ]),
    ),
    '',
    "Server CPU % is the share of one core the server process used during a run: near 100 % the server set the pace; well below it, the client (autocannon on the other core, parsing every 90 KB response) or the rest of the machine did, and the req/s ratio then understates the difference between servers. CPU time per request (from /proc, divided by the requests served) does not depend on who set the pace: its ratio to the ceiling's is the server-side comparison.",
    '',
  );

  const browser = r.browser;
  out.push(
    '## 1b. In the browser',
    '',
    `Chromium (Debian's, headless, 1440x900), ${browser.runs} fresh loads of the component page each, timed from the portal's performance marks (bench/browser-timings.ts). *Search first open*: after hydration and network idle, Ctrl+K; from the key event to the moment the overlay's input is focused, which happens before the overlay's first paint (viewer/search/SearchOverlay.tsx). The overlay's chunk is fetched when the page is first idle (viewer/layout/SearchLauncher.tsx), so the key press finds it loaded. *Click to paint*: the sub-navigation link to Chip, prefetched by hovering, clicked; from the click event to the animation frame after the new page's commit, in which the address, title and content change together (tests/e2e/navigation-commit.test.ts).`,
    '',
    table(
      ['Figure', 'median ms', 'min - max ms', 'budget'],
      [
        [
          'search first open',
          `**${browser.searchOpenMs.median}**`,
          `${browser.searchOpenMs.min} - ${browser.searchOpenMs.max}`,
          `<= ${BUDGETS.searchOpenMs}`,
        ],
        [
          'click on a prefetched link to paint',
          `**${browser.clickToPaintMs.median}**`,
          `${browser.clickToPaintMs.min} - ${browser.clickToPaintMs.max}`,
          `<= ${BUDGETS.navigationPaintMs}`,
        ],
      ],
    ),
    '',
  );
  const inp = browser.interaction;
  out.push(
    `**Interaction to next paint** at a ${inp.ok ? inp.figures.cpuSlowdown : 4}x CPU slowdown (CDP \`Emulation.setCPUThrottlingRate\`, set before each load), measured as web-vitals does (bench/interaction-timings.ts): the page's Event Timing entries (\`PerformanceObserver\`, type \`event\`, \`durationThreshold: 16\`, buffered) grouped by interactionId, a load's INP the longest interaction (0 when none reached 16 ms), read five frames after the page showed the change; ${inp.ok ? inp.figures.runs : RUNS.interaction} fresh loads (a new browser context each). *Playground change*: the Button code page's playground, once live, its \`variant\` select focused and changed with ArrowDown, until the playground's code shows the new variant. *Typing in search*: on the component page, Ctrl+K, then "${SEARCH_WORD}" typed one key at a time (each waited for in the input) until results are listed; the figure includes the Ctrl+K, and the keys' own longest is beside it.`,
    '',
    inp.ok
      ? table(
          ['Interaction', 'INP median ms', 'min - max ms', 'budget'],
          [
            [
              'a playground change (code page)',
              `**${inp.figures.playgroundMs.median}**`,
              `${inp.figures.playgroundMs.min} - ${inp.figures.playgroundMs.max}`,
              `<= ${BUDGETS.interactionToNextPaintMs}`,
            ],
            [
              `Ctrl+K and typing "${SEARCH_WORD}" (component page)`,
              `**${inp.figures.searchMs.median}**`,
              `${inp.figures.searchMs.min} - ${inp.figures.searchMs.max}`,
              `<= ${BUDGETS.interactionToNextPaintMs}`,
            ],
            [
              'the typed keys alone',
              inp.figures.searchTypingMs.median,
              `${inp.figures.searchTypingMs.min} - ${inp.figures.searchTypingMs.max}`,
              '',
            ],
          ],
        )
      : `Not measured in this run: ${inp.error.replace(/\s+/g, ' ').slice(0, 600)}`,
    '',
  );

  out.push(
    '## 2. Search latency',
    '',
    `The fixed queries of bench/search.ts (${r.search.shipped.comparison.queries.length} for the shipped content: titles, synonyms, typos, prefixes, German, common words; ${r.search.corpus.comparison.queries.length} derived from the ${CORPUS_PAGES.toLocaleString('en')}-page corpus). In-process: bench/search.ts, ${RUNS.inProcessSearchPasses.shipped} passes (${RUNS.inProcessSearchPasses.corpus} for the corpus) after a warm-up, with the engine's typo matcher (${DEFAULT_MATCHER}). HTTP: one request at a time over a keep-alive connection to the portal, limit ${SEARCH_LIMIT} as the overlay asks, with a browser's Accept-Encoding, ${RUNS.httpSearchPasses.shipped} passes (${RUNS.httpSearchPasses.corpus} for the corpus) after the server has answered ${RUNS.httpSearchWarmUp.shipped.toLocaleString('en')} (${RUNS.httpSearchWarmUp.corpus} for the corpus) other searches, words of its own vocabulary as readers type them and none of them in the set (bench/search-queries.ts, warmUpTerms), in blocks as large as the set, each block asked in as many passes, so that repeated searches are warm too: a server seconds old spent over a fifth of its CPU in V8's optimising compiler, which a replica in service does not. This is done by bench/search-http.ts in a process of its own (the bench's process holds about half a gigabyte by then, and its collector slowed the client's samples), on ${RUNS.httpSearchRounds} servers one after the other, and the HTTP columns are those of the server with the median p95 (every server's p95 beside it): one server's p95 alone moved by more than the budget's margin from minute to minute on this machine. What the first readers after a start pay is the column "new server, first searches": the first ${r.search.shipped.comparison.queries.length} of those warm-up searches, each a first ask, with their CPU per request. The server keeps each answer compressed per query and authorization (server/search-route.ts), so the first pass is also shown alone ("first ask": engine, highlights, excerpts, JSON and compression every time); server CPU per request is read from /proc over all passes and over the first. MiniSearch 7 indexes the same records (title, terms, headings, description, text; prefix and fuzzy 0.2, title and terms boosted) and answers the same queries in the same loop as ours; overlap is |our top 10 ∩ its top 10| / the longer list, averaged over queries.`,
    '',
    table(
      [
        'Corpus',
        'in-process p50 / p95 / p99 ms',
        'edit-distance p95',
        'HTTP p50 / p95 / p99 ms',
        'HTTP first ask p50 / p95 ms',
        'server CPU ms / request',
        'new server, first searches p50 / p95 ms',
        'ours, paired p50 / p95',
        'MiniSearch p50 / p95',
        'ours / MiniSearch',
        'top-10 overlap',
      ],
      [
        searchRows(`shipped (${r.search.shipped.inProcess.documents} records)`, r.search.shipped),
        searchRows(`corpus (${r.search.corpus.inProcess.documents} records)`, r.search.corpus),
      ],
    ),
    '',
    `Index build (bench/search.ts): ${r.search.shipped.inProcess.buildMs} ms shipped, ${r.search.corpus.inProcess.buildMs} ms for ${CORPUS_PAGES.toLocaleString('en')} pages (MiniSearch: ${r.search.shipped.comparison.minisearchIndexMs} ms / ${r.search.corpus.comparison.minisearchIndexMs} ms).`,
    '',
  );

  const b = r.builds;
  out.push(
    '## 3. Builds',
    '',
    `Wall time of the whole command (Node start-up included) and the peak RSS of the \`dsp build\` process. The ${CORPUS_PAGES.toLocaleString('en')}-page corpus is generated by scripts/generate-corpus.ts (deterministic) into .bench/corpus once and reused while the generator is unchanged${b.corpus.generatedSeconds === null ? ' (reused in this run)' : ` (generated in this run in ${b.corpus.generatedSeconds} s)`}.`,
    '',
    `\`dsp build\` keeps the example type-check and the code colours in node_modules/.cache/ between builds; the bench empties both before the first run of each content, so run 1 is cold (a fresh checkout, CI without a cache) and the later runs are warm (nothing changed since the previous build). Each has a budget line of its own: the cold run, and the median of the warm runs (≤ ${BUDGETS.dspBuildSeconds.shipped} s shipped, ≤ ${BUDGETS.dspBuildSeconds.corpus} s for the corpus).`,
    '',
    table(
      ['Build', 'runs', 'wall s (all runs)', 'cold s (run 1)', 'warm s (later runs)', 'peak RSS MB'],
      [
        ['`vite build` (client)', b.viteSeconds.runs.length, range(b.viteSeconds), '', '', ''],
        [
          `\`dsp build\`, shipped content (${b.shipped.pages} pages)`,
          b.shipped.wallSeconds.runs.length,
          range(b.shipped.wallSeconds),
          b.shipped.coldSeconds ?? '',
          b.shipped.warmSeconds === null || b.shipped.warmSeconds === undefined ? '' : range(b.shipped.warmSeconds),
          range(b.shipped.peakRssMb),
        ],
        [
          `\`dsp build\`, corpus (${b.corpus.pages.toLocaleString('en')} pages)`,
          b.corpus.wallSeconds.runs.length,
          range(b.corpus.wallSeconds),
          b.corpus.coldSeconds ?? '',
          b.corpus.warmSeconds === null || b.corpus.warmSeconds === undefined ? '' : range(b.corpus.warmSeconds),
          range(b.corpus.peakRssMb),
        ],
      ],
    ),
    '',
  );

  const start = r.startUnchanged;
  if (start !== undefined)
    out.push(
      '### `npm start` with nothing changed',
      '',
      `Right after the bench's own \`npm run build\`, \`npm start\` on a free port (bench/start-unchanged.ts), timed from the spawn to \`${hrefOf('/healthz')}\` answering 200 (asked every 20 ms); the whole process group is stopped before the next start. Every build step should be skipped (scripts/build-skip.ts); the steps that ran are listed. Budget ≤ ${BUDGETS.startUnchangedSeconds} s, median.`,
      '',
      start.ok
        ? table(
            ['runs', 'spawn to healthz 200 s (median, min–max)', 'build steps that ran, per start'],
            [
              [
                start.figures.runs,
                range(start.figures.healthySeconds, ' s'),
                start.figures.rebuilt.map((steps) => steps.join(', ') || 'none').join('; '),
              ],
            ],
          )
        : `Not measured in this run: ${start.error.replace(/\s+/g, ' ').slice(0, 600)}`,
      '',
    );

  const loop = r.authorLoop;
  if (loop !== undefined) {
    const row = (name: string, figures: EditToVisible, build: DspBuild) => [
      name,
      `\`${figures.page}\``,
      range(build.wallSeconds, ' s'),
      `${figures.startSeconds} s`,
      figures.firstPageSeconds === undefined ? '' : `${figures.firstPageSeconds} s`,
      range(figures.visibleMs, ' ms'),
      `${figures.toldMs.median} / ${figures.fetchMs.median} / ${figures.renderMs.median}`,
      figures.reloads,
      `${Math.round((build.wallSeconds.median * 1000) / figures.visibleMs.median)}x`,
    ];
    out.push(
      "### The author's loop (`npm run dev`)",
      '',
      `\`dsp dev\` from the bundled CLI serves the content (a copy of content/, and the corpus in place); Chromium keeps the page open, and each of ${loop.shipped.runs} saves appends a new sentence to the page's file. The figure runs from the write of the file to the animation frame after the sentence first appears in the article, without a reload (the reloads column counts any). Its parts, medians read from the page's performance marks: to the page being told of the rebuild (the watcher, the rebuild, the push over Vite's HMR connection) / to the page's new data arriving / to the frame. The full build beside it is \`dsp build\` of the same content (above); the last column is how many edits fit into one full build. Budgets, medians: ${BUDGETS.editToVisibleMs.shipped} ms for the shipped content and ${BUDGETS.editToVisibleMs.corpus} ms for the corpus, with ${BUDGETS.editReloads} reloads; the first page ${BUDGETS.devFirstPageSeconds.shipped} s and ${BUDGETS.devFirstPageSeconds.corpus} s after \`dsp dev\` starts.`,
      '',
      table(
        [
          'Content',
          'page edited',
          '`dsp build` s',
          '`dsp dev` start',
          'first page',
          'save to visible ms (median, min–max)',
          'told / data / frame ms',
          'reloads',
          'full build ÷ edit',
        ],
        [
          row('shipped', loop.shipped, b.shipped),
          loop.corpus === null
            ? [
                `corpus (${b.corpus.pages.toLocaleString('en')} pages)`,
                `not measured: ${(loop.corpusError ?? 'no reason given').replace(/\s+/g, ' ').slice(0, 400)}`,
                range(b.corpus.wallSeconds, ' s'),
                '',
                '',
                '',
                '',
                '',
                '',
              ]
            : row(`corpus (${b.corpus.pages.toLocaleString('en')} pages)`, loop.corpus, b.corpus),
        ],
      ),
      '',
    );
  }
  const token = r.tokenEdit;
  if (token !== undefined)
    out.push(
      '### A token edit (`dsp dev --tokens`)',
      '',
      `\`dsp dev --tokens\` over a copy of tokens/ (tokens/ itself is never written) and content/, the Button design page open in Chromium (bench/token-edit.ts). Each save gives the base colour \`color.neutral.0\` in the copy's base/color.tokens.json a new value, which the light themes' \`--hb-color-surface-default\` resolves to; the figure runs from the write of the file to the first animation frame in which \`getComputedStyle(document.documentElement)\` gives that variable the new value. One unmeasured save first, then ${RUNS.tokenEdit}. Budget ≤ ${BUDGETS.tokenEditVisibleMs} ms, median, with ${BUDGETS.editReloads} reloads.`,
      '',
      token.ok
        ? table(
            ['page', 'token → variable', 'save to variable ms (median, min–max)', 'first save ms (unmeasured)', 'reloads'],
            [
              [
                `\`${token.figures.page}\``,
                `\`${token.figures.token}\` → \`${token.figures.variable}\``,
                range(token.figures.visibleMs, ' ms'),
                token.figures.firstMs,
                token.figures.reloads,
              ],
            ],
          )
        : `Not measured in this run: ${token.error.replace(/\s+/g, ' ').slice(0, 600)}`,
      '',
    );

  out.push(
    '## 4. Bytes',
    '',
    'KB as raw / gzip (node:zlib, level 6, as the server compresses) / brotli (node:zlib, quality 11) / as served to a client accepting gzip and brotli. First load: the HTML and the scripts and stylesheets it references (script src, stylesheet and modulepreload links). Fonts: the woff2 files a first visit preloads (the text face and the brand display face, Latin subset), KB as served.',
    '',
    table(
      ['Page', 'HTML', 'first-load JS', 'first-load CSS', 'fonts'],
      r.bytes.pages.map((page) => [
        `${page.page} (\`${page.path}\`)`,
        sizes(page.html),
        sizes(page.js),
        sizes(page.css),
        page.fonts === undefined ? '—' : `${page.fonts.kb} (${page.fonts.files.length} files)`,
      ]),
    ),
    '',
    'Loaded later, on demand:',
    '',
    table(
      ['Chunk', 'JS', 'CSS'],
      r.bytes.lazy.map((chunk) => [chunk.name, sizes(chunk.js), sizes(chunk.css)]),
    ),
    '',
    r.bytes.examples.largest === null
      ? 'No live example on a public page.'
      : `Live examples: ${r.bytes.examples.count} chunks of public pages, each loaded only when its example scrolls into view; the largest is \`${r.bytes.examples.largest.name}\` at ${sizes(r.bytes.examples.largest.js)} KB JS with what it imports beyond the entry.`,
    '',
  );

  const l = r.lighthouse;
  out.push(
    '## 5. Lighthouse',
    '',
    `Lighthouse ${l.version} (the npm package's Node API) driving ${l.chrome || 'Chromium'} headless, default mobile preset (simulated slow 4G, 4x CPU slowdown), ${l.runs} runs per page; medians with (min–max). The corpus page is the first public page of the ${CORPUS_PAGES.toLocaleString('en')}-page corpus, on a portal server of its own over the corpus's \`dsp build\` output (bench/lighthouse-corpus.ts). Budgets: performance ≥ ${BUDGETS.lighthouse.performance} and Total Blocking Time ≤ ${BUDGETS.lighthouseTbtMs} ms on every page.${l.corpusError === undefined ? '' : ` The corpus page was not measured in this run: ${l.corpusError.replace(/\s+/g, ' ').slice(0, 600)}`}`,
    '',
    table(
      ['Page', ...CATEGORIES, 'LCP ms', 'TBT ms', 'CLS', 'CPU benchmark'],
      l.pages.map((page) => [
        `${page.page} (\`${page.path}\`)`,
        ...CATEGORIES.map((c) => range(page.scores[c])),
        range(page.lcpMs),
        range(page.tbtMs),
        range(page.cls),
        range(page.benchmarkIndex),
      ]),
    ),
    '',
    "Lighthouse simulates the phone's CPU as this machine's slowed 4x, so Total Blocking Time, and with it the Performance score, follows the machine's load: its CPU benchmark (Lighthouse's BenchmarkIndex, higher is faster) is in the last column, lower when other work loads the machine.",
    '',
  );
  const failing = l.pages.flatMap((page) =>
    page.failing.map(
      (audit) =>
        `- ${page.page}, ${audit.category}: \`${audit.id}\` (${audit.title}) in ${audit.runs} of ${page.scores.performance.runs.length} runs`,
    ),
  );
  out.push(
    failing.length === 0
      ? 'No audit below full marks weighs in any category.'
      : ['Audits below full marks that weigh in a category:', '', ...failing].join('\n'),
    '',
  );

  out.push(...vitepressSection(r));

  out.push(
    '## 6. CLI cold start',
    '',
    `\`dsp consent parse pe1fu1ma0e --json\` against \`node -e 0\` (bench/cli-start.mjs: median of ${RUNS.cliStart} alternating runs), repeated 3 times.`,
    '',
    table(
      ['', 'ms'],
      [
        ['`node -e 0`', range(r.cli.nodeMs)],
        ['`dsp consent parse`', range(r.cli.cliMs)],
        ['ratio', range(r.cli.ratio, 'x')],
      ],
    ),
    '',
  );

  const mem = r.memory;
  out.push(
    '## 7. Memory',
    '',
    `RSS of a fresh portal server (shipped content) right after it listens, and after ${mem.requests.toLocaleString('en')} mixed requests (every known route, popular ones more often; page data; searches; unknown paths; anonymous, authorized, dark, Lakeside and dev-mode readers), read after a second of idle; ${mem.runs} runs, each on a new server. The server runs as \`dsp serve\` and \`npm run serve\` run it: \`node ${SERVER_NODE_ARGS.join(' ')}\` with ${Object.entries(
      SERVER_ENV_DEFAULTS,
    )
      .map(([name, value]) => `${name}=${value}`)
      .join(', ')} (server/process-options.ts).`,
    '',
    table(
      ['', 'MB'],
      [
        ['after start', range(mem.startMb)],
        [`after ${mem.requests.toLocaleString('en')} requests`, range(mem.afterMb)],
        [`after ${(2 * mem.requests).toLocaleString('en')} requests`, range(mem.afterSecondMb)],
        ['growth, start to first', range(mem.growthPercent, ' %')],
        ['growth, first to second (steady state)', range(mem.steadyGrowthPercent, ' %')],
      ],
    ),
    '',
  );

  const p = r.packages;
  const homeJs = r.bytes.pages.find((page) => page.page === 'home')?.js.gzipKb;
  out.push(
    '## 8. Packages',
    '',
    `\`npm pack --workspaces\`, the tarballs installed into a fresh app outside the repository (the consumer test's set-up), and two Vite builds of it: one rendering a Button as the Develop page sets it up (both stylesheets imported, \`Button\` from \`@harbor/react\`), one rendering a plain button with React alone. Gzip at level 6 per file. The portal itself reads the same packages from source, so its first-load JavaScript (home page: ${homeJs ?? '?'} KB gzip, section 4) is what a reader pays.`,
    '',
    table(
      ['Package', 'packed KB', 'unpacked KB', 'budget KB'],
      p.packages.map((pack) => [pack.name, String(pack.packedKb), String(pack.unpackedKb), String(BUDGETS.packedKb[pack.name] ?? '–')]),
    ),
    '',
    table(
      ['Vite app', 'JS gzip KB', 'CSS gzip KB'],
      [
        ['React alone', String(p.reactOnly.jsGzipKb), String(p.reactOnly.cssGzipKb)],
        ['one Button from @harbor/react', String(p.buttonOnly.jsGzipKb), String(p.buttonOnly.cssGzipKb)],
        [
          `Button above React (budget ${BUDGETS.buttonJsAboveReactGzipKb} KB JS)`,
          String(p.buttonJsAboveReactKb),
          String(Math.round((p.buttonOnly.cssGzipKb - p.reactOnly.cssGzipKb) * 10) / 10),
        ],
      ],
    ),
    '',
    'The CSS of the Button-only app is the whole of `@harbor/react/styles.css` and `@harbor/tokens/tokens.css` (every component, all four themes): the package ships one stylesheet entry.',
    '',
  );

  const tokens = r.tokenPackage;
  out.push(
    '### @harbor/tokens',
    '',
    `\`npm pack -w tokens\` (its prepack runs the token build). The tarball holds the four themes as CSS, resolved JSON, the typed JavaScript module, Swift and Compose Kotlin; a web app takes only tokens.css from it.`,
    '',
    table(
      ['Package', 'packed KB', 'budget', 'unpacked KB', 'files', 'tokens.css gzip KB', 'budget'],
      [
        [
          '@harbor/tokens',
          tokens.packedKb,
          `<= ${BUDGETS.tokenPackagePackedKb}`,
          tokens.unpackedKb,
          tokens.files,
          tokens.stylesheetGzipKb,
          `<= ${BUDGETS.tokenStylesheetGzipKb}`,
        ],
      ],
    ),
    '',
  );

  out.push(
    '## What was done to meet the budgets',
    '',
    'The decisions behind these figures, each with its reason, are in docs/performance.md (Decisions) and docs/decisions/; this file holds only the figures of this run.',
    '',
    `- **Budgets with room to spare:** the HTML of the component page is ${r.bytes.pages.find((page) => page.page === 'component')?.html.gzipKb} KB gzip of a ${BUDGETS.componentHtmlGzipKb} KB budget.`,
    '',
  );
  if (r.mcp !== undefined) {
    const mcp = r.mcp;
    const row = (label: string, p: { p50: number; p95: number; samples: number } | undefined) =>
      p === undefined ? [label, 'not measured', '', ''] : [label, `${p.p50} ms`, `${p.p95} ms`, String(p.samples)];
    const serverAdds =
      mcp.serverAddedMsP50 === undefined
        ? 'What the server alone adds was not measured in this run.'
        : `The server adds ${mcp.serverAddedMsP50} ms at p50 and ${mcp.serverAddedMsP95} ms at p95 to a search (budget: at most ${BUDGETS.mcpServerAddedMsP50} ms at p50); query by query in the first pass, where the API and MCP each ask every query once, the median difference is ${mcp.serverAddedPairedMsP50} ms.`;
    out.push(
      '## MCP server next to the search API',
      '',
      `One call at a time over one connection each (bench/mcp-latency.ts), the three of a query one after another. The API keeps answers per query, so its first ask of each query is the fair comparison; MCP keeps none, so every MCP call counts. "Raw" is the \`tools/call\` as one JSON-RPC POST with the headers the SDK sends, through the same fetch as the API: what the server adds. "SDK client" is the official SDK's \`callTool\`, as an agent sees it, which adds the client's own work (its zod check of every answer, large for \`get_component\`). The budget, at most ${BUDGETS.mcpServerAddedMsP50} ms, is on what the server adds at p50.`,
      '',
      table(
        ['Call', 'p50', 'p95', 'Calls'],
        [
          row('search API, first ask', mcp.apiFirstAsk),
          row('search over MCP, raw JSON-RPC POST', mcp.rawSearch),
          row('search over MCP, SDK client', mcp.mcpSearch),
          row('get_component over MCP, raw JSON-RPC POST', mcp.rawGetComponent),
          row('get_component over MCP, SDK client', mcp.mcpGetComponent),
        ],
      ),
      '',
      `${serverAdds} As the SDK client sees it, MCP adds ${mcp.addedMsP50} ms at p50 and ${mcp.addedMsP95} ms at p95.`,
      '',
    );
  }
  if (r.cookieAudit !== undefined) {
    const audit = r.cookieAudit;
    out.push(
      '## Cookie audit',
      '',
      table(
        ['`dsp cookies audit --consent`', 'wall time (median, min–max)'],
        [
          ['none,pe,fu,ma,all', range(audit.fiveStatesSeconds, ' s')],
          ['none,pe,fu,ma,all,first-visit,accept,reject', range(audit.withJourneysSeconds, ' s')],
          ['ratio of the medians', `${audit.ratio} (budget ≤ ${BUDGETS.cookieAuditJourneysRatio})`],
        ],
      ),
      '',
    );
  }
  if (misses.length > 0) {
    out.push(
      "## The missed budgets, with this run's figures",
      '',
      ...misses.map((check) =>
        check.reason === undefined
          ? `- **${check.area}, ${check.figure}: ${check.value}${check.unit === '' ? '' : ` ${check.unit}`}** against ${check.budget}${check.unit === '' ? '' : ` ${check.unit}`}. ${missFigures(check, r)}`
          : `- **${check.area}, ${check.figure}: not measured** (budget ${check.budget}${check.unit === '' ? '' : ` ${check.unit}`}): ${check.reason}`,
      ),
      '',
    );
  }
  return `${out.join('\n')}\n`;
}
