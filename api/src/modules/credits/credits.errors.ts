import { ErrorCode } from '@firstwords/contracts';
import { domainErrors } from '../../lib/errors.js';

/** What can go wrong with credits and the packages that sell them, each with the code clients see. */
const creditsError = domainErrors({
  NO_CREDITS: ErrorCode.NO_CREDITS,
  PACKAGE_NOT_FOR_SALE: ErrorCode.BAD_USER_INPUT,
  SUBSCRIPTION_NOT_A_PACKAGE: ErrorCode.BAD_USER_INPUT,
  NO_SUBSCRIPTION_PLAN: ErrorCode.BAD_USER_INPUT,
});

const onPackage = (message: string) => ({ fieldErrors: { packageId: message } });

export const noCredits = () => creditsError('NO_CREDITS', "You've used all your free introductions for today. Upgrade to continue.");
export const packageNotForSale = () => {
  const message = 'This credit package is not available.';
  return creditsError('PACKAGE_NOT_FOR_SALE', message, onPackage(message));
};
export const subscriptionNotAPackage = () => {
  const message = 'The monthly subscription is not a one-off purchase: subscribe to it instead.';
  return creditsError('SUBSCRIPTION_NOT_A_PACKAGE', message, onPackage(message));
};
export const noSubscriptionPlan = () => creditsError('NO_SUBSCRIPTION_PLAN', 'The monthly subscription is not available.');
