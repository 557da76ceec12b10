import Box from '@mui/material/Box';
import { lazy, Suspense, useState } from 'react';
import { useNearViewport } from '../hooks/use-near-viewport';
import { HeroSection } from './hero-section';

const HomeSections = lazy(() => import('./home-sections'));

export function HomePage() {
  // The sections below the hero are downloaded and drawn as they come near, not with the first screen.
  const sections = useNearViewport<HTMLDivElement>();
  const [featuresRequests, setFeaturesRequests] = useState(0);
  const showFeatures = () => {
    sections.bringNear();
    setFeaturesRequests((count) => count + 1);
  };

  return (
    <>
      <HeroSection onLearnMore={showFeatures} />
      {/* A screen tall until the sections arrive, so the footer stays below the fold and nothing moves. */}
      <Box ref={sections.ref} sx={{ minHeight: '100vh' }}>
        {sections.near && (
          <Suspense fallback={null}>
            <HomeSections featuresRequests={featuresRequests} />
          </Suspense>
        )}
      </Box>
    </>
  );
}
