/**
 * Holds every request of an audited page, redirect hops included, until its
 * host is resolved, and fails those that go to a private address other than
 * the audited service (network I/O; the rule is core's privateNetworkVerdict).
 * Through the DevTools protocol's Fetch domain on the page's target and on
 * every frame and worker target it starts: Playwright's route() is not asked
 * about the hops of a redirect, so it cannot stop a 302 to 127.0.0.1:4811.
 *
 * Names are resolved here, before Chromium connects: a name whose answer
 * changes between the two lookups can still reach another address.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isLocalhostName, privateNetworkVerdict, type NetworkEndpoint, type PrivateRequest } from '../../core/cookie-audit';
import type { TargetSession } from './page-targets';

/** The report keeps this many requests at most: a page could make millions of them. */
const REPORTED_LIMIT = 200;
/** A name that does not resolve within this is let through: Chromium will not reach it either. */
const LOOKUP_LIMIT_MS = 2000;

interface RequestPaused {
  readonly requestId: string;
  readonly request: { readonly url: string };
}

/** The addresses a URL host stands for: itself for an IP literal, loopback for localhost names, else DNS. */
export async function resolveHost(hostname: string): Promise<string[]> {
  const host = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  if (isIP(host) !== 0) return [host];
  if (isLocalhostName(host)) return ['127.0.0.1', '::1'];
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string[]>((resolve) => {
    timer = setTimeout(() => resolve([]), LOOKUP_LIMIT_MS);
  });
  const found = lookup(host, { all: true, verbatim: true }).then(
    (answers) => answers.map((answer) => answer.address),
    () => [],
  );
  try {
    return await Promise.race([found, late]);
  } finally {
    clearTimeout(timer);
  }
}

export function endpointPort(url: URL): number {
  if (url.port !== '') return Number(url.port);
  return url.protocol === 'https:' || url.protocol === 'wss:' ? 443 : 80;
}

export class PrivateNetworkGuard {
  private readonly requests = new Map<string, PrivateRequest>();
  private readonly hosts = new Map<string, Promise<string[]>>();
  private blocked = false;

  constructor(
    private readonly audited: NetworkEndpoint,
    private readonly allowPrivateNetwork: boolean,
  ) {}

  /** The requests to other private addresses so far, one per URL, the first REPORTED_LIMIT. */
  reported(): PrivateRequest[] {
    return [...this.requests.values()];
  }

  /** Whether a request was failed here (a navigation that fails with ERR_BLOCKED_BY_CLIENT was the guard's doing). */
  blockedAny(): boolean {
    return this.blocked;
  }

  /** Pauses every request of `target` until it is judged. */
  async prepare(target: TargetSession): Promise<void> {
    target.onEvent((method, params) => {
      if (method !== 'Fetch.requestPaused') return;
      const event = params as RequestPaused;
      this.judge(event.request.url).then(
        (follow) =>
          target
            .send(follow ? 'Fetch.continueRequest' : 'Fetch.failRequest', {
              requestId: event.requestId,
              ...(follow ? {} : { errorReason: 'BlockedByClient' }),
            })
            .catch(() => undefined),
        () => target.send('Fetch.continueRequest', { requestId: event.requestId }).catch(() => undefined),
      );
    });
    await target.send('Fetch.enable', { patterns: [{ urlPattern: '*', requestStage: 'Request' }] });
  }

  private async judge(text: string): Promise<boolean> {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return true;
    }
    if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) return true;
    let addresses = this.hosts.get(url.hostname);
    if (addresses === undefined) {
      addresses = resolveHost(url.hostname);
      this.hosts.set(url.hostname, addresses);
    }
    const verdict = privateNetworkVerdict(this.audited, { addresses: await addresses, port: endpointPort(url) }, this.allowPrivateNetwork);
    if (verdict.kind !== 'other-private') return true;
    if (!verdict.follow) this.blocked = true;
    if (this.requests.size < REPORTED_LIMIT && !this.requests.has(url.href)) {
      this.requests.set(url.href, { url: url.href, address: verdict.address, followed: verdict.follow });
    }
    return verdict.follow;
  }
}
