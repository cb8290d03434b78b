/**
 * What a private page must never show an anonymous reader (SPEC §6), and how
 * to look for it in a response: the page's title, route, headings, terms,
 * description and body sentences, each in the spellings it takes in HTML, in
 * JSON and in the hydration script. A text counts as secret only when the
 * portal without its private pages would show it anyway not at all: that
 * "public material" is computed from the public pages and the layout.
 * Shared by tests/server/private-pages.test.ts and tests/reliability/leak.test.ts.
 */
import type { ContentBundle, ContentNode, PageRecord } from '../../core/bundle';
import { descriptionParts } from '../../core/components';
import type { NavigationItem } from '../../core/navigation';
import { createTestApp, publicPages, type ShippedPortal } from '../server/portal-fixture';

export interface PrivateString {
  /** What it is, for messages: 'title', "heading 'Usage'", 'body sentence', ... */
  readonly label: string;
  readonly text: string;
  /** The private page it belongs to. */
  readonly route: string;
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The spellings of a text in HTML, in JSON and in the hydration script (where '<' is \u003c). */
export const spellings = (text: string): string[] => {
  const json = JSON.stringify(text).slice(1, -1);
  return [...new Set([text, escapeHtml(text), json, json.replace(/</g, '\\u003c')])];
};

const WORD_CHARACTER = /[\p{L}\p{N}]/u;
/** A JSON escape such as \n or \u00a0 right before a position: its letters are not part of the word after it. */
const JSON_ESCAPE_BEFORE = /\\(?:[nrtbf]|u[0-9a-fA-F]{4})$/;

/** Whether `spelling` occurs at `at` as a whole word: no letter or digit glued to either end. */
function standsAlone(haystack: string, spelling: string, at: number): boolean {
  const before = haystack[at - 1];
  const after = haystack[at + spelling.length];
  const first = spelling[0] ?? '';
  const last = spelling[spelling.length - 1] ?? '';
  const gluedBefore =
    WORD_CHARACTER.test(first) &&
    before !== undefined &&
    WORD_CHARACTER.test(before) &&
    !JSON_ESCAPE_BEFORE.test(haystack.slice(Math.max(0, at - 6), at));
  const gluedAfter = WORD_CHARACTER.test(last) && after !== undefined && WORD_CHARACTER.test(after);
  return !gluedBefore && !gluedAfter;
}

/**
 * Whether a text occurs in a response in any of its spellings, as whole words:
 * a term 'QA' inside a random nonce or 'Copy' inside 'Copyright' is not the term.
 */
export const found = (haystack: string, needle: string): boolean =>
  spellings(needle).some((spelling) => {
    for (let at = haystack.indexOf(spelling); at !== -1; at = haystack.indexOf(spelling, at + 1)) {
      if (standsAlone(haystack, spelling, at)) return true;
    }
    return false;
  });

/**
 * Text nodes of a body of at least `minLength` characters, trimmed and cut to
 * about 60 characters at a word end; links are left out (their text may be a
 * label other pages share).
 */
export function bodySentences(nodes: readonly ContentNode[], max: number, minLength = 40): string[] {
  const sentences: string[] = [];
  const visit = (list: readonly ContentNode[]) => {
    for (const node of list) {
      if (sentences.length >= max) return;
      if (node.type === 'text' && node.value.trim().length >= minLength) sentences.push(cutAtWordEnd(node.value.trim(), 60));
      else if ('children' in node && node.type !== 'link') visit(node.children);
    }
  };
  visit(nodes);
  return sentences;
}

/** The text cut at the last word end within `max` characters, or, when a long word crosses it, at that word's end. */
function cutAtWordEnd(text: string, max: number): string {
  if (text.length <= max) return text;
  const before = text.lastIndexOf(' ', max);
  if (before > max / 2) return text.slice(0, before).trimEnd();
  const after = text.indexOf(' ', max);
  return after === -1 ? text : text.slice(0, after);
}

export interface SecretOptions {
  /** How many body sentences to take (default 1). */
  readonly sentences?: number;
  /** Whether the page's search terms count too (default false: the factsheet of a public page may share them). */
  readonly terms?: boolean;
}

/** The things of a private page that must not reach an anonymous reader. */
export function secretsOf(page: PageRecord, options: SecretOptions = {}): PrivateString[] {
  const of = (label: string, text: string): PrivateString => ({ label, text, route: page.route });
  return [
    of('title', page.title),
    of('route', page.route),
    ...page.headings.map((heading) => of(`heading '${heading.title}'`, heading.title)),
    ...(options.terms === true ? page.terms.map((term) => of(`term '${term}'`, term)) : []),
    ...bodySentences(page.body, options.sentences ?? 1).map((sentence) => of('body sentence', sentence)),
    ...(page.description === '' ? [] : [of('description', page.description)]),
  ];
}

/** The shortest piece of a prop description that counts: shorter ones ('is', ' variant.') say nothing of their own. */
const MIN_DESCRIPTION_PIECE = 12;

/**
 * What an internal component (one documented only on private pages, docs/components.md) must never show an anonymous
 * reader: its name and the prose of its props' descriptions, read from the component manifest in the bundle. The
 * docs show a description's `code` spans as code, so the prose between them counts, each piece on its own; the code
 * itself (`flow`, `0`) is a value other components share.
 */
export function internalComponentSecrets(bundle: ContentBundle): PrivateString[] {
  const privateRoutes = new Set(
    Object.values(bundle.pages)
      .filter((page) => !page.isPublic)
      .map((page) => page.route),
  );
  return (bundle.components?.components ?? []).flatMap((entry) => {
    if (entry.route === null || !privateRoutes.has(entry.route)) return [];
    const route = entry.route;
    const pieces = entry.props.flatMap((prop) =>
      descriptionParts(prop.description)
        .filter((part) => !part.isCode)
        .map((part) => part.text.trim())
        .filter((text) => text.length >= MIN_DESCRIPTION_PIECE)
        .map((text): PrivateString => ({ label: `${entry.name} prop '${prop.name}' description`, text, route })),
    );
    return [{ label: 'component', text: entry.name, route }, ...pieces];
  });
}

/** The bundle as if the private pages did not exist. Written here rather than with core's visibleTo, so the reference does not share a bug with the server. */
export function publicOnly(bundle: ContentBundle): ContentBundle {
  const prune = (items: readonly NavigationItem[]): NavigationItem[] =>
    items.filter((item) => item.isPublic).map((item) => (item.children === undefined ? item : { ...item, children: prune(item.children) }));
  return {
    ...bundle,
    pages: Object.fromEntries(Object.entries(bundle.pages).filter(([, page]) => page.isPublic)),
    navigation: Object.fromEntries(Object.entries(bundle.navigation).map(([section, items]) => [section, prune(items)])),
  };
}

/**
 * What public pages and the layout themselves say, rendered by the portal with
 * its private pages removed: a text found here is public knowledge, not a leak
 * ('Privacy policy', 'Overview', the copy button's 'Copy', a term a public page shares, robots.txt's 'Sitemap').
 */
export async function publicMaterialOf(portal: ShippedPortal): Promise<string> {
  const withoutPrivate = createTestApp({ ...portal, bundle: publicOnly(portal.bundle) }).app;
  const paths = [
    '/designsystem',
    ...portal.bundle.sections.map((section) => `/designsystem${section.link}`),
    ...publicPages(portal).map((page) => `/designsystem${page.route}`),
    '/designsystem/no-such-page',
    // The discovery files of a portal without private pages: robots.txt says 'Sitemap' whatever the pages say.
    '/robots.txt',
    '/designsystem/sitemap.xml',
    '/designsystem/llms.txt',
    '/designsystem/llms-full.txt',
  ];
  const rendered: string[] = [];
  for (const path of paths) rendered.push(await (await withoutPrivate.request(path)).text());
  return [JSON.stringify([portal.bundle.site, portal.bundle.sections, publicPages(portal)]), ...rendered].join('\n');
}
