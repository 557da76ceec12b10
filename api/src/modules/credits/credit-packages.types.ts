import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { CreditPackageView } from './credit-packages.service.js';

@ObjectType('CreditPackage', { simpleResolvers: true })
export class CreditPackageType implements CreditPackageView {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  description!: string;

  @Field(() => Int)
  credits!: number;

  @Field(() => Int, { description: 'Minor units (pence).' })
  price!: number;

  @Field(() => String)
  currency!: string;

  @Field(() => Boolean)
  isSubscription!: boolean;

  @Field(() => Boolean)
  bestValue!: boolean;
}
