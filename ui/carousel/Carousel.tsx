/**
 * Carousel and CarouselSlide, after the WAI-ARIA carousel pattern: a named
 * region (aria-roledescription "carousel") with previous/next buttons, each
 * slide a named group ("3 von 12"). Left/Right arrow keys on the region page
 * through, slides off screen are inert, and autoplay stops on hover, focus
 * and with its pause button.
 */
import {
  Children,
  type CSSProperties,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  cloneElement,
  isValidElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { Icon } from '../icon/Icon';
import '../shared/focus-ring.css';
import './carousel.css';

type PerView = number | 'auto' | { xs?: number; sm?: number; md?: number; lg?: number };

export interface CarouselProps extends CommonProps {
  /** Accessible name of the region. Required unless `aria-labelledby` is set. */
  label?: string;
  /** Id of the visible heading that names the carousel (preferred). */
  'aria-labelledby'?: string;
  /** Product row or full-width teaser. */
  variant?: 'content' | 'hero';
  /** Visible slides per breakpoint; `'auto'` keeps the width of the slide content; `hero` is always 1. */
  slidesPerView?: PerView;
  /** Shows part of the next slide. */
  peek?: boolean;
  /**
   * Controlled index of the first visible slide.
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
  /** Called when the first visible slide changes (arrows, keyboard, autoplay). */
  onChange?: (value: number) => void;
  /** Wraps from the last page to the first; only for `hero`. */
  loop?: boolean;
  /** Hero only. `interval` in ms, minimum 5000. Adds a pause button. */
  autoplay?: false | { interval: number };
  /** Position indicator. */
  indicators?: 'none' | 'dots' | 'count';
  /** Accessible name of the previous button. */
  previousLabel?: string;
  /** Accessible name of the next button. */
  nextLabel?: string;
  /** Accessible name of the pause button while playing. */
  pauseLabel?: string;
  /** Accessible name of the pause button while paused. */
  playLabel?: string;
  /** Accessible name of each slide group; by default "3 von 12". */
  slideLabel?: (index: number, total: number) => string;
  /** Accessible name of each page's dot; by default "Seite 2 von 4". */
  pageLabel?: (page: number, pages: number) => string;
  /** The CarouselSlide elements. */
  children?: ReactNode;
  /** Forwarded to the region. */
  ref?: Ref<HTMLElement>;
}

export interface CarouselSlideProps {
  /** Slide content, usually a ProductTile or an image teaser. */
  children?: ReactNode;
  /** Overrides the generated "3 von 12" name, e.g. with the teaser headline. */
  label?: string;
}

interface SlideInternals extends CarouselSlideProps {
  index?: number;
  total?: number;
  visible?: boolean;
  nameOf?: (index: number, total: number) => string;
}

/**
 * One slide of a Carousel.
 *
 * @status beta
 * @since 0.1.0
 */
export function CarouselSlide({ children, label, index = 0, total = 1, visible = true, nameOf }: SlideInternals) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group; a fieldset is for form controls.
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label ?? nameOf?.(index, total) ?? `${index + 1} von ${total}`}
      className="hb-carousel__slide"
      inert={!visible}
      aria-hidden={!visible || undefined}
    >
      {children}
    </div>
  );
}

function perViewVars(variant: 'content' | 'hero', perView: PerView): CSSProperties {
  if (variant === 'hero')
    return { '--hb-carousel-xs': 1, '--hb-carousel-sm': 1, '--hb-carousel-md': 1, '--hb-carousel-lg': 1 } as CSSProperties;
  if (perView === 'auto') return {};
  const steps =
    typeof perView === 'number' ? { xs: perView, sm: perView, md: perView, lg: perView } : { xs: 2, sm: 3, md: 4, lg: 5, ...perView };
  return {
    '--hb-carousel-xs': steps.xs,
    '--hb-carousel-sm': steps.sm,
    '--hb-carousel-md': steps.md,
    '--hb-carousel-lg': steps.lg,
  } as CSSProperties;
}

/** Slides per view before the stylesheet is measured (the server's rendering): the widest breakpoint's. */
function declaredPerView(variant: 'content' | 'hero', perView: PerView): number {
  if (variant === 'hero' || perView === 'auto') return 1;
  if (typeof perView === 'number') return Math.max(1, perView);
  return Math.max(1, perView.lg ?? perView.md ?? perView.sm ?? perView.xs ?? 5);
}

/** The first slide of each page: whole views, and a last page that is full (it starts early rather than show gaps). */
export function carouselPageStarts(total: number, perView: number): number[] {
  const size = Math.max(1, Math.floor(perView));
  const last = Math.max(0, total - size);
  const starts: number[] = [];
  for (let start = 0; start < last; start += size) starts.push(start);
  starts.push(last);
  return starts;
}

