import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { ProfileInput, ProfileObject } from './profile.types.js';
import { signedInUser } from '../../graphql/context.js';

@Resolver()
export class ProfileResolver {
  @Query(() => ProfileObject)
  profile(@Ctx() ctx: GraphQLContext): ProfileObject {
    return ctx.services.profiles.get(signedInUser(ctx));
  }

  @Mutation(() => ProfileObject)
  updateProfile(@Arg('input', () => ProfileInput) input: ProfileInput, @Ctx() ctx: GraphQLContext): Promise<ProfileObject> {
    return ctx.services.profiles.update(ctx.em, signedInUser(ctx), input);
  }
}
