import { graphql } from '@/graphql/__generated__';

export const CreditPackagesDocument = graphql(`
  query CreditPackages {
    creditPackages {
      id
      name
      description
      credits
      price
      isSubscription
      bestValue
    }
  }
`);
