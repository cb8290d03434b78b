/**
 * Replicas stopping, crashing and being replaced while readers keep coming
 * (docs/deploy.md "Deploying"): two replicas of the production build behind nginx,
 * autocannon load through nginx, and a replica restarted with SIGTERM,
 * killed with SIGKILL, or replaced one by one with a new content build.
 * Every case counts answers: autocannon's errors and statuses on the reader
 * side, and nginx's access log, which says per request which replicas were
 * tried and whether the answer went out whole. Nothing here is timed.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBuildAtomically } from '../../site-build/write-build-fs';
import { buildOutputFiles, CONTENT_FILE, SEARCH_INDEX_FILE } from '../../core/content/build-output';
import type { ContentBundle } from '../../core/bundle';
import { buildSearchIndex, searchRequestUrl, type SearchIndex } from '../../core/search';
import { HEALTH_PATH, pageDataHref } from '../../core/site';
import { FIRST_BUILD_VERSION, startDeployment, type Deployment } from './support/deployment';
import { ask } from './support/http';
import { startLoad, type LoadCheck, type LoadOutcome } from './support/load';
import type { NginxLogLine } from './support/nginx';

/** Requests each replica answers through nginx before and after an event, so the event surely fell inside the load. */
const SERVED_AROUND_EVENT = 20;
const NEXT_BUILD_VERSION = '2026.11.24-2';
/** The version a replica started on an unfinished copy of the new build would report; no answer may carry it. */
const PARTIAL_BUILD_VERSION = '2026.11.24-2-partial';
const MARKER_ROUTE = '/components/button-design';
/** A word only the new build has, in the marker page's description: search finds it there and nowhere in the old build. */
const NEW_WORD = 'rolloutmarker';

let deployment: Deployment;
let privateRoute: string;

beforeAll(async () => {
  deployment = await startDeployment(2);
  privateRoute = Object.values(deployment.bundle.pages).find((page) => !page.isPublic)?.route ?? '';
}, 240_000);

afterAll(async () => {
  await deployment?.stop();
}, 30_000);

interface UnderLoad {
  readonly outcome: LoadOutcome;
  /** nginx's log lines of the run. */
  readonly lines: readonly NginxLogLine[];
  /** Requests nginx had to send to another replica after the first failed. */
  readonly retried: number;
  /** Requests in flight when the test stopped the load, which autocannon dropped (nginx logs 499). */
  readonly cutByLoadEnd: number;
}

/** Every replica has answered this many more requests than now. */
async function eachReplicaServes(count: number): Promise<void> {
  const { replicas } = deployment;
  const from = replicas.map((replica) => replica.requestsServed());
  await expect
    .poll(() => replicas.every((replica, slot) => replica.requestsServed() - (from[slot] ?? 0) >= count), { timeout: 30_000 })
    .toBe(true);
}

/** Runs the event while load goes through nginx; the load starts before it reaches every replica and ends after every replica serves again. */
async function underLoad(event: () => Promise<void>, checks: readonly LoadCheck[] = []): Promise<UnderLoad> {
  const { nginx, build } = deployment;
  const logStart = nginx.accessLog().length;
  const load = startLoad({ origin: nginx.origin, assetsDir: build.assetsDir, privateRoute, checks, maxSeconds: 90 });
  await eachReplicaServes(SERVED_AROUND_EVENT);
  await event();
  await eachReplicaServes(SERVED_AROUND_EVENT);
  const outcome = await load.stop();
  const all = nginx.accessLog().slice(logStart);
  // Stopping the load drops the requests in flight. nginx logs such a request 499 when its answer had not begun,
  // and with the answer's status but an unfinished completion when it had (a 31 KB page on a loaded CI machine).
  const cutByLoadEnd = (line: NginxLogLine) => line.msec * 1000 >= outcome.stoppedAt && (line.status === 499 || line.completion !== 'OK');
  const lines = all.filter((line) => !cutByLoadEnd(line));
  return {
    outcome,
    lines,
    retried: lines.filter((line) => line.upstreamStatus.includes(',')).length,
    cutByLoadEnd: all.length - lines.length,
  };
}

