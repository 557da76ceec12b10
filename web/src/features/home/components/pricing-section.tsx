import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import { PRICING_PLANS } from '../pricing-plans';
import { PricingCard } from './pricing-card';
import { SectionHeading } from './section-heading';

export function PricingSection() {
  return (
    <Container component="section" aria-labelledby="pricing-title" maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <SectionHeading
        id="pricing-title"
        eyebrow="Pricing"
        title="Simple, transparent pricing"
        subtitle="Start free every day. Buy credits when you need more; they never expire."
      />
      <Grid container spacing={3} sx={{ alignItems: 'stretch' }}>
        {PRICING_PLANS.map((plan) => (
          <Grid key={plan.name} size={{ xs: 12, md: 4 }}>
            <PricingCard plan={plan} />
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
