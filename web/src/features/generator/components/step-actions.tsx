import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

interface StepActionsProps {
  onBack?: () => void;
  onContinue: () => void;
  canContinue: boolean;
}

export function StepActions({ onBack, onContinue, canContinue }: StepActionsProps) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: onBack ? 'space-between' : 'flex-end', mt: 4 }}>
      {onBack && (
        <Button variant="outlined" onClick={onBack}>
          Back
        </Button>
      )}
      <Button variant="contained" onClick={onContinue} disabled={!canContinue}>
        Continue
      </Button>
    </Stack>
  );
}
