import { Router } from 'express';
import { requireIdentity } from '../auth/auth.routes.js';
import type { CreditsService } from './credits.service.js';

export function creditsRoutes(credits: CreditsService): Router {
  const router = Router();
  router.get('/credits', async (req, res) => {
    const { user } = requireIdentity(req);
    const { unlimited: _unlimited, ...view } = await credits.get(req.em, user.id);
    res.json(view);
  });
  return router;
}
