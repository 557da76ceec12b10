import { useSnackbar, type VariantType } from 'notistack';
import { useCallback } from 'react';
import { ToastMessage } from '@/components/ui/toast-message';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

const SNACKBAR_VARIANTS: Record<ToastVariant, VariantType> = {
  default: 'info',
  success: 'success',
  destructive: 'error',
};

/** Title and description in one snackbar; the provider keeps one on screen for 5 s. */
export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    ({ title, description, variant = 'default' }: ToastOptions) => {
      enqueueSnackbar(<ToastMessage title={title} description={description} />, {
        variant: SNACKBAR_VARIANTS[variant],
      });
    },
    [enqueueSnackbar],
  );
}