// A layout effect, so the page count and the visible slides follow the breakpoint before the first paint after
// hydration; on the server (which runs no effects) the plain hook, which React does not warn about.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Slides per view as the stylesheet lays them out now (the breakpoint's custom property). */
function useMeasuredPerView(element: { current: HTMLElement | null }, declared: number, measured: boolean): number {
  const [perView, setPerView] = useState(declared);
  useBrowserLayoutEffect(() => {
    const node = element.current;
    if (!measured || node === null || typeof ResizeObserver === 'undefined') {
      setPerView(declared);
      return undefined;
    }
    const read = () => {
      const value = Number.parseFloat(getComputedStyle(node).getPropertyValue('--hb-carousel-per-view'));
      setPerView(Number.isFinite(value) && value >= 1 ? Math.floor(value) : declared);
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(node);
    return () => observer.disconnect();
  }, [element, declared, measured]);
  return perView;
}

/**
 * A row of slides paged a whole view at a time with buttons, arrow keys, dots or autoplay.
 *
 * @status stable
 * @since 0.1.0
 */
export function Carousel({
  label,
  variant = 'content',
  slidesPerView = { xs: 2, sm: 3, md: 4, lg: 5 },
  peek = true,
  value,
  defaultValue = 0,
  onChange,
  loop = false,
  autoplay = false,
  indicators = 'none',
  previousLabel = 'Vorherige',
  nextLabel = 'Nächste',
  pauseLabel = 'Automatisches Abspielen anhalten',
  playLabel = 'Automatisch abspielen',
  slideLabel,
  pageLabel = (page, pages) => `Seite ${page + 1} von ${pages}`,
  children,
  className,
  ref,
  ...rest
}: CarouselProps) {
  const slides = Children.toArray(children).filter(isValidElement);
  const total = slides.length;
  const [own, setOwn] = useState(defaultValue);
  const [playing, setPlaying] = useState(autoplay !== false);
  const [held, setHeld] = useState(false);
  const region = useRef<HTMLElement | null>(null);
  // With 'auto' widths only the current slide is known to be in view: it pages one slide at a time.
  const pageSize = useMeasuredPerView(
    region,
    declaredPerView(variant, slidesPerView),
    variant === 'content' && slidesPerView !== 'auto' && typeof slidesPerView !== 'number',
  );
  const starts = carouselPageStarts(total, pageSize);
  const lastStart = starts[starts.length - 1] ?? 0;
  const index = Math.min(Math.max(value ?? own, 0), lastStart);
  // The page holding the first visible slide; the last page when the view already reaches the end. The starts
  // ascend, so that page is the last of those starting at or before the index (findLastIndex is ES2023, newer
  // than the ES2022 library the package's declarations are built against).
  const page = index >= lastStart ? starts.length - 1 : Math.max(0, starts.filter((start) => start <= index).length - 1);
  const wraps = loop && variant === 'hero';
  const goToPage = (next: number) => {
    const target = starts[wraps ? (next + starts.length) % starts.length : Math.min(Math.max(next, 0), starts.length - 1)] ?? 0;
    if (target === index) return;
    if (value === undefined) setOwn(target);
    onChange?.(target);
  };
  const interval = autoplay === false ? 0 : Math.max(5000, autoplay.interval);
  useEffect(() => {
    if (!interval || !playing || held || variant !== 'hero') return;
    const timer = setTimeout(() => goToPage(page + 1 >= starts.length ? 0 : page + 1), interval);
    return () => clearTimeout(timer);
  });
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') goToPage(page + 1);
    else if (event.key === 'ArrowLeft') goToPage(page - 1);
    else return;
    event.preventDefault();
  };
  const setRegion = (node: HTMLElement | null) => {
    region.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  return (
    <section
      ref={setRegion}
      {...rest}
      aria-roledescription="carousel"
      aria-label={rest['aria-labelledby'] ? undefined : label}
      className={classNames(
        'hb-carousel',
        `hb-carousel--${variant}`,
        peek && 'hb-carousel--peek',
        slidesPerView === 'auto' && 'hb-carousel--auto',
        className,
      )}
      style={perViewVars(variant, slidesPerView)}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="hb-carousel__controls">
        {autoplay !== false && variant === 'hero' ? (
          <button
            type="button"
            className="hb-carousel__button hb-focusable"
            aria-label={playing ? pauseLabel : playLabel}
            onClick={() => setPlaying(!playing)}
          >
            <Icon name={playing ? 'pause' : 'play'} size={20} />
          </button>
        ) : null}
        <button
          type="button"
          className="hb-carousel__button hb-focusable"
          aria-label={previousLabel}
          disabled={!wraps && page === 0}
          onClick={() => goToPage(page - 1)}
        >
          <Icon name="chevronLeft" size={20} />
        </button>
        <button
          type="button"
          className="hb-carousel__button hb-focusable"
          aria-label={nextLabel}
          disabled={!wraps && page >= starts.length - 1}
          onClick={() => goToPage(page + 1)}
        >
          <Icon name="chevronRight" size={20} />
        </button>
      </div>
      <div className="hb-carousel__viewport" aria-live={playing && held === false && autoplay !== false ? 'off' : 'polite'}>
        <div className="hb-carousel__track" style={{ '--hb-carousel-index': index } as CSSProperties}>
          {slides.map((slide, position) =>
            cloneElement(slide as ReactElement<SlideInternals>, {
              key: slide.key ?? position,
              index: position,
              total,
              visible: position >= index && position < index + pageSize,
              ...(slideLabel ? { nameOf: slideLabel } : {}),
            }),
          )}
        </div>
      </div>
      {indicators === 'count' ? (
        <p className="hb-carousel__count" aria-hidden="true">
          {page + 1} / {starts.length}
        </p>
      ) : null}
      {indicators === 'dots' ? (
        <div className="hb-carousel__dots">
          {starts.map((start, position) => (
            <button
              key={start}
              type="button"
              className={classNames('hb-carousel__dot', 'hb-focusable', position === page && 'hb-carousel__dot--current')}
              aria-label={pageLabel(position, starts.length)}
              aria-current={position === page || undefined}
              onClick={() => goToPage(position)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
