import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { HeroCarousel } from './hero-carousel';

export function HeroSection({ onLearnMore }: { onLearnMore: () => void }) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{ background: 'linear-gradient(160deg, #eef2ff 0%, #f8fafc 55%, #f0fdfa 100%)', py: { xs: 6, md: 10 } }}
    >
      <Container maxWidth="lg">
        {/* A CSS grid rather than MUI's Grid, which would be one more download before the first screen. Its columns
            start at the top: centred, the words would move down as a page painted before its HTML is all parsed
            grows the slideshow beside them. */}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: { xs: 5, md: 8 }, alignItems: 'start' }}>
          <Box>
            <Typography variant="overline" color="secondary.dark" sx={{ fontWeight: 700 }}>
              Built on the FirstWords Framework
            </Typography>
            <Typography id="hero-title" variant="h1" sx={{ my: 2 }}>
              Your first words, ready for every room.
            </Typography>
            <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 4 }}>
              Answer four short questions and FirstWords writes a polished self-introduction for your LinkedIn bio, job interview, event
              pitch or business profile.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Button component={RouterLink} to={paths.form.getHref()} variant="contained" size="large">
                Generate My Intro
              </Button>
              <Button variant="outlined" size="large" endIcon={<ArrowDownwardIcon />} onClick={onLearnMore}>
                Learn More
              </Button>
            </Stack>
          </Box>
          <HeroCarousel />
        </Box>
      </Container>
    </Box>
  );
}
