import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { hasUnlimitedCredits } from '@/session/credits-rules';
import { useCredits } from '@/session/hooks/use-credits';

export function CreditBalanceCard() {
  const { credits } = useCredits();

  return (
    <Card component="section" aria-labelledby="credit-balance-title">
      <CardContent sx={{ p: 3 }}>
        <Typography id="credit-balance-title" variant="h6" component="h2" gutterBottom>
          Current Credits
        </Typography>
        {!credits ? (
          <Skeleton variant="text" width={160} sx={{ fontSize: '2.5rem' }} role="progressbar" aria-label="Loading credits" />
        ) : (
          <Typography variant="h3" component="p" color="primary">
            {hasUnlimitedCredits(credits) ? 'Unlimited' : credits.remaining}
          </Typography>
        )}
        <Typography color="text.secondary">Free daily credits plus any credits you have bought.</Typography>
      </CardContent>
    </Card>
  );
}
