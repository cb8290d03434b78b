/**
 * The search request and response (SPEC §3 Search, §7 Search): what the API
 * and `dsp search` return, field for field.
 */
import type { Thumbnail } from '../bundle/content-bundle';
import type { ComponentStatus } from '../components/manifest';

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
  /** The status of the component the page documents, shown beside its title; absent for other pages. */
  readonly status?: ComponentStatus;
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
  /**
   * Only when nothing matched the term at all, even after the fallbacks: ways
   * on for the reader, kept apart from `results` so that no client takes them
   * for matches. Drawn from what the requester may see only (SPEC §6).
   */
  readonly suggestions?: SearchSuggestions;
}

/** "Nothing found" help: other queries that find something, and the pages whose titles come closest. */
export interface SearchSuggestions {
  /** Queries made of the index's closest words ("Did you mean …"), each finding at least one page; at most 3. */
  readonly didYouMean: readonly string[];
  /** The pages whose titles are nearest to the term; at most 3. */
  readonly pages: readonly SuggestedPage[];
}

export interface SuggestedPage {
  readonly url: string;
  readonly path: string;
  readonly title: string;
  readonly tab?: 'Design' | 'Code';
  readonly breadcrumbs: readonly string[];
}

/** A top-level section, the unit of filtering. */
export interface SearchSection {
  readonly title: string;
  readonly link: string;
}
