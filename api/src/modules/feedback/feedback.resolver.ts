import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { signedInUser, type GraphQLContext } from '../../graphql/context.js';
import { FeedbackInput } from './feedback.types.js';

@Resolver()
export class FeedbackResolver {
  @Mutation(() => Boolean)
  async submitFeedback(@Arg('input', () => FeedbackInput) input: FeedbackInput, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.feedback.submit(ctx.em, signedInUser(ctx), input);
    return true;
  }
}
