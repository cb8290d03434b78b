/**
 * The shipped portal for server tests: the real content build of content/
 * (site-build/build-content.ts, made once per change: tests/support/shipped-content-cache.ts), core's search index and engine, and the
 * viewer's real server render, so what the tests see is what readers get.
 */
import { resolve } from 'node:path';
import { shippedContentFiles } from '../support/shipped-content-cache';
import { REPO_ROOT } from '../support/build-cache';
import type { ContentBundle, PageRecord } from '../../core/bundle';
import { createSearchEngine, type SearchIndex } from '../../core/search';
import type { SearchDocument } from '../../core/search/search-document';
import { createApp, type AppConfig, type AppOptions } from '../../server/app';
import { DEFAULT_TRUSTED_PROXIES } from '../../core/auth';
import { createServerLog } from '../../server/server-log';
import { renderDocument } from '../../viewer/entry-server';

export const CONTENT_DIR = resolve(import.meta.dirname, '../../content');

export interface ShippedPortal {
  readonly bundle: ContentBundle;
  readonly searchIndex: SearchIndex;
  readonly searchDocuments: readonly SearchDocument[];
}

let shipped: Promise<ShippedPortal> | undefined;

/** The shipped content's build (tests/support/shipped-content-cache.ts), read through JSON as the server reads it. */
export function loadShippedPortal(): Promise<ShippedPortal> {
  shipped ??= shippedContentFiles(REPO_ROOT).then(({ bundleText, searchIndexText }) => {
    const searchIndex = JSON.parse(searchIndexText) as SearchIndex;
    return { bundle: JSON.parse(bundleText) as ContentBundle, searchIndex, searchDocuments: searchIndex.documents };
  });
  return shipped;
}

export const BUILD_TIMEOUT_MS = 120_000;

export const TEST_ASSETS = {
  scripts: ['/designsystem/assets/entry-client-T3st.js'],
  stylesheets: ['/designsystem/assets/entry-client-T3st.css'],
};

export const baseConfig: AppConfig = {
  authOverride: null,
  trustedProxies: DEFAULT_TRUSTED_PROXIES,
  accessTokenVerification: null,
  buildVersion: 'merge_master_2026.03.05-41',
  publicOrigin: null,
  // SPEC §6 rule 3 as written, as under NODE_ENV=test: the tests read private pages with the test cookie.
  testCookieAccess: true,
};

export interface TestApp {
  readonly app: ReturnType<typeof createApp>;
  /** Every log line the app wrote, as [level, line]. */
  readonly logLines: [string, string][];
}

/** The real app over the shipped portal; `config` and other options override the defaults. */
export function createTestApp(
  portal: ShippedPortal,
  overrides: Partial<Omit<AppOptions, 'config'>> & { readonly config?: Partial<AppConfig> } = {},
): TestApp {
  const logLines: [string, string][] = [];
  const { config, ...options } = overrides;
  const app = createApp({
    bundle: portal.bundle,
    search: createSearchEngine(portal.searchIndex, portal.bundle.sections),
    render: renderDocument,
    assets: TEST_ASSETS,
    log: createServerLog({ json: true, write: (level, line) => logLines.push([level, line]) }),
    ...options,
    config: { ...baseConfig, ...config },
  });
  return { app, logLines };
}

export const privatePages = (portal: ShippedPortal): PageRecord[] => Object.values(portal.bundle.pages).filter((page) => !page.isPublic);
export const publicPages = (portal: ShippedPortal): PageRecord[] => Object.values(portal.bundle.pages).filter((page) => page.isPublic);

/** A peer seam for app.request(): the socket peer a real connection would have. */
export const peerIs = (address: string) => () => address;
