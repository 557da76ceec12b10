import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('Credits', { simpleResolvers: true })
export class CreditsBalance {
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

  @Field(() => Boolean)
  isPremium!: boolean;

  @Field(() => Boolean)
  isSubscribed!: boolean;

  @Field(() => String, { nullable: true })
  subscriptionStatus!: string | null;

  @Field(() => Date, { nullable: true })
  nextBillingDate!: Date | null;
}
