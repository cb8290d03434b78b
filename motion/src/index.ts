/** @harbor/motion: the motion tokens as JavaScript values, a transition builder and useReducedMotion(). */
export { type DurationName, type EasingName, duration, easing, transition } from './motion-tokens';
export { useReducedMotion } from './use-reduced-motion';
