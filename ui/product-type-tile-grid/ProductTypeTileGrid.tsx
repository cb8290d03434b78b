/**
 * ProductTypeTileGrid: the product types of a category as a grid of links
 * under a heading; the first rows show, a "show more" toggle (aria-expanded,
 * aria-controls) reveals the rest.
 */
import { type CSSProperties, type Ref, useId, useState } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { Button } from '../button/Button';
import '../shared/focus-ring.css';
import './product-type-tile-grid.css';

/** One product type. */
export interface ProductTypeItem {
  id: string;
  title: string;
  href: string;
  image?: { src: string };
  count?: number;
}

export interface ProductTypeTileGridProps extends CommonProps {
  /** The product types in display order. Required. */
  items: ProductTypeItem[];
  /** Text of the heading. */
  heading?: string;
  /** Level of the heading within the page outline. */
  headingLevel?: 2 | 3;
  /** Tiles with or without pictures. */
  variant?: 'image' | 'text';
  /**
   * Rows shown before expanding.
   *
   * @minimum 1
   * @maximum 20
   */
  initialRows?: number;
  /** Controlled expanded state. */
  expanded?: boolean;
  /** Initial state when uncontrolled. */
  defaultExpanded?: boolean;
  /** Called when "show more" or "show less" is used. */
  onExpandedChange?: (expanded: boolean) => void;
  /** Toggle label while collapsed. */
  moreLabel?: string;
  /** Toggle label while expanded. */
  lessLabel?: string;
  /** Forwarded to the root `section`. */
  ref?: Ref<HTMLElement>;
}

/** Columns per breakpoint, matched by the CSS. */
const LARGEST_COLUMNS = 6;

/**
 * A grid of links to the product types of a category.
 *
 * @status stable
 * @since 0.1.0
 */
export function ProductTypeTileGrid({
  items,
  heading = 'Produkttypen',
  headingLevel = 2,
  variant = 'image',
  initialRows = 2,
  expanded,
  defaultExpanded = false,
  onExpandedChange,
  moreLabel = 'Alle anzeigen',
  lessLabel = 'Weniger anzeigen',
  className,
  ref,
  ...rest
}: ProductTypeTileGridProps) {
  const [own, setOwn] = useState(defaultExpanded);
  const open = expanded ?? own;
  const headingId = useId();
  const listId = useId();
  const Heading = `h${headingLevel}` as const;
  const needsToggle = items.length > initialRows * 2;
  return (
    <section
      ref={ref}
      {...rest}
      aria-labelledby={headingId}
      className={classNames('hb-type-grid', `hb-type-grid--${variant}`, open && 'hb-type-grid--open', className)}
    >
      <Heading id={headingId} className="hb-type-grid__heading">
        {heading}
      </Heading>
      <ul
        id={listId}
        className="hb-type-grid__list"
        style={{ '--hb-type-grid-rows': initialRows, '--hb-type-grid-max': initialRows * LARGEST_COLUMNS } as CSSProperties}
      >
        {items.map((item) => (
          <li key={item.id} className="hb-type-grid__item">
            <a href={item.href} className="hb-type-grid__link hb-focusable">
              {variant === 'image' && item.image ? (
                <img className="hb-type-grid__image" src={item.image.src} alt="" loading="lazy" />
              ) : null}
              <span className="hb-type-grid__title">{item.title}</span>
              {item.count === undefined ? null : <span className="hb-type-grid__count">{item.count}</span>}
            </a>
          </li>
        ))}
      </ul>
      {needsToggle ? (
        <Button
          variant="tertiary"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => {
            if (expanded === undefined) setOwn(!open);
            onExpandedChange?.(!open);
          }}
        >
          {open ? lessLabel : moreLabel}
        </Button>
      ) : null}
    </section>
  );
}
