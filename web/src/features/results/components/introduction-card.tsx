import AutorenewIcon from '@mui/icons-material/Autorenew';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PURPOSE_LABELS, type Purpose } from '@firstwords/contracts';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { CreditCounter } from '@/session/components/credit-counter';
import { useRegenerateIntroduction } from '../hooks/use-regenerate-introduction';
import { THIN_ANSWERS_NOTE } from '../result-messages';
import { useWriting } from '../writing-context';
import { TailorButton } from './tailor-button';
import { PurposeTexts } from './purpose-texts';

interface IntroductionCardProps {
  id: number;
  purpose: Purpose;
  text: string;
  /** The LinkedIn headline, decoded; null when there is none. */
  headline: string | null;
  /** Neither key achievements nor CV text were given, so the text is short by design. */
  thinAnswers: boolean;
  /** Its first texts are being written. */
  generating: boolean;
  /** The advert the texts are written for, as typed; empty for none. */
  advert: string;
}

export function IntroductionCard({ id, purpose, text, headline, thinAnswers, generating, advert }: IntroductionCardProps) {
  const { regenerate, regenerating } = useRegenerateIntroduction(id);
  const { writing } = useWriting();
  const rewriteButtons = (
    <>
      <Button variant="outlined" startIcon={<AutorenewIcon />} onClick={() => void regenerate()} disabled={regenerating || writing}>
        {regenerating ? 'Regenerating...' : 'Regenerate'}
      </Button>
      <TailorButton introductionId={id} advert={advert} />
    </>
  );

  return (
    <Card component="section" aria-labelledby="introduction-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, justifyContent: 'space-between', mb: 3 }}>
          {generating ? (
            <Chip
              icon={<CircularProgress size={16} aria-hidden />}
              label="Generating…"
              color="info"
              variant="outlined"
              sx={{ color: 'info.dark', borderColor: 'info.dark' }}
            />
          ) : (
            <Chip icon={<CheckCircleIcon />} label="Generated Successfully" color="success" />
          )}
          <CreditCounter />
        </Stack>
        <Typography id="introduction-title" variant="h4" component="h1" gutterBottom>
          {`${PURPOSE_LABELS[purpose]} Introduction`}
        </Typography>
        {/* A hint, not a warning: role="note" keeps screen readers from interrupting for it. */}
        {thinAnswers && (
          <Alert severity="info" role="note" sx={{ mt: 2 }}>
            {THIN_ANSWERS_NOTE}
          </Alert>
        )}
        <PurposeTexts introductionId={id} purpose={purpose} text={text} headline={headline} actions={rewriteButtons} busy={regenerating} />
        <Divider sx={{ my: 3 }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to={paths.form.getHref()} variant="outlined">
            Create Another
          </Button>
          <Button component={RouterLink} to={paths.dashboard.getHref()}>
            Go to Dashboard
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
