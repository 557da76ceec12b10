import BoltIcon from '@mui/icons-material/Bolt';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import { creditsText } from '../credits-rules';
import { useCredits } from '../hooks/use-credits';

export function CreditCounter() {
  const { credits } = useCredits();
  if (!credits) return <Skeleton variant="rounded" width={220} height={32} role="progressbar" aria-label="Loading credits" />;
  return <Chip icon={<BoltIcon />} label={creditsText(credits)} color="secondary" variant="outlined" />;
}
