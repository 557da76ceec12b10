import { SnackbarProvider, useSnackbar, type VariantType } from 'notistack';
import { useEffect } from 'react';
import { connectToaster, type ToastVariant } from '@/lib/toast';
import { TOAST_COMPONENTS } from './toast-content';
import { ToastMessage } from './toast-message';

const SNACKBAR_VARIANTS: Record<ToastVariant, VariantType> = {
  default: 'info',
  success: 'success',
  destructive: 'error',
};

function ToastBridge() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(
    () =>
      connectToaster(({ title, description, variant = 'default' }) => {
        enqueueSnackbar(<ToastMessage title={title} description={description} />, { variant: SNACKBAR_VARIANTS[variant] });
      }),
    [enqueueSnackbar],
  );
  return null;
}

export default function Toaster() {
  return (
    // One toast at a time, 5 s each (docs/product.md, Web client behaviour).
    <SnackbarProvider
      maxSnack={1}
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      Components={TOAST_COMPONENTS}
    >
      <ToastBridge />
    </SnackbarProvider>
  );
}
