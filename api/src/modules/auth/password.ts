import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import pLimit from 'p-limit';
import { authError } from './auth.errors.js';

const BLOCK_SIZE = 8;
const KEY_LENGTH = 64;

/** A derivation holds 128 × N × r bytes; Node refuses anything above maxmem (32 MiB by default). */
const optionsFor = (n: number, r: number, p: number): ScryptOptions => ({ N: n, r, p, maxmem: 2 * 128 * n * r });

// Each derivation holds its memory and a thread of libuv's pool of 4: two at a time, and a short queue.
const derivations = pLimit(2);
const MAX_WAITING = 16;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  if (derivations.pendingCount >= MAX_WAITING) {
    return Promise.reject(authError('TOO_MANY_ATTEMPTS', 'Too many sign-ins at once. Please try again in a moment.'));
  }
  return derivations(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

const stored = (cost: number, salt: Buffer, key: Buffer) =>
  ['scrypt', 2 ** cost, BLOCK_SIZE, 1, salt.toString('base64url'), key.toString('base64url')].join('$');

/** `scrypt$N$r$p$salt$hash`, base64url parts, so the cost can change without breaking old hashes. */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  return stored(cost, salt, await derive(password, salt, optionsFor(2 ** cost, BLOCK_SIZE, 1)));
}

/**
 * A hash no password matches (its key is random, not derived), at the same cost as a real one: checked when the
 * e-mail is unknown, so both cases take the same time, and made without a derivation's time at start-up.
 */
export function unmatchableHash(cost: number): string {
  return stored(cost, randomBytes(16), randomBytes(KEY_LENGTH));
}

export async function verifyPassword(password: string, hashed: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = hashed.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), optionsFor(Number(n), Number(r), Number(p)));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