/** The reader saw nothing go wrong, and nginx sent every answer whole. */
function expectNoFailure({ outcome, lines, cutByLoadEnd }: UnderLoad): void {
  expect(outcome.stoppedByTest, 'the event happened inside the bounded load').toBe(true);
  expect(cutByLoadEnd).toBeLessThanOrEqual(outcome.connections);
  expect({ errors: outcome.errors, timeouts: outcome.timeouts }).toEqual({ errors: 0, timeouts: 0 });
  expect(outcome.unexpected).toEqual([]);
  expect(Object.keys(outcome.statuses).filter((status) => Number(status) >= 500)).toEqual([]);
  expect(lines.filter((line) => line.status >= 500 || line.completion !== 'OK')).toEqual([]);
}

function report(name: string, run: UnderLoad): void {
  console.log(
    `${name}: ${run.outcome.answered} answers (${JSON.stringify(run.outcome.statuses)}), ${run.outcome.errors} errors, ` +
      `${run.lines.length} requests in nginx's log, ${run.retried} retried on the other replica, ${run.cutByLoadEnd} cut by the end of the load`,
  );
}

describe('a replica restarting or crashing under load', () => {
  it('SIGTERM and a restart of one replica: 0 failed requests and 0 5xx', async () => {
    let ended: { code: number | null; signal: NodeJS.Signals | null } | undefined;
    const run = await underLoad(async () => {
      ended = await deployment.replace(0, 'SIGTERM');
    });
    report('SIGTERM restart', run);
    expect(ended).toEqual({ code: 0, signal: null });
    expectNoFailure(run);
    // nginx met the stopped replica (refused while it was down) and sent those requests to the other one.
    expect(run.retried).toBeGreaterThan(0);
  }, 120_000);

  it('SIGKILL and a restart of one replica: nginx retries what the dead replica did not answer, 0 failed requests and 0 5xx', async () => {
    let ended: { code: number | null; signal: NodeJS.Signals | null } | undefined;
    const run = await underLoad(async () => {
      ended = await deployment.replace(1, 'SIGKILL');
    });
    report('SIGKILL crash', run);
    expect(ended).toEqual({ code: null, signal: 'SIGKILL' });
    // The portal's readers only GET, which nginx may retry; see docs/deploy.md for what could not be retried.
    expectNoFailure(run);
    // nginx met the dead replica (reset or refused) and sent those requests to the other one.
    expect(run.retried).toBeGreaterThan(0);
  }, 120_000);
});

