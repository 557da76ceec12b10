import { Router } from 'express';
import { requireIdentity } from '../auth/auth.routes.js';
import { rejectOtherUserId } from '../users/profile.routes.js';
import type { FeedbackService } from './feedback.service.js';

export function feedbackRoutes(feedback: FeedbackService): Router {
  const router = Router();
  router.post('/feedback', async (req, res) => {
    const { user } = requireIdentity(req);
    rejectOtherUserId(req.body, user);
    await feedback.submit(req.em, user, req.body);
    res.status(201).json({ success: true });
  });
  return router;
}
