/**
 * The endpoints a store declares in its registry file (docs/cli.md, The
 * store's registry file): a host (`*.google-analytics.com` covers the domain
 * and every subdomain), an optional path prefix, the category whose consent
 * a request there needs, and the vendor. A request is judged by the most
 * specific entry that covers it: the longest host, then the longest path.
 */
import * as v from 'valibot';
import { COOKIE_CATEGORIES, type CookieCategory } from '../cookies/cookie-definition';

export interface DeclaredEndpoint {
  readonly host: string;
  /** A path prefix; absent: every path of the host. */
  readonly path?: string;
  readonly category: CookieCategory;
  readonly vendor: string;
  readonly description: string;
}

const text = v.string('expected a string');

/** A host name, or `*.` and a domain; letters, digits, dots and dashes (an IPv4 address is one too). */
const HOST_PATTERN = /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$/i;

export const EndpointSchema = v.strictObject(
  {
    host: v.pipe(
      text,
      v.regex(HOST_PATTERN, 'expected a host name such as www.google-analytics.com, or *. and a domain such as *.google-analytics.com'),
    ),
    path: v.optional(v.pipe(text, v.startsWith('/', 'expected a path starting with /, such as /g/collect'))),
    category: v.picklist(COOKIE_CATEGORIES, `expected one of ${COOKIE_CATEGORIES.join(', ')}`),
    vendor: v.pipe(text, v.minLength(1, 'expected the vendor, a non-empty string')),
    description: v.optional(text, ''),
  },
  'expected an object with host, category and vendor (and path, description)',
);

/** What a required endpoint field holds, for the message that says it is missing. */
export const ENDPOINT_REQUIRED_HINTS: Readonly<Record<string, string>> = {
  host: 'expected a host name such as www.google-analytics.com, or *.google-analytics.com',
  category: `expected one of ${COOKIE_CATEGORIES.join(', ')}`,
  vendor: 'expected the vendor, a non-empty string',
};

function hostCovers(pattern: string, host: string): boolean {
  const lower = pattern.toLowerCase();
  if (!lower.startsWith('*.')) return lower === host;
  const domain = lower.slice(2);
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * The declared endpoint that covers a request's host and path, or undefined.
 *
 * @example matchEndpoint('region1.google-analytics.com', '/g/collect', [{ host: '*.google-analytics.com', path: '/g/collect', category: 'Performance', vendor: 'Google', description: '' }])?.vendor // 'Google'
 */
export function matchEndpoint(host: string, path: string, endpoints: readonly DeclaredEndpoint[]): DeclaredEndpoint | undefined {
  let best: DeclaredEndpoint | undefined;
  const weight = (endpoint: DeclaredEndpoint) =>
    [endpoint.host.replace(/^\*\./, '').length + (endpoint.host.startsWith('*.') ? 0 : 1), endpoint.path?.length ?? 0] as const;
  for (const endpoint of endpoints) {
    if (!hostCovers(endpoint.host, host.toLowerCase())) continue;
    if (endpoint.path !== undefined && !path.startsWith(endpoint.path)) continue;
    if (best === undefined) {
      best = endpoint;
      continue;
    }
    const [hostWeight, pathWeight] = weight(endpoint);
    const [bestHost, bestPath] = weight(best);
    if (hostWeight > bestHost || (hostWeight === bestHost && pathWeight > bestPath)) best = endpoint;
  }
  return best;
}
