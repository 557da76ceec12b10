import { Router } from 'express';
import type { Config } from '../../config/env.js';
import { isSignedIn } from '../../lib/access-rules.js';
import { rejectOtherUserId, requireRule, signedInCaller, signedInUser } from '../../lib/signed-in.js';
import { clearSessionCookie } from '../auth/session-cookie.js';
import type { ProfileService } from './profile.service.js';

export function profileRoutes(profiles: ProfileService, config: Config): Router {
  const router = Router();
  router.get('/profile', requireRule(isSignedIn), (req, res) => {
    res.json(profiles.get(signedInUser(req)));
  });
  router.put('/profile', requireRule(isSignedIn), async (req, res) => {
    const user = signedInUser(req);
    rejectOtherUserId(req.body, signedInCaller(req));
    res.json(await profiles.update(req.em, user, req.body));
  });
  router.delete('/account', requireRule(isSignedIn), async (req, res) => {
    await profiles.deleteAccount(req.em, signedInUser(req));
    clearSessionCookie(res, config);
    res.status(204).end();
  });
  return router;
}
