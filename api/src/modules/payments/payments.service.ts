import { confirmPurchaseSchema, createPaymentIntentSchema, testCardPaymentSchema } from '@firstwords/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../lib/clock.js';
import { enforceRateLimit, USER_RATE_LIMITS } from '../../lib/rate-limit.js';
import { parseInput } from '../../lib/validation.js';
import type { AppMetrics } from '../../lib/metrics.js';
import type { CreditPackagesService } from '../credits/credit-packages.service.js';
import type { User } from '../users/user.entity.js';
import { fulfilPayment } from './payment-fulfilment.js';
import { type PaymentProvider, type ProviderPaymentIntent } from './payment-provider.js';
import { requestIdempotencyKey } from './payments.schemas.js';
import type { SubscriptionsService } from './subscriptions.service.js';
import { paymentError, paymentFailed } from './payments.errors.js';

export interface CreatedPaymentIntent {
  clientSecret: string;
  paymentIntentId: string;
}

export interface PurchaseResult {
  success: true;
  creditsAdded: number;
}

/** One-off credit packages: start a payment, then credit it once it is paid. */
export class PaymentsService {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly packages: CreditPackagesService,
    private readonly subscriptions: SubscriptionsService,
    private readonly clock: Clock,
    private readonly metrics?: AppMetrics,
  ) {}

  /** The amount, currency and credits come from the package, never from the request. */
  async createPaymentIntent(em: EntityManager, user: User, input: unknown, idempotencyHeader?: string): Promise<CreatedPaymentIntent> {
    const { packageId } = parseInput(createPaymentIntentSchema, input);
    await enforceRateLimit(em, this.clock, USER_RATE_LIMITS.paymentIntent, user.id, "You're starting payments");
    const requestKey = requestIdempotencyKey(idempotencyHeader);
    const pkg = await this.packages.findPurchasable(em, packageId);
    const intent = await this.provider.createPaymentIntent(em, {
      amount: pkg.price,
      currency: pkg.currency,
      userId: user.id,
      packageId: pkg.id,
      idempotencyKey: `payment-intent:${user.id}:${pkg.id}:${requestKey}`,
    });
    return { clientSecret: intent.clientSecret, paymentIntentId: intent.id };
  }

  /** Asks the provider, never the client, whether the payment went through; safe to call any number of times. */
  async confirmPurchase(em: EntityManager, user: User, input: unknown): Promise<PurchaseResult> {
    const { paymentIntentId, userId } = parseInput(confirmPurchaseSchema, input);
    await enforceRateLimit(em, this.clock, USER_RATE_LIMITS.purchaseConfirmation, user.id, "You're confirming purchases");
    if (userId !== undefined && userId !== user.id) throw paymentError('NOT_YOUR_PAYMENT', 'You can only confirm your own purchases.');
    const intent = await this.provider.retrievePaymentIntent(em, paymentIntentId);
    if (intent === null) throw paymentError('PAYMENT_NOT_FOUND', 'This payment was not found.');
    if (intent.userId !== user.id) throw paymentError('NOT_YOUR_PAYMENT', 'This payment belongs to another account.');
    return this.fulfilIntent(em, intent);
  }

  /** Credits a paid intent's package exactly once, whether the client or the webhook reports it first. */
  async fulfilIntent(em: EntityManager, intent: ProviderPaymentIntent): Promise<PurchaseResult> {
    if (intent.status !== 'succeeded') throw paymentFailed('Payment has not been completed.');
    const pkg = intent.packageId ? await this.packages.findById(em, intent.packageId) : null;
    if (pkg === null || pkg.isSubscription || intent.userId === null)
      throw paymentError('NOT_A_PACKAGE_PAYMENT', 'This payment is not for a credit package.');
    if (intent.amountReceived !== pkg.price || intent.currency !== pkg.currency) {
      throw paymentFailed('The amount paid does not match the package. Please contact support.');
    }
    await fulfilPayment(
      em,
      {
        provider: this.provider.name,
        providerPaymentId: intent.id,
        userId: intent.userId,
        packageId: pkg.id,
        amount: intent.amountReceived,
        currency: intent.currency,
        credits: pkg.credits,
      },
      this.metrics,
    );
    return { success: true, creditsAdded: pkg.credits };
  }

  /** The built-in card form of test mode; absent (404) when Stripe takes the payments. */
  async payWithTestCard(em: EntityManager, user: User, input: unknown): Promise<{ paymentIntentId: string; status: string }> {
    const { cardForm } = this.provider;
    if (!cardForm) throw paymentError('TEST_MODE_ONLY', 'Not found');
    const { clientSecret, cardNumber } = parseInput(testCardPaymentSchema, input);
    await enforceRateLimit(em, this.clock, USER_RATE_LIMITS.testCardPayment, user.id, "You're paying");
    const { intent, subscription } = await cardForm.payWithCard(em, user.id, clientSecret, cardNumber);
    // Stripe would now send the invoice and subscription events; test mode records them at once.
    if (subscription) await this.subscriptions.recordFirstPayment(em, user.id, intent, subscription);
    return { paymentIntentId: intent.id, status: intent.status };
  }
}
