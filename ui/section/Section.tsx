/**
 * Section: a block of a store page in the grid, labelled by its heading, with an optional action, a background and
 * the spacing between sections; `lazy` defers its children until it comes near the viewport
 * (content/patterns/section/code.md).
 */
import { type ReactNode, type Ref, useId } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { mergeRefs } from '../lazy/merge-refs';
import { useLazy } from '../lazy/use-lazy';
import './section.css';

export interface SectionProps extends CommonProps {
  /** The section heading. Omit only when the first child holds the heading; then set `aria-labelledby`. */
  title?: string;
  /** HTML level of the heading; it keeps the Heading 2 style. */
  headingLevel?: 2 | 3;
  /** A short sentence below the heading. */
  description?: ReactNode;
  /** A link at the end of the heading row, such as "Alle anzeigen". */
  action?: ReactNode;
  /** `sunken` draws `--hb-color-surface-sunken` across the full width, with inner padding. */
  background?: 'default' | 'sunken';
  /** `content` spans 12 columns, `text` 8 centred columns, `full` bleeds to the viewport edges. */
  width?: 'content' | 'text' | 'full';
  /** Space above the section. */
  spacing?: 'default' | 'compact' | 'none';
  /** The element to render; `aside` for complementary content. */
  as?: 'section' | 'div' | 'aside';
  /** Defers rendering the children until the section is within 200px of the viewport. */
  lazy?: boolean;
  /**
   * Height in px the content keeps at least, reserved while lazy children or loading content are not there.
   *
   * @minimum 0
   * @maximum 4000
   */
  minHeight?: number;
  /** Names the section when it has no `title`. */
  'aria-labelledby'?: string;
  /** The content. */
  children?: ReactNode;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLElement>;
}

/**
 * A page block with heading, action and the spacing between sections.
 *
 * @status beta
 * @since 0.3.0
 */
export function Section({
  title,
  headingLevel = 2,
  description,
  action,
  background = 'default',
  width = 'content',
  spacing = 'default',
  as: Element = 'section',
  lazy = false,
  minHeight,
  children,
  className,
  ref,
  'aria-labelledby': labelledBy,
  ...rest
}: SectionProps) {
  const headingId = useId();
  const { ref: lazyRef, visible } = useLazy<HTMLElement>({ eager: !lazy });
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <Element
      ref={mergeRefs(ref, lazyRef)}
      {...rest}
      aria-labelledby={title === undefined ? labelledBy : headingId}
      className={classNames(
        'hb-section',
        `hb-section--${width}`,
        `hb-section--spacing-${spacing}`,
        background === 'sunken' && 'hb-section--sunken',
        className,
      )}
    >
      {title !== undefined || action !== undefined ? (
        <div className="hb-section__header">
          {title !== undefined ? (
            <Heading id={headingId} className="hb-section__title">
              {title}
            </Heading>
          ) : null}
          {action !== undefined ? <div className="hb-section__action">{action}</div> : null}
        </div>
      ) : null}
      {description !== undefined ? <p className="hb-section__description">{description}</p> : null}
      <div className="hb-section__content" style={minHeight === undefined ? undefined : { minHeight }}>
        {!lazy || visible ? children : null}
      </div>
    </Element>
  );
}
