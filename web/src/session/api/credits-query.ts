import { graphql } from '@/graphql/__generated__';

export const CreditsDocument = graphql(`
  query Credits {
    credits {
      remaining
      dailyAllowance
      unlimited
      isPremium
      isSubscribed
      subscriptionStatus
      nextBillingDate
    }
  }
`);
