import { ErrorCode } from '@firstwords/contracts';
import { domainErrors } from '../../lib/errors.js';

/** What can go wrong with payments and subscriptions, each with the code clients see. */
export const paymentError = domainErrors({
  PAYMENT_FAILED: ErrorCode.PAYMENT_FAILED,
  PAYMENT_NOT_FOUND: ErrorCode.NOT_FOUND,
  NOT_YOUR_PAYMENT: ErrorCode.FORBIDDEN,
  NOT_A_PACKAGE_PAYMENT: ErrorCode.BAD_USER_INPUT,
  CARD_NUMBER_INVALID: ErrorCode.BAD_USER_INPUT,
  ALREADY_SUBSCRIBED: ErrorCode.BAD_USER_INPUT,
  NOT_SUBSCRIBED: ErrorCode.BAD_USER_INPUT,
  UNKNOWN_CUSTOMER: ErrorCode.BAD_USER_INPUT,
  WEBHOOK_SIGNATURE_INVALID: ErrorCode.BAD_USER_INPUT,
  PAYMENT_NOT_YET_RECORDED: ErrorCode.CONFLICT,
  // Without the test provider the path is as unknown as any other.
  TEST_MODE_ONLY: ErrorCode.NOT_FOUND,
});

export const paymentFailed = (message: string) => paymentError('PAYMENT_FAILED', message);
export const invalidWebhookSignature = () => paymentError('WEBHOOK_SIGNATURE_INVALID', 'Invalid webhook signature.');

/** A refund or dispute that arrived before its payment: answered 409, so Stripe delivers it again later. */
export const paymentNotYetRecorded = () =>
  paymentError('PAYMENT_NOT_YET_RECORDED', 'The payment this event reverses is not recorded yet; deliver the event again later.');
