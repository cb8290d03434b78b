/**
 * Link: navigation in running text (inline) or as an entry point
 * (standalone). External links open a new tab, get rel="noopener
 * noreferrer" and say so in their accessible name.
 */
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { Icon } from '../icon/Icon';
import '../shared/focus-ring.css';
import '../shared/visually-hidden.css';
import './link.css';

export interface LinkProps
  extends CommonProps,
    Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'id' | 'href' | 'children' | 'download'> {
  /** Required. Internal store route or absolute URL. */
  href: string;
  /** Underlined link in text, or a standalone entry point. */
  variant?: 'inline' | 'standalone';
  /** Only for `standalone`; inline links inherit the font size. */
  size?: 'small' | 'medium' | 'large';
  /** Optional icon (standalone only). */
  icon?: ReactNode;
  /** Side of the icon. */
  iconPosition?: 'start' | 'end';
  /** Opens in a new tab, adds `rel`, icon and the new-tab hint. */
  external?: boolean;
  /** Uses the inverse text colour for links on images and brand surfaces. */
  inverse?: boolean;
  /** Native download attribute for files. */
  download?: boolean | string;
  /** Localised hint added to the accessible name of external links. */
  newTabLabel?: string;
  /** The link text. */
  children?: ReactNode;
  /** Forwarded to the `<a>`. */
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to another page or resource.
 *
 * @status stable
 * @since 0.1.0
 */
export function Link({
  href,
  variant = 'inline',
  size = 'medium',
  icon,
  iconPosition = 'end',
  external = false,
  inverse = false,
  download,
  newTabLabel = '(öffnet in neuem Tab)',
  children,
  className,
  ref,
  ...rest
}: LinkProps) {
  const standalone = variant === 'standalone';
  const iconNode = standalone && icon ? <span className="hb-link__icon">{icon}</span> : null;
  return (
    <a
      ref={ref}
      {...rest}
      href={href}
      {...(download === undefined ? {} : { download: download === true ? '' : download || undefined })}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={classNames(
        'hb-link',
        'hb-focusable',
        `hb-link--${variant}`,
        standalone && `hb-link--${size}`,
        inverse && 'hb-link--inverse',
        className,
      )}
    >
      {iconPosition === 'start' ? iconNode : null}
      {children}
      {iconPosition === 'end' ? iconNode : null}
      {external ? (
        <>
          <Icon name="external" size={16} className="hb-link__external" />
          <span className="hb-visually-hidden"> {newTabLabel}</span>
        </>
      ) : null}
    </a>
  );
}
