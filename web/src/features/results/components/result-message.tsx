import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

interface ResultMessageProps {
  title: string;
  message: string;
  /** Offers "Try Again", which reloads the page. */
  retry?: boolean;
}

/** Error and not-found states of the results page. */
export function ResultMessage({ title, message, retry }: ResultMessageProps) {
  return (
    <Paper sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {message}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        {retry && (
          <Button variant="outlined" onClick={() => window.location.reload()}>
            Try Again
          </Button>
        )}
        <Button component={RouterLink} to={paths.form.getHref()} variant="contained">
          Create New Introduction
        </Button>
      </Stack>
    </Paper>
  );
}
