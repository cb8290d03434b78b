/**
 * The search request and response (SPEC §3 Search, §7 Search): what the API
 * and `dsp search` return, field for field.
 */
import type { Thumbnail } from '../bundle/content-bundle';

/** One highlight: `[start, length]` in UTF-16 code units (SPEC §3). */
export type HighlightPair = [start: number, length: number];

export interface SearchQuery {
  /** The raw term; the engine sanitises it (SPEC §5) and cuts it to MAX_SEARCH_TERM_LENGTH. */
  readonly term: string;
  /** Most results to return; callers ask one more than they show (SPEC §7). */
  readonly limit: number;
  /** Active filters: top-level section links such as '/components'. */
  readonly filters: readonly string[];
  readonly isDevMode: boolean;
  readonly isAuthorized: boolean;
}

export interface SearchResult {
  /** '/designsystem' + path. */
  readonly url: string;
  /** The page route: the result's unique key. */
  readonly path: string;
  readonly title: string;
  readonly tab?: 'Design' | 'Code';
  /** An excerpt around the best match, already truncated (SPEC §9). */
  readonly content: string;
  readonly terms: readonly string[];
  readonly breadcrumbs: readonly string[];
  readonly thumbnail?: Thumbnail;
  readonly highlights: {
    readonly title: readonly HighlightPair[];
    readonly tab: readonly HighlightPair[];
    readonly content: readonly HighlightPair[];
    /** One list per term, in the order of `terms`. */
    readonly terms: readonly (readonly HighlightPair[])[];
  };
}

export interface AvailableFilter {
  readonly title: string;
  readonly link: string;
  /** Matching results in this section that the requester may see, whatever the active filters. */
  readonly amount: number;
}

export interface SearchResponse {
  readonly results: readonly SearchResult[];
  readonly meta: {
    /** Matching results the requester may see, after the active filters. */
    readonly total: number;
    readonly availableFilters: readonly AvailableFilter[];
  };
}

/** A top-level section, the unit of filtering. */
export interface SearchSection {
  readonly title: string;
  readonly link: string;
}
