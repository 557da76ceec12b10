import { type Refinement, REFINEMENT_LABELS } from '@firstwords/contracts';
import { errorMessage } from '@/lib/graphql-errors';
import type { ToastOptions } from '@/lib/toast';

// Each rewrite's toasts, shown when its writing ends.
export const REGENERATED_TOAST: ToastOptions = {
  title: 'Introduction Regenerated',
  description: 'A fresh version of your introduction is ready.',
  variant: 'success',
};

export const REGENERATION_FAILED_TOAST = {
  title: 'Regeneration Failed',
  description: 'Failed to regenerate introduction. Please try again.',
  variant: 'destructive',
} satisfies ToastOptions;

export const refinedToast = (direction: Refinement): ToastOptions => ({
  title: 'Introduction Refined',
  description: `${REFINEMENT_LABELS[direction]} version is ready.`,
  variant: 'success',
});

export const REFINEMENT_FAILED_TOAST = {
  title: 'Refinement Failed',
  description: 'Failed to refine introduction. Please try again.',
  variant: 'destructive',
} satisfies ToastOptions;

/** A rewrite refused (CONFLICT) because the introduction's texts are being written already, here or in another tab. */
export const stillWritingToast = (error: unknown): ToastOptions => ({
  title: 'Still Writing',
  description: errorMessage(error, 'This introduction is still being written. Wait for it to finish, then try again'),
});

export const TAILORED_TOAST: ToastOptions = {
  title: 'Introduction Tailored',
  description: 'Your texts are written for the advert.',
  variant: 'success',
};

export const TAILORING_FAILED_TOAST = {
  title: 'Tailoring Failed',
  description: 'Your texts and advert are as they were. Please try again.',
  variant: 'destructive',
} satisfies ToastOptions;
