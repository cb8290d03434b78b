export { Toast, type ToastProps } from './Toast';
export { ToastProvider, type ToastApi, type ToastProviderProps } from './ToastProvider';
export type { ToastAction, ToastOptions, ToastVariant } from './toast-types';
export { useToast } from './use-toast';
