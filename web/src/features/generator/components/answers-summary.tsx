import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { IntroductionValues } from '../introduction-fields';

const SUMMARY_ROWS: ReadonlyArray<{ label: string; field: keyof IntroductionValues }> = [
  { label: 'Identity', field: 'identity' },
  { label: 'Pronouns', field: 'pronouns' },
  { label: 'Role', field: 'role' },
  { label: 'Audience', field: 'audience' },
  { label: 'Mission', field: 'mission' },
];

interface AnswersSummaryProps {
  values: IntroductionValues;
  /** Takes the person back to the step with the advert. */
  onEditAdvert: () => void;
}

/** Read-only recap of the answers before generating; the advert, when given, with a way back to change it. */
export function AnswersSummary({ values, onEditAdvert }: AnswersSummaryProps) {
  const advert = values.advert.trim();
  return (
    <Box component="dl" sx={{ m: 0, p: 2.5, borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}>
      {SUMMARY_ROWS.map(({ label, field }) => {
        const value = values[field].trim();
        return (
          <Box key={field} sx={{ '&:not(:last-of-type)': { mb: 2 } }}>
            <Typography component="dt" variant="overline" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', fontStyle: value ? 'normal' : 'italic' }}>
              {value || 'Not provided'}
            </Typography>
          </Box>
        );
      })}
      {advert && (
        <Box sx={{ mt: 2 }}>
          <Typography component="dt" variant="overline" color="text.secondary">
            Job advert or event description
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              whiteSpace: 'pre-wrap',
              display: '-webkit-box',
              WebkitLineClamp: 6,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {advert}
          </Typography>
          <Button size="small" onClick={onEditAdvert} sx={{ mt: 0.5, ml: -1 }}>
            Edit advert
          </Button>
        </Box>
      )}
    </Box>
  );
}
