import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { UserRole } from '../../lib/access-rules.js';

registerEnumType(UserRole, { name: 'UserRole' });

@ObjectType({ simpleResolvers: true, description: 'The signed-in user.' })
export class Viewer {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  username!: string;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => String, { nullable: true })
  displayName!: string | null;

  @Field(() => String, { nullable: true })
  photoURL!: string | null;

  @Field(() => UserRole)
  role!: UserRole;

  @Field(() => Boolean)
  isPremium!: boolean;
}

@ObjectType('Profile', { simpleResolvers: true })
export class ProfileObject {
  @Field(() => String, { nullable: true })
  firstName!: string | null;

  @Field(() => String, { nullable: true })
  lastName!: string | null;

  @Field(() => String, { nullable: true })
  careerGoal!: string | null;

  @Field(() => String, { nullable: true })
  linkedinUrl!: string | null;

  @Field(() => String, { nullable: true })
  portfolioDetails!: string | null;
}

@InputType()
export class ProfileInput {
  @Field(() => String, { nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  lastName?: string | null;

  @Field(() => String, { nullable: true })
  careerGoal?: string | null;

  @Field(() => String, { nullable: true })
  linkedinUrl?: string | null;

  @Field(() => String, { nullable: true })
  portfolioDetails?: string | null;
}
