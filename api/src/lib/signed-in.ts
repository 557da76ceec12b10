import type { Request, RequestHandler } from 'express';
import { userIdMismatch, type AccessRule, type Caller } from './access-rules.js';

/**
 * Who is signed in, decided only from a verified session. The auth module resolves it and adds the user's entity
 * (a `declare module` beside its session lookup).
 */
export interface RequestIdentity {
  sessionId: string;
  caller: Caller;
}

declare module 'express-serve-static-core' {
  interface Request {
    identity?: RequestIdentity;
  }
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
export function signedInUser(req: Request): RequestIdentity['user'] {
  return signedInIdentity(req).user;
}

/** The same caller's id and role, for a route that needs no more of them. */
export function signedInCaller(req: Request): Caller {
  return signedInIdentity(req).caller;
}

/** Older clients' bodies carry a userId: it may only name the caller (docs/product.md, REST compatibility). */
export function rejectOtherUserId(body: unknown, caller: Caller): void {
  const claimed = (body as { userId?: unknown } | undefined)?.userId;
  if (claimed !== undefined && claimed !== null && claimed !== caller.id) throw userIdMismatch('The userId does not match your session');
}
