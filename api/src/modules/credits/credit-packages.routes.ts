import { Router } from 'express';
import type { CreditPackagesService } from './credit-packages.service.js';

export function creditPackageRoutes(packages: CreditPackagesService): Router {
  const router = Router();
  // Public: the packages are shown before sign-in.
  router.get('/credits/packages', async (req, res) => {
    res.json(await packages.listActive(req.em));
  });
  return router;
}
