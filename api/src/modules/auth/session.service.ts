import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../users/user.entity.js';
import { Session } from './session.entity.js';

const DAY_MS = 24 * 60 * 60 * 1000;
// Sliding expiry is written at most this often, so busy sessions don't write on every request.
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export interface ResolvedSession {
  session: Session;
  user: User;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export class SessionService {
  constructor(private readonly ttlDays: number) {}

  /** A new random 256-bit token; only its hash is stored. */
  async open(em: EntityManager, user: User): Promise<{ token: string; session: Session }> {
    const token = randomBytes(32).toString('base64url');
    const session = em.create(Session, {
      tokenHash: hashToken(token),
      user,
      expiresAt: new Date(Date.now() + this.ttlDays * DAY_MS),
    });
    await em.flush();
    return { token, session };
  }

  async resolve(em: EntityManager, token: string): Promise<ResolvedSession | null> {
    const session = await em.findOne(Session, { tokenHash: hashToken(token) }, { populate: ['user'] });
    const now = Date.now();
    if (session === null) return null;
    if (session.expiresAt.getTime() <= now) {
      await em.nativeDelete(Session, { id: session.id });
      return null;
    }
    if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await em.nativeUpdate(
        Session,
        { id: session.id },
        { lastSeenAt: new Date(now), expiresAt: new Date(now + this.ttlDays * DAY_MS) },
      );
    }
    return { session, user: session.user };
  }

  async revoke(em: EntityManager, sessionId: string): Promise<void> {
    await em.nativeDelete(Session, { id: sessionId });
  }
}
