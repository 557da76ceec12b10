import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '@/components/ui/page-container';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  return (
    <PageContainer maxWidth="sm">
      <Typography variant="h3" component="h1" gutterBottom>
        404 Page Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Did you forget to add the page to the router?
      </Typography>
      <Button component={RouterLink} to={paths.home.getHref()} variant="contained">
        Back to Home
      </Button>
    </PageContainer>
  );
}
