import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedInUser, type GraphQLContext } from '../../graphql/context.js';
import { signalWhenClientLeaves } from '../../lib/client-gone.js';
import {
  toIntroductionView,
  toRatingView,
  type IntroductionSummaryView,
  type IntroductionView,
} from './introduction.view.js';
import type { RatedIntroduction } from './introductions.service.js';
import {
  GenerateIntroductionInput,
  IntroductionObject,
  IntroductionRatingObject,
  IntroductionSummaryObject,
  RateIntroductionInput,
} from './introductions.types.js';

const view = ({ introduction, myRating }: RatedIntroduction): IntroductionView => toIntroductionView(introduction, myRating);

@Resolver(() => IntroductionObject)
export class IntroductionsResolver {
  @Query(() => [IntroductionObject], { description: "The signed-in user's introductions, newest first." })
  async introductions(@Ctx() ctx: GraphQLContext): Promise<IntroductionView[]> {
    return (await ctx.services.introductions.list(ctx.em, signedInUser(ctx))).map(view);
  }

  @Query(() => [IntroductionSummaryObject], {
    description: "The signed-in user's introductions, newest first, as the dashboard lists them: a preview, not the texts.",
  })
  async introductionSummaries(@Ctx() ctx: GraphQLContext): Promise<IntroductionSummaryView[]> {
    return ctx.services.introductions.listSummaries(ctx.em, signedInUser(ctx));
  }

  @Query(() => IntroductionObject)
  async introduction(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext): Promise<IntroductionView> {
    return view(await ctx.services.introductions.get(ctx.em, signedInUser(ctx), id));
  }

  @Mutation(() => IntroductionObject)
  async generateIntroduction(
    @Arg('input', () => GenerateIntroductionInput) input: GenerateIntroductionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<IntroductionView> {
    return view(await ctx.services.introductions.generate(ctx.em, signedInUser(ctx), input, signalWhenClientLeaves(ctx.req, ctx.res)));
  }

  @Mutation(() => IntroductionObject, { description: 'A new text for the same answers, for one credit.' })
  async regenerateIntroduction(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext): Promise<IntroductionView> {
    return view(await ctx.services.introductions.regenerate(ctx.em, signedInUser(ctx), id, signalWhenClientLeaves(ctx.req, ctx.res)));
  }

  @Mutation(() => Boolean)
  async deleteIntroduction(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.introductions.delete(ctx.em, signedInUser(ctx), id);
    return true;
  }

  @Mutation(() => IntroductionRatingObject)
  async rateIntroduction(
    @Arg('input', () => RateIntroductionInput) input: RateIntroductionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<IntroductionRatingObject> {
    return toRatingView(await ctx.services.introductions.rate(ctx.em, signedInUser(ctx), input));
  }
}
