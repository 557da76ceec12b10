import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatPrice, type CreditPackage } from '../packages';

export function PackageSummary({ pkg }: { pkg: CreditPackage }) {
  const rows = [
    { label: 'Package', value: pkg.name },
    { label: 'Credits', value: String(pkg.credits) },
    { label: 'Total', value: formatPrice(pkg.price) },
  ];
  return (
    <Card component="section" aria-labelledby="order-summary-title" variant="outlined">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="order-summary-title" variant="h6" component="h2" gutterBottom>
          Order Summary
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          {rows.map(({ label, value }) => (
            <Box
              key={label}
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 2,
                py: 0.75,
                // The total, set apart from the lines above it.
                '&:last-of-type': { borderTop: 1, borderColor: 'divider', mt: 1, pt: 1.5 },
              }}
            >
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {pkg.description}
        </Typography>
      </CardContent>
    </Card>
  );
}
