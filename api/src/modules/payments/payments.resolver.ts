import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import type { CreditsView } from '../credits/credits.service.js';
import { CreditsBalance } from '../credits/credits.types.js';
import { signedInUser } from '../../graphql/context.js';
import type { CreatedPaymentIntent, PurchaseResult as PurchaseResultView } from './payments.service.js';
import { PaymentIntent, PurchaseResult } from './payments.types.js';

@Resolver()
export class PaymentsResolver {
  @Mutation(() => PaymentIntent)
  createPaymentIntent(@Arg('packageId', () => String) packageId: string, @Ctx() ctx: GraphQLContext): Promise<CreatedPaymentIntent> {
    return ctx.services.payments.createPaymentIntent(ctx.em, signedInUser(ctx), { packageId }, ctx.req.get('idempotency-key'));
  }

  @Mutation(() => PurchaseResult)
  confirmPurchase(@Arg('paymentIntentId', () => String) paymentIntentId: string, @Ctx() ctx: GraphQLContext): Promise<PurchaseResultView> {
    return ctx.services.payments.confirmPurchase(ctx.em, signedInUser(ctx), { paymentIntentId });
  }

  @Mutation(() => CreditsBalance)
  cancelSubscription(@Ctx() ctx: GraphQLContext): Promise<CreditsView> {
    return ctx.services.subscriptions.cancel(ctx.em, signedInUser(ctx));
  }
}
