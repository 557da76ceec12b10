import { Router } from 'express';
import { signalWhenClientLeaves } from '../../lib/client-gone.js';
import { isSignedIn } from '../auth/access-rules.js';
import { requireRule, signedInUser } from '../auth/identity.middleware.js';
import { toIntroductionJson, toRatingView, toVersionView } from './introduction.view.js';
import type { IntroductionsService, RatedIntroduction } from './introductions.service.js';

const json = ({ introduction, myRating }: RatedIntroduction) => toIntroductionJson(introduction, myRating);

export function introductionsRoutes(introductions: IntroductionsService): Router {
  const router = Router();

  // A bare array; the next page is in the Link header (docs/product.md, REST compatibility).
  router.get('/introductions', requireRule(isSignedIn), async (req, res) => {
    const user = signedInUser(req);
    const page = await introductions.list(req.em, user, req.query);
    if (page.nextCursor !== null) {
      const next = new URLSearchParams({ limit: String(page.items.length), cursor: page.nextCursor });
      res.set('Link', `</api/introductions?${next}>; rel="next"`);
    }
    res.json(page.items.map(json));
  });

  router.post('/introductions', requireRule(isSignedIn), async (req, res) => {
    const user = signedInUser(req);
    res.status(201).json({ introduction: json(await introductions.generate(req.em, user, req.body, signalWhenClientLeaves(res))) });
  });

  router.get('/introductions/:id', requireRule(isSignedIn), async (req, res) => {
    const user = signedInUser(req);
    res.json(json(await introductions.get(req.em, user, Number(req.params.id))));
  });

  router.delete('/introductions/:id', requireRule(isSignedIn), async (req, res) => {
    const user = signedInUser(req);
    await introductions.delete(req.em, user, Number(req.params.id));
    res.json({ success: true });
  });

  router.post('/introductions/:id/regenerate', requireRule(isSignedIn), async (req, res) => {
    const user = signedInUser(req);
    res.json({ introduction: json(await introductions.regenerate(req.em, user, Number(req.params.id), signalWhenClientLeaves(res))) });
  });

  router.get('/introductions/:id/versions', requireRule(isSignedIn), async (req, res) => {
    const user = signedInUser(req);
    res.json((await introductions.versions(req.em, user, Number(req.params.id), req.query)).map(toVersionView));
  });

  // The person's own text for one purpose, as a new current version: `{ purpose, text }`.
  router.post('/introductions/:id/versions', requireRule(isSignedIn), async (req, res) => {
    const user = signedInUser(req);
    res
      .status(201)
      .json({ introduction: json(await introductions.edit(req.em, user, { ...req.body, introductionId: Number(req.params.id) })) });
  });

  router.post('/introductions/:id/versions/:versionId/restore', requireRule(isSignedIn), async (req, res) => {
    const user = signedInUser(req);
    const input = { introductionId: Number(req.params.id), versionId: Number(req.params.versionId) };
    res.json({ introduction: json(await introductions.restoreVersion(req.em, user, input)) });
  });

  // One text rewritten in one direction, for one credit: `{ purpose, direction }`.
  router.post('/introductions/:id/refine', requireRule(isSignedIn), async (req, res) => {
    const user = signedInUser(req);
    const input = { ...req.body, introductionId: Number(req.params.id) };
    res.json({ introduction: json(await introductions.refine(req.em, user, input, signalWhenClientLeaves(res))) });
  });

  router.post('/intro-feedback', requireRule(isSignedIn), async (req, res) => {
    const user = signedInUser(req);
    res.json(toRatingView(await introductions.rate(req.em, user, req.body)));
  });

  return router;
}
