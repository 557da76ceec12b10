import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { IntroductionValues } from '../introduction-fields';

const SUMMARY_ROWS: ReadonlyArray<{ label: string; field: keyof IntroductionValues }> = [
  { label: 'Identity', field: 'identity' },
  { label: 'Pronouns', field: 'pronouns' },
  { label: 'Role', field: 'role' },
  { label: 'Audience', field: 'audience' },
  { label: 'Mission', field: 'mission' },
];

/** Read-only recap of the answers before generating. */
export function AnswersSummary({ values }: { values: IntroductionValues }) {
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
    </Box>
  );
}
