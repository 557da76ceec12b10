import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '@/session/hooks/use-auth';
import { checkoutSession } from '../checkout-session';
import { CheckoutNotice } from './checkout-notice';
import { CheckoutPayment } from './checkout-payment';

/** Render once the session is known: the checkout's checks (docs/product.md, Packages and payments) are made once, on arrival. */
export function CheckoutView() {
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  const [session] = useState(() => checkoutSession(searchParams, Boolean(user)));

  if (!session.ok) return <CheckoutNotice message={session.problem} />;
  return <CheckoutPayment session={session} />;
}
