/** CategoryTile: a link to a category page with a picture (or icon), its name and product count. */
import type { MouseEvent, ReactNode, Ref } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { groupThousands } from '../shared/swiss-number';
import '../shared/focus-ring.css';
import './category-tile.css';

export interface CategoryTileProps extends CommonProps {
  /** Category name, the link text. Required. */
  title: string;
  /** Category page URL. Required. */
  href: string;
  /** The picture; rendered decorative. */
  image?: { src: string; fit?: 'contain' | 'cover' };
  /** Used instead of `image` in the `icon` variant. */
  icon?: ReactNode;
  /** Product cut-out, full-bleed mood photo, or icon. */
  variant?: 'image' | 'mood' | 'icon';
  /** Minimum width 120, 160 or 240px. */
  size?: 'small' | 'medium' | 'large';
  /**
   * Number of products, formatted for the locale.
   *
   * @minimum 0
   * @maximum 10000000
   */
  count?: number;
  /** For tracking; do not prevent the navigation. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Forwarded to the link. */
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * An entry point into a category.
 *
 * @status stable
 * @since 0.1.0
 */
export function CategoryTile({
  title,
  href,
  image,
  icon,
  variant = 'image',
  size = 'medium',
  count,
  onClick,
  className,
  ref,
  ...rest
}: CategoryTileProps) {
  return (
    <a
      ref={ref}
      {...rest}
      href={href}
      onClick={onClick}
      className={classNames('hb-category-tile', 'hb-focusable', `hb-category-tile--${variant}`, `hb-category-tile--${size}`, className)}
    >
      <span className="hb-category-tile__media" aria-hidden="true">
        {variant === 'icon' ? (
          icon
        ) : image ? (
          <img src={image.src} alt="" loading="lazy" style={{ objectFit: image.fit ?? (variant === 'mood' ? 'cover' : 'contain') }} />
        ) : null}
      </span>
      <span className="hb-category-tile__title">{title}</span>
      {count === undefined ? null : <span className="hb-category-tile__count">{groupThousands(count)} Produkte</span>}
    </a>
  );
}
