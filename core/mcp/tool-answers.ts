/**
 * What each MCP tool answers, for one reader (SPEC §6): pure functions over
 * the content bundle, the search engine, the component docs source and the
 * theme tokens. The reader's authorization is applied here exactly as the
 * pages apply it: a private page, component or search hit is absent for an
 * anonymous reader, and so are its counts. Errors are messages about the
 * input, never about files or the server.
 */
import type { ContentBundle } from '../bundle';
import { pageMarkdown } from '../discovery/page-markdown';
import { pageUrl } from '../discovery/page-url';
import { fail, ok, type Result } from '../result';
import type { SearchEngine } from '../search';
import { BASE_PATH } from '../site/addresses';
import { closestNames, foldName } from './closest-names';
import type { ComponentDoc, ComponentDocsSource } from './component-docs-source';
import { checkContrast, type ContrastCheck } from './contrast-check';
import type { ThemeToken, ThemeTokenSource } from './theme-tokens';

export interface McpSources {
  readonly bundle: ContentBundle;
  readonly search: SearchEngine;
  readonly components: ComponentDocsSource;
  readonly tokens: ThemeTokenSource;
}

export interface McpReader {
  readonly isAuthorized: boolean;
  /** SPEC §4 Dev mode, from the reader's cookie as for the pages: search ranks development results first, links go to Code tabs. */
  readonly isDevMode: boolean;
  /** Origin of the absolute URLs in answers, e.g. 'https://docs.example.ch'. */
  readonly origin: string;
}

export interface SearchHit {
  readonly title: string;
  readonly route: string;
  readonly url: string;
  readonly tab: 'Design' | 'Code' | null;
  readonly snippet: string;
}

export interface SearchAnswer {
  readonly total: number;
  readonly results: readonly SearchHit[];
  readonly sections: readonly { readonly title: string; readonly filter: string; readonly amount: number }[];
}

export function searchAnswer(
  sources: McpSources,
  reader: McpReader,
  input: { readonly query: string; readonly limit: number; readonly filter: readonly string[] },
): SearchAnswer {
  const response = sources.search.search({
    term: input.query,
    limit: input.limit,
    filters: [...new Set(input.filter)],
    isDevMode: reader.isDevMode,
    isAuthorized: reader.isAuthorized,
  });
  return {
    total: response.meta.total,
    results: response.results.map((result) => ({
      title: result.title,
      route: result.path,
      url: pageUrl(reader.origin, result.path),
      tab: result.tab ?? null,
      snippet: result.content,
    })),
    sections: response.meta.availableFilters.map((filter) => ({ title: filter.title, filter: filter.link, amount: filter.amount })),
  };
}

/** A route as an agent may write it: '/components/badge-code', with the base path, a full URL or the '.md' copy's address. */
export function normaliseRoute(asked: string): Result<string> {
  let route = asked.trim();
  const origin = /^https?:\/\/[^/]+/i.exec(route);
  if (origin !== null) route = route.slice(origin[0].length);
  if (route === BASE_PATH || route.startsWith(`${BASE_PATH}/`)) route = route.slice(BASE_PATH.length) || '/';
  if (route.endsWith('.md')) route = route.slice(0, -'.md'.length);
  const segments = route.split('/').slice(1);
  if (!route.startsWith('/') || segments.some((segment) => segment === '.' || segment === '..') || !/^[\w/-]*$/.test(route)) {
    return fail({
      code: 'mcp.badRoute',
      message:
        "route: expected a portal route such as /components/button-code (letters, digits, '-', '_' and '/'; no '.' or '..' segments)",
      path: ['route'],
    });
  }
  return ok(route.length > 1 && route.endsWith('/') ? route.replace(/\/+$/, '') : route);
}

/** SPEC §8: the words a private page shows an anonymous reader, and nothing of the page. */
export const NOT_AUTHORIZED_MESSAGE = 'Not authorized: this page is for internal readers only';

export function pageAnswer(sources: McpSources, reader: McpReader, input: { readonly route: string }): Result<string> {
  const route = normaliseRoute(input.route);
  if (!route.ok) return route;
  const copy = pageMarkdown(sources.bundle, route.value, {
    isAuthorized: reader.isAuthorized,
    isDevMode: reader.isDevMode,
    origin: reader.origin,
  });
  if (copy.status === 200) return ok(copy.text);
  if (copy.status === 403) return fail({ code: 'mcp.notAuthorized', message: NOT_AUTHORIZED_MESSAGE, path: ['route'] });
  return fail({
    code: 'mcp.unknownRoute',
    message: `route: no page at ${route.value}; the search tool finds pages and their routes`,
    path: ['route'],
  });
}

