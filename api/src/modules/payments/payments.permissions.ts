import { allow, type IRules } from 'graphql-shield';
import { isSignedIn } from '../../graphql/rules.js';

export const paymentsPermissions: IRules = {
  Mutation: { createPaymentIntent: isSignedIn, confirmPurchase: isSignedIn, cancelSubscription: isSignedIn },
  // Only ever returned to the signed-in caller who made the payment.
  PaymentIntent: allow,
  PurchaseResult: allow,
};
