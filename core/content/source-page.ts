/**
 * A page as the content reader hands it to the build: where it sits, its
 * validated front matter, its article tree, and facts about its headings,
 * links and code blocks with source positions for messages.
 */
import type { PageMarkdown } from '../bundle/content-bundle';
import type { ContentNode } from '../bundle/content-node';
import type { InPageNavigationItem } from '../content';
import type { FrontMatter } from './front-matter';
import type { PageLocation } from './page-location';

export interface SourcePosition {
  readonly line: number;
  readonly column: number;
}

export interface HeadingFact extends SourcePosition {
  readonly level: number;
  readonly text: string;
}

export interface LinkFact extends SourcePosition {
  readonly kind: 'internal' | 'external' | 'shorthand' | 'relative';
  readonly href: string;
  readonly text: string;
}

export interface CodeFact extends SourcePosition {
  readonly lang: string;
}

export interface SourcePage {
  /** Content-relative path, e.g. 'components/button/design.md'. */
  readonly file: string;
  readonly location: PageLocation;
  readonly frontMatter: FrontMatter;
  readonly fieldLines: Readonly<Record<string, number>>;
  readonly body: readonly ContentNode[];
  readonly headings: readonly InPageNavigationItem[];
  readonly headingFacts: readonly HeadingFact[];
  readonly links: readonly LinkFact[];
  readonly codeBlocks: readonly CodeFact[];
  /** Prose of the page for search. */
  readonly text: string;
  /** The Markdown as written, front matter removed. */
  readonly markdown: PageMarkdown;
  /** Date of the file's last commit (YYYY-MM-DD), used when front matter has none. */
  readonly lastCommitDate: string | null;
}
