/**
 * A page's links as a reader who may not read every page receives them
 * (SPEC §6: nothing of a private page reaches an unauthorized reader, its
 * route included). A link to a page the reader may not read becomes its
 * label, as the Markdown copies already do (core/discovery/page-markdown.ts);
 * a shorthand link that does not resolve for the reader loses the
 * 'Section/Title' that names its target; a tab whose page the reader may not
 * read is left out. Only what the reader could follow is kept.
 */
import type { PageRecord } from '../bundle/content-bundle';
import type { ContentNode } from '../bundle/content-node';
import { resolveShorthandLink, type SectionNavigation } from '../content/shorthand-link';
import { BASE_PATH } from '../site/addresses';

export interface ReaderLinkContext {
  /** Whether a route (without the base path, without an anchor) is a page, section or home this reader may open. */
  readonly isReadable: (route: string) => boolean;
  /** The navigation this reader sees, which shorthand links resolve against. */
  readonly navigation: SectionNavigation;
  readonly isAuthorized: boolean;
}

/**
 * The page with every link to something the reader may not open turned into its label.
 *
 * @example
 * withReaderLinks(page, { isReadable: (route) => route !== '/develop/tutorial', navigation, isAuthorized: false })
 * // the body's { type: 'link', href: '/develop/tutorial', children: [text 'Tutorial'] } is now the text 'Tutorial'
 */
export function withReaderLinks(page: PageRecord, context: ReaderLinkContext): PageRecord {
  return {
    ...page,
    body: rewriteNodes(page.body, page.route, context),
    tabs: page.tabs.filter((tab) => context.isReadable(tab.link)),
  };
}

/**
 * The nodes as the reader receives them; a node or list with nothing to rewrite is the original itself, so the
 * copy kept per public page (core/portal/portal-data.ts) shares all of its page but the paths to rewritten links.
 */
function rewriteNodes(nodes: readonly ContentNode[], ownRoute: string, context: ReaderLinkContext): readonly ContentNode[] {
  const out: ContentNode[] = [];
  let changed = false;
  for (const node of nodes) {
    if (node.type === 'link' && node.kind === 'internal' && !context.isReadable(routeOf(node.href, ownRoute))) {
      out.push(...rewriteNodes(node.children, ownRoute, context));
      changed = true;
    } else if (node.type === 'shorthand') {
      const rewritten = readerShorthand(node, context);
      out.push(rewritten);
      changed ||= rewritten !== node;
    } else if ('children' in node && Array.isArray(node.children)) {
      const children = node.children as readonly ContentNode[];
      const rewritten = rewriteNodes(children, ownRoute, context);
      out.push(rewritten === children ? node : ({ ...node, children: rewritten } as ContentNode));
      changed ||= rewritten !== children;
    } else {
      out.push(node);
    }
  }
  return changed ? out : nodes;
}

/** The route an internal href leads to: without its anchor; an anchor alone stays on the page itself. */
function routeOf(href: string, ownRoute: string): string {
  const hash = href.indexOf('#');
  let route = hash === -1 ? href : href.slice(0, hash);
  if (route === BASE_PATH || route.startsWith(`${BASE_PATH}/`)) route = route.slice(BASE_PATH.length) || '/';
  return route === '' ? ownRoute : route;
}

type ShorthandNode = Extract<ContentNode, { type: 'shorthand' }>;

/**
 * A shorthand link that resolves for this reader in either dev mode stays as written; otherwise it carries its
 * label only (an empty href never resolves, SPEC §8 shows the label), so its 'Section/Title' target is not sent.
 */
function readerShorthand(node: ShorthandNode, context: ReaderLinkContext): ContentNode {
  const resolve = (isDevMode: boolean) =>
    resolveShorthandLink({
      href: node.href,
      text: node.text,
      navigation: context.navigation,
      isDevMode,
      isAuthorized: context.isAuthorized,
    });
  const resolved = resolve(false);
  if (resolved.kind === 'link' || resolve(true).kind === 'link') return node;
  // A label with a '|' would be read as 'label|Title/Tab' again: plain text says it as it is.
  return resolved.label.includes('|') ? { type: 'text', value: resolved.label } : { type: 'shorthand', href: '', text: resolved.label };
}
