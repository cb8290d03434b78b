/**
 * The motion tokens of @harbor/tokens as JavaScript values: durations in
 * milliseconds for the Web Animations API and timers, easings as CSS
 * cubic-bezier() strings. Motion is the same in every theme, so the values of
 * alpine-light (the theme of :root) stand for all four.
 */
import { tokens } from '@harbor/tokens';

const motion = tokens['alpine-light'].motion;

/** Name of a duration token: `fast` for `--hb-motion-duration-fast`. */
export type DurationName = keyof typeof motion.duration;
/** Name of an easing token: `standard` for `--hb-motion-easing-standard`. */
export type EasingName = keyof typeof motion.easing;

function milliseconds(value: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s)$/.exec(value);
  if (!match) throw new Error(`@harbor/motion: duration token "${value}" is not in ms or s`);
  return Number(match[1]) * (match[2] === 's' ? 1000 : 1);
}

function entries<K extends string, V>(record: Readonly<Record<K, V>>): [K, V][] {
  return Object.entries(record) as [K, V][];
}

/** Every duration token in milliseconds: `duration.slow` is 300. */
export const duration = Object.fromEntries(entries(motion.duration).map(([name, value]) => [name, milliseconds(value)])) as Readonly<
  Record<DurationName, number>
>;

/** Every easing token as a CSS timing function: `easing.standard` is `cubic-bezier(0.2, 0, 0, 1)`. */
export const easing = Object.fromEntries(
  entries(motion.easing).map(([name, points]) => [name, `cubic-bezier(${points.join(', ')})`]),
) as Readonly<Record<EasingName, string>>;

/**
 * A CSS `transition` value from token names, reading the variables so it
 * follows the theme and the reduced-motion override.
 *
 * @example transition(['opacity', 'transform'], 'fast', 'enter')
 * // 'opacity var(--hb-motion-duration-fast) var(--hb-motion-easing-enter), transform var(...) var(...)'
 */
export function transition(property: string | readonly string[], durationName: DurationName, easingName: EasingName = 'standard'): string {
  const properties = typeof property === 'string' ? [property] : property;
  return properties.map((name) => `${name} var(--hb-motion-duration-${durationName}) var(--hb-motion-easing-${easingName})`).join(', ');
}
