import { DEFAULT_PAGE_SIZE } from '@firstwords/contracts';
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { AdminIntroductionPage, AdminStats, AdminUser, AdminUserPage, RatingAverage } from './admin.types.js';

@Resolver()
export class AdminResolver {
  @Query(() => AdminStats)
  adminStats(@Ctx() ctx: GraphQLContext): Promise<AdminStats> {
    return ctx.services.admin.stats(ctx.em);
  }

  @Query(() => AdminUserPage)
  adminUsers(
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Arg('limit', () => Int, { defaultValue: DEFAULT_PAGE_SIZE }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminUserPage> {
    return ctx.services.admin.users(ctx.em, { offset, limit });
  }

  @Query(() => AdminIntroductionPage)
  adminIntroductions(
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Arg('limit', () => Int, { defaultValue: DEFAULT_PAGE_SIZE }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminIntroductionPage> {
    return ctx.services.admin.introductions(ctx.em, { offset, limit });
  }

  @Mutation(() => AdminUser)
  setUserPremium(
    @Arg('userId', () => ID) userId: string,
    @Arg('isPremium', () => Boolean) isPremium: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminUser> {
    return ctx.services.admin.setPremium(ctx.em, { userId, isPremium });
  }
}

@Resolver(() => AdminIntroductionPage)
export class AdminIntroductionPageResolver {
  // Read only when asked for: a list page that does not show the chart does not pay for it.
  @FieldResolver(() => [RatingAverage], { description: 'Average rating per purpose and writer, over every rating.' })
  ratings(@Ctx() ctx: GraphQLContext): Promise<RatingAverage[]> {
    return ctx.services.admin.ratings(ctx.em);
  }
}
