import type { EntityManager } from '@mikro-orm/postgresql';
import type { CreditPackage } from '../credits/credit-package.entity.js';

/** A payment as the provider reports it; `userId` and `packageId` come from the metadata we set. */
export interface ProviderPaymentIntent {
  id: string;
  clientSecret: string;
  /** succeeded once paid; anything else means not (yet) paid. */
  status: string;
  amountReceived: number;
  currency: string;
  userId: string | null;
  packageId: string | null;
}

export interface NewPaymentIntent {
  amount: number;
  currency: string;
  userId: string;
  packageId: string;
  idempotencyKey: string;
}

export interface ProviderSubscription {
  id: string;
  status: string;
  /** When the next invoice is due; null once the subscription has ended. */
  currentPeriodEnd: Date | null;
}

export interface NewSubscription {
  userId: string;
  customerId: string;
  package: CreditPackage;
  idempotencyKey: string;
}

export interface StartedSubscription {
  subscriptionId: string;
  /** Confirms the first invoice's payment on the client. */
  clientSecret: string;
}

export interface CardPayment {
  intent: ProviderPaymentIntent;
  /** Set when the payment was a subscription's first invoice, which starts the subscription. */
  subscription: ProviderSubscription | null;
}

/** A card form of the provider's own, where the API itself takes the card number. */
export interface CardForm {
  payWithCard(em: EntityManager, userId: string, clientSecret: string, cardNumber: string): Promise<CardPayment>;
}

/** Stripe, or the built-in test mode: the services never know which. */
export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  /** Only test mode has one; Stripe takes cards in its own form, on the client. */
  readonly cardForm?: CardForm;
  createPaymentIntent(em: EntityManager, intent: NewPaymentIntent): Promise<ProviderPaymentIntent>;
  /** Null when the provider has no such payment. */
  retrievePaymentIntent(em: EntityManager, id: string): Promise<ProviderPaymentIntent | null>;
  ensureCustomer(em: EntityManager, user: { id: string; email?: string | null }, existingCustomerId: string | null): Promise<string>;
  createSubscription(em: EntityManager, subscription: NewSubscription): Promise<StartedSubscription>;
  cancelSubscription(em: EntityManager, subscriptionId: string): Promise<ProviderSubscription>;
}

/** Provider statuses under which the user is subscribed (past_due: Stripe is still retrying the card). */
const SUBSCRIBED_STATUSES = new Set(['active', 'trialing', 'past_due']);

export function isSubscribedStatus(status: string): boolean {
  return SUBSCRIBED_STATUSES.has(status);
}
