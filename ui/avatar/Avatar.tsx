/** Avatar: a person's photo or initials (a rounded square for organisations), named by the full name unless decorative. */
import { type Ref, useState } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import './avatar.css';

export interface AvatarProps extends CommonProps {
  /** Full name; used for the initials and the accessible name. Required. */
  name: string;
  /** Photo URL; initials are shown while it loads and when it fails. */
  src?: string;
  /** Diameter 32, 40 or 64px. */
  size?: 'small' | 'medium' | 'large';
  /** Circle or rounded square. */
  variant?: 'person' | 'organisation';
  /** Hides the avatar from assistive technology when the name is visible nearby. */
  decorative?: boolean;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLSpanElement>;
}

/** The initials of a name: first and last word, upper case. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * A picture or initials standing for a person or organisation.
 *
 * @status stable
 * @since 0.1.0
 */
export function Avatar({ name, src, size = 'medium', variant = 'person', decorative = false, className, ref, ...rest }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const semantics = decorative ? { 'aria-hidden': true as const } : { role: 'img' as const, 'aria-label': name };
  return (
    <span ref={ref} {...rest} {...semantics} className={classNames('hb-avatar', `hb-avatar--${size}`, `hb-avatar--${variant}`, className)}>
      <span className="hb-avatar__initials" aria-hidden="true">
        {initialsOf(name)}
      </span>
      {src && !failed ? <img className="hb-avatar__image" src={src} alt="" onError={() => setFailed(true)} /> : null}
    </span>
  );
}
