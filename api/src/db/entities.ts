import { RateLimitBucket } from '../lib/rate-limit.entity.js';
import { IntroductionDailyCount } from '../modules/admin/introduction-daily-count.entity.js';
import { LoginThrottle } from '../modules/auth/login-throttle.entity.js';
import { Session } from '../modules/auth/session.entity.js';
import { CreditPackage } from '../modules/credits/credit-package.entity.js';
import { Credits } from '../modules/credits/credits.entity.js';
import { Feedback } from '../modules/feedback/feedback.entity.js';
import { IntroductionFeedback } from '../modules/introductions/introduction-feedback.entity.js';
import { IntroductionVersion } from '../modules/introductions/introduction-version.entity.js';
import { Introduction } from '../modules/introductions/introduction.entity.js';
import { Payment } from '../modules/payments/payment.entity.js';
import { ProcessedWebhookEvent } from '../modules/payments/processed-webhook-event.entity.js';
import { TestPaymentIntent } from '../modules/payments/test-payment-intent.entity.js';
import { User } from '../modules/users/user.entity.js';

/** Listed, not discovered from a glob, so the same list works from TypeScript sources and from dist. */
export const ENTITIES = [
  User,
  Session,
  Credits,
  CreditPackage,
  Introduction,
  IntroductionDailyCount,
  IntroductionFeedback,
  IntroductionVersion,
  Feedback,
  Payment,
  ProcessedWebhookEvent,
  TestPaymentIntent,
  RateLimitBucket,
  LoginThrottle,
];
