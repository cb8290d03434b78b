/** `useToast()`: shows and dismisses toasts of the nearest ToastProvider. */
import { useContext } from 'react';
import { type ToastApi, ToastContext } from './ToastProvider';

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> around the component that calls it.');
  return api;
}
