import { hasSignedInMarker, readUserId } from '@/lib/session-storage';
import { packageIdFor } from './packages';

const PENDING_PAYMENT_KEY = 'pending-payment';

interface PendingPayment {
  clientSecret: string;
  paymentIntentId: string;
}

export type CheckoutSession =
  { ok: true; clientSecret: string; paymentIntentId: string; packageId: string } | { ok: false; problem: string };

export const CHECKOUT_PROBLEMS = {
  noToken: 'Authentication required. Please log in again to complete your purchase.',
  invalidSession: 'Invalid payment session. Please try again.',
  noUserId: 'Authentication error. User ID not found. Please log in again to complete your purchase.',
};

/** Kept for the checkout page, which confirms the purchase with the intent id after the card is paid. */
export function rememberPayment(payment: PendingPayment): void {
  sessionStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify(payment));
}

/** The client secret is no longer needed once the purchase is confirmed. */
export function forgetPayment(): void {
  sessionStorage.removeItem(PENDING_PAYMENT_KEY);
}

function pendingPaymentId(clientSecret: string): string | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(PENDING_PAYMENT_KEY) ?? 'null') as PendingPayment | null;
    return stored?.clientSecret === clientSecret ? stored.paymentIntentId : null;
  } catch {
    return null;
  }
}

/** The three checkout checks, in order (docs/product.md, Packages and payments). */
export function checkoutSession(params: URLSearchParams, signedIn: boolean): CheckoutSession {
  if (!signedIn || !hasSignedInMarker()) return { ok: false, problem: CHECKOUT_PROBLEMS.noToken };
  const clientSecret = params.get('session_id');
  const packageId = packageIdFor(params.get('package'));
  // A session this tab did not start (or a package we do not sell) cannot be confirmed afterwards.
  const paymentIntentId = clientSecret ? pendingPaymentId(clientSecret) : null;
  if (!clientSecret || !packageId || !paymentIntentId) return { ok: false, problem: CHECKOUT_PROBLEMS.invalidSession };
  if (!readUserId()) return { ok: false, problem: CHECKOUT_PROBLEMS.noUserId };
  return { ok: true, clientSecret, paymentIntentId, packageId };
}
