import { graphql } from '@/graphql/__generated__';

export const PaymentConfigDocument = graphql(`
  query PaymentConfig {
    appConfig {
      stripePublishableKey
    }
  }
`);
