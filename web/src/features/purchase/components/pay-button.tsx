import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface PayButtonProps {
  amount: string;
  busy: boolean;
  disabled?: boolean;
}

export function PayButton({ amount, busy, disabled = false }: PayButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      sx={{ mt: 3 }}
    >
      {busy ? 'Processing...' : `Pay ${amount}`}
    </Button>
  );
}
