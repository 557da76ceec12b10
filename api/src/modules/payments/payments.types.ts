import { Field, Int, ObjectType } from 'type-graphql';
import type { CreatedPaymentIntent, PurchaseResult as PurchaseResultView } from './payments.service.js';

@ObjectType({ simpleResolvers: true })
export class PaymentIntent implements CreatedPaymentIntent {
  @Field(() => String)
  clientSecret!: string;

  @Field(() => String)
  paymentIntentId!: string;
}

@ObjectType({ simpleResolvers: true })
export class PurchaseResult implements PurchaseResultView {
  @Field(() => Boolean)
  success!: true;

  @Field(() => Int)
  creditsAdded!: number;
}
