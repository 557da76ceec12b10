import { z } from './zod.js';

// Unknown fields (an `amount`, say) are dropped: what is charged comes from the package on the server.
export const createPaymentIntentSchema = z.object({
  packageId: z
    .string({ error: 'Please choose a credit package' })
    .trim()
    .min(1, 'Please choose a credit package')
    .max(100, 'This credit package is not available.'),
});

export const confirmPurchaseSchema = z.object({
  paymentIntentId: z
    .string({ error: 'A payment reference is required' })
    .trim()
    .regex(/^pi_[A-Za-z0-9]{1,255}$/, 'This payment reference is not valid.'),
  // Older clients send it; it must name the signed-in user (docs/product.md, REST compatibility).
  userId: z.string().trim().optional(),
});

export const testCardPaymentSchema = z.object({
  clientSecret: z
    .string({ error: 'Invalid payment session. Please try again.' })
    .trim()
    .regex(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/, 'Invalid payment session. Please try again.'),
  cardNumber: z.string({ error: 'Your card number is invalid.' }).max(40, 'Your card number is invalid.'),
});

/** The client's optional `Idempotency-Key` header. */
export const idempotencyKeySchema = z.object({
  idempotencyKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'The Idempotency-Key header must be 8 to 100 letters, digits, - or _.')
    .optional(),
});
