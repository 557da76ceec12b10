import type { RequestHandler } from 'express';
import type { Config } from '../../config/env.js';
import type { Clock } from '../../lib/clock.js';
import { notSignedIn, userIdMismatch } from '../../lib/access-rules.js';
import type { User } from '../users/user.entity.js';
import { readSessionToken, setSessionCookie, tokenIsFromCookie } from './session-cookie.js';
import type { SessionService } from './session.service.js';

declare module '../../lib/signed-in.js' {
  interface RequestIdentity {
    /** The user as an entity of the request's entity manager (ResolvedSession). */
    readonly user: User;
  }
}

/**
 * Resolves the session of every request. `x-user-id` is never a source of identity: without a
 * session it is refused (401), and it must name the session's own user (else 403).
 */
export function resolveIdentity(config: Config, sessions: SessionService, clock: Clock): RequestHandler {
  return async (req, res, next) => {
    const { em } = req;
    const token = readSessionToken(req, config);
    const resolved = token ? await sessions.resolve(em, token) : null;
    if (resolved) req.identity = resolved;
    // The cookie's Max-Age follows the sliding expiry, or the browser would drop a session still alive.
    if (token && resolved?.renewedUntil && tokenIsFromCookie(req, config, token)) {
      setSessionCookie(res, config, token, resolved.renewedUntil.getTime() - clock.now().getTime());
    }
    const claimedUserId = req.get('x-user-id')?.trim();
    if (claimedUserId) {
      if (!req.identity) throw notSignedIn();
      if (claimedUserId !== req.identity.caller.id) throw userIdMismatch('The x-user-id header does not match your session');
    }
    next();
  };
}
