import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPrice, type CreditPackage } from '../packages';

interface PackageCardProps {
  pkg: CreditPackage;
  processing: boolean;
  disabled: boolean;
  onBuy: () => void;
}

export function PackageCard({ pkg, processing, disabled, onBuy }: PackageCardProps) {
  const titleId = `package-${pkg.id}-title`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: pkg.bestValue ? 'secondary.main' : 'divider',
        borderWidth: pkg.bestValue ? 2 : 1,
      }}
    >
      <CardContent sx={{ flex: 1, p: 3 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <Typography id={titleId} variant="h6" component="h3">
            {pkg.name}
          </Typography>
          {pkg.bestValue && <Chip label="Best Value" color="secondary" size="small" />}
        </Stack>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
          {formatPrice(pkg.price)}
        </Typography>
        <Typography color="primary" sx={{ fontWeight: 600, mb: 1 }}>
          {pkg.credits} credits
        </Typography>
        <Typography color="text.secondary">{pkg.description}</Typography>
      </CardContent>
      <CardActions sx={{ p: 3, pt: 0 }}>
        <Button
          fullWidth
          variant={pkg.bestValue ? 'contained' : 'outlined'}
          onClick={onBuy}
          disabled={disabled}
          aria-describedby={titleId}
          startIcon={processing ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {processing ? 'Processing...' : 'Buy Now'}
        </Button>
      </CardActions>
    </Card>
  );
}
