import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { signedInUser } from '../users/signed-in-user.js';
import { CreditsBalance } from './credits.types.js';

@Resolver()
export class CreditsResolver {
  @Query(() => CreditsBalance)
  credits(@Ctx() ctx: GraphQLContext): Promise<CreditsBalance> {
    return ctx.services.credits.get(ctx.em, signedInUser(ctx).id);
  }
}
