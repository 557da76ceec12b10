import { randomInt } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../lib/clock.js';
import {
  type CardForm,
  type CardPayment,
  type NewPaymentIntent,
  type NewSubscription,
  type PaymentProvider,
  type ProviderPaymentIntent,
  type ProviderSubscription,
  type StartedSubscription,
} from './payment-provider.js';
import { TestPaymentIntent } from './test-payment-intent.entity.js';
import { paymentError, paymentFailed } from './payments.errors.js';

const PAYING_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Stripe's shapes: 24 random letters and digits after a prefix such as `pi_` or `_secret_`. */
function randomChars(): string {
  return Array.from({ length: 24 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

function addOneMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** The built-in payment provider of development: no network, payments paid with a test card number. */
export class TestPaymentProvider implements PaymentProvider, CardForm {
  readonly name = 'test' as const;
  readonly cardForm: CardForm = this;

  constructor(private readonly clock: Clock) {}

  async createPaymentIntent(em: EntityManager, intent: NewPaymentIntent): Promise<ProviderPaymentIntent> {
    return toPaymentIntent(await this.insertIntent(em, intent, null));
  }

  async retrievePaymentIntent(em: EntityManager, id: string): Promise<ProviderPaymentIntent | null> {
    const row = await em.findOne(TestPaymentIntent, { id }, { refresh: true });
    return row && toPaymentIntent(row);
  }

  async ensureCustomer(_em: EntityManager, _user: { id: string }, existingCustomerId: string | null): Promise<string> {
    return existingCustomerId ?? `cus_${randomChars()}`;
  }

  async createSubscription(em: EntityManager, subscription: NewSubscription): Promise<StartedSubscription> {
    const { package: pkg, userId, idempotencyKey } = subscription;
    const row = await this.insertIntent(
      em,
      { amount: pkg.price, currency: pkg.currency, userId, packageId: pkg.id, idempotencyKey },
      `sub_${randomChars()}`,
    );
    return { subscriptionId: row.subscriptionId ?? '', clientSecret: row.clientSecret };
  }

  /** Like Stripe, a cancelled subscription's open invoices can no longer be paid. */
  async cancelSubscription(em: EntityManager, subscriptionId: string): Promise<ProviderSubscription> {
    await em.nativeUpdate(TestPaymentIntent, { subscriptionId, status: { $ne: 'succeeded' } }, { status: 'canceled' });
    return { id: subscriptionId, status: 'canceled', currentPeriodEnd: null };
  }

  /** The built-in card form: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. */
  async payWithCard(em: EntityManager, userId: string, clientSecret: string, cardNumber: string): Promise<CardPayment> {
    const row = await em.findOne(TestPaymentIntent, { clientSecret }, { refresh: true });
    if (row === null) throw paymentError('PAYMENT_NOT_FOUND', 'This payment was not found. Please start again.');
    if (row.user.id !== userId) throw paymentError('NOT_YOUR_PAYMENT', 'This payment belongs to another account.');
    const digits = cardNumber.replace(/\s+/g, '');
    if (digits === DECLINED_CARD) throw paymentFailed('Your card was declined.');
    if (digits !== PAYING_CARD)
      throw paymentError('CARD_NUMBER_INVALID', 'Your card number is invalid.', {
        fieldErrors: { cardNumber: 'Your card number is invalid.' },
      });
    if (row.status === 'canceled') throw paymentFailed('This subscription was cancelled. Please subscribe again.');
    // Paid already: nothing is charged again, and a subscription it started is not revived.
    if (row.status === 'succeeded') return { intent: toPaymentIntent(row), subscription: null };
    await em.nativeUpdate(TestPaymentIntent, { id: row.id }, { status: 'succeeded', amountReceived: row.amount });
    const paid = await em.findOneOrFail(TestPaymentIntent, { id: row.id }, { refresh: true });
    const subscription = paid.subscriptionId
      ? { id: paid.subscriptionId, status: 'active', currentPeriodEnd: addOneMonth(this.clock.now()) }
      : null;
    return { intent: toPaymentIntent(paid), subscription };
  }

  /** Like Stripe, the same idempotency key gives back the same intent. */
  private async insertIntent(em: EntityManager, intent: NewPaymentIntent, subscriptionId: string | null): Promise<TestPaymentIntent> {
    const id = `pi_${randomChars()}`;
    try {
      await em.insert(TestPaymentIntent, {
        id,
        clientSecret: `${id}_secret_${randomChars()}`,
        user: intent.userId,
        package: intent.packageId,
        amount: intent.amount,
        currency: intent.currency,
        subscriptionId,
        idempotencyKey: intent.idempotencyKey,
        // A native insert: no flush, so the clock is set here.
        createdAt: this.clock.now(),
      });
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
    return em.findOneOrFail(TestPaymentIntent, { idempotencyKey: intent.idempotencyKey });
  }
}

function toPaymentIntent(row: TestPaymentIntent): ProviderPaymentIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status,
    amountReceived: row.amountReceived,
    currency: row.currency,
    userId: row.user.id,
    packageId: row.package.id,
  };
}
