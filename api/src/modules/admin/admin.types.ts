import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { CreditStanding } from '../credits/credits.types.js';

@ObjectType({ simpleResolvers: true, description: 'How many introductions were written for one purpose.' })
export class PurposeCount {
  @Field(() => String)
  purpose!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ simpleResolvers: true, description: 'How many introductions were written on one UTC day.' })
export class DayCount {
  @Field(() => String, { description: 'YYYY-MM-DD (UTC)' })
  day!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ simpleResolvers: true, description: 'How people rated the texts of one purpose from one writer.' })
export class RatingAverage {
  @Field(() => String, { description: 'linkedin, job, pitch or business' })
  purpose!: string;

  @Field(() => String, { description: 'offline, openai, person (their own edit) or unknown (rated before versions were kept)' })
  writer!: string;

  @Field(() => Float, { description: 'From 1 to 5, to two decimals' })
  average!: number;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ simpleResolvers: true, description: 'An introduction as the admin lists show it: who wrote it, for what, when.' })
export class AdminIntroduction {
  @Field(() => Int)
  id!: number;

  @Field(() => ID)
  userId!: string;

  @Field(() => String, { nullable: true })
  username!: string | null;

  @Field(() => String)
  purpose!: string;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType({ simpleResolvers: true })
export class AdminStats {
  @Field(() => Int)
  totalUsers!: number;

  @Field(() => Int)
  totalIntroductions!: number;

  @Field(() => Int, { description: 'Introductions written for a job advert or event description.' })
  tailoredIntroductions!: number;

  @Field(() => Int, { description: 'Texts shared by link now (a stopped link no longer counts).' })
  sharedTexts!: number;

  @Field(() => Int)
  freeCreditsUsed!: number;

  @Field(() => Int)
  premiumUsers!: number;

  @Field(() => Int)
  subscribedUsers!: number;

  @Field(() => Int, { description: 'Premium and not subscribed: a subscription does not make a person premium.' })
  premiumOnlyUsers!: number;

  @Field(() => [PurposeCount])
  introductionTypes!: PurposeCount[];

  @Field(() => [AdminIntroduction])
  recentIntroductions!: AdminIntroduction[];
}

@ObjectType({ simpleResolvers: true, description: 'A user as the admin list shows them.' })
export class AdminUser extends CreditStanding {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  username!: string;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => String, { nullable: true })
  firstName!: string | null;

  @Field(() => String, { nullable: true })
  lastName!: string | null;

  @Field(() => Int, { description: 'Free plus purchased credits left today; -1 means unlimited (premium).' })
  remainingCredits!: number;

  @Field(() => Int, { description: 'Purchased credits taken back after refunds and disputes.' })
  creditsReversed!: number;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType({ simpleResolvers: true })
export class AdminUserPage {
  @Field(() => [AdminUser])
  items!: AdminUser[];

  @Field(() => Int)
  total!: number;
}

@ObjectType({ simpleResolvers: true })
export class AdminIntroductionPage {
  @Field(() => [AdminIntroduction])
  items!: AdminIntroduction[];

  @Field(() => Int)
  total!: number;

  @Field(() => [DayCount], { description: 'The last 30 UTC days, oldest first, days without introductions as 0.' })
  introsByDay!: DayCount[];
}
