import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { UserRole } from '../users/user.entity.js';

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

@ObjectType({ simpleResolvers: true, description: 'What the web app needs to know about how this server is set up.' })
export class AppConfig {
  @Field(() => String, { nullable: true })
  googleClientId!: string | null;

  @Field(() => String, { nullable: true })
  stripePublishableKey!: string | null;

  @Field(() => Boolean)
  devSignIn!: boolean;

  @Field(() => Boolean)
  paymentsTestMode!: boolean;
}
