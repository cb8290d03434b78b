/**
 * An h2 or h3 of the article with its anchor and a '#' link announced as
 * 'Section titled …' (SPEC §2 Article content, docs/portal.md). It registers with
 * the SubNavigationContext so the in-page navigation can follow it; outside
 * that context it throws the SPEC §8 error.
 */
import { useCallback, type ReactNode } from 'react';
import { useSubNavigation } from '../headings/SubNavigationProvider';

export function AnchorHeading({
  level,
  id,
  text,
  children,
}: {
  readonly level: 2 | 3;
  readonly id: string;
  readonly text: string;
  readonly children: ReactNode;
}) {
  const { register } = useSubNavigation();
  const ref = useCallback((element: HTMLHeadingElement | null) => (element === null ? undefined : register(element)), [register]);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={`anchor-heading anchor-heading--h${level}`}>
      <Heading id={id} ref={ref}>
        {children}
      </Heading>
      <a className="anchor-heading__link" href={`#${id}`}>
        <span aria-hidden="true">#</span>
        <span className="visually-hidden">{`Section titled ${text}`}</span>
      </a>
    </div>
  );
}
