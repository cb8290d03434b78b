/**
 * ToastProvider: the one place toasts appear (a Radix Toast viewport, a
 * labelled region reachable with F8) and the queue behind `useToast()`.
 */
import * as RadixToast from '@radix-ui/react-toast';
import { type CSSProperties, type ReactNode, createContext, useCallback, useMemo, useRef, useState } from 'react';
import { useOverlayShowcase } from '../overlay-showcase/OverlayShowcase';
import { ShowcaseToast, Toast } from './Toast';
import type { ToastOptions } from './toast-types';

export interface ToastProviderProps {
  /**
   * Maximum visible toasts; older ones are removed.
   *
   * @minimum 1
   * @maximum 10
   */
  max?: number;
  /**
   * Extra bottom offset in px, for a sticky add-to-cart bar or the app's tab bar.
   *
   * @minimum 0
   * @maximum 500
   */
  offsetBottom?: number;
  /** Accessible name of the toast region. */
  label?: string;
  /** The application. */
  children?: ReactNode;
  /** A toast an OverlayShowcase draws open in a static frame after the children (documentation pages); ignored elsewhere. */
  preview?: ToastOptions;
}

/** What `useToast()` returns. */
export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  /** Removes a toast early. */
  dismiss: (id: string) => void;
}

interface QueuedToast extends ToastOptions {
  id: string;
  count: number;
  open: boolean;
}

export const ToastContext = createContext<ToastApi | null>(null);

/**
 * Hosts the toasts of an application; wrap the app shell once.
 *
 * @status stable
 * @since 0.1.0
 */
export function ToastProvider({ max = 3, offsetBottom = 0, label = 'Notifications', children, preview }: ToastProviderProps) {
  const showcase = useOverlayShowcase();
  const [toasts, setToasts] = useState<QueuedToast[]>([]);
  const counter = useRef(0);
  const show = useCallback(
    (options: ToastOptions) => {
      counter.current += 1;
      const id = options.id ?? `hb-toast-${counter.current}`;
      setToasts((current) => {
        const existing = current.find((toast) => toast.id === id);
        if (existing)
          return current.map((toast) => (toast.id === id ? { ...toast, ...options, id, count: toast.count + 1, open: true } : toast));
        return [...current, { ...options, id, count: 1, open: true }].slice(-max);
      });
      return id;
    },
    [max],
  );
  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  const remove = (id: string) => setToasts((current) => current.filter((toast) => toast.id !== id));
  return (
    <ToastContext value={api}>
      <RadixToast.Provider label={label} swipeDirection="down">
        {children}
        {showcase && preview ? <ShowcaseToast {...preview} /> : null}
        {toasts.map(({ id, count, open, message, variant, action, duration }) => (
          <Toast
            key={`${id}-${count}`}
            open={open}
            onOpenChange={(next) => (next ? undefined : remove(id))}
            message={message}
            count={count}
            {...(variant ? { variant } : {})}
            {...(action ? { action } : {})}
            {...(duration === undefined ? {} : { duration })}
          />
        ))}
        <RadixToast.Viewport
          label={`${label} ({hotkey})`}
          className="hb-toast-viewport"
          style={{ '--hb-toast-offset': `${offsetBottom}px` } as CSSProperties}
        />
      </RadixToast.Provider>
    </ToastContext>
  );
}
