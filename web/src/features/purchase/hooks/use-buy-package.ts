import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorCode, errorMessage } from '@/lib/graphql-errors';
import { useToast } from '@/lib/toast';
import { useAuth } from '@/session/hooks/use-auth';
import { CreatePaymentIntentDocument } from '../api/create-payment-intent';
import { rememberPayment } from '../checkout-session';
import { checkoutPackageName, type CreditPackage } from '../packages';

const NOT_LOGGED_IN_TOAST = {
  title: 'Not Logged In',
  description: 'You need to be logged in to purchase credits.',
  variant: 'destructive',
} as const;

/** Creates the payment intent for a package and opens the checkout (docs/product.md, Packages and payments). */
export function useBuyPackage() {
  const { user } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [createIntent] = useMutation(CreatePaymentIntentDocument);
  const [processingId, setProcessingId] = useState<string | null>(null);

  const buy = async (pkg: CreditPackage) => {
    if (!user) return toast(NOT_LOGGED_IN_TOAST);
    setProcessingId(pkg.id);
    try {
      const { data } = await createIntent({ variables: { packageId: pkg.id } });
      if (!data) throw new Error('No payment session was returned');
      rememberPayment(data.createPaymentIntent);
      await navigate(paths.checkout.getHref(data.createPaymentIntent.clientSecret, checkoutPackageName(pkg.id)));
    } catch (error) {
      setProcessingId(null);
      const code = errorCode(error);
      if (code === 'UNAUTHENTICATED') return toast(NOT_LOGGED_IN_TOAST);
      const message = errorMessage(error, 'Please try again.');
      // The server refused the payment, or it could not be reached at all.
      toast(
        code
          ? { title: 'Payment Error', description: `Failed to initiate payment: ${message}`, variant: 'destructive' }
          : { title: 'Error', description: `Failed to create payment: ${message}`, variant: 'destructive' },
      );
    }
  };

  return { buy, processingId };
}