const visibleComponents = (sources: McpSources, reader: McpReader): ComponentDoc[] =>
  sources.components.components.filter((component) => component.isPublic || reader.isAuthorized);

/** A component as get_component gives it. */
export interface ComponentAnswer {
  readonly name: string;
  readonly status: string | null;
  readonly since: string | null;
  readonly description: string;
  readonly category: string | null;
  readonly importLine: string | null;
  readonly components: ComponentDoc['exports'];
  readonly examples: ComponentDoc['examples'];
  readonly docsUrl: string;
  readonly pages: readonly string[];
}

export function componentAnswer(sources: McpSources, reader: McpReader, input: { readonly name: string }): Result<ComponentAnswer> {
  const visible = visibleComponents(sources, reader);
  const asked = foldName(input.name);
  // The title ('Button group'), its folded forms, the folder name ('button-group') or an export it documents ('SkeletonGroup').
  const found =
    visible.find((component) => foldName(component.name) === asked) ??
    visible.find((component) => component.exports.some((entry) => foldName(entry.name) === asked));
  if (found === undefined) {
    const names = closestNames(
      input.name,
      visible.map((component) => component.name),
    );
    return fail({
      code: 'mcp.unknownComponent',
      message: `name: no component of that name; closest: ${names.join(', ') || 'none'}; list_components lists them all`,
      path: ['name'],
    });
  }
  return ok({
    name: found.name,
    status: found.status,
    since: found.since,
    description: found.description,
    category: found.category,
    importLine: found.importLine,
    components: found.exports,
    examples: found.examples,
    docsUrl: pageUrl(reader.origin, found.route),
    pages: found.routes.map((route) => pageUrl(reader.origin, route)),
  });
}

export interface ComponentListing {
  readonly name: string;
  readonly status: string | null;
  readonly category: string | null;
  readonly route: string;
  readonly url: string;
}

export function listAnswer(sources: McpSources, reader: McpReader, input: { readonly status?: string | undefined }): ComponentListing[] {
  return visibleComponents(sources, reader)
    .filter((component) => input.status === undefined || component.status === input.status)
    .map((component) => ({
      name: component.name,
      status: component.status,
      category: component.category,
      route: component.route,
      url: pageUrl(reader.origin, component.route),
    }));
}

function themeTokens(sources: McpSources, theme: string): Result<readonly ThemeToken[]> {
  const tokens = sources.tokens.tokensOf(theme);
  if (tokens !== null) return ok(tokens);
  const themes = sources.tokens.themes.length > 0 ? sources.tokens.themes : sources.bundle.site.themes;
  const built = sources.tokens.themes.length > 0 ? '' : ' (no token files were built: run `dsp build`)';
  return fail({ code: 'mcp.unknownTheme', message: `theme: expected one of ${themes.join(', ')}${built}`, path: ['theme'] });
}

export function tokensAnswer(
  sources: McpSources,
  input: { readonly theme: string; readonly group?: string | undefined },
): Result<readonly ThemeToken[]> {
  const tokens = themeTokens(sources, input.theme);
  if (!tokens.ok || input.group === undefined) return tokens;
  // 'color.text', or the CSS variable's spelling of it: '--hb-color-text'.
  const asked = [input.group, input.group.replace(`--${sources.bundle.site.brandPrefix}-`, '').replace(/-/g, '.')];
  const inGroup = tokens.value.filter((token) => asked.some((group) => token.name === group || token.name.startsWith(`${group}.`)));
  if (inGroup.length > 0) return ok(inGroup);
  const groups = [...new Set(tokens.value.map((token) => token.name.split('.')[0]))];
  return fail({
    code: 'mcp.unknownGroup',
    message: `group: expected a token group such as ${groups.join(', ')} (or a deeper one: color.text)`,
    path: ['group'],
  });
}

export function contrastAnswer(
  sources: McpSources,
  input: { readonly foreground: string; readonly background: string; readonly theme?: string | undefined },
): Result<ContrastCheck & { readonly theme: string }> {
  const theme = input.theme ?? sources.bundle.site.defaultTheme;
  const tokens = themeTokens(sources, theme);
  if (!tokens.ok) return tokens;
  const checked = checkContrast(input.foreground, input.background, tokens.value, theme);
  return checked.ok ? ok({ theme, ...checked.value }) : checked;
}
