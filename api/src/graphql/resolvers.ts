import type { NonEmptyArray } from 'type-graphql';
import { AdminIntroductionPageResolver, AdminResolver } from '../modules/admin/admin.resolver.js';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { CreditPackagesResolver } from '../modules/credits/credit-packages.resolver.js';
import { CreditsResolver } from '../modules/credits/credits.resolver.js';
import { FeedbackResolver } from '../modules/feedback/feedback.resolver.js';
import { HealthResolver } from '../modules/health/health.resolver.js';
import { IntroductionVersionsResolver } from '../modules/introductions/introduction-versions.resolver.js';
import { IntroductionsResolver } from '../modules/introductions/introductions.resolver.js';
import { PaymentsResolver } from '../modules/payments/payments.resolver.js';
import { ProfileResolver } from '../modules/users/profile.resolver.js';

// TypeGraphQL takes resolver classes; one per line.
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const RESOLVERS: NonEmptyArray<Function> = [
  HealthResolver,
  AuthResolver,
  CreditsResolver,
  CreditPackagesResolver,
  PaymentsResolver,
  FeedbackResolver,
  IntroductionsResolver,
  IntroductionVersionsResolver,
  ProfileResolver,
  AdminResolver,
  AdminIntroductionPageResolver,
];
