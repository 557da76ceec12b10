import { ApiError } from '@/lib/rest';

/** Checkout messages (docs/product.md, Packages and payments). */
export const PAYMENT_MESSAGES = {
  providerFallback: 'An error occurred during payment processing.',
  allocationFailed: 'Payment processed but credits allocation failed. Please contact support.',
  unexpected: 'An unexpected error occurred.',
  confirmationFailed: (message: string) => `Payment processed but confirmation failed: ${message}. Your account will be credited shortly.`,
};

/** A card refused or a payment not completed, as the card provider words it. */
export class PaymentError extends Error {
  constructor(message: string | undefined) {
    super(message ?? '');
    this.name = 'PaymentError';
  }
}

export function paymentFailureMessage(cause: unknown): string {
  // In test mode our own server is the card provider, so its answer is the provider's message.
  if (cause instanceof PaymentError || cause instanceof ApiError) return cause.message || PAYMENT_MESSAGES.providerFallback;
  return PAYMENT_MESSAGES.unexpected;
}
