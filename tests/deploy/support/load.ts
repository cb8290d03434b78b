/**
 * Reader traffic through nginx with autocannon, for the replica restart,
 * crash and rollout cases: a mix of pages, page data, searches, a private
 * page (403 anonymous, 200 with the test cookie), a 404 and a client asset,
 * each with the status meant for it. The load is bounded in time (duration)
 * and count (overallRate x duration), and the test stops it early once what
 * it waits for has happened; every answer is counted by status, and any
 * answer other than the one meant for its request is kept with its path.
 */
import autocannon from 'autocannon';
import { readdirSync } from 'node:fs';
import { searchRequestUrl } from '../../../core/search';
import { ASSETS_PATH, hrefOf, pageDataHref } from '../../../core/site';
import { jwt } from '../../core/auth/jwt-fixture';

export interface LoadCheck {
  /** A test's own check of an answer's body; returns a problem or null. */
  readonly path: string;
  readonly check: (body: string) => string | null;
}

export interface LoadOutcome {
  readonly answered: number;
  /** autocannon's connection errors, including timeouts. */
  readonly errors: number;
  readonly timeouts: number;
  readonly statuses: Readonly<Record<string, number>>;
  /** 'path (meant 200): 3x 502' for every answer not meant for its request. */
  readonly unexpected: readonly string[];
  /** Problems the checks found, with how often. */
  readonly problems: readonly string[];
  /** When the test stopped the load (ms since 1970): requests in flight then are cut by the load's own end. */
  readonly stoppedAt: number;
  /** Connections the load holds, and so at most how many requests its end can cut. */
  readonly connections: number;
  /** False when the duration ran out before the test stopped the load. */
  readonly stoppedByTest: boolean;
}

export interface RunningLoad {
  /** Answers so far. */
  readonly answered: () => number;
  readonly stop: () => Promise<LoadOutcome>;
}

export interface LoadSettings {
  readonly origin: string;
  readonly assetsDir: string;
  readonly privateRoute: string;
  readonly checks?: readonly LoadCheck[];
  /** Upper bound; the test normally stops the load before. */
  readonly maxSeconds?: number;
  readonly requestsPerSecond?: number;
}

interface LoadRequest {
  readonly method: 'GET';
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly onResponse: (status: number, body: string) => void;
}

const CONNECTIONS = 8;

export function startLoad(settings: LoadSettings): RunningLoad {
  const unexpected = new Map<string, number>();
  const problems = new Map<string, number>();
  const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  const script = readdirSync(settings.assetsDir).find((name) => name.startsWith('entry-client') && name.endsWith('.js'));
  if (script === undefined) throw new Error(`no entry-client*.js in ${settings.assetsDir}`);
  const entry = (path: string, status: number, headers?: Record<string, string>, check?: LoadCheck['check']): LoadRequest => ({
    method: 'GET',
    path,
    ...(headers === undefined ? {} : { headers }),
    onResponse: (actual, body) => {
      if (actual !== status) count(unexpected, `${path}${headers === undefined ? '' : ' (authorized)'} (meant ${status}): ${actual}`);
      const problem = check?.(body) ?? null;
      if (problem !== null) count(problems, `${path}: ${problem}`);
    },
  });
  const requests: LoadRequest[] = [
    entry(hrefOf('/'), 200),
    entry(hrefOf('/components/button-design'), 200),
    entry(searchRequestUrl({ term: 'button', filters: [], isDevMode: false }), 200),
    entry(pageDataHref('/foundations/colors-code'), 200),
    entry(hrefOf(settings.privateRoute), 403),
    // Rule 4's access token (unverified without ACCESS_TOKEN_SECRET): the test cookie counts for nothing under NODE_ENV=production.
    entry(hrefOf(settings.privateRoute), 200, { cookie: `.at=${jwt('{"cgid":5}')}` }),
    entry(searchRequestUrl({ term: 'navigation tabs', filters: ['/components'], isDevMode: false }), 200),
    entry(hrefOf('/no-such-page'), 404),
    entry(`${ASSETS_PATH}/${script}`, 200),
    ...(settings.checks ?? []).map((check) => entry(check.path, 200, undefined, check.check)),
  ];
  const maxSeconds = settings.maxSeconds ?? 60;
  let answered = 0;
  let stoppedByTest = false;
  const instance = autocannon({
    url: settings.origin,
    connections: CONNECTIONS,
    duration: maxSeconds,
    overallRate: settings.requestsPerSecond ?? 200,
    timeout: 10,
    requests,
  });
  instance.on('response', () => (answered += 1));
  const done = Promise.resolve(instance);
  const list = (map: Map<string, number>) => [...map].map(([key, times]) => `${key} x${times}`);
  return {
    answered: () => answered,
    stop: async () => {
      stoppedByTest = true;
      const stoppedAt = Date.now();
      instance.stop();
      const result = await done;
      const statuses: Record<string, number> = {};
      for (const [status, { count: times }] of Object.entries(result.statusCodeStats)) statuses[status] = times;
      return {
        answered,
        errors: result.errors,
        timeouts: result.timeouts,
        statuses,
        unexpected: list(unexpected),
        problems: list(problems),
        stoppedAt,
        connections: CONNECTIONS,
        stoppedByTest: stoppedByTest && result.duration < maxSeconds,
      };
    },
  };
}
