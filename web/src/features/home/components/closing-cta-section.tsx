import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

export function ClosingCtaSection() {
  return (
    <Box
      component="section"
      aria-labelledby="closing-title"
      sx={{ background: 'linear-gradient(135deg, #312e81 0%, #0f766e 100%)', color: 'common.white', py: { xs: 6, md: 9 } }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="closing-title" variant="h3" component="h2" gutterBottom>
          Make your next first impression your best one
        </Typography>
        <Typography sx={{ mb: 4, opacity: 0.9 }}>Three free introductions every day. No credit card required.</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <Button component={RouterLink} to={paths.form.getHref()} variant="contained" color="warning" size="large">
            Generate My Intro
          </Button>
          <Button component={RouterLink} to={paths.credits.getHref()} variant="outlined" color="inherit" size="large">
            View Pricing
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
