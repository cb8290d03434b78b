/**
 * The performance budgets (docs/performance.md) checked against one run's figures. The bench reports a
 * miss; it never fails because of one (benchmarks are not tests).
 */
import type { BenchResults, BudgetCheck } from './bench-results';
import { hrefOf } from '../core/site/addresses';
import { BUDGETS } from './bench-config';
import { CATEGORIES } from './lighthouse';

/** The search matcher the server uses (core's engine default). */
export const DEFAULT_MATCHER = 'edit distance';

const atLeast = (area: string, figure: string, value: number, unit: string, budget: number): BudgetCheck => ({
  area,
  figure,
  value,
  unit,
  budget: `>= ${budget}`,
  pass: value >= budget,
});
const atMost = (area: string, figure: string, value: number, unit: string, budget: number): BudgetCheck => ({
  area,
  figure,
  value,
  unit,
  budget: `<= ${budget}`,
  pass: value <= budget,
});
/** A budget whose figure this run could not take: a miss, with the reason shown beside it. */
const notMeasured = (area: string, figure: string, unit: string, budget: number, reason: string): BudgetCheck => ({
  area,
  figure,
  value: Number.NaN,
  unit,
  budget: `<= ${budget}`,
  pass: false,
  reason,
});
/** `atMost`, or a miss with the reason when the figure is missing. */
const atMostOr = (area: string, figure: string, value: number | undefined, unit: string, budget: number, reason: string): BudgetCheck =>
  value === undefined || Number.isNaN(value) ? notMeasured(area, figure, unit, budget, reason) : atMost(area, figure, value, unit, budget);

/** The first lines of a failure's message: enough to say what went wrong in a table row. */
const reasonOf = (error: string): string => {
  const text = error.replace(/\s+/g, ' ').trim();
  return text.length > 400 ? `${text.slice(0, 400)}…` : text;
};

