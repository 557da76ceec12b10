import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** Shown when a screen fails to load, e.g. a stale chunk after a release. */
export function RouteError() {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        This page could not be loaded. Please try again.
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Try Again
      </Button>
    </Container>
  );
}
