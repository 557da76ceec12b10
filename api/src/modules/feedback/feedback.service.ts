import { feedbackSchema } from '@firstwords/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../lib/clock.js';
import { enforceRateLimit, USER_RATE_LIMITS } from '../../lib/rate-limit.js';
import { parseInput } from '../../lib/validation.js';
import type { User } from '../users/user.entity.js';
import { Feedback } from './feedback.entity.js';

export class FeedbackService {
  constructor(private readonly clock: Clock) {}

  async submit(em: EntityManager, user: User, input: unknown): Promise<Feedback> {
    const { subject, feedback } = parseInput(feedbackSchema, input);
    await enforceRateLimit(em, this.clock, USER_RATE_LIMITS.feedback, user.id, "You're sending feedback");
    const entry = em.create(Feedback, { user, subject: subject ?? null, feedback });
    await em.flush();
    return entry;
  }
}
