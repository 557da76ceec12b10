import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { PageContainer } from '@/components/ui/page-container';
import { paths } from '@/config/paths';
import { CheckoutView } from '@/features/purchase/components/checkout-view';
import { useAuth } from '@/session/hooks/use-auth';

export default function CheckoutRoute() {
  const { loading } = useAuth();
  return (
    <PageContainer maxWidth="md">
      <Button component={RouterLink} to={paths.credits.getHref()} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to Credits
      </Button>
      <Typography variant="h3" component="h1" gutterBottom>
        Checkout
      </Typography>
      {loading ? <LoadingScreen label="Checking your session" /> : <CheckoutView />}
    </PageContainer>
  );
}
