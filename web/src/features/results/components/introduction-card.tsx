import AutorenewIcon from '@mui/icons-material/Autorenew';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { CreditCounter } from '@/features/credits/components/credit-counter';
import { normalisePurpose, purposeLabel } from '@/lib/purposes';
import { useToast } from '@/lib/toast';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';
import { useDraft } from '../hooks/use-draft';
import { useEditText } from '../hooks/use-edit-text';
import { REFINEMENT_LABELS, useRefineText } from '../hooks/use-refine-text';
import { useRegenerateIntroduction } from '../hooks/use-regenerate-introduction';
import { THIN_ANSWERS_NOTE } from '../result-messages';
import { describeMeasure, measureText } from '../text-measure';
import { TextEditor } from './text-editor';
import { VersionList } from './version-list';

interface IntroductionCardProps {
  id: number;
  purpose: string;
  text: string;
  /** Neither key achievements nor CV text were given, so the text is short by design. */
  thinAnswers: boolean;
}

export function IntroductionCard({ id, purpose, text, thinAnswers }: IntroductionCardProps) {
  const toast = useToast();
  const { copied, copy } = useCopyToClipboard();
  const { regenerate, regenerating } = useRegenerateIntroduction(id);
  // An edit in progress survives a reload; none means the text is shown, not edited.
  const textPurpose = normalisePurpose(purpose);
  const { draft, setDraft } = useDraft(id, textPurpose);
  const { save, saving, restoreVersion, restoring } = useEditText(id, textPurpose);
  const { directions, refine, refining } = useRefineText(id, textPurpose);
  const handleSave = async () => {
    if (draft !== null && (await save(draft))) setDraft(null);
  };

  const handleCopy = () =>
    copy(text).catch(() =>
      toast({ title: 'Copy Failed', description: 'Please select the text and copy it yourself.', variant: 'destructive' }),
    );

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, justifyContent: 'space-between', mb: 3 }}>
          <Chip icon={<CheckCircleIcon />} label="Generated Successfully" color="success" />
          <CreditCounter />
        </Stack>
        <Typography variant="h4" component="h1" gutterBottom>
          {`${purposeLabel(purpose)} Introduction`}
        </Typography>
        {draft === null ? (
          <>
            <Typography
              component="blockquote"
              sx={{ m: 0, mt: 3, mb: 1, p: { xs: 2, sm: 3 }, borderLeft: 4, borderColor: 'secondary.main', bgcolor: 'grey.50', borderRadius: 1, whiteSpace: 'pre-wrap', fontSize: '1.05rem', lineHeight: 1.75 }}
            >
              {text}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              {describeMeasure(measureText(text, textPurpose))}
            </Typography>
          </>
        ) : (
          <TextEditor purpose={textPurpose} value={draft} saving={saving} onChange={setDraft} onSave={() => void handleSave()} onCancel={() => setDraft(null)} />
        )}
        {/* A hint, not a warning: role="note" keeps screen readers from interrupting for it. */}
        {thinAnswers && (
          <Alert severity="info" role="note" sx={{ mb: 3 }}>
            {THIN_ANSWERS_NOTE}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={handleCopy}>
            {copied ? 'Copied!' : 'Copy'}
          </Button>
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setDraft(text)} disabled={draft !== null}>
            Edit
          </Button>
          <Button variant="outlined" startIcon={<AutorenewIcon />} onClick={() => void regenerate()} disabled={regenerating}>
            {regenerating ? 'Regenerating...' : 'Regenerate'}
          </Button>
        </Stack>
        {directions.length > 0 && (
          <Stack direction="row" role="group" aria-label="Refine, one credit each" sx={{ flexWrap: 'wrap', gap: 1, mt: 2, alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary" component="span">
              Refine (1 credit):
            </Typography>
            {directions.map((direction) => (
              <Button key={direction} size="small" variant="text" onClick={() => void refine(direction)} disabled={refining !== null || regenerating}>
                {refining === direction ? 'Refining...' : REFINEMENT_LABELS[direction]}
              </Button>
            ))}
          </Stack>
        )}
        <VersionList introductionId={id} purpose={textPurpose} busy={restoring} onUse={(versionId) => void restoreVersion(versionId)} />
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
