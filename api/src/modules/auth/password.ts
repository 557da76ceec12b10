import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import pLimit from 'p-limit';
import { authError } from './auth.errors.js';

// OWASP's scrypt parameters: N=2^17, r=8, p=1 need 128 MiB, above Node's 32 MiB default maxmem.
const PARAMETERS = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 } satisfies ScryptOptions;
const KEY_LENGTH = 64;

// Each derivation holds 128 MiB and a thread of libuv's pool of 4: two at a time, and a short queue.
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

/** `scrypt$N$r$p$salt$hash`, base64url parts, so the parameters can change without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMETERS);
  return ['scrypt', PARAMETERS.N, PARAMETERS.r, PARAMETERS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMETERS.maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
