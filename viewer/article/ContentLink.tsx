/**
 * A link of the article: internal links navigate client-side with the
 * internal-link icon; links starting with http open in a new tab with the
 * external-link icon (SPEC §2 Article content).
 */
import type { ReactNode } from 'react';
import { Icon } from '../icons/Icon';
import { InternalLink } from '../links/InternalLink';
import { ExternalLink } from '../links/ExternalLink';

export function ContentLink({
  kind,
  href,
  children,
}: {
  readonly kind: 'internal' | 'external';
  readonly href: string;
  readonly children: ReactNode;
}) {
  if (kind === 'external' || href.startsWith('http')) return <ExternalLink href={href}>{children}</ExternalLink>;
  return (
    <InternalLink to={href} className="link link--internal">
      {children}
      <Icon name="internal" size={16} className="link__icon" />
    </InternalLink>
  );
}
