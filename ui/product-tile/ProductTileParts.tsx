/**
 * The parts of a product tile, for custom tiles: ProductTile.Root (the
 * article and its data) and Link, Image, Labels, Name, Rating, Price,
 * EnergyLabel, Availability, WatchListButton and Actions. The name link is
 * the tile's single link; actions sit outside it.
 */
import { type CSSProperties, type ReactNode, type Ref, useId, useState } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { groupThousands } from '../shared/swiss-number';
import { EnergyLabel } from '../energy-label/EnergyLabel';
import { Icon } from '../icon/Icon';
import { Image } from '../image/Image';
import { Label } from '../label/Label';
import { Status } from '../status/Status';
import { ProductTileContext, type ProductTileHeadingLevel, useProductTile } from './product-tile-context';
import { type ProductTileData, formatPrice } from './product-tile-data';
import '../shared/focus-ring.css';
import '../shared/visually-hidden.css';
import './product-tile.css';

export interface ProductTileRootProps extends CommonProps {
  /** The same data as the standard tile. Required. */
  product: ProductTileData;
  /** List name for tracking. Required. */
  listName: string;
  /**
   * One-based position for tracking.
   *
   * @minimum 1
   * @maximum 10000
   */
  position?: number;
  /** Sets the base grid areas. */
  variant?: 'grid' | 'row' | 'list' | 'compact';
  /** Type scale. */
  size?: 'small' | 'medium' | 'large';
  /** Loads the picture eagerly; for the first row above the fold only. */
  priority?: boolean;
  /** Overrides the PDP link, for example to preselect a variant. */
  href?: string;
  /**
   * Level of the heading that holds the brand and name (ProductTile.Name). Pick the level that continues
   * the page's outline: one below the heading of the list the tile is in, `2` for tiles right under the
   * page's `h1`.
   */
  headingLevel?: ProductTileHeadingLevel;
  /** The parts. */
  children?: ReactNode;
  /** Forwarded to the `article`. */
  ref?: Ref<HTMLElement>;
}

/**
 * The article of a custom product tile; provides the product to its parts.
 *
 * @status beta
 * @since 0.1.0
 */
export function ProductTileRoot({
  product,
  listName,
  position,
  variant = 'grid',
  size = 'medium',
  priority = false,
  href,
  headingLevel = 3,
  children,
  className,
  ref,
  ...rest
}: ProductTileRootProps) {
  const nameId = useId();
  return (
    <article
      ref={ref}
      {...rest}
      aria-labelledby={nameId}
      data-list-name={listName}
      data-position={position}
      className={classNames('hb-product-tile', `hb-product-tile--${variant}`, `hb-product-tile--${size}`, className)}
    >
      <ProductTileContext value={{ product, href: href ?? product.url, priority, nameId, headingLevel }}>{children}</ProductTileContext>
    </article>
  );
}

/**
 * The tile's single link to the product page.
 *
 * @status beta
 * @since 0.1.0
 */
export function ProductTileLink({ children }: { children?: ReactNode }) {
  const { href } = useProductTile('Link');
  return (
    <a href={href} className="hb-product-tile__link hb-focusable">
      {children}
    </a>
  );
}

/**
 * The first picture, lazy unless the tile has priority.
 *
 * @status beta
 * @since 0.1.0
 */
export function ProductTileImage() {
  const { product, priority } = useProductTile('Image');
  const image = product.images[0];
  return (
    <div className="hb-product-tile__image">
      {image ? (
        <Image
          src={image.url}
          alt={image.alt}
          priority={priority}
          {...(image.width === undefined ? {} : { width: image.width })}
          {...(image.height === undefined ? {} : { height: image.height })}
        />
      ) : null}
    </div>
  );
}

/**
 * Up to `max` labels in the order given.
 *
 * @status beta
 * @since 0.1.0
 */
export function ProductTileLabels({ max = 2 }: { max?: number }) {
  const { product } = useProductTile('Labels');
  const labels = (product.labels ?? []).slice(0, max);
  if (labels.length === 0) return null;
  return (
    <div className="hb-product-tile__labels">
      {labels.map((label) => (
        <Label
          key={label.code}
          variant={label.variant ?? 'neutral'}
          {...(label.accessibleText ? { accessibleText: label.accessibleText } : {})}
        >
          {label.text}
        </Label>
      ))}
    </div>
  );
}

/**
 * Brand and name, clamped to `lines`, in a heading of the Root's `headingLevel`; names the article.
 *
 * @status beta
 * @since 0.1.0
 */
export function ProductTileName({ lines = 2 }: { lines?: number }) {
  const { product, nameId, headingLevel } = useProductTile('Name');
  const Heading = `h${headingLevel}` as const;
  return (
    <Heading id={nameId} className="hb-product-tile__name" style={{ WebkitLineClamp: lines }}>
      {product.brand ? <span className="hb-product-tile__brand">{product.brand.name} </span> : null}
      {product.name}
    </Heading>
  );
}

