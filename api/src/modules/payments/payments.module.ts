import { defineModule, type ServicesOf } from '../../lib/app-module.js';
import type { CreditPackagesService } from '../credits/credit-packages.service.js';
import type { CreditsService } from '../credits/credits.service.js';
import { Payment } from './payment.entity.js';
import { registerPaymentPaths } from './payments.openapi.js';
import { paymentsPermissions } from './payments.permissions.js';
import { PaymentsResolver } from './payments.resolver.js';
import { paymentRoutes } from './payments.routes.js';
import { PaymentsService } from './payments.service.js';
import { ProcessedWebhookEvent } from './processed-webhook-event.entity.js';
import { StripePaymentProvider } from './stripe-provider.js';
import { stripeWebhookRoutes } from './stripe-webhook.routes.js';
import { StripeWebhookService } from './stripe-webhook.service.js';
import { SubscriptionsService } from './subscriptions.service.js';
import { TestPaymentIntent } from './test-payment-intent.entity.js';
import { TestPaymentProvider } from './test-provider.js';
import type { StripeEndpoint } from './stripe-provider.js';

interface Needs {
  credits: CreditsService;
  creditPackages: CreditPackagesService;
}

export const paymentsModule = defineModule({
  name: 'payments',
  entities: [Payment, ProcessedWebhookEvent, TestPaymentIntent],
  services: ({ config, clock, logger, metrics, options }, { credits, creditPackages }: Needs) => {
    // Stripe when a secret key is set; otherwise the built-in test mode (config refuses that in production).
    const { secretKey, webhookSecret } = config.stripe;
    const stripe = secretKey ? new StripePaymentProvider(secretKey, logger, options.stripe) : undefined;
    const provider = stripe ?? new TestPaymentProvider(clock);
    const subscriptions = new SubscriptionsService(provider, creditPackages, credits, clock, metrics);
    const payments = new PaymentsService(provider, creditPackages, subscriptions, clock, metrics);
    const stripeWebhooks =
      stripe && webhookSecret ? new StripeWebhookService(stripe, webhookSecret, payments, subscriptions, logger) : undefined;
    return { payments, subscriptions, stripeWebhooks };
  },
  resolvers: [PaymentsResolver],
  permissions: paymentsPermissions,
  routes: ({ services }) => paymentRoutes(services.payments, services.subscriptions),
  rawBodyRoutes: ({ services, orm }) => stripeWebhookRoutes(orm, services.stripeWebhooks),
  openApi: registerPaymentPaths,
});

declare module '../../lib/app-module.js' {
  interface Services extends ServicesOf<typeof paymentsModule> {}
  interface ServiceOptions {
    /** Where the Stripe API is; Stripe's own servers when absent. */
    stripe?: StripeEndpoint;
  }
}
