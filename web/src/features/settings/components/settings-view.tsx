import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { AccountCard } from './account-card';
import { ProfileForm } from './profile-form';
import { SubscriptionPlanCard } from './subscription-plan-card';

export function SettingsView() {
  return (
    <>
      <Typography variant="h3" component="h1" sx={{ mb: 4 }}>
        Settings
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <ProfileForm />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <SubscriptionPlanCard />
            <AccountCard />
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
