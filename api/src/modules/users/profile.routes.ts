import { Router } from 'express';
import { authError } from '../auth/auth.errors.js';
import type { Config } from '../../config/env.js';
import { isSignedIn } from '../auth/access-rules.js';
import { requireRule, signedInUser } from '../auth/identity.middleware.js';
import { clearSessionCookie } from '../auth/session-cookie.js';
import type { ProfileService } from './profile.service.js';
import type { User } from './user.entity.js';

/** Older clients' bodies carry a userId: it may only name the caller (docs/product.md, REST compatibility). */
export function rejectOtherUserId(body: unknown, user: User): void {
  const claimed = (body as { userId?: unknown } | undefined)?.userId;
  if (claimed !== undefined && claimed !== null && claimed !== user.id) {
    throw authError('USER_ID_MISMATCH', 'The userId does not match your session');
  }
}

export function profileRoutes(profiles: ProfileService, config: Config): Router {
  const router = Router();
  router.get('/profile', requireRule(isSignedIn), (req, res) => {
    res.json(profiles.get(signedInUser(req)));
  });
  router.put('/profile', requireRule(isSignedIn), async (req, res) => {
    const user = signedInUser(req);
    rejectOtherUserId(req.body, user);
    res.json(await profiles.update(req.em, user, req.body));
  });
  router.delete('/account', requireRule(isSignedIn), async (req, res) => {
    await profiles.deleteAccount(req.em, signedInUser(req));
    clearSessionCookie(res, config);
    res.status(204).end();
  });
  return router;
}
