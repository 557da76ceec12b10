import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useAuth } from '@/session/hooks/use-auth';
import { usePaymentStatusToast } from '../hooks/use-payment-status-toast';
import { CreditBalanceCard } from './credit-balance-card';
import { CreditsExplainer } from './credits-explainer';
import { PackageGrid } from './package-grid';
import { SignInPrompt } from './sign-in-prompt';

export function CreditsView() {
  usePaymentStatusToast();
  const { user, loading } = useAuth();

  return (
    <Stack spacing={4}>
      <div>
        <Typography variant="h3" component="h1" gutterBottom>
          Manage Your Credits
        </Typography>
        <Typography color="text.secondary">Buy a credit package to write more introductions. Prices are in pounds sterling.</Typography>
      </div>
      {loading && <LoadingScreen label="Loading your account" />}
      {!loading && !user && <SignInPrompt />}
      {user && (
        <>
          <CreditBalanceCard />
          <PackageGrid />
        </>
      )}
      <CreditsExplainer />
    </Stack>
  );
}
