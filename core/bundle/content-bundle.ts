/**
 * What `dsp build` writes and the server loads (docs/portal.md, Content): every page with its
 * article tree, the navigation of each section, and the site configuration.
 * The bundle holds private pages too; the server filters per request.
 */
import type { NavigationItem } from '../navigation';
import type { InPageNavigationItem } from '../content';
import type { ContentNode } from './content-node';
import type { ComponentManifest } from '../components/manifest';

/**
 * SPEC §3 Search result thumbnail: an image, the page's first live example drawn small (its module's id, as on the
 * page's card), or a short text drawn in its place (also the example's stand-in until it is drawn).
 */
export type Thumbnail =
  | { readonly type: 'image'; readonly path: string; readonly text: string }
  | { readonly type: 'example'; readonly id: string; readonly text: string }
  | { readonly type: 'text'; readonly text: string };

export interface PageTab {
  readonly name: string;
  readonly link: string;
}

export interface PageRecord {
  /** Route without the /designsystem base path, e.g. '/components/button-design'. */
  readonly route: string;
  /** Route of the topic without its tab suffix, shared by tab siblings, e.g. '/components/button'. */
  readonly topic: string;
  /** Section link, e.g. '/components'. */
  readonly section: string;
  readonly title: string;
  readonly description: string;
  readonly terms: readonly string[];
  readonly isPublic: boolean;
  readonly category: string;
  readonly order: number | null;
  readonly tab: 'Design' | 'Code' | null;
  /** The topic's tabs, design first, then code (SPEC §2 Tab navigation). */
  readonly tabs: readonly PageTab[];
  readonly headings: readonly InPageNavigationItem[];
  readonly body: readonly ContentNode[];
  /** ISO date (YYYY-MM-DD) or null. */
  readonly modifiedDate: string | null;
  readonly figmaLink: string | null;
  readonly figmaUrl: string | null;
  readonly sourcePath: string | null;
  /** Section title, then ancestor titles, then the page title. */
  readonly breadcrumbs: readonly string[];
  readonly thumbnail: Thumbnail;
  /** Why a component's Design tab has no anatomy picture, variants grid or Do/Don't pair; absent when it has them all. */
  readonly figuresLeftOut?: { readonly anatomy?: string; readonly variants?: string; readonly doDont?: string };
  /** Content-relative source file, for messages. */
  readonly source: string;
}

export interface SectionRecord {
  readonly title: string;
  readonly link: string;
  /** SPEC §2: each section's description is empty. */
  readonly description: '';
  readonly categories: readonly string[];
}

export interface SiteRecord {
  readonly designSystemName: string;
  readonly teamName: string;
  readonly brandPrefix: string;
  readonly brands: readonly { readonly id: string; readonly name: string }[];
  readonly themes: readonly string[];
  readonly defaultTheme: string;
  readonly designToolName: string;
  readonly codeHostName: string;
  readonly repoRoot: string;
  readonly teamChannelUrl: string;
  readonly companyWikiUrl: string;
  readonly privacyPolicyUrl: string;
  readonly analyticsProvider: string;
}

/**
 * A link of a page's Markdown that the Markdown copy rewrites for each reader:
 * internal and shorthand links become absolute URLs, or plain text where they
 * lead to nothing this reader may see (SPEC §8 Unresolvable internal shorthand link).
 */
export interface MarkdownLink {
  /** UTF-16 offsets of the whole link (`[text](href)`) in PageMarkdown.text. */
  readonly start: number;
  readonly end: number;
  readonly kind: 'internal' | 'shorthand';
  readonly href: string;
  /** The link's text, without Markdown formatting. */
  readonly text: string;
}

/** A page's Markdown as written, front matter removed, with the links to rewrite. */
export interface PageMarkdown {
  readonly text: string;
  readonly links: readonly MarkdownLink[];
}

export interface ContentBundle {
  readonly formatVersion: 1;
  readonly site: SiteRecord;
  readonly sections: readonly SectionRecord[];
  /** Section route segment ('get-started') -> that section's navigation tree, one entry per tab route (SPEC §3). */
  readonly navigation: Readonly<Record<string, readonly NavigationItem[]>>;
  /** Route -> page, in navigation order. */
  readonly pages: Readonly<Record<string, PageRecord>>;
  /**
   * Route -> the page's Markdown source, for the Markdown copies and llms-full.txt. Apart from the
   * page records, so it never travels with page data or hydration; served only through core's gate.
   */
  readonly markdown: Readonly<Record<string, PageMarkdown>>;
  /**
   * The component manifest (core/components), private components included: the portal shows each entry only to
   * readers who may read its route's page. Absent when the content holds no live content.
   */
  readonly components?: ComponentManifest;
}
