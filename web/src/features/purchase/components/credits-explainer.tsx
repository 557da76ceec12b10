import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCredits } from '@/session/hooks/use-credits';

const pointsFor = (allowance: number | undefined) => [
  `Every account gets ${allowance ?? 'a few'} free credits a day; unused free credits do not carry over.`,
  'Each generated introduction uses one credit.',
  'Purchased credits never expire.',
  'Free credits are always used first, so purchased credits last as long as possible.',
];

export function CreditsExplainer() {
  // The allowance is the server's; the page asks for the credits anyway.
  const { credits } = useCredits();
  return (
    <Box
      component="section"
      aria-labelledby="credits-explainer-title"
      sx={{ p: 3, borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}
    >
      <Typography id="credits-explainer-title" variant="h6" component="h2" gutterBottom>
        How credits work
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {pointsFor(credits?.dailyAllowance).map((point) => (
          <Typography key={point} component="li" color="text.secondary" sx={{ mb: 0.5 }}>
            {point}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
