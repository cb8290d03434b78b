/** The options of a toast, shared by `useToast().show` and the `Toast` component. */
import type { ReactNode } from 'react';

export type ToastVariant = 'neutral' | 'success' | 'info' | 'warning';

/** One text action on a toast. */
export interface ToastAction {
  /** Text of the action button. */
  label: string;
  /** Called when the action is used; the toast then closes. */
  onClick: () => void;
}

export interface ToastOptions {
  /** The message, one short sentence. Required. */
  message: ReactNode;
  /** Icon and meaning. There is no `error`. */
  variant?: ToastVariant;
  /** One text action. Must also be possible elsewhere. */
  action?: ToastAction;
  /** Milliseconds before auto-dismiss; minimum 5000, and 8000 by default with an action. */
  duration?: number;
  /** Identical ids merge into one toast with a counter. */
  id?: string;
}

/** Shortest time a toast stays, so there is time to read it. */
export const MIN_DURATION = 5000;

/** The auto-dismiss delay for a toast: at least the minimum, longer with an action. */
export function toastDuration(duration: number | undefined, hasAction: boolean): number {
  return Math.max(MIN_DURATION, duration ?? (hasAction ? 8000 : MIN_DURATION));
}
