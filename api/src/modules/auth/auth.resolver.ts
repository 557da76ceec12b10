import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { AppConfig } from './auth.types.js';

@Resolver()
export class AuthResolver {
  @Query(() => AppConfig)
  appConfig(@Ctx() { services: { config } }: GraphQLContext): AppConfig {
    return {
      googleClientId: config.google.clientId ?? null,
      stripePublishableKey: config.stripe.publishableKey ?? null,
      devSignIn: config.devSignIn,
      paymentsTestMode: config.paymentsTestMode,
    };
  }
}