describe('a rolling content update', () => {
  it('replaces the replicas one by one with a new build: no request fails, an unfinished copy of the build is never served, and every answer is wholly the old build or wholly the new', async () => {
    const { build, replicas } = deployment;
    const bundle = JSON.parse(readFileSync(join(build.files.dataDir, CONTENT_FILE), 'utf8')) as ContentBundle;
    const searchIndex = JSON.parse(readFileSync(join(build.files.dataDir, SEARCH_INDEX_FILE), 'utf8')) as SearchIndex;
    const oldDescription = bundle.pages[MARKER_ROUTE]?.description ?? '';
    const newDescription = `${oldDescription} Updated in content build 2 (${NEW_WORD}).`;
    const seen = new Map<string, number>();
    const see = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);
    // The page data names the build that answered (the replica's BUILD_VERSION) and carries the page's text from its data folder.
    const pageData: LoadCheck = {
      path: pageDataHref(MARKER_ROUTE),
      check: (body) => {
        const data = JSON.parse(body) as { buildVersion: string; view: { page?: { description: string } } };
        const description = data.view.page?.description;
        const which = data.buildVersion === FIRST_BUILD_VERSION ? 'old' : data.buildVersion === NEXT_BUILD_VERSION ? 'new' : 'unknown';
        see(`page data from the ${which} build`);
        const expected = which === 'old' ? oldDescription : which === 'new' ? newDescription : undefined;
        return description === expected ? null : `build ${data.buildVersion} with the description '${description}'`;
      },
    };
    // A search answer is the old build's (nothing) or the new build's (the marker page), never anything else.
    const search: LoadCheck = {
      path: searchRequestUrl({ term: NEW_WORD, filters: [], isDevMode: false }),
      check: (body) => {
        const paths = (JSON.parse(body) as { results: { path: string }[] }).results.map((result) => result.path);
        see(paths.length === 0 ? 'search answered by the old build' : 'search answered by the new build');
        return paths.length === 0 || (paths.length === 1 && paths[0] === MARKER_ROUTE) ? null : `search found ${paths.join(', ')}`;
      },
    };

    const nextDataDir = join(build.files.workDir, 'data-2');
    const run = await underLoad(async () => {
      // The new build is written while the old one serves, the way `dsp build` writes: to a staging folder renamed into place.
      const nextBundle = {
        ...bundle,
        pages: { ...bundle.pages, [MARKER_ROUTE]: { ...bundle.pages[MARKER_ROUTE], description: newDescription } },
      };
      const nextDocuments = searchIndex.documents.map((document) =>
        document.route === MARKER_ROUTE ? { ...document, description: newDescription } : document,
      );
      writeBuildAtomically(nextDataDir, buildOutputFiles(nextBundle, buildSearchIndex(nextDocuments)));
      // A copy of the new build that has not finished (content.json cut half way, no search index yet):
      // a replica started on it refuses to serve, and the other replica answers meanwhile.
      const partialDir = join(build.files.workDir, 'data-2-partial');
      mkdirSync(partialDir);
      const contentText = readFileSync(join(nextDataDir, CONTENT_FILE), 'utf8');
      writeFileSync(join(partialDir, CONTENT_FILE), contentText.slice(0, Math.floor(contentText.length / 2)));
      await expect(deployment.replace(0, 'SIGTERM', { dataDir: partialDir, buildVersion: PARTIAL_BUILD_VERSION })).rejects.toThrow(
        /exited with 1 before listening[\s\S]*content\.json: not valid JSON[\s\S]*search-index\.json: not found/,
      );
      for (let slot = 0; slot < replicas.length; slot++) {
        await deployment.replace(slot, 'SIGTERM', { dataDir: nextDataDir, buildVersion: NEXT_BUILD_VERSION });
        // nginx takes the new replica back before the next one stops.
        const replica = replicas[slot];
        await expect.poll(() => replica?.requestsServed() ?? 0, { timeout: 30_000 }).toBeGreaterThanOrEqual(SERVED_AROUND_EVENT);
      }
    }, [pageData, search]);
    report('rolling update', run);
    console.log(`rolling update: ${JSON.stringify(Object.fromEntries(seen))}`);
    expectNoFailure(run);
    expect(run.outcome.problems).toEqual([]);
    // Both builds answered during the run, and nothing else did.
    expect([...seen.keys()].sort()).toEqual([
      'page data from the new build',
      'page data from the old build',
      'search answered by the new build',
      'search answered by the old build',
    ]);

    // Afterwards every replica serves the new build, through nginx and directly.
    for (const replica of deployment.replicas) {
      const health = await ask(`http://127.0.0.1:${replica.port}`, HEALTH_PATH);
      expect(JSON.parse(health.text)).toMatchObject({ buildVersion: NEXT_BUILD_VERSION });
    }
    for (let round = 0; round < 4; round++) {
      const data = JSON.parse((await ask(deployment.nginx.origin, pageDataHref(MARKER_ROUTE))).text) as {
        view: { page: { description: string } };
      };
      expect(data.view.page.description).toBe(newDescription);
    }
  }, 180_000);
});
