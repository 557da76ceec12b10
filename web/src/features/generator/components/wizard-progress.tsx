import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CreditCounter } from '@/session/components/credit-counter';
import { TOTAL_STEPS } from '../introduction-fields';

export function WizardProgress({ step }: { step: number }) {
  return (
    <Box sx={{ mb: 4 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, mb: 1.5 }}
      >
        <Typography variant="subtitle2" color="text.secondary">
          {`Step ${step} of ${TOTAL_STEPS}`}
        </Typography>
        <CreditCounter />
      </Stack>
      <LinearProgress
        variant="determinate"
        value={(step / TOTAL_STEPS) * 100}
        aria-label="Questionnaire progress"
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
