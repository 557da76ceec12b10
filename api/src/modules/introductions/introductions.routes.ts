import { type Request, type Response, Router } from 'express';
import { restErrorResponse } from '../../lib/error-responses.js';
import { AppError } from '../../lib/errors.js';
import { refuseMalformedIds } from '../../lib/path-ids.js';
import { signalWhenClientLeaves } from '../../lib/client-gone.js';
import { isSignedIn } from '../../lib/access-rules.js';
import { requireRule, signedInCaller, signedInUser } from '../../lib/signed-in.js';
import { toAdvertView, toAnswerReadingView, toIntroductionJson, toRatingView, toVersionView } from './introduction.view.js';
import { writerFailed } from './introductions.errors.js';
import type { IntroductionsService, RatedIntroduction, StartedWriting } from './introductions.service.js';

const json = ({ introduction, myRating }: RatedIntroduction) => toIntroductionJson(introduction, myRating);

export function introductionsRoutes(introductions: IntroductionsService): Router {
  const router = Router();
  refuseMalformedIds(router, 'id', 'versionId');

  // A bare array; the next page is in the Link header (docs/product.md, REST compatibility).
  router.get('/introductions', requireRule(isSignedIn), async (req, res) => {
    const page = await introductions.list(req.em, signedInCaller(req), req.query);
    if (page.nextCursor !== null) {
      const next = new URLSearchParams({ limit: String(page.items.length), cursor: page.nextCursor });
      res.set('Link', `</api/introductions?${next}>; rel="next"`);
    }
    res.json(page.items.map(json));
  });

  /**
   * A writing's answer: the introduction once its texts are stored, or with `Prefer: respond-async` at once (202),
   * its texts then arriving at the Location, a stream of server-sent events.
   */
  async function answerWriting(req: Request, res: Response, status: number, started: StartedWriting): Promise<void> {
    const user = signedInUser(req);
    if (!/\brespond-async\b/i.test(req.get('prefer') ?? '')) {
      res.status(status).json({ introduction: json(await introductions.whenWritten(req.em, user, started)) });
      return;
    }
    const { id } = started.introduction;
    res.status(202).set({ 'Preference-Applied': 'respond-async', Location: `/api/introductions/${id}/writing` });
    res.json({ introduction: json(await introductions.rated(req.em, user, started)) });
  }

  router.post('/introductions', requireRule(isSignedIn), async (req, res) => {
    await answerWriting(req, res, 201, await introductions.startGeneration(req.em, signedInUser(req), req.body));
  });

  // The writing of an introduction as it goes on: `draft` events with a text as it stands, then `done` with the
  // introduction, or `failed` with the error. With nothing being written, `done` at once.
  router.get('/introductions/:id/writing', requireRule(isSignedIn), async (req, res) => {
    const user = signedInUser(req);
    const left = signalWhenClientLeaves(res);
    const updates = await introductions.watch(req.em, user, Number(req.params.id), left);
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' });
    const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    try {
      for await (const update of updates) {
        if (update.kind === 'draft') send('draft', update.draft);
        else send('done', { introduction: json(update.introduction) });
      }
    } catch (error) {
      const failure = error instanceof AppError ? error : writerFailed(error);
      send('failed', { ...restErrorResponse(failure).body, code: failure.code });
    }
    res.end();
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
    await answerWriting(req, res, 200, await introductions.startRegeneration(req.em, signedInUser(req), Number(req.params.id)));
  });

  router.get('/introductions/:id/versions', requireRule(isSignedIn), async (req, res) => {
    const user = signedInUser(req);
    res.json((await introductions.versions(req.em, user, Number(req.params.id), req.query)).map(toVersionView));
  });

  // How the writer will use a questionnaire's answers, before it writes: the generation request's body, for no credit.
  router.post('/introductions/reading', requireRule(isSignedIn), async (req, res) => {
    res.json(toAnswerReadingView(await introductions.readAnswers(req.em, signedInUser(req), req.body)));
  });

  // What the advert asks for, against the answers and one purpose's text (`?purpose=`, the chosen one by default).
  router.get('/introductions/:id/advert', requireRule(isSignedIn), async (req, res) => {
    res.json(toAdvertView(await introductions.advertReading(req.em, signedInUser(req), Number(req.params.id), req.query)));
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
    const input = { ...req.body, introductionId: Number(req.params.id) };
    await answerWriting(req, res, 200, await introductions.startRefinement(req.em, signedInUser(req), input));
  });

  // The four texts written again for an advert, for one credit: `{ advert }`.
  router.post('/introductions/:id/tailor', requireRule(isSignedIn), async (req, res) => {
    const input = { ...req.body, introductionId: Number(req.params.id) };
    await answerWriting(req, res, 200, await introductions.startTailoring(req.em, signedInUser(req), input));
  });

  router.post('/intro-feedback', requireRule(isSignedIn), async (req, res) => {
    const user = signedInUser(req);
    res.json(toRatingView(await introductions.rate(req.em, user, req.body)));
  });

  return router;
}
