import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { creditsText, hasUnlimitedCredits } from '@/session/credits-rules';
import { useCredits } from '@/session/hooks/use-credits';

export function SubscriptionPlanCard() {
  const { credits } = useCredits();
  const unlimited = credits ? hasUnlimitedCredits(credits) : false;
  // The monthly subscription is a paid plan too, even though its credits are counted.
  const premium = unlimited || Boolean(credits?.isSubscribed);

  return (
    <Card component="section" aria-labelledby="plan-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id="plan-title" variant="h6" component="h2" gutterBottom>
          Subscription Plan
        </Typography>
        {!credits ? (
          <Skeleton variant="rounded" height={80} role="progressbar" aria-label="Loading plan" />
        ) : (
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Chip label={premium ? 'Premium' : 'Free'} color={premium ? 'secondary' : 'default'} />
            <Typography color="text.secondary">{creditsText(credits)}</Typography>
            {credits.isSubscribed && (
              <>
                <Typography>Status: {credits.subscriptionStatus ?? 'active'}</Typography>
                {credits.nextBillingDate && <Typography>Next billing date: {formatDate(credits.nextBillingDate)}</Typography>}
              </>
            )}
            {!unlimited && (
              <Button component={RouterLink} to={paths.credits.getHref()} variant="outlined">
                Buy Credits
              </Button>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
