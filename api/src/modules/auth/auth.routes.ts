import { Router } from 'express';
import type { Config } from '../../config/env.js';
import { toUserView } from '../users/user.view.js';
import { isAdmin, isSignedIn } from '../../lib/access-rules.js';
import type { AuthService, SignedIn } from './auth.service.js';
import { requireRule, signedInUser } from '../../lib/signed-in.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';

export function authRoutes(config: Config, auth: AuthService): Router {
  const router = Router();
  const signedIn = (res: Parameters<typeof setSessionCookie>[0], result: SignedIn) => {
    setSessionCookie(res, config, result.token);
    res.json({ user: toUserView(result.user), token: result.token });
  };

  router.post('/auth/dev-login', async (req, res) => signedIn(res, await auth.devLogin(req.em, req.body)));
  router.post('/auth/google', async (req, res) => signedIn(res, await auth.googleLogin(req.em, req.body)));
  router.post('/auth/admin-login', async (req, res) => signedIn(res, await auth.adminLogin(req.em, req.body, req.ip ?? 'unknown')));

  router.post('/auth/logout', async (req, res) => {
    if (req.identity) await auth.logout(req.em, req.identity.sessionId);
    clearSessionCookie(res, config);
    res.status(204).end();
  });

  router.post('/auth/logout-everywhere', requireRule(isSignedIn), async (req, res) => {
    await auth.logoutEverywhere(req.em, signedInUser(req).id);
    clearSessionCookie(res, config);
    res.status(204).end();
  });

  router.get('/auth/me', requireRule(isSignedIn), (req, res) => {
    res.json({ user: toUserView(signedInUser(req)) });
  });

  router.get('/auth/check-admin', requireRule(isSignedIn), (req, res) => {
    const user = signedInUser(req);
    res.json({ isAdmin: isAdmin(user) === true, userId: user.id });
  });

  return router;
}
