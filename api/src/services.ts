import type { Config } from './config/env.js';
import { systemClock, type Clock } from './lib/clock.js';
import { createLogger, type Logger } from './lib/logger.js';
import type { AppMetrics } from './lib/metrics.js';
import { AdminService } from './modules/admin/admin.service.js';
import { AuthService } from './modules/auth/auth.service.js';
import { GoogleTokenVerifier, type GoogleCertificates } from './modules/auth/google-verifier.js';
import { SessionService } from './modules/auth/session.service.js';
import { CreditPackagesService } from './modules/credits/credit-packages.service.js';
import { CreditsService } from './modules/credits/credits.service.js';
import { FeedbackService } from './modules/feedback/feedback.service.js';
import { createIntroductionWriter } from './modules/generation/index.js';
import { IntroductionsService } from './modules/introductions/introductions.service.js';
import { PaymentsService } from './modules/payments/payments.service.js';
import { StripePaymentProvider, type StripeEndpoint } from './modules/payments/stripe-provider.js';
import { StripeWebhookService } from './modules/payments/stripe-webhook.service.js';
import { SubscriptionsService } from './modules/payments/subscriptions.service.js';
import { TestPaymentProvider } from './modules/payments/test-provider.js';
import { ProfileService } from './modules/users/profile.service.js';

/** What the services need from outside that tests may point elsewhere (never our own code). */
export interface ServiceOptions {
  /** Google's signing certificates; fetched from Google when absent. */
  googleCertificates?: () => Promise<GoogleCertificates>;
  /** Where the Stripe API is; Stripe's own servers when absent. */
  stripe?: StripeEndpoint;
  /** Where services log what the client never sees; createApp passes the app's logger. */
  logger?: Logger;
  /** How long the AI may take to answer; the writer's default when absent. */
  openaiTimeoutMs?: number;
  /** Where services count generations, credits spent and payments; createApp passes the app's metrics. */
  metrics?: AppMetrics;
  /** What time the rules read; the system's when absent. */
  clock?: Clock;
}

/** The services that hold the rules, built once and shared by GraphQL resolvers and REST routes. */
export function createServices(config: Config, options: ServiceOptions = {}) {
  const clock = options.clock ?? systemClock;
  const sessions = new SessionService(clock, config.session.ttlDays, config.session.maxDays);
  const google = config.google.clientId ? new GoogleTokenVerifier(config.google.clientId, options.googleCertificates) : undefined;
  const logger = options.logger ?? createLogger(config.logLevel);
  const { metrics } = options;
  const credits = new CreditsService(clock, metrics);
  const writer = createIntroductionWriter({
    openaiApiKey: config.openai.apiKey,
    openaiModel: config.openai.model,
    openaiBaseUrl: config.openai.baseUrl,
    timeoutMs: options.openaiTimeoutMs,
  });
  const creditPackages = new CreditPackagesService();
  // Stripe when a secret key is set; otherwise the built-in test mode (config refuses that in production).
  const stripe = config.stripe.secretKey ? new StripePaymentProvider(config.stripe.secretKey, logger, options.stripe) : undefined;
  const paymentProvider = stripe ?? new TestPaymentProvider(clock);
  const subscriptions = new SubscriptionsService(paymentProvider, creditPackages, credits, clock, metrics);
  const payments = new PaymentsService(paymentProvider, creditPackages, subscriptions, clock, metrics);
  const { webhookSecret } = config.stripe;
  return {
    config,
    clock,
    sessions,
    auth: new AuthService(config, sessions, google, clock),
    credits,
    introductions: new IntroductionsService(writer, credits, clock, metrics),
    creditPackages,
    payments,
    subscriptions,
    stripeWebhooks: stripe && webhookSecret ? new StripeWebhookService(stripe, webhookSecret, payments, subscriptions, logger) : undefined,
    feedback: new FeedbackService(clock),
    profiles: new ProfileService(),
    admin: new AdminService(clock),
  };
}

export type Services = ReturnType<typeof createServices>;
