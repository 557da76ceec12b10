import { Elements } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { use } from 'react';
import type { PaymentFormProps } from '../hooks/use-checkout-payment';
import { StripeCardForm } from './stripe-card-form';

// One Stripe.js instance per key for the life of the page, as Stripe asks.
const stripeByKey = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

/** Default export: loaded lazily by the payment form. */
export default function StripePaymentForm({ publishableKey, ...form }: PaymentFormProps & { publishableKey: string }) {
  // Suspends while Stripe.js downloads; if it cannot be downloaded, the route's error screen offers a reload.
  const stripe = use(stripeFor(publishableKey));
  return (
    <Elements stripe={stripe} options={{ clientSecret: form.clientSecret }}>
      <StripeCardForm {...form} />
    </Elements>
  );
}
