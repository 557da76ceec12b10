import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { CreditPackagesDocument } from '../api/credit-packages-query';
import { CHECKOUT_PROBLEMS, type CheckoutSession } from '../checkout-session';
import { useCheckoutPayment } from '../hooks/use-checkout-payment';
import { formatPrice } from '../packages';
import { CheckoutNotice } from './checkout-notice';
import { PackageSummary } from './package-summary';
import { PaymentForm } from './payment-form';
import { PurchaseSuccess } from './purchase-success';

type ValidSession = Extract<CheckoutSession, { ok: true }>;

export function CheckoutPayment({ session }: { session: ValidSession }) {
  const { data, error } = useQuery(CreditPackagesDocument);
  const { state, pay } = useCheckoutPayment(session.paymentIntentId);
  const pkg = data?.creditPackages.find((candidate) => candidate.id === session.packageId);

  if (state.phase === 'done') return <PurchaseSuccess creditsAdded={state.creditsAdded} />;
  if (state.phase === 'paid') return <CheckoutNotice message={state.error} />;
  if (!data && error) return <CheckoutNotice message="Your package could not be loaded. Please try again." />;
  if (!data) return <LoadingScreen label="Loading your package" />;
  if (!pkg) return <CheckoutNotice message={CHECKOUT_PROBLEMS.invalidSession} />;

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5 }}>
        <PackageSummary pkg={pkg} />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card component="section" aria-labelledby="payment-title">
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Typography id="payment-title" variant="h6" component="h2" gutterBottom>
              Card Payment
            </Typography>
            {state.phase === 'ready' && state.error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {state.error}
              </Alert>
            )}
            <PaymentForm
              clientSecret={session.clientSecret}
              amount={formatPrice(pkg.price)}
              busy={state.phase === 'paying'}
              onPay={(charge) => void pay(charge)}
            />
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
