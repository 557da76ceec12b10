import { Field, Int, ObjectType } from 'type-graphql';

/**
 * Where a person stands with premium and a subscription: the same fields on their balance and in the admin's list.
 * The types that extend it take its fields; nothing answers it on its own, so the schema leaves it out.
 */
@ObjectType({ simpleResolvers: true })
export class CreditStanding {
  @Field(() => Boolean)
  isPremium!: boolean;

  @Field(() => Boolean)
  isSubscribed!: boolean;

  @Field(() => String, { nullable: true })
  subscriptionStatus!: string | null;
}

@ObjectType('Credits', { simpleResolvers: true })
export class CreditsBalance extends CreditStanding {
  @Field(() => Int, { description: 'Free plus purchased credits; -1 means unlimited (premium).' })
  remaining!: number;

  @Field(() => Boolean)
  unlimited!: boolean;

  @Field(() => Int)
  dailyAllowance!: number;

  @Field(() => Int)
  freeRemaining!: number;

  @Field(() => Int)
  purchasedRemaining!: number;

  @Field(() => Date, { nullable: true })
  nextBillingDate!: Date | null;
}
