import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { TESTIMONIALS } from '../home-content';
import { SectionHeading } from './section-heading';

export function TestimonialsSection() {
  return (
    <Box component="section" aria-labelledby="testimonials-title" sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 10 } }}>
      <Container maxWidth="lg">
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="People who found their first words" />
        <Grid container spacing={3}>
          {TESTIMONIALS.map((testimonial) => (
            <Grid key={testimonial.name} size={{ xs: 12, md: 4 }}>
              <Card component="figure" variant="outlined" sx={{ m: 0, height: '100%' }}>
                <CardContent sx={{ p: 3 }}>
                  <FormatQuoteIcon sx={{ color: 'secondary.main', fontSize: 36 }} aria-hidden />
                  <Typography component="blockquote" sx={{ m: 0, mb: 2 }}>
                    {testimonial.quote}
                  </Typography>
                  <Typography component="figcaption" variant="subtitle2">
                    {testimonial.name}
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      {testimonial.role}
                    </Typography>
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
