import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

/** A checkout that cannot go on: the reason, and the way back. */
export function CheckoutNotice({ message }: { message: string }) {
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="error" sx={{ width: '100%' }}>
        {message}
      </Alert>
      <Button component={RouterLink} to={paths.credits.getHref()} variant="contained">
        Return to Credits
      </Button>
    </Stack>
  );
}
