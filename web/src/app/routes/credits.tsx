import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/ui/page-container';

// Placeholder until this screen is built.
export default function CreditsRoute() {
  return (
    <PageContainer>
      <Typography variant="h3" component="h1">
        Manage Your Credits
      </Typography>
    </PageContainer>
  );
}
