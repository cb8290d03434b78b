/**
 * Skeleton and SkeletonGroup: grey placeholder shapes while content loads.
 * The shapes are hidden from assistive technology; the group is the busy
 * region and says "Loading" once.
 */
import { type CSSProperties, type ReactNode, type Ref, useEffect, useState } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import '../shared/visually-hidden.css';
import './skeleton.css';

type Ratio = '1:1' | '4:3' | '3:4' | '16:9';

export interface SkeletonProps extends CommonProps {
  /** Shape and radius. */
  variant?: 'text' | 'rectangle' | 'circle';
  /** CSS width; numbers are pixels. */
  width?: number | string;
  /** CSS height; ignored when `aspectRatio` is set. */
  height?: number | string;
  /** Same ratios as Image, for picture placeholders. */
  aspectRatio?: Ratio;
  /**
   * For `text`: number of lines; the last line is 70% wide.
   *
   * @minimum 1
   * @maximum 50
   */
  lines?: number;
  /** For `text`: matches the line height of `--hb-font-size-*`. */
  fontSize?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** Shimmer; always off under reduced motion. */
  animated?: boolean;
  /** Forwarded to the shape element. */
  ref?: Ref<HTMLSpanElement>;
}

const size = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * One placeholder shape.
 *
 * @status stable
 * @since 0.1.0
 */
export function Skeleton({
  variant = 'text',
  width = '100%',
  height,
  aspectRatio,
  lines = 1,
  fontSize = 'md',
  animated = true,
  className,
  ref,
  ...rest
}: SkeletonProps) {
  const style: CSSProperties = { width: size(width) };
  if (aspectRatio) style.aspectRatio = aspectRatio.replace(':', ' / ');
  else if (height !== undefined) style.height = size(height);
  const classes = classNames(
    'hb-skeleton',
    `hb-skeleton--${variant}`,
    `hb-skeleton--font-${fontSize}`,
    animated && 'hb-skeleton--animated',
    className,
  );
  if (variant === 'text' && lines > 1) {
    return (
      <span ref={ref} {...rest} aria-hidden="true" className="hb-skeleton__lines" style={{ width: size(width) }}>
        {Array.from({ length: lines }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are identical and never reorder.
          <span key={index} className={classes} style={{ width: index === lines - 1 ? '70%' : '100%' }} />
        ))}
      </span>
    );
  }
  return <span ref={ref} {...rest} aria-hidden="true" className={classes} style={style} />;
}

export interface SkeletonGroupProps extends CommonProps {
  /** While true, shows the children (the shapes); when false, renders `content`. */
  loading?: boolean;
  /** The real content shown when `loading` is false. */
  content?: ReactNode;
  /**
   * Milliseconds before the shapes appear.
   *
   * @minimum 0
   * @maximum 10000
   */
  delay?: number;
  /** Hidden text for screen readers. */
  label?: string;
  /** Element of the busy region. */
  as?: 'div' | 'ul' | 'section';
  /** The Skeleton shapes. */
  children?: ReactNode;
  /** Forwarded to the region. */
  ref?: Ref<HTMLDivElement & HTMLUListElement & HTMLElement>;
}

/**
 * A busy region of placeholder shapes, replaced by the content once loaded.
 *
 * @status stable
 * @since 0.1.0
 */
export function SkeletonGroup({
  loading = true,
  content,
  delay = 300,
  label = 'Loading',
  as: Element = 'div',
  children,
  className,
  ref,
  ...rest
}: SkeletonGroupProps) {
  const [shown, setShown] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return (
    <Element ref={ref} {...rest} aria-busy={loading} className={classNames('hb-skeleton-group', className)}>
      {loading ? (
        <>
          {Element === 'ul' ? null : <span className="hb-visually-hidden">{label}</span>}
          {shown ? children : null}
        </>
      ) : (
        content
      )}
    </Element>
  );
}
