import type { EntityManager } from '@mikro-orm/postgresql';
import Stripe from 'stripe';
import type { Logger } from '../../lib/logger.js';
import type { CreditPackage } from '../credits/credit-package.entity.js';
import {
  type NewPaymentIntent,
  type NewSubscription,
  type PaymentProvider,
  type ProviderPaymentIntent,
  type ProviderSubscription,
  type StartedSubscription,
} from './payment-provider.js';
import { paymentFailed } from './payments.errors.js';

/** Where the Stripe API is; only tests change it, to point the real SDK at a fake server. */
export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export type StripeSubscription = ProviderSubscription & { customerId: string };

/** What a subscription invoice event says about a payment. */
export interface StripeInvoice {
  id: string;
  customerId: string | null;
  subscriptionId: string | null;
  paid: boolean;
  amountPaid: number;
  currency: string;
}

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly priceIds = new Map<string, string>();

  constructor(
    secretKey: string,
    private readonly logger: Logger,
    endpoint?: StripeEndpoint,
  ) {
    this.stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...endpoint });
  }

  createPaymentIntent(_em: EntityManager, intent: NewPaymentIntent): Promise<ProviderPaymentIntent> {
    return this.call('start the payment', async () => {
      const created = await this.stripe.paymentIntents.create(
        { amount: intent.amount, currency: intent.currency, metadata: { userId: intent.userId, packageId: intent.packageId } },
        { idempotencyKey: intent.idempotencyKey },
      );
      return toPaymentIntent(created);
    });
  }

  retrievePaymentIntent(_em: EntityManager, id: string): Promise<ProviderPaymentIntent | null> {
    return this.call('check the payment', async () => {
      try {
        return toPaymentIntent(await this.stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
        throw error;
      }
    });
  }

  ensureCustomer(_em: EntityManager, user: { id: string; email?: string | null }, existingCustomerId: string | null): Promise<string> {
    if (existingCustomerId) return Promise.resolve(existingCustomerId);
    return this.call('start the subscription', async () => {
      // One key per user: two first subscriptions at once still make one customer.
      const customer = await this.stripe.customers.create(
        { email: user.email ?? undefined, metadata: { userId: user.id } },
        { idempotencyKey: `customer:${user.id}` },
      );
      return customer.id;
    });
  }

  createSubscription(_em: EntityManager, subscription: NewSubscription): Promise<StartedSubscription> {
    return this.call('start the subscription', async () => {
      const created = await this.stripe.subscriptions.create(
        {
          customer: subscription.customerId,
          items: [{ price: await this.monthlyPriceId(subscription.package) }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          metadata: { userId: subscription.userId, packageId: subscription.package.id },
          expand: ['latest_invoice.confirmation_secret'],
        },
        { idempotencyKey: subscription.idempotencyKey },
      );
      const invoice = created.latest_invoice;
      const clientSecret = typeof invoice === 'object' ? invoice?.confirmation_secret?.client_secret : undefined;
      if (!clientSecret) throw paymentFailed('The subscription could not be started. Please try again.');
      return { subscriptionId: created.id, clientSecret };
    });
  }

  cancelSubscription(_em: EntityManager, subscriptionId: string): Promise<ProviderSubscription> {
    return this.call('cancel the subscription', async () => toSubscription(await this.stripe.subscriptions.cancel(subscriptionId)));
  }

  retrieveSubscription(subscriptionId: string): Promise<StripeSubscription> {
    return this.call('check the subscription', async () => toSubscription(await this.stripe.subscriptions.retrieve(subscriptionId)));
  }

  /** Throws Stripe's signature error for a bad signature or a timestamp older than 5 minutes. */
  constructEvent(payload: Buffer, signature: string, webhookSecret: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(payload, signature, webhookSecret);
  }

  /** The recurring Price for a package, found by lookup key (made on first use), so Stripe needs no setup. */
  private async monthlyPriceId(pkg: CreditPackage): Promise<string> {
    const lookupKey = `firstwords_${pkg.id}_${pkg.price}_${pkg.currency}`;
    const known = this.priceIds.get(lookupKey);
    if (known) return known;
    const [found] = (await this.stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 })).data;
    const price =
      found ??
      (await this.stripe.prices.create(
        {
          currency: pkg.currency,
          unit_amount: pkg.price,
          recurring: { interval: 'month' },
          product_data: { name: pkg.name },
          lookup_key: lookupKey,
        },
        { idempotencyKey: `price:${lookupKey}` },
      ));
    this.priceIds.set(lookupKey, price.id);
    return price.id;
  }

  /** Any Stripe failure becomes a clear PAYMENT_FAILED; the log gets what identifies it, never secrets. */
  private async call<T>(action: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      this.logger.error(
        { stripe: { type: error.type, code: error.code, statusCode: error.statusCode, requestId: error.requestId } },
        `Stripe could not ${action}`,
      );
      throw paymentFailed(`The payment provider could not ${action} right now. Please try again.`);
    }
  }
}

export function toPaymentIntent(intent: Stripe.PaymentIntent): ProviderPaymentIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status,
    amountReceived: intent.amount_received,
    currency: intent.currency,
    userId: intent.metadata?.userId ?? null,
    packageId: intent.metadata?.packageId ?? null,
  };
}

function toSubscription(subscription: Stripe.Subscription): StripeSubscription {
  const periodEnds = subscription.items.data.map((item) => item.current_period_end);
  const ended = subscription.status === 'canceled' || subscription.status === 'incomplete_expired';
  return {
    id: subscription.id,
    status: subscription.status,
    customerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    currentPeriodEnd: ended || periodEnds.length === 0 ? null : new Date(Math.min(...periodEnds) * 1000),
  };
}

export function toInvoice(invoice: Stripe.Invoice): StripeInvoice {
  const subscription = invoice.parent?.subscription_details?.subscription ?? null;
  return {
    id: invoice.id,
    customerId: typeof invoice.customer === 'string' ? invoice.customer : (invoice.customer?.id ?? null),
    subscriptionId: typeof subscription === 'string' ? subscription : (subscription?.id ?? null),
    paid: invoice.status === 'paid',
    amountPaid: invoice.amount_paid,
    currency: invoice.currency,
  };
}
