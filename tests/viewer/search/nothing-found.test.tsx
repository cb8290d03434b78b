// @vitest-environment happy-dom
/**
 * The search overlay's "Nothing found" (docs/portal.md, Search; SPEC §2 Search overlay):
 * the SPEC's sentence, then "Did you mean …" buttons that search again and the
 * nearest pages as links, both from the API's `suggestions` field.
 */
import { describe, expect, it } from 'vitest';
import type { SuggestedPage } from '../../../core/search';
import { NothingFound } from '../../../viewer/search/NothingFound';
import { fireEvent, render, screen } from '../../ui/support/dom';

const PAGE: SuggestedPage = {
  url: '/designsystem/components/accordion-design',
  path: '/components/accordion-design',
  title: 'Accordion',
  tab: 'Design',
  breadcrumbs: ['Components', 'Navigation'],
};

describe('"Nothing found" in the search overlay', () => {
  it('keeps the SPEC sentence and offers the suggested queries and pages', () => {
    const searched: string[] = [];
    const opened: SuggestedPage[] = [];
    render(
      <NothingFound
        term="acordionnn"
        suggestions={{ didYouMean: ['accordion', 'according'], pages: [PAGE] }}
        onSearch={(term) => searched.push(term)}
        onOpen={(page) => opened.push(page)}
      />,
    );
    expect(screen.getByText('Nothing found for "acordionnn"...')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'according' }));
    expect(searched).toEqual(['according']);
    const link = screen.getByRole('link', { name: 'Accordion (Design)' });
    expect(link.getAttribute('href')).toBe('/designsystem/components/accordion-design');
    fireEvent.click(link, { button: 0 });
    expect(opened).toEqual([PAGE]);
    expect(screen.getByRole('navigation', { name: 'Nearest pages' })).toBeTruthy();
  });

  it('shows only the sentence when the API sent no suggestions', () => {
    render(<NothingFound term="zzz" suggestions={undefined} onSearch={() => {}} onOpen={() => {}} />);
    expect(screen.getByText('Nothing found for "zzz"...')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
