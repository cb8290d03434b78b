/**
 * Image: a picture in a frame that reserves its aspect ratio before loading
 * (no layout shift), lazy unless it is the page's LCP picture, with a
 * placeholder while loading and a neutral fallback when it fails.
 */
import { type Ref, type SyntheticEvent, useState } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import './image.css';

export type AspectRatio = '1:1' | '4:3' | '3:4' | '16:9' | '21:9';

export interface ImageProps extends CommonProps {
  /** URL on the image service. Required. */
  src: string;
  /** Text alternative; `""` for decorative pictures. Required. */
  alt: string;
  /** Reserves the frame before loading. */
  aspectRatio?: AspectRatio;
  /**
   * The picture's own width in pixels, as the `width` attribute: the browser knows its shape before it loads.
   *
   * @minimum 1
   * @maximum 10000
   */
  width?: number;
  /**
   * The picture's own height in pixels, as the `height` attribute.
   *
   * @minimum 1
   * @maximum 10000
   */
  height?: number;
  /** How the picture fills the frame. */
  fit?: 'contain' | 'cover';
  /** The HTML `sizes` attribute; set it to the rendered width. */
  sizes?: string;
  /** Eager loading with high fetch priority for the LCP picture. */
  priority?: boolean;
  /** What the frame shows while loading. */
  placeholder?: 'color' | 'skeleton' | 'none';
  /** Called when the picture has loaded. */
  onLoad?: (event: SyntheticEvent<HTMLImageElement>) => void;
  /** Called when loading fails; the fallback is shown. */
  onError?: (event: SyntheticEvent<HTMLImageElement>) => void;
  /** Forwarded to the `img`. */
  ref?: Ref<HTMLImageElement>;
}

/**
 * A responsive picture in a fixed-ratio frame.
 *
 * @status stable
 * @since 0.1.0
 */
export function Image({
  src,
  alt,
  aspectRatio = '1:1',
  width,
  height,
  fit = 'contain',
  sizes = '100vw',
  priority = false,
  placeholder = 'color',
  onLoad,
  onError,
  className,
  ref,
  ...rest
}: ImageProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    <span
      {...rest}
      className={classNames('hb-image', `hb-image--${fit}`, `hb-image--placeholder-${placeholder}`, `hb-image--${state}`, className)}
      style={{ aspectRatio: aspectRatio.replace(':', ' / ') }}
    >
      {state === 'failed' ? (
        alt ? (
          <span className="hb-image__fallback" role="img" aria-label={alt} />
        ) : (
          <span className="hb-image__fallback" />
        )
      ) : (
        <img
          ref={ref}
          className="hb-image__img"
          src={src}
          alt={alt}
          width={width}
          height={height}
          sizes={sizes}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onLoad={(event) => {
            setState('loaded');
            onLoad?.(event);
          }}
          onError={(event) => {
            setState('failed');
            onError?.(event);
          }}
        />
      )}
    </span>
  );
}
