import type { EntityManager } from '@mikro-orm/postgresql';
import Stripe from 'stripe';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { reversePayment } from './payment-reversal.js';
import { markEventProcessed } from './payments.queries.js';
import type { PaymentsService } from './payments.service.js';
import { toInvoice, toPaymentIntent, type StripePaymentProvider } from './stripe-provider.js';
import type { SubscriptionsService } from './subscriptions.service.js';
import { invalidWebhookSignature } from './payments.errors.js';

type EventHandler = (em: EntityManager) => Promise<unknown>;

const idOf = (reference: string | { id: string } | null): string | null =>
  typeof reference === 'string' ? reference : (reference?.id ?? null);

/**
 * Stripe's events: paid intents and invoices add credits, refunds and disputes take unspent ones back,
 * subscription changes update the credits row.
 */
export class StripeWebhookService {
  constructor(
    private readonly stripe: StripePaymentProvider,
    private readonly webhookSecret: string,
    private readonly payments: PaymentsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly logger: Logger,
  ) {}

  /** Verifies one delivery and applies its event at most once, however often Stripe delivers it. */
  async handle(em: EntityManager, payload: unknown, signature: string | undefined): Promise<void> {
    const event = this.verify(payload, signature);
    const apply = await this.handlerFor(event);
    if (apply === null) return;
    await em.transactional(async (tx) => {
      // Concurrent deliveries of one event wait here on the primary key; all but one find it taken.
      if (!(await markEventProcessed(tx, event.id, event.type))) return;
      try {
        await apply(tx);
      } catch (error) {
        // A payment that cannot be credited (wrong amount, unknown customer) is not mended by a retry; an event about a
        // payment that has not arrived yet is, so it is refused unrecorded.
        if (!(error instanceof AppError) || error.reason === 'PAYMENT_NOT_YET_RECORDED') throw error;
        this.logger.warn({ eventId: event.id, eventType: event.type, reason: error.message }, 'Stripe event not applied');
      }
    });
  }

  private verify(payload: unknown, signature: string | undefined): Stripe.Event {
    if (!Buffer.isBuffer(payload) || !signature) throw invalidWebhookSignature();
    try {
      return this.stripe.constructEvent(payload, signature, this.webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw invalidWebhookSignature();
      throw error;
    }
  }

  private async handlerFor(event: Stripe.Event): Promise<EventHandler | null> {
    switch (event.type) {
      case 'payment_intent.succeeded': {
        const intent = toPaymentIntent(event.data.object);
        // A subscription invoice's own payment carries none of our metadata: its invoice.paid credits it.
        return intent.packageId === null ? null : (tx) => this.payments.fulfilIntent(tx, intent);
      }
      case 'invoice.paid':
      case 'invoice.payment_succeeded': {
        const invoice = toInvoice(event.data.object);
        return (tx) => this.subscriptions.fulfilInvoice(tx, invoice);
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        // Events may arrive out of order: record the subscription as it is now, not as the event saw it.
        const current = await this.stripe.retrieveSubscription(event.data.object.id);
        return (tx) => this.subscriptions.syncSubscription(tx, current);
      }
      case 'charge.refunded': {
        const charge = event.data.object;
        const providerPaymentId = idOf(charge.payment_intent);
        const share = charge.amount > 0 ? charge.amount_refunded / charge.amount : 1;
        return providerPaymentId === null ? null : (tx) => reversePayment(tx, { providerPaymentId, reason: 'refund', share });
      }
      case 'charge.dispute.created': {
        const providerPaymentId = idOf(event.data.object.payment_intent);
        return providerPaymentId === null ? null : (tx) => reversePayment(tx, { providerPaymentId, reason: 'dispute', share: 1 });
      }
      default:
        return null;
    }
  }
}
