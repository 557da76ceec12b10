import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

/** /admin-login for someone who is already an admin. */
export function AdminSignedInCard() {
  return (
    <Card sx={{ width: '100%', maxWidth: 440 }}>
      <CardContent sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Admin Portal
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          You&apos;re already logged in as an admin
        </Typography>
        <Button component={RouterLink} to={paths.adminDashboard.getHref()} variant="contained">
          Go to Admin Dashboard
        </Button>
      </CardContent>
    </Card>
  );
}
