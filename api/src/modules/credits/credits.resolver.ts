import { Ctx, Query, Resolver } from 'type-graphql';
import { signedInCaller, type GraphQLContext } from '../../graphql/context.js';
import { CreditsBalance } from './credits.types.js';

@Resolver()
export class CreditsResolver {
  @Query(() => CreditsBalance)
  credits(@Ctx() ctx: GraphQLContext): Promise<CreditsBalance> {
    return ctx.services.credits.get(ctx.em, signedInCaller(ctx).id);
  }
}
