import { ClosingCtaSection } from './closing-cta-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { PricingSection } from './pricing-section';
import { ProblemSolutionSection } from './problem-solution-section';
import { ProcessSection } from './process-section';
import { TestimonialsSection } from './testimonials-section';

export function HomePage() {
  return (
    <>
      <HeroSection />
      <ProblemSolutionSection />
      <FeaturesSection />
      <ProcessSection />
      <TestimonialsSection />
      <PricingSection />
      <ClosingCtaSection />
    </>
  );
}
