/**
 * EnergyLabel: the EU efficiency-class arrow in its class colour, as a
 * button that opens the full label in a Popover (or a Dialog for the
 * lightbox display), plus the product datasheet link. The button is named by
 * its content, so its accessible name holds the class letter a sighted speech
 * user reads on it (WCAG 2.2 SC 2.5.3): hidden words around the letter, and the
 * scale written "A–G" on the arrow read as "A bis G".
 */
import { type Ref, useEffect } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { Dialog } from '../dialog/Dialog';
import { Link } from '../link/Link';
import { Popover } from '../popover/Popover';
import { WithoutShowcase } from '../overlay-showcase/OverlayShowcase';
import '../shared/focus-ring.css';
import '../shared/visually-hidden.css';
import './energy-label.css';

export type EnergyRating = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'A+++' | 'A++' | 'A+';

export interface EnergyLabelProps extends CommonProps {
  /** The efficiency class. Required. */
  rating: EnergyRating;
  /** The scale range shown next to the arrow. */
  scale?: 'A-G' | 'legacy';
  /** The full label, shown as nested display. */
  labelImage?: { src: string; alt: string };
  /** The product information sheet; renders the datasheet link. */
  datasheetUrl?: string;
  /** How the label image opens. */
  display?: 'popover' | 'lightbox';
  /** Arrow height 20, 24 or 32px. */
  size?: 'small' | 'medium' | 'large';
  /** Called once when no `labelImage` is given. */
  onMissingLabel?: (rating: string) => void;
  /** Text of the datasheet link. */
  datasheetLabel?: string;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * The energy efficiency class of a product.
 *
 * @status stable
 * @since 0.1.0
 */
export function EnergyLabel({
  rating,
  scale = 'A-G',
  labelImage,
  datasheetUrl,
  display = 'popover',
  size = 'medium',
  onMissingLabel,
  datasheetLabel = 'Produktdatenblatt',
  className,
  ref,
  ...rest
}: EnergyLabelProps) {
  useEffect(() => {
    if (!labelImage) onMissingLabel?.(rating);
  }, [labelImage, onMissingLabel, rating]);
  const range = scale === 'A-G' ? 'A bis G' : 'A+++ bis D';
  const name = `Energieeffizienzklasse ${rating}, Skala ${range}`;
  const shownScale = scale === 'A-G' ? 'A–G' : 'A+++–D';
  const arrow = (
    <span className="hb-energy-label__arrow" data-rating={rating.charAt(0)} aria-hidden="true">
      <span>{rating}</span>
      <span className="hb-energy-label__scale">{shownScale}</span>
    </span>
  );
  // Named by its content, not aria-label: the visible letter is part of the name.
  const trigger = (
    <button type="button" className="hb-energy-label__button hb-focusable">
      <span className="hb-energy-label__arrow" data-rating={rating.charAt(0)}>
        <span>
          <span className="hb-visually-hidden">Energieeffizienzklasse </span>
          {rating}
        </span>
        <span className="hb-energy-label__scale">
          <span className="hb-visually-hidden">, Skala {range}</span>
          <span aria-hidden="true">{shownScale}</span>
        </span>
      </span>
    </button>
  );
  const image = labelImage ? <img className="hb-energy-label__image" src={labelImage.src} alt={labelImage.alt} /> : null;
  return (
    <span ref={ref} {...rest} className={classNames('hb-energy-label', `hb-energy-label--${size}`, className)}>
      {!labelImage ? (
        <span role="img" aria-label={name}>
          {arrow}
        </span>
      ) : (
        // The label sheet opens from the arrow; drawing it open beside every label would hide the label itself.
        <WithoutShowcase>
          {display === 'lightbox' ? (
            <Dialog title={name} trigger={trigger} size="large">
              {image}
            </Dialog>
          ) : (
            <Popover trigger={trigger} size="large" closeButton>
              {image}
            </Popover>
          )}
        </WithoutShowcase>
      )}
      {datasheetUrl ? (
        <Link href={datasheetUrl} variant="standalone" size="small">
          {datasheetLabel}
        </Link>
      ) : null}
    </span>
  );
}
