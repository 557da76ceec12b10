import type { EntityManager } from '@mikro-orm/postgresql';
import {
  findSubscriptionAccount,
  findUserIdByProviderCustomer,
  recordProviderCustomer,
  recordSubscriptionState,
  type SubscriptionState,
} from '../credits/credits.queries.js';
import type { Clock } from '../../lib/clock.js';
import type { AppMetrics } from '../../lib/metrics.js';
import { enforceRateLimit, USER_RATE_LIMITS } from '../../lib/rate-limit.js';
import type { CreditPackagesService } from '../credits/credit-packages.service.js';
import type { CreditsService, CreditsView } from '../credits/credits.service.js';
import type { User } from '../users/user.entity.js';
import { fulfilPayment } from './payment-fulfilment.js';
import {
  isSubscribedStatus,
  type PaymentProvider,
  type ProviderPaymentIntent,
  type ProviderSubscription,
  type StartedSubscription,
} from './payment-provider.js';
import { requestIdempotencyKey } from './payments.schemas.js';
import type { StripeInvoice, StripeSubscription } from './stripe-provider.js';
import { paymentError, paymentFailed } from './payments.errors.js';

function toState(subscription: ProviderSubscription): SubscriptionState {
  const isSubscribed = isSubscribedStatus(subscription.status);
  return {
    subscriptionId: subscription.id,
    status: subscription.status,
    isSubscribed,
    nextBillingDate: isSubscribed ? subscription.currentPeriodEnd : null,
  };
}

/** The monthly subscription: 100 credits for each paid month, state kept on the credits row. */
export class SubscriptionsService {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly packages: CreditPackagesService,
    private readonly credits: CreditsService,
    private readonly clock: Clock,
    private readonly metrics?: AppMetrics,
  ) {}

  /** Starts a subscription whose first invoice the client then pays with the returned client secret. */
  async subscribe(em: EntityManager, user: User, idempotencyHeader?: string): Promise<StartedSubscription> {
    const requestKey = requestIdempotencyKey(idempotencyHeader);
    await enforceRateLimit(em, this.clock, USER_RATE_LIMITS.subscription, user.id, "You're starting subscriptions");
    const pkg = await this.packages.findSubscription(em);
    const account = await findSubscriptionAccount(em, user.id);
    if (account?.isSubscribed) throw paymentError('ALREADY_SUBSCRIBED', 'You already have an active subscription.');
    const customerId = await this.provider.ensureCustomer(em, user, account?.providerCustomerId ?? null);
    if (customerId !== account?.providerCustomerId) await recordProviderCustomer(em, user.id, customerId);
    return this.provider.createSubscription(em, {
      userId: user.id,
      customerId,
      package: pkg,
      idempotencyKey: `subscription:${user.id}:${requestKey}`,
    });
  }

  /** Ends the subscription now: the credits of the months already paid stay. Returns the new balance. */
  async cancel(em: EntityManager, user: User): Promise<CreditsView> {
    const account = await findSubscriptionAccount(em, user.id);
    if (!account?.isSubscribed || !account.subscriptionId) throw paymentError('NOT_SUBSCRIBED', "You don't have a subscription to cancel.");
    const subscription = await this.provider.cancelSubscription(em, account.subscriptionId);
    await recordSubscriptionState(em, user.id, toState(subscription));
    return this.credits.get(em, user.id);
  }

  /** Stripe's paid invoices, the first and every renewal: each adds the package's credits once. */
  async fulfilInvoice(em: EntityManager, invoice: StripeInvoice): Promise<void> {
    if (!invoice.paid || invoice.subscriptionId === null || invoice.customerId === null) return;
    const userId = await this.userOfCustomer(em, invoice.customerId);
    await this.creditPaidMonth(em, userId, invoice.id, invoice.amountPaid, invoice.currency);
  }

  /** Stripe's subscription events: the subscription's current state goes on the credits row. */
  async syncSubscription(em: EntityManager, subscription: StripeSubscription): Promise<void> {
    const userId = await this.userOfCustomer(em, subscription.customerId);
    await recordSubscriptionState(em, userId, toState(subscription));
  }

  /** Test mode has no webhook: paying the first invoice credits it and starts the subscription at once. */
  async recordFirstPayment(em: EntityManager, userId: string, intent: ProviderPaymentIntent, subscription: ProviderSubscription) {
    await this.creditPaidMonth(em, userId, intent.id, intent.amountReceived, intent.currency);
    await recordSubscriptionState(em, userId, toState(subscription));
  }

  private async creditPaidMonth(em: EntityManager, userId: string, paymentId: string, amount: number, currency: string) {
    const pkg = await this.packages.findSubscription(em);
    if (currency !== pkg.currency || amount < pkg.price) throw paymentFailed(`Payment ${paymentId} does not pay for the subscription.`);
    await fulfilPayment(
      em,
      {
        provider: this.provider.name,
        providerPaymentId: paymentId,
        userId,
        packageId: pkg.id,
        amount,
        currency,
        credits: pkg.credits,
      },
      this.metrics,
    );
  }

  private async userOfCustomer(em: EntityManager, customerId: string): Promise<string> {
    const userId = await findUserIdByProviderCustomer(em, customerId);
    if (userId === null) throw paymentError('UNKNOWN_CUSTOMER', `No user has the payment customer ${customerId}.`);
    return userId;
  }
}