/**
 * Stars and review count, read as "4,5 von 5 Sternen, 128 Bewertungen".
 *
 * @status beta
 * @since 0.1.0
 */
export function ProductTileRating() {
  const { product } = useProductTile('Rating');
  if (!product.rating) return null;
  const { average, count } = product.rating;
  const text = `${average.toFixed(1)} von 5 Sternen, ${groupThousands(count)} Bewertungen`;
  return (
    <p className="hb-product-tile__rating" role="img" aria-label={text}>
      <span className="hb-product-tile__stars" style={{ '--hb-rating': average / 5 } as CSSProperties} aria-hidden="true">
        ★★★★★
      </span>
      <span aria-hidden="true">({count})</span>
    </p>
  );
}

/**
 * Current and previous price, with the hidden words that explain them.
 *
 * @status beta
 * @since 0.1.0
 */
export function ProductTilePrice() {
  const { product } = useProductTile('Price');
  const { amount, previousAmount, currency } = product.price;
  const reduced = previousAmount !== undefined && previousAmount > amount;
  return (
    <p className={classNames('hb-product-tile__price', reduced && 'hb-product-tile__price--reduced')}>
      {reduced ? <span className="hb-visually-hidden">Aktueller Preis: </span> : null}
      <span className="hb-product-tile__amount">{formatPrice(amount, currency)}</span>
      {reduced ? (
        <>
          <span className="hb-visually-hidden">, statt </span>
          <s className="hb-product-tile__previous">{formatPrice(previousAmount, currency)}</s>
        </>
      ) : null}
    </p>
  );
}

/**
 * The energy label arrow, when the product has one.
 *
 * @status beta
 * @since 0.1.0
 */
export function ProductTileEnergyLabel() {
  const { product } = useProductTile('EnergyLabel');
  const label = product.energyLabel;
  if (!label) return null;
  return (
    <EnergyLabel
      rating={label.rating}
      size="small"
      {...(label.scale ? { scale: label.scale } : {})}
      {...(label.imageUrl ? { labelImage: { src: label.imageUrl, alt: `Energieetikette ${product.name}` } } : {})}
      {...(label.datasheetUrl ? { datasheetUrl: label.datasheetUrl } : {})}
    />
  );
}

const AVAILABILITY = { 'in-stock': 'success', 'low-stock': 'warning', 'out-of-stock': 'error', preorder: 'info' } as const;

/**
 * The availability line.
 *
 * @status beta
 * @since 0.1.0
 */
export function ProductTileAvailability() {
  const { product } = useProductTile('Availability');
  if (!product.availability) return null;
  return (
    <Status size="small" variant={AVAILABILITY[product.availability.state]}>
      {product.availability.text}
    </Status>
  );
}

export interface ProductTileWatchListButtonProps {
  /** Controlled watch list state. */
  watched?: boolean;
  /** Called when the heart is toggled. */
  onWatchListChange?: (watched: boolean) => void;
}

/**
 * The heart toggle, a pressed/not pressed button named after the product.
 *
 * @status beta
 * @since 0.1.0
 */
export function ProductTileWatchListButton({ watched, onWatchListChange }: ProductTileWatchListButtonProps) {
  const { product } = useProductTile('WatchListButton');
  const [own, setOwn] = useState(false);
  const on = watched ?? own;
  return (
    <button
      type="button"
      className={classNames('hb-product-tile__watch', 'hb-focusable', on && 'hb-product-tile__watch--on')}
      aria-pressed={on}
      aria-label={`${product.name} auf die Merkliste`}
      onClick={() => {
        if (watched === undefined) setOwn(!on);
        onWatchListChange?.(!on);
      }}
    >
      <Icon name="heart" size={20} />
    </button>
  );
}

/**
 * A slot for your own controls, outside the link.
 *
 * @status beta
 * @since 0.1.0
 */
export function ProductTileActions({ children }: { children?: ReactNode }) {
  return <div className="hb-product-tile__actions">{children}</div>;
}

/**
 * A placeholder tile while products load.
 *
 * @status beta
 * @since 0.1.0
 */
export function ProductTileSkeleton({ variant = 'grid' }: { variant?: 'grid' | 'row' | 'list' | 'compact' }) {
  return (
    <div className={classNames('hb-product-tile', 'hb-product-tile--skeleton', `hb-product-tile--${variant}`)} aria-hidden="true">
      <div className="hb-product-tile__image hb-product-tile__placeholder" />
      <div className="hb-product-tile__placeholder hb-product-tile__placeholder--line" />
      <div className="hb-product-tile__placeholder hb-product-tile__placeholder--short" />
    </div>
  );
}
