/** A link that opens in a new tab, with the external-link icon (SPEC §2 Article content). */
import type { ReactNode } from 'react';
import { Icon } from '../icons/Icon';

export function ExternalLink({
  href,
  children,
  className,
}: {
  readonly href: string;
  readonly children: ReactNode;
  readonly className?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className === undefined ? 'link link--external' : `link link--external ${className}`}
    >
      {children}
      <Icon name="external" size={16} className="link__icon" />
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
