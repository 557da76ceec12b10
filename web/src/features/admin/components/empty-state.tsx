import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface EmptyStateProps {
  message: string;
  onRetry: () => Promise<unknown>;
}

/** Nothing to show, or the load failed: say so and offer another try. */
export function EmptyState({ message, onRetry }: EmptyStateProps) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {message}
      </Typography>
      {/* A failed retry shows through the query's own error state. */}
      <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void onRetry().catch(() => undefined)}>
        Retry
      </Button>
    </Paper>
  );
}
