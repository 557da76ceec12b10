import { Router } from 'express';
import { isSignedIn } from '../../lib/access-rules.js';
import { rejectOtherUserId, requireRule, signedInCaller, signedInUser } from '../../lib/signed-in.js';
import type { FeedbackService } from './feedback.service.js';

export function feedbackRoutes(feedback: FeedbackService): Router {
  const router = Router();
  router.post('/feedback', requireRule(isSignedIn), async (req, res) => {
    rejectOtherUserId(req.body, signedInCaller(req));
    await feedback.submit(req.em, signedInUser(req), req.body);
    res.status(201).json({ success: true });
  });
  return router;
}
