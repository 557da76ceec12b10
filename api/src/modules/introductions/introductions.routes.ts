import { Router } from 'express';
import { signalWhenClientLeaves } from '../../lib/client-gone.js';
import { requireIdentity } from '../auth/auth.routes.js';
import { toIntroductionJson, toRatingView, toVersionView } from './introduction.view.js';
import type { IntroductionsService, RatedIntroduction } from './introductions.service.js';

const json = ({ introduction, myRating }: RatedIntroduction) => toIntroductionJson(introduction, myRating);

export function introductionsRoutes(introductions: IntroductionsService): Router {
  const router = Router();

  // A bare array, as the specification has it; the next page is in the Link header (DESIGN.md).
  router.get('/introductions', async (req, res) => {
    const { user } = requireIdentity(req);
    const page = await introductions.list(req.em, user, req.query);
    if (page.nextCursor !== null) {
      const next = new URLSearchParams({ limit: String(page.items.length), cursor: page.nextCursor });
      res.set('Link', `</api/introductions?${next}>; rel="next"`);
    }
    res.json(page.items.map(json));
  });

  router.post('/introductions', async (req, res) => {
    const { user } = requireIdentity(req);
    res.status(201).json({ introduction: json(await introductions.generate(req.em, user, req.body, signalWhenClientLeaves(res))) });
  });

  router.get('/introductions/:id', async (req, res) => {
    const { user } = requireIdentity(req);
    res.json(json(await introductions.get(req.em, user, Number(req.params.id))));
  });

  router.delete('/introductions/:id', async (req, res) => {
    const { user } = requireIdentity(req);
    await introductions.delete(req.em, user, Number(req.params.id));
    res.json({ success: true });
  });

  router.post('/introductions/:id/regenerate', async (req, res) => {
    const { user } = requireIdentity(req);
    res.json({ introduction: json(await introductions.regenerate(req.em, user, Number(req.params.id), signalWhenClientLeaves(res))) });
  });

  router.get('/introductions/:id/versions', async (req, res) => {
    const { user } = requireIdentity(req);
    res.json((await introductions.versions(req.em, user, Number(req.params.id), req.query)).map(toVersionView));
  });

  // The person's own text for one purpose, as a new current version: `{ purpose, text }`.
  router.post('/introductions/:id/versions', async (req, res) => {
    const { user } = requireIdentity(req);
    res.status(201).json({ introduction: json(await introductions.edit(req.em, user, { ...req.body, introductionId: Number(req.params.id) })) });
  });

  router.post('/introductions/:id/versions/:versionId/restore', async (req, res) => {
    const { user } = requireIdentity(req);
    const input = { introductionId: Number(req.params.id), versionId: Number(req.params.versionId) };
    res.json({ introduction: json(await introductions.restoreVersion(req.em, user, input)) });
  });

  // One text rewritten in one direction, for one credit: `{ purpose, direction }`.
  router.post('/introductions/:id/refine', async (req, res) => {
    const { user } = requireIdentity(req);
    const input = { ...req.body, introductionId: Number(req.params.id) };
    res.json({ introduction: json(await introductions.refine(req.em, user, input, signalWhenClientLeaves(res))) });
  });

  router.post('/intro-feedback', async (req, res) => {
    const { user } = requireIdentity(req);
    res.json(toRatingView(await introductions.rate(req.em, user, req.body)));
  });

  return router;
}
