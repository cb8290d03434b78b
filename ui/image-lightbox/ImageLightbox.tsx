/**
 * ImageLightbox: product pictures full screen in a Radix Dialog (focus
 * trapped, Escape closes, focus returns), with previous/next buttons, Left
 * and Right arrow keys, and zoom steps.
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import { type KeyboardEvent, type Ref, useState } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { Icon, type IconName } from '../icon/Icon';
import { ShowcaseFrame, useOverlayShowcase } from '../overlay-showcase/OverlayShowcase';
import '../shared/focus-ring.css';
import './image-lightbox.css';

/** One picture of the lightbox. */
export interface LightboxImage {
  src: string;
  alt: string;
  caption?: string;
}

export interface ImageLightboxProps extends CommonProps {
  /** The pictures in order. Required. */
  images: LightboxImage[];
  /** Accessible name of the dialog. Required. */
  label: string;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called on every open or close request (Escape, close button). */
  onOpenChange?: (open: boolean) => void;
  /**
   * Controlled index of the current picture.
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
  /** Called when the picture changes. */
  onChange?: (value: number) => void;
  /** Highest zoom step. */
  maxZoom?: 2 | 4;
  /** Names of the buttons. */
  labels?: { close?: string; previous?: string; next?: string; zoomIn?: string; zoomOut?: string };
  /** Forwarded to the dialog element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A full-screen view of pictures.
 *
 * @status stable
 * @since 0.1.0
 */
export function ImageLightbox({
  images,
  label,
  open,
  defaultOpen = false,
  onOpenChange,
  value,
  defaultValue = 0,
  onChange,
  maxZoom = 4,
  labels = {},
  className,
  ref,
  ...rest
}: ImageLightboxProps) {
  const [own, setOwn] = useState(defaultValue);
  const [zoom, setZoom] = useState(1);
  const index = Math.min(Math.max(value ?? own, 0), Math.max(images.length - 1, 0));
  const image = images[index];
  const go = (next: number) => {
    const target = (next + images.length) % images.length;
    setZoom(1);
    if (value === undefined) setOwn(target);
    onChange?.(target);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
  };
  const showcase = useOverlayShowcase();
  const live = (
    <RadixDialog.Root {...(open === undefined ? { defaultOpen } : { open })} {...(onOpenChange ? { onOpenChange } : {})}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="hb-lightbox__backdrop" />
        <RadixDialog.Content
          ref={ref}
          {...rest}
          aria-describedby={undefined}
          className={classNames('hb-lightbox', className)}
          onKeyDown={onKeyDown}
        >
          <RadixDialog.Title className="hb-lightbox__title">{label}</RadixDialog.Title>
          <div className="hb-lightbox__toolbar">
            <span className="hb-lightbox__count" aria-live="polite">
              {index + 1} / {images.length}
            </span>
            <button
              type="button"
              className="hb-lightbox__button hb-focusable"
              aria-label={labels.zoomOut ?? 'Verkleinern'}
              disabled={zoom <= 1}
              onClick={() => setZoom(zoom / 2)}
            >
              <Icon name="minus" size={20} />
            </button>
            <button
              type="button"
              className="hb-lightbox__button hb-focusable"
              aria-label={labels.zoomIn ?? 'Vergrössern'}
              disabled={zoom >= maxZoom}
              onClick={() => setZoom(zoom * 2)}
            >
              <Icon name="plus" size={20} />
            </button>
            <RadixDialog.Close className="hb-lightbox__button hb-focusable" aria-label={labels.close ?? 'Schliessen'}>
              <Icon name="close" size={20} />
            </RadixDialog.Close>
          </div>
          <figure className="hb-lightbox__stage">
            {image ? <img className="hb-lightbox__image" src={image.src} alt={image.alt} style={{ transform: `scale(${zoom})` }} /> : null}
            {image?.caption ? <figcaption className="hb-lightbox__caption">{image.caption}</figcaption> : null}
          </figure>
          {images.length > 1 ? (
            <>
              <button
                type="button"
                className="hb-lightbox__button hb-lightbox__previous hb-focusable"
                aria-label={labels.previous ?? 'Vorheriges Bild'}
                onClick={() => go(index - 1)}
              >
                <Icon name="chevronLeft" size={24} />
              </button>
              <button
                type="button"
                className="hb-lightbox__button hb-lightbox__next hb-focusable"
                aria-label={labels.next ?? 'Nächstes Bild'}
                onClick={() => go(index + 1)}
              >
                <Icon name="chevronRight" size={24} />
              </button>
            </>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
  if (!showcase) return live;
  // The same view drawn in place (OverlayShowcase), at its current picture and zoom 1; its buttons are pictures too.
  return (
    <>
      {live}
      <ShowcaseFrame kind="lightbox">
        <div className={classNames('hb-lightbox', className)}>
          <p className="hb-lightbox__title">{label}</p>
          <div className="hb-lightbox__toolbar">
            <span className="hb-lightbox__count">
              {index + 1} / {images.length}
            </span>
            <DrawnButton icon="minus" size={20} />
            <DrawnButton icon="plus" size={20} />
            <DrawnButton icon="close" size={20} />
          </div>
          <figure className="hb-lightbox__stage">
            {image ? <img className="hb-lightbox__image" src={image.src} alt="" /> : null}
            {image?.caption ? <figcaption className="hb-lightbox__caption">{image.caption}</figcaption> : null}
          </figure>
          {images.length > 1 ? (
            <>
              <DrawnButton icon="chevronLeft" size={24} className="hb-lightbox__previous" />
              <DrawnButton icon="chevronRight" size={24} className="hb-lightbox__next" />
            </>
          ) : null}
        </div>
      </ShowcaseFrame>
    </>
  );
}

/** A button of the showcase's picture: drawn as the live one is, but a span, since nothing in the picture works. */
function DrawnButton({ icon, size, className }: { icon: IconName; size: 20 | 24; className?: string }) {
  return (
    <span className={classNames('hb-lightbox__button', className)}>
      <Icon name={icon} size={size} />
    </span>
  );
}
