import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/graphql-errors';
import { ConfirmPurchaseDocument } from '../api/confirm-purchase';
import { forgetPayment } from '../checkout-session';
import { PAYMENT_MESSAGES, paymentFailureMessage } from '../payment-messages';

// Wait before confirming, then show the success screen before going back (docs/product.md, Packages and payments).
const CONFIRM_DELAY_MS = 1000;
const REDIRECT_DELAY_MS = 2000;

/** Takes the card payment; resolves once the provider has accepted it, rejects with its reason otherwise. */
export type Charge = () => Promise<unknown>;

/** What the checkout hands to either card form (Stripe's or the test-mode one). */
export interface PaymentFormProps {
  clientSecret: string;
  /** The price as shown on the Pay button, e.g. "£9.99". */
  amount: string;
  busy: boolean;
  onPay: (charge: Charge) => void;
}

export type CheckoutState =
  { phase: 'ready'; error?: string } | { phase: 'paying' } | { phase: 'paid'; error: string } | { phase: 'done'; creditsAdded: number };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The purchase flow (docs/product.md, Packages and payments), from the card payment to the success screen. */
export function useCheckoutPayment(paymentIntentId: string) {
  const [confirmPurchase] = useMutation(ConfirmPurchaseDocument);
  const navigate = useNavigate();
  const [state, setState] = useState<CheckoutState>({ phase: 'ready' });
  const done = state.phase === 'done';

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(paths.credits.getHref()), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const pay = async (charge: Charge) => {
    setState({ phase: 'paying' });
    try {
      await charge();
    } catch (cause) {
      return setState({ phase: 'ready', error: paymentFailureMessage(cause) });
    }
    // The card is charged from here on: no second attempt is offered, whatever happens next.
    await wait(CONFIRM_DELAY_MS);
    try {
      const { data } = await confirmPurchase({ variables: { paymentIntentId } });
      if (!data?.confirmPurchase.success) return setState({ phase: 'paid', error: PAYMENT_MESSAGES.allocationFailed });
      forgetPayment();
      setState({ phase: 'done', creditsAdded: data.confirmPurchase.creditsAdded });
    } catch (cause) {
      setState({ phase: 'paid', error: PAYMENT_MESSAGES.confirmationFailed(errorMessage(cause, 'unknown error')) });
    }
  };

  return { state, pay };
}
