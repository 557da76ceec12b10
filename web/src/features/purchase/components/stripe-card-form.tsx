import Box from '@mui/material/Box';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { FormEvent } from 'react';
import { paths } from '@/config/paths';
import type { PaymentFormProps } from '../hooks/use-checkout-payment';
import { PaymentError } from '../payment-messages';
import { PayButton } from './pay-button';

export function StripeCardForm({ amount, busy, onPay }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    onPay(async () => {
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${paths.credits.getHref('success')}` },
        redirect: 'if_required',
      });
      if (error) throw new PaymentError(error.message);
    });
  };

  return (
    <Box component="form" onSubmit={handleSubmit} aria-label="Card payment">
      <PaymentElement />
      <PayButton amount={amount} busy={busy} disabled={!stripe || !elements} />
    </Box>
  );
}
