import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/ui/page-container';

// Placeholder until this screen is built.
export default function CheckoutRoute() {
  return (
    <PageContainer>
      <Typography variant="h3" component="h1">
        Checkout
      </Typography>
    </PageContainer>
  );
}
