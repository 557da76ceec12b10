import { graphql } from '@/graphql/__generated__';

export const ConfirmPurchaseDocument = graphql(`
  mutation ConfirmPurchase($paymentIntentId: String!) {
    confirmPurchase(paymentIntentId: $paymentIntentId) {
      success
      creditsAdded
    }
  }
`);
