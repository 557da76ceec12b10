import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

export function PurchaseSuccess({ creditsAdded }: { creditsAdded: number }) {
  return (
    <Paper component="section" role="status" aria-labelledby="purchase-success-title" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 64, mb: 1 }} aria-hidden />
      <Typography id="purchase-success-title" variant="h4" component="h2" gutterBottom>
        Payment Successful
      </Typography>
      <Typography sx={{ mb: 1 }}>{`Added ${creditsAdded} credits to your account.`}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Taking you back to your credits...
      </Typography>
      <Button component={RouterLink} to={paths.credits.getHref()} variant="contained">
        Return to Credits
      </Button>
    </Paper>
  );
}
