import type { MikroORM } from '@mikro-orm/postgresql';
import { type Request, Router } from 'express';
import { refuseMalformedIds } from '../../../lib/path-ids.js';
import { requestEntityManager } from '../../../lib/request-context.js';
import { isSignedIn } from '../../../lib/access-rules.js';
import { requireRule, signedInUser } from '../../../lib/signed-in.js';
import { notSharedPageHtml, sharedPageHtml } from './shared-page.js';
import type { SharedTextsService } from './shared-texts.service.js';

const target = (req: Request) => ({
  introductionId: req.params.id,
  purpose: req.params.purpose ?? (req.body as { purpose?: unknown })?.purpose,
});

/** Sharing a text under /api: list, share, update, stop. */
export function sharingRoutes(shares: SharedTextsService): Router {
  const router = Router();
  refuseMalformedIds(router, 'id');
  router.get('/introductions/:id/shares', requireRule(isSignedIn), async (req, res) => {
    res.json(await shares.list(req.em, signedInUser(req), Number(req.params.id)));
  });
  router.post('/introductions/:id/shares', requireRule(isSignedIn), async (req, res) => {
    const { shared, created } = await shares.share(req.em, signedInUser(req), target(req));
    res.status(created ? 201 : 200).json(shared);
  });
  router.put('/introductions/:id/shares/:purpose', requireRule(isSignedIn), async (req, res) => {
    res.json(await shares.update(req.em, signedInUser(req), target(req)));
  });
  router.delete('/introductions/:id/shares/:purpose', requireRule(isSignedIn), async (req, res) => {
    await shares.stop(req.em, signedInUser(req), target(req));
    res.json({ success: true });
  });
  return router;
}

/** The shared page at /s/{token}, for anyone with the link; never indexed, never cached past a stop. */
export function sharedPageRoutes(shares: SharedTextsService, orm: MikroORM): Router {
  const router = Router();
  router.get('/s/:token', requestEntityManager(orm), async (req, res) => {
    const shown = await shares.page(req.em, String(req.params.token));
    res.set({ 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' });
    res
      .status(shown ? 200 : 404)
      .type('html')
      .send(shown ? sharedPageHtml(shown) : notSharedPageHtml());
  });
  return router;
}
