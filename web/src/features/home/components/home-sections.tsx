import { useEffect } from 'react';
import { ClosingCtaSection } from './closing-cta-section';
import { FeaturesSection } from './features-section';
import { PricingSection } from './pricing-section';
import { ProblemSolutionSection } from './problem-solution-section';
import { ProcessSection } from './process-section';
import { TestimonialsSection } from './testimonials-section';

/** Everything below the hero, in a chunk of its own; scrolls to the features each time "Learn More" asks. */
export default function HomeSections({ featuresRequests }: { featuresRequests: number }) {
  useEffect(() => {
    if (featuresRequests > 0) {
      document.getElementById('features')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  }, [featuresRequests]);

  return (
    <>
      <ProblemSolutionSection />
      <FeaturesSection />
      <ProcessSection />
      <TestimonialsSection />
      <PricingSection />
      <ClosingCtaSection />
    </>
  );
}
