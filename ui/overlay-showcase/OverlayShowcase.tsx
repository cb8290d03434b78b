/**
 * OverlayShowcase: a documentation page's way to show what an overlay looks
 * like open without opening it. Inside it, Dialog, Popover, Tooltip,
 * ImageLightbox and a ToastProvider's `preview` draw their surface, open, in a
 * static frame after their live trigger. The frame is a picture: rendered in
 * place (no portal), not a dialog, nothing in it focusable (`inert`) and
 * hidden from assistive technology, since the trigger beside it opens the
 * real overlay with its focus handling.
 */
import { type ReactNode, createContext, useContext } from 'react';
import { classNames } from '../shared/class-names';
import './overlay-showcase.css';

const ShowcaseContext = createContext(false);

export interface OverlayShowcaseProps {
  /** The examples whose overlays are drawn open. */
  children?: ReactNode;
}

/**
 * Draws the overlays inside it open in a static frame beside their trigger, for documentation and previews.
 *
 * @status beta
 * @since 0.3.0
 */
export function OverlayShowcase({ children }: OverlayShowcaseProps) {
  return <ShowcaseContext value={true}>{children}</ShowcaseContext>;
}

/** True inside an OverlayShowcase: the overlay adds its static frame. */
export function useOverlayShowcase(): boolean {
  return useContext(ShowcaseContext);
}

/**
 * Its overlays stay closed inside an OverlayShowcase: for a component that opens one of its own (EnergyLabel's
 * label sheet, ImageStage's lightbox), whose own picture is the point of its example.
 */
export function WithoutShowcase({ children }: { readonly children?: ReactNode }) {
  return <ShowcaseContext value={false}>{children}</ShowcaseContext>;
}

/** The static frame an overlay draws its open surface in. */
export function ShowcaseFrame({
  kind,
  side,
  children,
}: {
  readonly kind: 'dialog' | 'popover' | 'tooltip' | 'toast' | 'lightbox';
  readonly side?: 'top' | 'bottom' | 'start' | 'end';
  readonly children: ReactNode;
}) {
  return (
    <div className={classNames('hb-showcase', `hb-showcase--${kind}`)} data-side={side} aria-hidden="true" inert>
      {children}
    </div>
  );
}

/**
 * A live trigger with its panel or bubble drawn on the side it opens to (OverlayShowcase): the picture of a
 * popover or a tooltip sits where the live one would.
 */
export function ShowcaseAnchor({ side, children }: { readonly side: 'top' | 'bottom' | 'start' | 'end'; readonly children: ReactNode }) {
  return (
    <div className="hb-showcase-anchor" data-side={side}>
      {children}
    </div>
  );
}

/** The pointer of a popover or tooltip drawn in a frame, towards the side its trigger is on. */
export function ShowcaseArrow({
  className,
  width,
  height,
}: {
  readonly className: string;
  readonly width: number;
  readonly height: number;
}) {
  return (
    <svg
      className={classNames('hb-showcase__arrow', className)}
      width={width}
      height={height}
      viewBox="0 0 30 10"
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      <polygon points="0,0 30,0 15,10" />
    </svg>
  );
}
