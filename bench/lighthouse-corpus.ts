/**
 * docs/performance.md, Lighthouse: a page of the 10,000-page corpus, on a portal server of its own over the corpus's
 * `dsp build` output, with the same preset, runs and budgets as the shipped pages. The page is the corpus's first
 * public page, so an anonymous Lighthouse run sees it as a reader would.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_FILE } from '../core/content/build-output';
import { hrefOf } from '../core/site/addresses';
import { CORPUS_DATA_DIR, RUN_DIR } from './bench-config';
import { startPortalServer } from './child-server';
import { type LighthouseResult, measureLighthouse } from './lighthouse';
import type { TimeBudget } from './time-budget';

/** The route of the first public page of a built content folder. */
export function firstPublicPage(dataDir: string): string {
  const bundle = JSON.parse(readFileSync(join(dataDir, CONTENT_FILE), 'utf8')) as {
    pages: Record<string, { route: string; isPublic?: boolean }>;
  };
  const page = Object.values(bundle.pages).find((candidate) => candidate.isPublic === true);
  if (page === undefined) throw new Error(`${join(dataDir, CONTENT_FILE)} has no public page for Lighthouse`);
  return hrefOf(page.route);
}

/** `result` with the corpus page added, or with the reason it could not be measured. */
export async function withCorpusPage(result: LighthouseResult, log: (line: string) => void, budget: TimeBudget): Promise<LighthouseResult> {
  try {
    const path = firstPublicPage(CORPUS_DATA_DIR);
    const name = 'corpus-lighthouse';
    const server = await startPortalServer({ dataDir: CORPUS_DATA_DIR, name });
    try {
      // Asked once first: a page the server cannot answer fails with the server's own reason, not Lighthouse's three
      // retries and its "unable to reliably load the page".
      const answer = await fetch(`${server.origin}${path}`);
      await answer.arrayBuffer();
      if (answer.status !== 200) {
        const failure = readFileSync(join(RUN_DIR, `server-${name}.log`), 'utf8')
          .split('\n')
          .filter((line) => line.includes('"request failed"'))
          .map((line) => (JSON.parse(line) as { error?: string }).error?.split('\n')[0])
          .at(-1);
        throw new Error(`the portal server answered ${path} with ${answer.status}${failure === undefined ? '' : `: ${failure}`}`);
      }
      const corpus = await measureLighthouse(server, log, budget, [['corpus', path]]);
      return { ...result, pages: [...result.pages, ...corpus.pages] };
    } finally {
      await server.stop();
    }
  } catch (error) {
    const corpusError = error instanceof Error ? error.message : String(error);
    log(`  Lighthouse on the corpus page was not measured: ${corpusError}`);
    return { ...result, corpusError };
  }
}
