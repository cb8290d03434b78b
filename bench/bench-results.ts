/**
 * The shape of bench/results.json: every figure of one `npm run bench`, and
 * each performance budget (docs/performance.md) checked against it.
 */
import type { Attempt } from './attempt';
import type { McpFigures } from './mcp-latency';
import type { BrowserTimings } from './browser-timings';
import type { BuildResult } from './build-times';
import type { CookieAuditFigures } from './cookie-audit';
import type { BytesResult } from './bytes';
import type { AuthorLoop } from './edit-to-visible';
import type { StartUnchanged } from './start-unchanged';
import type { TokenEdit } from './token-edit';
import type { TokenPackageSize } from './token-package';
import type { LighthouseResult } from './lighthouse';
import type { MemoryResult } from './memory';
import type { PackagesResult } from './packages';
import type { SearchComparison } from './search-comparison';
import type { HttpSearchFigures } from './search-latency';
import type { Spread } from './stats';
import type { ThroughputResult } from './throughput';
import type { VitePressFigures } from './vitepress';

export interface Machine {
  readonly cpus: number;
  readonly cpuModel: string;
  readonly memoryGb: number;
  readonly node: string;
  readonly platform: string;
  /** 1-minute load average when the bench started and ended: other work on the machine skews the figures. */
  readonly loadAverage: { readonly start: number; readonly end: number };
}

/** One line of bench/search.ts's output (its Measurement). */
export interface InProcessSearch {
  readonly documents: number;
  readonly buildMs: number;
  readonly peakRssMb: number;
  readonly queries: number;
  readonly samples: number;
  readonly matchers: Record<string, { readonly p50Ms: number; readonly p95Ms: number; readonly p99Ms: number; readonly maxMs: number }>;
}

export interface SearchFigures {
  readonly inProcess: InProcessSearch;
  readonly comparison: SearchComparison;
  readonly http: HttpSearchFigures;
}

export interface CliStart {
  readonly nodeMs: Spread;
  readonly cliMs: Spread;
  readonly ratio: Spread;
}

export interface BudgetCheck {
  readonly area: string;
  readonly figure: string;
  readonly value: number;
  readonly unit: string;
  /** e.g. '>= 0.5' or '<= 90'. */
  readonly budget: string;
  readonly pass: boolean;
  /** Why the figure was not measured in this run (its value is then NaN, and the line a miss). */
  readonly reason?: string;
}

export interface BenchResults {
  readonly date: string;
  readonly durationSeconds: number;
  readonly machine: Machine;
  readonly builds: BuildResult;
  /** `dsp dev`: a saved Markdown edit to the frame showing it; absent in results written before it was measured. */
  readonly authorLoop?: AuthorLoop;
  /** `dsp dev --tokens <a copy>`: a saved base colour to the open page's CSS variable; absent in older results. */
  readonly tokenEdit?: Attempt<TokenEdit>;
  /** `npm start` with nothing changed to the health endpoint answering; absent in older results. */
  readonly startUnchanged?: Attempt<StartUnchanged>;
  readonly cli: CliStart;
  readonly search: { readonly shipped: SearchFigures; readonly corpus: SearchFigures };
  readonly throughput: ThroughputResult;
  readonly browser: BrowserTimings;
  readonly bytes: BytesResult;
  readonly lighthouse: LighthouseResult;
  readonly memory: MemoryResult;
  readonly packages: PackagesResult;
  /** @harbor/tokens as npm packs it. */
  readonly tokenPackage: TokenPackageSize;
  /** The MCP server next to the plain search API (bench/mcp-latency.ts); absent in results written before it existed. */
  readonly mcp?: McpFigures;
  /** `dsp cookies audit`, five states against five plus the journeys (bench/cookie-audit.ts); absent in results written before it existed. */
  readonly cookieAudit?: CookieAuditFigures;
  /** VitePress on the same public pages (bench/vitepress.ts); absent in results written before it was measured. */
  readonly vitepress?: VitePressFigures;
  /** Repetitions left out to keep the bench within 16 minutes on a slow or busy machine (bench/time-budget.ts). */
  readonly cuts: readonly string[];
  readonly budgets: readonly BudgetCheck[];
}
