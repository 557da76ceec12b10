import { useCallback } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

type ShowToast = (toast: ToastOptions) => void;

// The toaster (notistack) is downloaded with the first toast; until it is on screen, toasts wait here.
const waiting: ToastOptions[] = [];
let show: ShowToast | null = null;
let mountToaster: (() => void) | null = null;

function raise(toast: ToastOptions) {
  if (show) return show(toast);
  waiting.push(toast);
  mountToaster?.();
}

/** The toast host mounts the toaster when the first toast is raised. */
export function onFirstToast(mount: () => void): () => void {
  mountToaster = mount;
  if (waiting.length > 0) mount();
  return () => {
    mountToaster = null;
    waiting.length = 0;
  };
}

/** The toaster, once on screen, shows the toasts that waited and every later one. */
export function connectToaster(showToast: ShowToast): () => void {
  show = showToast;
  waiting.splice(0).forEach(showToast);
  return () => {
    show = null;
  };
}

/** Title and description in one toast; the toaster keeps one on screen for 5 s. */
export function useToast() {
  return useCallback((toast: ToastOptions) => raise(toast), []);
}
