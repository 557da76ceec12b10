import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { CreditPackagesDocument } from '../api/credit-packages-query';
import { useBuyPackage } from '../hooks/use-buy-package';
import { purchasablePackages } from '../packages';
import { PackageCard } from './package-card';

export function PackageGrid() {
  const { data, loading, error } = useQuery(CreditPackagesDocument);
  const { buy, processingId } = useBuyPackage();
  const packages = data ? purchasablePackages(data.creditPackages) : [];

  return (
    <Box component="section" aria-labelledby="packages-title">
      <Typography id="packages-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        Credit Packages
      </Typography>
      {loading && !data && <LoadingScreen label="Loading credit packages" />}
      {error && !data && <Alert severity="error">Failed to load credit packages. Please try again later.</Alert>}
      {data && packages.length === 0 && (
        <Typography color="text.secondary">No credit packages are currently available. Please check back later.</Typography>
      )}
      <Grid container spacing={3}>
        {packages.map((pkg) => (
          <Grid key={pkg.id} size={{ xs: 12, md: 4 }}>
            <PackageCard pkg={pkg} processing={processingId === pkg.id} disabled={processingId !== null} onBuy={() => void buy(pkg)} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
