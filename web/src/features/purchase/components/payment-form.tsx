import Alert from '@mui/material/Alert';
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { PaymentConfigDocument } from '../api/payment-config-query';
import type { PaymentFormProps } from '../hooks/use-checkout-payment';
import { TestCardForm } from './test-card-form';

// Stripe.js is downloaded only here, and only when the server has a Stripe key.
const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

export function PaymentForm(props: PaymentFormProps) {
  const { data, error } = useQuery(PaymentConfigDocument);
  const loadingForm = <LoadingScreen label="Loading payment form" />;

  if (error && !data) return <Alert severity="error">The payment form could not be loaded. Please try again.</Alert>;
  if (!data) return loadingForm;
  const publishableKey = data.appConfig.stripePublishableKey;
  if (!publishableKey) return <TestCardForm {...props} />;
  return (
    <Suspense fallback={loadingForm}>
      <StripePaymentForm publishableKey={publishableKey} {...props} />
    </Suspense>
  );
}
