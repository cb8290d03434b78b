/**
 * What the content build hands to the search index: one document per page
 * route (a tab is its own document, docs/portal.md, Content), with the fields search matches
 * on and the fields a result shows (SPEC §3 Search).
 */
import type { Thumbnail } from '../bundle/content-bundle';
import type { ComponentStatus } from '../components/manifest';

export interface SearchDocument {
  /** Route without the base path, e.g. '/components/button-design'; unique. */
  readonly route: string;
  readonly title: string;
  readonly tab: 'Design' | 'Code' | null;
  readonly description: string;
  readonly terms: readonly string[];
  /** e.g. ['Components', 'Actions']. */
  readonly breadcrumbs: readonly string[];
  /** Section link, e.g. '/components': the filter this document counts under. */
  readonly section: string;
  readonly isPublic: boolean;
  readonly thumbnail: Thumbnail;
  /** h2 and h3 texts. */
  readonly headings: readonly string[];
  /** The page's prose (code blocks left out). */
  readonly text: string;
  /** The status of the component the page documents (core/components); absent on other pages. */
  readonly status?: ComponentStatus;
}
