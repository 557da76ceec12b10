import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Credits } from '../credits/credits.entity.js';
import { AppConfig, Viewer } from './auth.types.js';

@Resolver()
export class AuthResolver {
  @Query(() => Viewer, { nullable: true, description: 'The signed-in user, or null.' })
  async me(@Ctx() { em, user }: GraphQLContext): Promise<Viewer | null> {
    if (user === null) return null;
    const credits = await em.findOne(Credits, { user: user.id }, { fields: ['isPremium'] });
    return {
      id: user.id,
      username: user.username,
      email: user.email ?? null,
      displayName: user.displayName ?? null,
      photoURL: user.profileImageUrl ?? null,
      role: user.role,
      isPremium: credits?.isPremium ?? false,
    };
  }

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
