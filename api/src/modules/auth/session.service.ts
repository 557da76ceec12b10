import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../lib/clock.js';
import { User } from '../users/user.entity.js';
import type { Caller, UserRole } from '../../lib/access-rules.js';
import { findSessionByTokenHash } from './auth.queries.js';
import { Session } from './session.entity.js';

const DAY_MS = 24 * 60 * 60 * 1000;
// Sliding expiry is written at most this often, so busy sessions don't write on every request.
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** Who is calling, as the access rules and id-only reads need it: no entity. */

export interface ResolvedSession {
  sessionId: string;
  caller: Caller;
  /**
   * The user as an entity of the request's entity manager, made the first time it is read: a call that needs
   * only the caller's id (the credits balance) skips the ORM's mapping, a tenth of such a request's CPU.
   */
  readonly user: User;
  /** Set when this request slid the expiry forward, so the cookie's Max-Age follows it. */
  renewedUntil?: Date;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export class SessionService {
  constructor(
    private readonly clock: Clock,
    private readonly ttlDays: number,
    private readonly maxDays = ttlDays,
  ) {}

  /** The sliding expiry, never past the absolute end of a session opened at `openedAt`. */
  private expiryFrom(now: number, openedAt: number): Date {
    return new Date(Math.min(now + this.ttlDays * DAY_MS, openedAt + this.maxDays * DAY_MS));
  }

  /** A new random 256-bit token; only its hash is stored. */
  async open(em: EntityManager, user: User): Promise<{ token: string; session: Session }> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const session = em.create(Session, {
      tokenHash: hashToken(token),
      user,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: this.expiryFrom(now.getTime(), now.getTime()),
    });
    await em.flush();
    return { token, session };
  }

  async resolve(em: EntityManager, token: string): Promise<ResolvedSession | null> {
    const row = await findSessionByTokenHash(em, hashToken(token));
    if (row === undefined) return null;
    const {
      session_id: sessionId,
      session_expires_at: expiresAt,
      session_last_seen_at: lastSeenAt,
      session_created_at: openedAt,
      ...user
    } = row;
    const now = this.clock.now().getTime();
    if (expiresAt <= now || openedAt + this.maxDays * DAY_MS <= now) {
      await em.nativeDelete(Session, { id: sessionId });
      return null;
    }
    let renewedUntil: Date | undefined;
    if (now - lastSeenAt > TOUCH_INTERVAL_MS) {
      renewedUntil = this.expiryFrom(now, openedAt);
      await em.nativeUpdate(Session, { id: sessionId }, { lastSeenAt: new Date(now), expiresAt: renewedUntil });
    }
    let entity: User | undefined;
    return {
      sessionId,
      caller: { id: user.id as string, role: user.role as UserRole },
      get user() {
        return (entity ??= em.map(User, user));
      },
      renewedUntil,
    };
  }

  async revoke(em: EntityManager, sessionId: string): Promise<void> {
    await em.nativeDelete(Session, { id: sessionId });
  }

  /** Ends every session of the user, on every device. */
  async revokeAll(em: EntityManager, userId: string): Promise<void> {
    await em.nativeDelete(Session, { user: userId });
  }
}
