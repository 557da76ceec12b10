import type { Request, RequestHandler } from 'express';
import type { Config } from '../../config/env.js';
import type { Clock } from '../../lib/clock.js';
import { authError, notSignedIn } from './auth.errors.js';
import type { User } from '../users/user.entity.js';
import type { AccessRule } from './access-rules.js';
import { readSessionToken, setSessionCookie, tokenIsFromCookie } from './session-cookie.js';
import type { Caller, ResolvedSession, SessionService } from './session.service.js';

/** Who is signed in: the session resolved from the request's token. */
type RequestIdentity = ResolvedSession;

declare module 'express-serve-static-core' {
  interface Request {
    /** Who is signed in, decided only from a verified session. */
    identity?: RequestIdentity;
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
      if (claimedUserId !== req.identity.caller.id) throw authError('USER_ID_MISMATCH', 'The x-user-id header does not match your session');
    }
    next();
  };
}

/** Lets a request through to its route only when `rule` lets its caller through; otherwise the rule's error. */
export function requireRule(rule: AccessRule): RequestHandler {
  return (req, _res, next) => {
    const verdict = rule(req.identity?.caller ?? null);
    if (verdict === true) next();
    else next(verdict);
  };
}

function signedInIdentity(req: Request): RequestIdentity {
  if (!req.identity) throw new Error('signedInUser(req) and signedInCaller(req) are for routes behind requireRule(isSignedIn)');
  return req.identity;
}

/** The caller of a route behind `requireRule(isSignedIn)`: the rule has decided, this only names them. */
export function signedInUser(req: Request): User {
  return signedInIdentity(req).user;
}

/** The same caller's id and role, for a route that needs no more of them. */
export function signedInCaller(req: Request): Caller {
  return signedInIdentity(req).caller;
}
