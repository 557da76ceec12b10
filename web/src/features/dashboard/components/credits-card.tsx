import AllInclusiveIcon from '@mui/icons-material/AllInclusive';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { creditsText, hasUnlimitedCredits } from '@/session/credits-rules';
import { useCredits } from '@/session/hooks/use-credits';

export function CreditsCard() {
  const { credits } = useCredits();
  const unlimited = credits ? hasUnlimitedCredits(credits) : false;

  return (
    <Card component="section" aria-labelledby="credits-card-title">
      <CardContent sx={{ p: 3 }}>
        <Typography id="credits-card-title" variant="h6" component="h2" gutterBottom>
          Available Credits
        </Typography>
        {!credits && <Skeleton variant="text" width="70%" sx={{ fontSize: '2rem' }} role="progressbar" aria-label="Loading credits" />}
        {credits && unlimited && (
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <AllInclusiveIcon color="secondary" aria-hidden />
            You have unlimited introductions available.
          </Typography>
        )}
        {credits && !unlimited && (
          <>
            <Typography variant="h3" component="p" color="primary">
              {credits.remaining}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {creditsText(credits)}
            </Typography>
            <Button component={RouterLink} to={paths.credits.getHref()} variant="outlined">
              Buy Credits
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
