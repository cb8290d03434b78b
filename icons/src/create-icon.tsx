/**
 * One icon component per path. Decorative by default (aria-hidden, so screen
 * readers skip it beside a visible label); with `title` it becomes an image
 * named by that title. The stroke takes the text colour, so no stylesheet is
 * needed.
 */
import { type JSX, type SVGProps, useId } from 'react';

/** Edge length in px: the three sizes of the icon grid. */
export type IconSize = 16 | 20 | 24;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'width' | 'height'> {
  /** Edge length in px. Default 24. */
  size?: IconSize;
  /** Accessible name. Without it the icon is decorative and hidden from assistive technology. */
  title?: string;
}

const GRID = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: 'false',
} as const;

/** An icon component, as every export of @harbor/icons is. */
export type IconComponent = (props: IconProps) => JSX.Element;

// No displayName per icon: each would be a string in every bundle that draws the icon.
/** Builds the component that draws `path`. */
export function createIcon(path: string): IconComponent {
  function HarborIcon({ size = 24, title, ...rest }: IconProps) {
    const titleId = useId();
    const drawing = { ...GRID, width: size, height: size, ...rest };
    if (title) {
      return (
        <svg role="img" aria-labelledby={titleId} {...drawing}>
          <title id={titleId}>{title}</title>
          <path d={path} />
        </svg>
      );
    }
    return (
      <svg aria-hidden="true" {...drawing}>
        <path d={path} />
      </svg>
    );
  }
  return HarborIcon;
}
