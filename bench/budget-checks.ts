/**
 * The performance budgets (docs/performance.md) checked against one run's figures. The bench reports a
 * miss; it never fails because of one (benchmarks are not tests).
 */
import type { BenchResults, BudgetCheck } from './bench-results';
import { BUDGETS } from './bench-config';
import { CATEGORIES } from './lighthouse';

/** The author's first page after `npm run dev` (docs/performance.md): 3 s is the most accepted on the shipped content. */
const DEV_FIRST_PAGE_SECONDS = { shipped: 1.5, corpus: 10 } as const;

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
  for (const page of results.bytes.pages) {
    checks.push(atMost('Bytes', `first-load JS, ${page.page} page (gzip)`, page.js.gzipKb, 'KB', BUDGETS.firstLoadJsGzipKb));
    if (page.page === 'component')
      checks.push(atMost('Bytes', 'HTML of the component page (gzip)', page.html.gzipKb, 'KB', BUDGETS.componentHtmlGzipKb));
  }
  checks.push(atMost('Packages', '@harbor/tokens packed (npm pack)', results.tokenPackage.packedKb, 'KB', BUDGETS.tokenPackagePackedKb));
  checks.push(
    atMost('Packages', '@harbor/tokens tokens.css (gzip)', results.tokenPackage.stylesheetGzipKb, 'KB', BUDGETS.tokenStylesheetGzipKb),
  );
  for (const page of results.lighthouse.pages) {
    for (const category of CATEGORIES) {
      checks.push(atLeast('Lighthouse', `${page.page} page: ${category}`, page.scores[category].median, '', BUDGETS.lighthouse[category]));
    }
  }
  checks.push(
    atMost(
      'Build',
      `\`dsp build\`, shipped content (${results.builds.shipped.pages} pages)`,
      results.builds.shipped.wallSeconds.median,
      's',
      BUDGETS.dspBuildSeconds.shipped,
    ),
  );
  checks.push(
    atMost(
      'Build',
      `\`dsp build\`, ${results.builds.corpus.pages.toLocaleString('en')} pages`,
      results.builds.corpus.wallSeconds.median,
      's',
      BUDGETS.dspBuildSeconds.corpus,
    ),
  );
  if (results.authorLoop !== undefined)
    checks.push(
      atMost(
        "Author's loop",
        `a saved Markdown edit visible in the open page, shipped content (${results.authorLoop.shipped.page})`,
        results.authorLoop.shipped.visibleMs.median,
        'ms',
        BUDGETS.editToVisibleMs,
      ),
    );
  const loop = results.authorLoop;
  for (const [name, figures] of [
    ['shipped content', loop?.shipped],
    ['corpus', loop?.corpus],
  ] as const) {
    if (figures?.firstPageSeconds === undefined) continue;
    const budget = DEV_FIRST_PAGE_SECONDS[name === 'corpus' ? 'corpus' : 'shipped'];
    checks.push(atMost("Author's loop", `\`dsp dev\` start to the first page answered, ${name}`, figures.firstPageSeconds, 's', budget));
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
