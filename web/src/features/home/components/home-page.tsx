import Box from '@mui/material/Box';
import { lazy, startTransition, Suspense, useState } from 'react';
import { HeroSection } from './hero-section';

// Drawn into the page's HTML at build time; in the browser its code is a chunk of its own, so the hero hydrates
// and answers without waiting for it (React hydrates this part once the chunk arrives).
const HomeSections = lazy(() => import('./home-sections'));

export function HomePage() {
  const [featuresRequests, setFeaturesRequests] = useState(0);
  // In a transition: an urgent update reaching the sections before their code has arrived would have React throw
  // their drawn HTML away and draw them again; a transition waits for them to hydrate, then scrolls.
  const requestFeatures = () => startTransition(() => setFeaturesRequests((count) => count + 1));
  return (
    <>
      <HeroSection onLearnMore={requestFeatures} />
      {/* A screen tall while the chunk loads after an in-app navigation, so the footer does not jump. */}
      <Box sx={{ minHeight: '100vh' }}>
        <Suspense fallback={null}>
          <HomeSections featuresRequests={featuresRequests} />
        </Suspense>
      </Box>
    </>
  );
}
