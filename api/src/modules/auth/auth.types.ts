import { Field, ObjectType } from 'type-graphql';

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
