import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { ProfileInput, ProfileObject, Viewer } from './profile.types.js';
import { Credits } from '../credits/credits.entity.js';
import { toUserView } from '../users/user.view.js';
import { signedInUser } from '../../graphql/context.js';
import { clearSessionCookie } from '../auth/session-cookie.js';

@Resolver()
export class ProfileResolver {
  @Query(() => Viewer, { nullable: true, description: 'The signed-in user, or null.' })
  async me(@Ctx() { em, user }: GraphQLContext): Promise<Viewer | null> {
    if (user === null) return null;
    const credits = await em.findOne(Credits, { user: user.id }, { fields: ['isPremium'] });
    return { ...toUserView(user), role: user.role, isPremium: credits?.isPremium ?? false };
  }

  @Query(() => ProfileObject)
  profile(@Ctx() ctx: GraphQLContext): ProfileObject {
    return ctx.services.profiles.get(signedInUser(ctx));
  }

  @Mutation(() => ProfileObject)
  updateProfile(@Arg('input', () => ProfileInput) input: ProfileInput, @Ctx() ctx: GraphQLContext): Promise<ProfileObject> {
    return ctx.services.profiles.update(ctx.em, signedInUser(ctx), input);
  }

  @Mutation(() => Boolean, { description: "Deletes the caller's account and everything in it; payments stay on record without it." })
  async deleteAccount(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.profiles.deleteAccount(ctx.em, signedInUser(ctx));
    clearSessionCookie(ctx.res, ctx.services.config);
    return true;
  }
}
