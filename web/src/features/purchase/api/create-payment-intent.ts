import { graphql } from '@/graphql/__generated__';

export const CreatePaymentIntentDocument = graphql(`
  mutation CreatePaymentIntent($packageId: String!) {
    createPaymentIntent(packageId: $packageId) {
      clientSecret
      paymentIntentId
    }
  }
`);
