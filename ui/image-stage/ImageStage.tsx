/**
 * ImageStage: the PDP picture area: the current picture (or video) in a
 * named region, previous/next buttons, thumbnails (default) or dots
 * (compact), and the lightbox on activation. Composed of Image,
 * ThumbnailGallery and ImageLightbox.
 */
import { type ReactNode, type Ref, useState } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { Icon } from '../icon/Icon';
import { Image } from '../image/Image';
import { ImageLightbox } from '../image-lightbox/ImageLightbox';
import { WithoutShowcase } from '../overlay-showcase/OverlayShowcase';
import { ThumbnailGallery } from '../thumbnail-gallery/ThumbnailGallery';
import '../shared/focus-ring.css';
import './image-stage.css';

/** One picture, video or 360° view of the stage. */
export interface StageMedia {
  type: 'image' | 'video' | 'spin';
  src: string;
  alt: string;
  poster?: string;
}

export interface ImageStageProps extends CommonProps {
  /** The pictures, videos and 360° views in order. Required. */
  media: StageMedia[];
  /** Accessible name of the region. Required. */
  label: string;
  /**
   * Controlled index of the current item.
   *
   * @minimum 0
   * @maximum 99
   */
  value?: number;
  /**
   * Initial index when uncontrolled.
   *
   * @minimum 0
   * @maximum 99
   */
  defaultValue?: number;
  /** Called when the current item changes. */
  onChange?: (value: number) => void;
  /** With thumbnails and lightbox, or dots only. */
  variant?: 'default' | 'compact';
  /** Hover zoom on pointer devices from `md`. */
  zoom?: boolean;
  /** Slot at the bottom left, used for the energy label. */
  overlay?: ReactNode;
  /** Forwarded to the region. */
  ref?: Ref<HTMLElement>;
}

/**
 * The product's pictures with navigation.
 *
 * @status stable
 * @since 0.1.0
 */
export function ImageStage({
  media,
  label,
  value,
  defaultValue = 0,
  onChange,
  variant = 'default',
  zoom = true,
  overlay,
  className,
  ref,
  ...rest
}: ImageStageProps) {
  const [own, setOwn] = useState(defaultValue);
  const [lightbox, setLightbox] = useState(false);
  const index = Math.min(Math.max(value ?? own, 0), Math.max(media.length - 1, 0));
  const item = media[index];
  const go = (next: number) => {
    const target = (next + media.length) % media.length;
    if (value === undefined) setOwn(target);
    onChange?.(target);
  };
  return (
    <section
      ref={ref}
      {...rest}
      aria-label={label}
      className={classNames('hb-image-stage', `hb-image-stage--${variant}`, zoom && 'hb-image-stage--zoom', className)}
    >
      <div className="hb-image-stage__main">
        {item?.type === 'video' ? (
          // biome-ignore lint/a11y/useMediaCaption: product videos carry captions as tracks supplied with the media; the stage has none to add.
          <video className="hb-image-stage__video" src={item.src} poster={item.poster} controls aria-label={item.alt} />
        ) : item ? (
          <button
            type="button"
            className="hb-image-stage__open hb-focusable"
            onClick={() => variant === 'default' && setLightbox(true)}
            aria-label={`${item.alt}, vergrössern`}
          >
            <Image src={item.src} alt="" aspectRatio="1:1" priority={index === 0} />
          </button>
        ) : null}
        {overlay ? <div className="hb-image-stage__overlay">{overlay}</div> : null}
        {media.length > 1 ? (
          <>
            <button
              type="button"
              className="hb-image-stage__nav hb-image-stage__previous hb-focusable"
              aria-label="Vorheriges Bild"
              onClick={() => go(index - 1)}
            >
              <Icon name="chevronLeft" size={20} />
            </button>
            <button
              type="button"
              className="hb-image-stage__nav hb-image-stage__next hb-focusable"
              aria-label="Nächstes Bild"
              onClick={() => go(index + 1)}
            >
              <Icon name="chevronRight" size={20} />
            </button>
          </>
        ) : null}
      </div>
      {variant === 'default' ? (
        <ThumbnailGallery label={`${label}: Vorschaubilder`} items={media} value={index} onChange={go} size="small" />
      ) : (
        <p className="hb-image-stage__dots" aria-hidden="true">
          {media.map((entry, position) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may appear twice; the position is what the dot stands for.
              key={`${entry.src}-${position}`}
              className={classNames('hb-image-stage__dot', position === index && 'hb-image-stage__dot--current')}
            />
          ))}
        </p>
      )}
      {variant === 'default' ? (
        // The stage is the picture here; its lightbox stays closed even where examples show overlays open.
        <WithoutShowcase>
          <ImageLightbox
            label={label}
            images={media.filter((entry) => entry.type === 'image')}
            open={lightbox}
            onOpenChange={setLightbox}
            value={Math.max(0, media.filter((entry) => entry.type === 'image').indexOf(item ?? (media[0] as StageMedia)))}
          />
        </WithoutShowcase>
      ) : null}
    </section>
  );
}
