// @vitest-environment happy-dom
/**
 * The results listbox of the search overlay (SPEC §2 Search overlay; docs/performance.md, "Typing in search"):
 * a long result list shows its first FIRST_RESULTS options with the results and the rest once scrolled near its
 * end, but always as far as the arrow keys select.
 */
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../core/search';
import { FIRST_RESULTS, SearchResultList } from '../../../viewer/search/SearchResultList';
import { render, screen } from '../../ui/support/dom';

const result = (index: number): SearchResult => ({
  url: `/designsystem/components/page-${index}`,
  path: `/components/page-${index}`,
  title: `Page ${index}`,
  content: 'A page.',
  terms: [],
  breadcrumbs: ['Components'],
  thumbnail: { type: 'text', text: 'Pg' },
  highlights: { title: [], tab: [], content: [], terms: [] },
});
const RESULTS = Array.from({ length: 100 }, (_, index) => result(index));
const noop = () => {};

function List({ selected, results = RESULTS }: { selected: number; results?: readonly SearchResult[] }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the overlay's listbox, as SearchOverlay renders it
    <ul role="listbox" aria-label="Search results">
      <SearchResultList results={results} selected={selected} onOpen={noop} onHover={noop} />
    </ul>
  );
}

describe('the search results listbox', () => {
  it('§2 shows the first results of a long list, and every one the arrow keys reach', () => {
    const { rerender } = render(<List selected={-1} />);
    expect(screen.getAllByRole('option')).toHaveLength(FIRST_RESULTS);
    rerender(<List selected={44} />);
    expect(screen.getAllByRole('option')).toHaveLength(45);
    expect(screen.getAllByRole('option')[44]?.getAttribute('aria-selected')).toBe('true');
    // ArrowUp from no selection wraps to the last result.
    rerender(<List selected={99} />);
    expect(screen.getAllByRole('option')).toHaveLength(100);
    rerender(<List selected={-1} results={RESULTS.slice(0, 5)} />);
    expect(screen.getAllByRole('option')).toHaveLength(5);
  });
});
