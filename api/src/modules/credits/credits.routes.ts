import { Router } from 'express';
import { isSignedIn } from '../auth/access-rules.js';
import { requireRule, signedInCaller } from '../auth/identity.middleware.js';
import type { CreditsService } from './credits.service.js';

export function creditsRoutes(credits: CreditsService): Router {
  const router = Router();
  router.get('/credits', requireRule(isSignedIn), async (req, res) => {
    const { unlimited: _unlimited, ...view } = await credits.get(req.em, signedInCaller(req).id);
    res.json(view);
  });
  return router;
}
