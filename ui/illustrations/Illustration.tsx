/**
 * Illustration: the library's spot illustrations for empty, success and
 * error states, drawn from simple shapes in the brand's colours (they follow
 * the theme unless `brand` forces one). Decorative unless titled.
 */
import { type Ref, useId } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import './illustration.css';

const MOTIFS = {
  'empty-cart': 'M14 18h6l6 26h24l6-18H24M30 54a3 3 0 1 0 0 .1M48 54a3 3 0 1 0 0 .1',
  'empty-watch-list': 'M40 58s-18-11-22-22a10 10 0 0 1 22-6 10 10 0 0 1 22 6c-4 11-22 22-22 22z',
  'filter-no-match': 'M16 18h48L46 40v16l-12 6V40zM52 52l12 12M64 52L52 64',
  'gift-card': 'M14 26h52v32H14zM14 36h52M40 26v32M40 26c-6-10-16-6-12 0M40 26c6-10 16-6 12 0',
  'order-placed': 'M40 66a26 26 0 1 1 0-52 26 26 0 0 1 0 52zM28 40l8 8 16-16',
  'page-not-found': 'M18 14h32l12 12v40H18zM50 14v12h12M30 44l20 0M30 52h14',
  'parcel-delivery': 'M14 28l26-12 26 12v26L40 66 14 54zM14 28l26 12 26-12M40 40v26',
  'pickup-point': 'M40 66s-18-18-18-32a18 18 0 0 1 36 0c0 14-18 32-18 32zM40 40a6 6 0 1 0 0-.1',
  'return-parcel': 'M16 30l24-12 24 12v24L40 66 16 54zM40 42v24M30 26l-8 8 8 8M22 34h18',
  'search-no-results': 'M34 54a20 20 0 1 1 0-40 20 20 0 0 1 0 40zM48 48l16 16M26 34h16',
  'service-unavailable': 'M16 20h48v32H16zM30 60h20M40 52v8M32 30l16 12M48 30L32 42',
} as const;

/** Name of an illustration in the library. */
export type IllustrationName = keyof typeof MOTIFS;

/** Every illustration name, for pickers and tests. */
export const illustrationNames = Object.keys(MOTIFS) as IllustrationName[];

export interface IllustrationProps extends CommonProps {
  /** One of the library names. Required. */
  name: IllustrationName;
  /** 96, 160 or 240px square. */
  size?: 'small' | 'medium' | 'large';
  /** Accessible name; when absent the illustration is decorative. */
  title?: string;
  /** Forces a style, for example in a cross-brand newsletter preview; the theme's brand when unset. */
  brand?: 'alpine' | 'lakeside';
  /** Forwarded to the `svg` element. */
  ref?: Ref<SVGSVGElement>;
}

const SIZES = { small: 96, medium: 160, large: 240 } as const;

/**
 * A spot illustration for an empty, success or error state.
 *
 * @status stable
 * @since 0.1.0
 */
export function Illustration({ name, size = 'medium', title, brand, className, ref, ...rest }: IllustrationProps) {
  const titleId = useId();
  const px = SIZES[size];
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: the title is rendered when given; without one the svg is aria-hidden (decorative).
    <svg
      ref={ref}
      {...rest}
      width={px}
      height={px}
      viewBox="0 0 80 80"
      className={classNames('hb-illustration', brand && `hb-illustration--${brand}`, className)}
      {...(title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
      focusable="false"
    >
      {title ? <title id={titleId}>{title}</title> : null}
      <circle cx="40" cy="40" r="36" className="hb-illustration__backdrop" />
      <path d={MOTIFS[name]} className="hb-illustration__motif" />
    </svg>
  );
}
