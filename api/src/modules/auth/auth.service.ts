import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config/env.js';
import { AppError, ErrorCode, forbidden, notFound, unauthenticated } from '../../graphql/errors.js';
import { hitRateLimit, peekRateLimit, type RateLimit } from '../../lib/rate-limit.js';
import { parseInput } from '../../lib/validation.js';
import { User, UserRole } from '../users/user.entity.js';
import { upsertUserFromIdentity } from '../users/users.service.js';
import { adminLoginSchema, devLoginSchema, googleLoginSchema } from './auth.schemas.js';
import type { GoogleTokenVerifier } from './google-verifier.js';
import { hashPassword, verifyPassword } from './password.js';
import type { SessionService } from './session.service.js';

export const ADMIN_LOGIN_FAILED = 'Invalid credentials or insufficient permissions';

const ADMIN_FAILURES_PER_EMAIL: RateLimit = { name: 'admin-login-email', limit: 5, windowSeconds: 15 * 60 };
const ADMIN_FAILURES_PER_ADDRESS: RateLimit = { name: 'admin-login-address', limit: 20, windowSeconds: 15 * 60 };

export interface SignedIn {
  user: User;
  token: string;
}

export class AuthService {
  // Compared against when the e-mail is unknown, so both cases take the same time.
  private readonly decoyHash = hashPassword('decoy password for unknown accounts');

  constructor(
    private readonly config: Config,
    private readonly sessions: SessionService,
    private readonly google: GoogleTokenVerifier | undefined,
  ) {}

  async devLogin(em: EntityManager, input: unknown): Promise<SignedIn> {
    if (!this.config.devSignIn) throw notFound('Not found');
    const { email, name } = parseInput(devLoginSchema, input);
    const existing = await em.findOne(User, { email });
    if (existing?.role === UserRole.admin) throw forbidden('This account signs in through the admin login.');
    const user = await upsertUserFromIdentity(em, { email, displayName: name || null });
    return { user, token: (await this.sessions.open(em, user)).token };
  }

  async googleLogin(em: EntityManager, input: unknown): Promise<SignedIn> {
    if (this.google === undefined) throw notFound('Google sign-in is not configured');
    const { credential } = parseInput(googleLoginSchema, input);
    const identity = await this.google.verify(credential);
    if (identity === null) throw unauthenticated('Google login failed. Please try again.');
    const user = await upsertUserFromIdentity(em, {
      email: identity.email,
      googleSubject: identity.subject,
      displayName: identity.name,
      photoURL: identity.picture,
    });
    if (user.role === UserRole.admin) throw forbidden('This account signs in through the admin login.');
    return { user, token: (await this.sessions.open(em, user)).token };
  }

  async adminLogin(em: EntityManager, input: unknown, address: string): Promise<SignedIn> {
    const { email, password } = parseInput(adminLoginSchema, input);
    for (const [rule, subject] of [
      [ADMIN_FAILURES_PER_EMAIL, email],
      [ADMIN_FAILURES_PER_ADDRESS, address],
    ] as const) {
      const state = await peekRateLimit(em, rule, subject);
      if (!state.allowed) {
        const minutes = Math.max(1, Math.ceil(state.retryAfterSeconds / 60));
        throw new AppError(
          ErrorCode.TOO_MANY_REQUESTS,
          `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
    }
    const user = await em.findOne(User, { email });
    const valid = user?.passwordHash
      ? await verifyPassword(password, user.passwordHash)
      : (await verifyPassword(password, await this.decoyHash)) && false;
    if (!user || !valid || user.role !== UserRole.admin) {
      await hitRateLimit(em, ADMIN_FAILURES_PER_EMAIL, email);
      await hitRateLimit(em, ADMIN_FAILURES_PER_ADDRESS, address);
      throw unauthenticated(ADMIN_LOGIN_FAILED);
    }
    return { user, token: (await this.sessions.open(em, user)).token };
  }

  async logout(em: EntityManager, sessionId: string): Promise<void> {
    await this.sessions.revoke(em, sessionId);
  }
}