export function checkBudgets(results: Omit<BenchResults, 'budgets'>): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const target of results.throughput.targets) {
    if (target.name === 'component' || target.name === 'code') {
      checks.push(atLeast('Server throughput', `${target.label}: req/s to the ceiling`, target.toCeiling, 'x', BUDGETS.ssrToCeiling));
      checks.push(
        atLeast(
          'Server throughput',
          `${target.label}: req/s to the health endpoint, browser headers`,
          target.toHealth,
          'x',
          BUDGETS.pageToHealth,
        ),
      );
    }
  }
  for (const corpus of ['shipped', 'corpus'] as const) {
    const label = corpus === 'shipped' ? 'shipped content' : '10,000 pages';
    const figures = results.search[corpus];
    const inProcess = figures.inProcess.matchers[DEFAULT_MATCHER]?.p95Ms ?? Number.NaN;
    checks.push(atMost('Search', `in-process p95, ${label}`, inProcess, 'ms', BUDGETS.searchInProcessP95Ms[corpus]));
    checks.push(atMost('Search', `HTTP p95, ${label}`, figures.http.p95, 'ms', BUDGETS.searchHttpP95Ms[corpus]));
  }
  checks.push(
    atMost(
      'Search',
      'server CPU per search request, shipped content',
      results.search.shipped.http.cpuMsPerRequest,
      'ms',
      BUDGETS.searchCpuMsPerRequest,
    ),
  );
  checks.push(
    atMost('Browser', 'first Ctrl+K to a focused search input (median)', results.browser.searchOpenMs.median, 'ms', BUDGETS.searchOpenMs),
  );
  checks.push(
    atMost(
      'Browser',
      'click on a prefetched link to the new page painted (median)',
      results.browser.clickToPaintMs.median,
      'ms',
      BUDGETS.navigationPaintMs,
    ),
  );
  const inp = results.browser.interaction;
  for (const [name, figure] of [
    ['a playground change on the code page', 'playgroundMs'],
    ['Ctrl+K and typing a word in search', 'searchMs'],
  ] as const)
    checks.push(
      atMostOr(
        'Browser',
        `interaction to next paint at a 4x CPU slowdown, ${name} (median)`,
        inp.ok ? inp.figures[figure].median : undefined,
        'ms',
        BUDGETS.interactionToNextPaintMs,
        inp.ok ? 'no runs' : reasonOf(inp.error),
      ),
    );
  for (const page of results.bytes.pages) {
    checks.push(atMost('Bytes', `first-load JS, ${page.page} page (gzip)`, page.js.gzipKb, 'KB', BUDGETS.firstLoadJsGzipKb));
    if (page.page === 'component') {
      checks.push(atMost('Bytes', 'HTML of the component page (gzip)', page.html.gzipKb, 'KB', BUDGETS.componentHtmlGzipKb));
      checks.push(
        atMost(
          'Bytes',
          'HTML of the component page as served (brotli), in one round trip',
          page.html.servedKb,
          'KB',
          BUDGETS.componentHtmlServedKb,
        ),
      );
    }
  }
  checks.push(atMost('Packages', '@harbor/tokens packed (npm pack)', results.tokenPackage.packedKb, 'KB', BUDGETS.tokenPackagePackedKb));
  checks.push(
    atMost('Packages', '@harbor/tokens tokens.css (gzip)', results.tokenPackage.stylesheetGzipKb, 'KB', BUDGETS.tokenStylesheetGzipKb),
  );
  for (const page of results.lighthouse.pages) {
    for (const category of CATEGORIES) {
      checks.push(atLeast('Lighthouse', `${page.page} page: ${category}`, page.scores[category].median, '', BUDGETS.lighthouse[category]));
    }
    checks.push(atMost('Lighthouse', `${page.page} page: Total Blocking Time (median)`, page.tbtMs.median, 'ms', BUDGETS.lighthouseTbtMs));
  }
  const corpusError = results.lighthouse.corpusError;
  if (corpusError !== undefined) {
    for (const category of CATEGORIES)
      checks.push({
        ...notMeasured('Lighthouse', `corpus page: ${category}`, '', BUDGETS.lighthouse[category], reasonOf(corpusError)),
        budget: `>= ${BUDGETS.lighthouse[category]}`,
      });
    checks.push(
      notMeasured('Lighthouse', 'corpus page: Total Blocking Time (median)', 'ms', BUDGETS.lighthouseTbtMs, reasonOf(corpusError)),
    );
  }
  for (const corpus of ['shipped', 'corpus'] as const) {
    const build = results.builds[corpus];
    const label = corpus === 'shipped' ? `shipped content (${build.pages} pages)` : `${build.pages.toLocaleString('en')} pages`;
    const budget = BUDGETS.dspBuildSeconds[corpus];
    checks.push(atMost('Build', `\`dsp build\`, ${label}, cold (run 1, empty build caches)`, build.coldSeconds, 's', budget));
    checks.push(
      atMostOr(
        'Build',
        `\`dsp build\`, ${label}, warm (median of the later runs)`,
        build.warmSeconds?.median,
        's',
        budget,
        'no warm run: only the cold run was taken in this run',
      ),
    );
  }
  if (results.startUnchanged !== undefined) {
    const start = results.startUnchanged;
    checks.push(
      atMostOr(
        'Build',
        `\`npm start\` with nothing changed to \`${hrefOf('/healthz')}\` answering 200 (median)`,
        start.ok ? start.figures.healthySeconds.median : undefined,
        's',
        BUDGETS.startUnchangedSeconds,
        start.ok ? 'no runs' : reasonOf(start.error),
      ),
    );
  }
  const loop = results.authorLoop;
  if (loop !== undefined) {
    const corpusMissing = `the author's loop on the corpus was not measured: ${reasonOf(loop.corpusError ?? 'no reason given')}`;
    for (const corpus of ['shipped', 'corpus'] as const) {
      const figures = corpus === 'shipped' ? loop.shipped : (loop.corpus ?? undefined);
      const name = corpus === 'shipped' ? `shipped content (${loop.shipped.page})` : 'corpus';
      checks.push(
        atMostOr(
          "Author's loop",
          `\`dsp dev\` start to the first page answered, ${name}`,
          figures?.firstPageSeconds,
          's',
          BUDGETS.devFirstPageSeconds[corpus],
          figures === undefined ? corpusMissing : 'not recorded',
        ),
      );
      checks.push(
        atMostOr(
          "Author's loop",
          `a saved Markdown edit visible in the open page, ${name} (median)`,
          figures?.visibleMs.median,
          'ms',
          BUDGETS.editToVisibleMs[corpus],
          corpusMissing,
        ),
      );
      checks.push(
        atMostOr(
          "Author's loop",
          `reloads of the open page during the saves, ${name}`,
          figures?.reloads,
          '',
          BUDGETS.editReloads,
          corpusMissing,
        ),
      );
    }
  }
  if (results.tokenEdit !== undefined) {
    const edit = results.tokenEdit;
    checks.push(
      atMostOr(
        "Author's loop",
        'a saved base colour (`dsp dev --tokens`) visible in the open page’s CSS variable (median)',
        edit.ok ? edit.figures.visibleMs.median : undefined,
        'ms',
        BUDGETS.tokenEditVisibleMs,
        edit.ok ? 'no runs' : reasonOf(edit.error),
      ),
    );
    checks.push(
      atMostOr(
        "Author's loop",
        'reloads of the open page during the token saves',
        edit.ok ? edit.figures.reloads : undefined,
        '',
        BUDGETS.editReloads,
        edit.ok ? 'no runs' : reasonOf(edit.error),
      ),
    );
  }
  if (results.mcp?.serverAddedMsP50 !== undefined)
    checks.push(
      atMost(
        'MCP',
        'what the server adds to a search, p50 (raw JSON-RPC POST minus the search API’s first ask)',
        results.mcp.serverAddedMsP50,
        'ms',
        BUDGETS.mcpServerAddedMsP50,
      ),
    );
  checks.push(atMost('CLI', '`dsp consent parse` to `node -e 0`', results.cli.ratio.median, 'x', BUDGETS.cliToNode));
  if (results.cookieAudit !== undefined)
    checks.push(
      atMost(
        'Cookie audit',
        'five states plus first visit, accept and reject, to the five states alone (medians)',
        results.cookieAudit.ratio,
        'x',
        BUDGETS.cookieAuditJourneysRatio,
      ),
    );
  if (results.cookieAudit !== undefined) {
    const { stableRuns } = results.cookieAudit;
    for (const [kind, stable] of [
      ['five states', stableRuns.fiveStates],
      ['with first visit, accept and reject', stableRuns.withJourneys],
    ] as const)
      checks.push(
        atLeast(
          'Cookie audit',
          `runs, ${kind}, reporting \`_gcl_au\` written then deleted in none, with the problems of the first run`,
          stable,
          `of ${stableRuns.of} runs`,
          stableRuns.of,
        ),
      );
  }
  checks.push(
    atMost(
      'Memory',
      `RSS growth after ${results.memory.requests.toLocaleString('en')} mixed requests`,
      results.memory.growthPercent.median,
      '%',
      BUDGETS.memoryGrowthPercent,
    ),
  );
  const packages = results.packages;
  checks.push(
    atMost(
      'Packages',
      'Button-only Vite app, gzip JS above React alone',
      packages.buttonJsAboveReactKb,
      'KB',
      BUDGETS.buttonJsAboveReactGzipKb,
    ),
  );
  for (const pack of packages.packages) {
    const budget = BUDGETS.packedKb[pack.name];
    if (budget !== undefined) checks.push(atMost('Packages', `${pack.name} packed`, pack.packedKb, 'KB', budget));
  }
  return checks;
}
