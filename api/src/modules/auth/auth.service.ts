import { adminLoginSchema, devLoginSchema, googleLoginSchema } from '@firstwords/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config/env.js';
import type { Clock } from '../../lib/clock.js';
import { parseInput } from '../../lib/validation.js';
import { User } from '../users/user.entity.js';
import { UserRole } from '../../lib/access-rules.js';
import { upsertUserFromIdentity } from './accounts.js';
import type { GoogleTokenVerifier } from './google-verifier.js';
import { claimAttempt, hasSucceeded, recordSuccess, type ThrottleRule } from './login-throttle.js';
import { unmatchableHash, verifyPassword } from './password.js';
import type { SessionService } from './session.service.js';
import { adminSignsInElsewhere, authError } from './auth.errors.js';

const ADMIN_LOGIN_FAILED = 'Invalid credentials or insufficient permissions';

// Guessing slows per address, per account from one address, and per account from anywhere; the last
// waits at most a minute and is skipped for an address that has signed in to the account before, so
// an attack on the account never locks its admin out.
const ADMIN_ADDRESS: ThrottleRule = { name: 'admin-login-address', freeAttempts: 20, maxDelaySeconds: 15 * 60 };
const ADMIN_ACCOUNT_FROM_ADDRESS: ThrottleRule = { name: 'admin-login-pair', freeAttempts: 5, maxDelaySeconds: 15 * 60 };
const ADMIN_ACCOUNT: ThrottleRule = { name: 'admin-login-account', freeAttempts: 20, maxDelaySeconds: 60 };

function tooManyAttempts(seconds: number) {
  const [amount, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return authError('TOO_MANY_ATTEMPTS', `Too many attempts. Please try again in ${amount} ${unit}${amount === 1 ? '' : 's'}.`);
}

export interface SignedIn {
  user: User;
  token: string;
}

export class AuthService {
  private readonly unknownAccountHash: string;

  constructor(
    private readonly config: Config,
    private readonly sessions: SessionService,
    private readonly google: GoogleTokenVerifier | undefined,
    private readonly clock: Clock,
  ) {
    this.unknownAccountHash = unmatchableHash(config.admin.passwordHashCost);
  }

  async devLogin(em: EntityManager, input: unknown): Promise<SignedIn> {
    if (!this.config.devSignIn) throw authError('SIGN_IN_NOT_OFFERED', 'Not found');
    const { email, name } = parseInput(devLoginSchema, input);
    const existing = await em.findOne(User, { email });
    if (existing?.role === UserRole.admin) throw adminSignsInElsewhere();
    const user = await upsertUserFromIdentity(em, { email, displayName: name || null }, this.clock.now());
    return { user, token: (await this.sessions.open(em, user)).token };
  }

  async googleLogin(em: EntityManager, input: unknown): Promise<SignedIn> {
    if (this.google === undefined) throw authError('SIGN_IN_NOT_OFFERED', 'Google sign-in is not configured');
    const { credential } = parseInput(googleLoginSchema, input);
    const identity = await this.google.verify(credential);
    if (identity === null) throw authError('SIGN_IN_FAILED', 'Google login failed. Please try again.');
    const user = await upsertUserFromIdentity(
      em,
      { email: identity.email, googleSubject: identity.subject, displayName: identity.name, photoURL: identity.picture },
      this.clock.now(),
    );
    if (user.role === UserRole.admin) throw adminSignsInElsewhere();
    return { user, token: (await this.sessions.open(em, user)).token };
  }

  async adminLogin(em: EntityManager, input: unknown, address: string): Promise<SignedIn> {
    const { email, password } = parseInput(adminLoginSchema, input);
    const pair = `${email} ${address}`;
    const trusted = await hasSucceeded(em, ADMIN_ACCOUNT_FROM_ADDRESS, pair);
    const throttles: Array<[ThrottleRule, string]> = [
      [ADMIN_ADDRESS, address],
      [ADMIN_ACCOUNT_FROM_ADDRESS, pair],
    ];
    if (!trusted) throttles.push([ADMIN_ACCOUNT, email]);
    // Each attempt is counted before the password is checked, so a burst of guesses cannot all get through.
    for (const [rule, subject] of throttles) {
      const wait = await claimAttempt(em, rule, subject, this.clock.now());
      if (wait > 0) throw tooManyAttempts(wait);
    }
    const user = await em.findOne(User, { email });
    const valid = user?.passwordHash
      ? await verifyPassword(password, user.passwordHash)
      : await verifyPassword(password, this.unknownAccountHash);
    if (!user || !valid || user.role !== UserRole.admin) throw authError('SIGN_IN_FAILED', ADMIN_LOGIN_FAILED);
    await recordSuccess(em, throttles, this.clock.now());
    return { user, token: (await this.sessions.open(em, user)).token };
  }

  /** "Sign out everywhere": every session of the person ends, this one included. */
  async logoutEverywhere(em: EntityManager, userId: string): Promise<void> {
    await this.sessions.revokeAll(em, userId);
  }

  async logout(em: EntityManager, sessionId: string): Promise<void> {
    await this.sessions.revoke(em, sessionId);
  }
}
