/**
 * Fetches a page's portal data for client-side navigation (network I/O): the
 * page URL with `Accept: application/json`, which the server answers with the
 * same PortalData it embeds for hydration. Responses are kept per route, and
 * prefetches run a few at a time when the browser is idle.
 */
import type { PortalData } from '../../core/portal';
import { hrefOf } from '../../core/site';

const cache = new Map<string, Promise<PortalData>>();
/** The data already arrived, by route: a navigation to these commits without waiting a task. */
const settled = new Map<string, PortalData>();
const MAX_PARALLEL_PREFETCHES = 3;
const waiting: string[] = [];
let running = 0;

function isPortalData(value: unknown): value is PortalData {
  return typeof value === 'object' && value !== null && 'view' in value && 'route' in value;
}

async function request(route: string): Promise<PortalData> {
  const response = await fetch(hrefOf(route), {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  });
  // 403 and 404 carry portal data too (the 'Not authorized' and not-found views).
  const body: unknown = await response.json();
  if (!isPortalData(body)) throw new Error(`No page data for ${route} (status ${response.status})`);
  return body;
}

/** The page data of a route; a failed request is forgotten so a later call retries. */
export function fetchPageData(route: string): Promise<PortalData> {
  const cached = cache.get(route);
  if (cached !== undefined) return cached;
  const pending = request(route);
  cache.set(route, pending);
  pending.then(
    (data) => settled.set(route, data),
    () => cache.delete(route),
  );
  return pending;
}

/** The page data of a route if it has already arrived (prefetched or visited), else undefined. */
export function settledPageData(route: string): PortalData | undefined {
  return settled.get(route);
}

/** Drops every page's data: the dev server rebuilt the content, so what was fetched may be out of date. */
export function forgetPageData(): void {
  cache.clear();
  settled.clear();
}

/** Remembers what the server sent with the HTML, so going back to the first page needs no request. */
export function seedPageData(data: PortalData): void {
  cache.set(data.route, Promise.resolve(data));
  settled.set(data.route, data);
}

function pump(): void {
  while (running < MAX_PARALLEL_PREFETCHES && waiting.length > 0) {
    const route = waiting.shift() as string;
    if (cache.has(route)) continue;
    running += 1;
    fetchPageData(route)
      .catch(() => undefined)
      .finally(() => {
        running -= 1;
        pump();
      });
  }
}

/** Queues a prefetch (SPEC §2: links in view within 200px, hover or touch). */
export function prefetchPage(route: string, urgent = false): void {
  if (cache.has(route)) return;
  if (urgent) {
    fetchPageData(route).catch(() => undefined);
    return;
  }
  if (!waiting.includes(route)) waiting.push(route);
  pump();
}
