/**
 * ThumbnailGallery: a row (or column) of picture thumbnails that choose the
 * current picture of a stage. Each thumbnail is a toggle button with
 * aria-pressed; arrow keys move between them. A "+N" tile stands for the rest.
 */
import { type KeyboardEvent, type MouseEvent, type Ref, useRef, useState } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { Icon } from '../icon/Icon';
import '../shared/focus-ring.css';
import '../shared/visually-hidden.css';
import './thumbnail-gallery.css';

/** One thumbnail. */
export interface ThumbnailItem {
  src: string;
  /** What the picture shows. Leave out the kind of item: the gallery adds "Video" or "360°-Ansicht" itself. */
  alt: string;
  /** Adds a play or 360° marker and its hidden word. */
  type?: 'image' | 'video' | 'spin';
}

export interface ThumbnailGalleryProps extends CommonProps {
  /** The pictures in order. `type` adds a play or 360° marker. Required. */
  items: ThumbnailItem[];
  /** Accessible name of the list, for example "Produktbilder". Required. */
  label: string;
  /**
   * Controlled index of the selected thumbnail.
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
  /** Called when a thumbnail is chosen by click, tap or keyboard. */
  onChange?: (value: number) => void;
  /** Row below the stage, or column beside it from `md`. */
  orientation?: 'horizontal' | 'vertical';
  /** Thumbnail edge of 48, 64 or 80px. */
  size?: 'small' | 'medium' | 'large';
  /**
   * Shows at most this many thumbnails and a "+N" tile that opens the lightbox.
   *
   * @minimum 1
   * @maximum 50
   */
  maxVisible?: number;
  /** Called when the "+N" tile is chosen. */
  onMoreClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Accessible name of the "+N" tile. */
  moreLabel?: (hidden: number) => string;
  /** Forwarded to the root list. */
  ref?: Ref<HTMLUListElement>;
}

/**
 * Small pictures to pick the one shown large.
 *
 * @status stable
 * @since 0.1.0
 */
export function ThumbnailGallery({
  items,
  label,
  value,
  defaultValue = 0,
  onChange,
  orientation = 'horizontal',
  size = 'medium',
  maxVisible,
  onMoreClick,
  moreLabel = (hidden) => `${hidden} weitere Bilder anzeigen`,
  className,
  ref,
  ...rest
}: ThumbnailGalleryProps) {
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = maxVisible !== undefined && items.length > maxVisible ? items.slice(0, maxVisible - 1) : items;
  const hidden = items.length - shown.length;
  const choose = (index: number) => {
    if (value === undefined) setOwn(index);
    onChange?.(index);
  };
  // Focus moves by hand here, the exception CONTRIBUTING.md allows: none of the Radix primitives this package uses covers
  // a row of toggle buttons (Toggle Group is not a dependency), and the keys only move focus between native buttons that
  // each stay in the tab order, so there is no trap, roving tab stop or focus to restore.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const back = orientation === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
    const forward = orientation === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
    const next =
      event.key === forward
        ? index + 1
        : event.key === back
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? shown.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    buttons.current[Math.min(Math.max(next, 0), shown.length - 1)]?.focus();
  };
  return (
    <ul
      ref={ref}
      {...rest}
      aria-label={label}
      className={classNames('hb-thumbnails', `hb-thumbnails--${orientation}`, `hb-thumbnails--${size}`, className)}
    >
      {shown.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may appear twice; its position identifies the thumbnail.
        <li key={`${item.src}-${index}`}>
          <button
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            className="hb-thumbnails__button hb-focusable"
            aria-pressed={index === current}
            onClick={() => choose(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <img className="hb-thumbnails__image" src={item.src} alt={item.alt} loading="lazy" />
            {item.type === 'video' || item.type === 'spin' ? (
              <span className="hb-thumbnails__marker">
                <Icon name={item.type === 'video' ? 'play' : 'rotate'} size={16} />
                <span className="hb-visually-hidden">{item.type === 'video' ? 'Video' : '360°-Ansicht'}</span>
              </span>
            ) : null}
          </button>
        </li>
      ))}
      {hidden > 0 ? (
        <li>
          <button
            type="button"
            className="hb-thumbnails__button hb-thumbnails__more hb-focusable"
            aria-label={moreLabel(hidden)}
            onClick={onMoreClick}
          >
            +{hidden}
          </button>
        </li>
      ) : null}
    </ul>
  );
}
