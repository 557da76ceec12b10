import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { decodeStoredText } from '@firstwords/contracts';
import { useAuth } from '@/session/hooks/use-auth';
import { CreditsCard } from './credits-card';
import { IntroductionList } from './introduction-list';

export function DashboardView() {
  const { user } = useAuth();
  const name = decodeStoredText(user?.displayName || user?.username);
  return (
    <>
      <Typography variant="h3" component="h1" gutterBottom>
        Your Dashboard
      </Typography>
      {name && (
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          Welcome back, {name}. Your introductions are kept here.
        </Typography>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <CreditsCard />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <IntroductionList />
        </Grid>
      </Grid>
    </>
  );
}
