import Box from '@mui/material/Box';
import { Suspense, use, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { HeroSection } from './hero-section';

type SectionsModule = typeof import('./home-sections');

// Drawn into the page's HTML at build time; in the browser their code is a chunk of its own, so an in-app visit
// draws the hero without waiting for it.
let sectionsLoading: Promise<SectionsModule> | undefined;
let sectionsLoaded: SectionsModule | undefined;
function loadSections() {
  sectionsLoading ??= import('./home-sections').then((module) => (sectionsLoaded = module));
  return sectionsLoading;
}

/**
 * Once their chunk is here the sections draw at once. A boundary that React has not hydrated yet and that suspends
 * when an urgent update reaches it (the session's answer, a click on "Learn More") is drawn anew in the browser, its
 * HTML thrown away.
 */
function HomeSections({ featuresRequests }: { featuresRequests: number }) {
  const { default: Sections } = sectionsLoaded ?? use(loadSections());
  return <Sections featuresRequests={featuresRequests} />;
}

export function HomePage() {
  const [featuresRequests, setFeaturesRequests] = useState(0);
  const hydrated = useHydrated();
  // Hydrating its HTML, the page waits for the sections' code (the HTML fetches it early), as for its own (app.tsx).
  if (!hydrated && !sectionsLoaded) use(loadSections());
  return (
    <>
      <HeroSection onLearnMore={() => setFeaturesRequests((count) => count + 1)} />
      {/* A screen tall while the chunk loads after an in-app navigation, so the footer does not jump. */}
      <Box sx={{ minHeight: '100vh' }}>
        <Suspense fallback={null}>
          <HomeSections featuresRequests={featuresRequests} />
        </Suspense>
      </Box>
    </>
  );
}
