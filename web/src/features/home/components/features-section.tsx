import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { FEATURES } from '../home-content';
import { SectionHeading } from './section-heading';

export function FeaturesSection() {
  return (
    <Box
      component="section"
      id="features"
      aria-labelledby="features-title"
      sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 10 }, scrollMarginTop: 72 }}
    >
      <Container maxWidth="lg">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything you need to introduce yourself well"
          subtitle="The FirstWords Framework turns what you already know about yourself into words that land."
        />
        <Grid container spacing={3}>
          {FEATURES.map((feature) => (
            <Grid key={feature.title} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent sx={{ p: 3 }}>
                  <Typography variant="h6" component="h3" gutterBottom>
                    {feature.title}
                  </Typography>
                  <Typography color="text.secondary">{feature.text}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
