import { z } from './zod.js';

export const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 100;

const MAX_OFFSET = 1_000_000_000;
const OFFSET_MESSAGE = `Offset must be a whole number from 0 to ${MAX_OFFSET.toLocaleString('en-GB')}`;
const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

/** One page of an admin list; REST gives the numbers as query-string text, hence the coercion. */
export const pageSchema = z.object({
  offset: z.coerce.number({ error: OFFSET_MESSAGE }).int(OFFSET_MESSAGE).min(0, OFFSET_MESSAGE).max(MAX_OFFSET, OFFSET_MESSAGE).default(0),
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(MAX_PAGE_SIZE, LIMIT_MESSAGE)
    .default(DEFAULT_PAGE_SIZE),
});

/** The REST body of PUT /api/admin/users/{id}/premium (the user is in the path). */
export const premiumBodySchema = z.object({ isPremium: z.boolean({ error: 'isPremium must be true or false' }) });

export const setPremiumSchema = premiumBodySchema.extend({ userId: z.string({ error: 'User not found' }) });
