import Avatar from '@mui/material/Avatar';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROCESS_STEPS } from '../home-content';
import { SectionHeading } from './section-heading';

export function ProcessSection() {
  return (
    <Container component="section" aria-labelledby="process-title" maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <SectionHeading id="process-title" eyebrow="How it works" title="Three steps to a confident introduction" />
      <Grid component="ol" container spacing={4} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {PROCESS_STEPS.map((step, index) => (
          <Grid component="li" key={step.title} size={{ xs: 12, md: 4 }}>
            <Stack spacing={1.5} sx={{ alignItems: { xs: 'flex-start', md: 'center' }, textAlign: { md: 'center' } }}>
              <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48, fontWeight: 700 }} aria-hidden>
                {index + 1}
              </Avatar>
              <Typography variant="h6" component="h3">
                {step.title}
              </Typography>
              <Typography color="text.secondary">{step.text}</Typography>
            </Stack>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
