import { Router, type Request } from 'express';
import type { Config } from '../../config/env.js';
import { unauthenticated } from '../../graphql/errors.js';
import { toUserView } from '../users/user.view.js';
import { UserRole } from '../users/user.entity.js';
import type { AuthService, SignedIn } from './auth.service.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';

export function authRoutes(config: Config, auth: AuthService): Router {
  const router = Router();
  const signedIn = (res: Parameters<typeof setSessionCookie>[0], result: SignedIn) => {
    setSessionCookie(res, config, result.token);
    res.json({ user: toUserView(result.user), token: result.token });
  };

  router.post('/auth/dev-login', async (req, res) => signedIn(res, await auth.devLogin(req.em, req.body)));
  router.post('/auth/google', async (req, res) => signedIn(res, await auth.googleLogin(req.em, req.body)));
  router.post('/auth/admin-login', async (req, res) =>
    signedIn(res, await auth.adminLogin(req.em, req.body, req.ip ?? 'unknown')),
  );

  router.post('/auth/logout', async (req, res) => {
    if (req.identity) await auth.logout(req.em, req.identity.sessionId);
    clearSessionCookie(res, config);
    res.status(204).end();
  });

  router.post('/auth/logout-everywhere', async (req, res) => {
    await auth.logoutEverywhere(req.em, requireIdentity(req).user.id);
    clearSessionCookie(res, config);
    res.status(204).end();
  });

  router.get('/auth/me', (req, res) => {
    res.json({ user: toUserView(requireIdentity(req).user) });
  });

  router.get('/auth/check-admin', (req, res) => {
    const { user } = requireIdentity(req);
    res.json({ isAdmin: user.role === UserRole.admin, userId: user.id });
  });

  return router;
}

export function requireIdentity(req: Request): NonNullable<Request['identity']> {
  if (!req.identity) throw unauthenticated('Authentication required');
  return req.identity;
}
