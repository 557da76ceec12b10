import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useToast, type ToastOptions } from '@/lib/toast';

const STATUS_TOASTS: Record<string, ToastOptions> = {
  success: {
    title: 'Payment Successful',
    description: 'Thank you for your purchase. Your credits will appear in your account shortly.',
    variant: 'success',
  },
  cancel: {
    title: 'Payment Cancelled',
    description: 'Your payment was cancelled. No credits have been added to your account.',
  },
};

/** `?payment_status=success|cancel` (the card provider's return address): one toast, then a clean address. */
export function usePaymentStatusToast() {
  const [searchParams] = useSearchParams();
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const handledKey = useRef<string | null>(null);
  const status = searchParams.get('payment_status');

  useEffect(() => {
    if (status === null || handledKey.current === key) return;
    handledKey.current = key;
    const message = STATUS_TOASTS[status];
    if (message) toast(message);
    void navigate(pathname, { replace: true });
  }, [status, key, pathname, navigate, toast]);
}
