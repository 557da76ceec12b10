import { Router } from 'express';
import { isSignedIn } from '../../lib/access-rules.js';
import { requireRule, signedInCaller } from '../../lib/signed-in.js';
import type { CreditsService } from './credits.service.js';

export function creditsRoutes(credits: CreditsService): Router {
  const router = Router();
  router.get('/credits', requireRule(isSignedIn), async (req, res) => {
    const { unlimited: _unlimited, ...view } = await credits.get(req.em, signedInCaller(req).id);
    res.json(view);
  });
  return router;
}
