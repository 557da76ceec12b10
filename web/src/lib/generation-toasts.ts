import { GENERATION_FAILED_MESSAGE } from '@firstwords/contracts';
import type { ToastOptions } from './toast';

// Generate's toasts (product spec, Error catalogue): the generator shows a refused request, the result page how the
// writing ended.
export const GENERATED_TOAST: ToastOptions = {
  title: 'Introduction Generated',
  description: 'Your professional introduction was successfully created.',
  variant: 'success',
};

export const generationFailedToast = (message?: string): ToastOptions => ({
  title: 'Generation Failed',
  description: message || GENERATION_FAILED_MESSAGE,
  variant: 'destructive',
});
