/**
 * Previous and next links at the end of an article, in the order of the
 * sub-navigation the reader sees (dev mode's tab, only pages the reader may
 * see; core pageSequence and pageNeighbours).
 */
import { pageNeighbours, pageSequence, type PageLink } from '../../core/navigation';
import type { PageRecord } from '../../core/bundle';
import { Icon } from '../icons/Icon';
import { InternalLink } from '../links/InternalLink';
import { useRouter } from '../routing/router-context';
import { useIsDevMode } from '../state/dev-mode-context';

function Neighbour({ link, direction }: { readonly link: PageLink; readonly direction: 'previous' | 'next' }) {
  return (
    <InternalLink
      to={link.link}
      className={`page-neighbours__link page-neighbours__link--${direction}`}
      rel={direction === 'previous' ? 'prev' : 'next'}
    >
      <span className="page-neighbours__direction">
        {direction === 'previous' ? <Icon name="chevronLeft" size={16} /> : null}
        {direction === 'previous' ? 'Previous' : 'Next'}
        {direction === 'next' ? <Icon name="chevronRight" size={16} /> : null}
      </span>
      <span className="page-neighbours__title">{link.title}</span>
    </InternalLink>
  );
}

export function PageNeighbours({ page }: { readonly page: PageRecord }) {
  const { data } = useRouter();
  const isDevMode = useIsDevMode();
  const segment = page.section.slice(1);
  const items = Object.hasOwn(data.navigation, segment) ? (data.navigation[segment] ?? []) : [];
  const section = data.sections.find((candidate) => candidate.link === page.section);
  const sequence = pageSequence(items, { isDevMode, isAuthorized: data.isAuthorized, categoryOrder: section?.categories ?? [] });
  const { previous, next } = pageNeighbours(sequence, page.route);
  if (previous === null && next === null) return null;
  return (
    <nav className="page-neighbours" aria-label="Previous and next pages">
      {previous === null ? <span /> : <Neighbour link={previous} direction="previous" />}
      {next === null ? null : <Neighbour link={next} direction="next" />}
    </nav>
  );
}
