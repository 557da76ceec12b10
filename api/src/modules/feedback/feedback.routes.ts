import { Router } from 'express';
import { isSignedIn } from '../auth/access-rules.js';
import { requireRule, signedInUser } from '../auth/identity.middleware.js';
import { rejectOtherUserId } from '../users/profile.routes.js';
import type { FeedbackService } from './feedback.service.js';

export function feedbackRoutes(feedback: FeedbackService): Router {
  const router = Router();
  router.post('/feedback', requireRule(isSignedIn), async (req, res) => {
    const user = signedInUser(req);
    rejectOtherUserId(req.body, user);
    await feedback.submit(req.em, user, req.body);
    res.status(201).json({ success: true });
  });
  return router;
}
