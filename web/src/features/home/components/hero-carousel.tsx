import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { HERO_SLIDES } from '../home-content';
import { HeroIllustration } from './hero-illustration';

const SLIDE_INTERVAL_MS = 5000;

export function HeroCarousel() {
  const [index, setIndex] = useState(0);
  // Moving content needs a way to stop it (WCAG 2.2.2).
  const [paused, setPaused] = useState(false);
  const slide = HERO_SLIDES[index];

  // A manual choice restarts the 5-second wait, because the effect re-runs on every change.
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % HERO_SLIDES.length), SLIDE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [index, paused]);

  if (!slide) return null;
  return (
    <Box role="region" aria-roledescription="carousel" aria-label="Questions FirstWords helps you answer">
      <Paper elevation={0} sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 4, border: 1, borderColor: 'divider' }}>
        <Box
          key={index}
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${HERO_SLIDES.length}`}
          sx={{
            animation: 'fadeIn 600ms ease',
            '@keyframes fadeIn': { from: { opacity: 0 }, to: { opacity: 1 } },
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        >
          <HeroIllustration kind={slide.illustration} alt={slide.alt} />
          <Typography variant="h6" component="p" sx={{ mt: 2, textAlign: 'center', fontStyle: 'italic', color: 'primary.main' }}>
            {slide.text}
          </Typography>
        </Box>
      </Paper>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', alignItems: 'center', mt: 2 }}>
        <IconButton size="small" aria-label={paused ? 'Play slideshow' : 'Pause slideshow'} onClick={() => setPaused(!paused)}>
          {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
        </IconButton>
        {HERO_SLIDES.map((_, dot) => (
          <ButtonBase
            key={dot}
            aria-label={`Go to slide ${dot + 1}`}
            aria-current={dot === index ? 'true' : undefined}
            onClick={() => setIndex(dot)}
            // A 24 px target around a smaller visible dot.
            sx={{
              minWidth: 24,
              height: 24,
              borderRadius: 12,
              '&::before': {
                content: '""',
                width: dot === index ? 28 : 12,
                height: 12,
                borderRadius: 6,
                bgcolor: dot === index ? 'primary.main' : 'grey.500',
                transition: 'width 200ms ease',
              },
              '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main' },
            }}
          />
        ))}
      </Stack>
    </Box>
  );
}
