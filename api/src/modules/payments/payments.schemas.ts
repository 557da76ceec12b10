import { randomUUID } from 'node:crypto';
import { idempotencyKeySchema } from '@firstwords/contracts';
import { parseInput } from '../../lib/validation.js';

/**
 * The client's optional `Idempotency-Key` header, so retrying the same request gives the same payment;
 * without it every request is a new one (the key then still makes the SDK's own retries safe).
 */
export function requestIdempotencyKey(header: string | undefined): string {
  return parseInput(idempotencyKeySchema, { idempotencyKey: header }).idempotencyKey ?? randomUUID();
}
