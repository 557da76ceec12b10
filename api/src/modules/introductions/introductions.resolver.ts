import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedInUser, type GraphQLContext } from '../../graphql/context.js';
import { signalWhenClientLeaves } from '../../lib/client-gone.js';
import { toIntroductionView, toRatingView, type IntroductionSummaryView, type IntroductionView } from './introduction.view.js';
import type { Page, RatedIntroduction } from './introductions.service.js';
import {
  GenerateIntroductionInput,
  IntroductionObject,
  IntroductionPageObject,
  IntroductionRatingObject,
  IntroductionSummaryPageObject,
  RateIntroductionInput,
} from './introductions.types.js';

/** What a page holds unless asked otherwise (up to MAX_LIST_PAGE): the cost limit counts a page by its limit. */
const GRAPHQL_PAGE = 20;
const pageComplexity = ({ args, childComplexity }: { args: { limit?: number }; childComplexity: number }) =>
  1 + (args.limit ?? GRAPHQL_PAGE) * childComplexity;

const view = ({ introduction, myRating }: RatedIntroduction): IntroductionView => toIntroductionView(introduction, myRating);

@Resolver(() => IntroductionObject)
export class IntroductionsResolver {
  @Query(() => IntroductionPageObject, {
    description: "The signed-in user's introductions, newest first, a page at a time.",
    complexity: pageComplexity,
  })
  async introductions(
    @Ctx() ctx: GraphQLContext,
    @Arg('limit', () => Int, { defaultValue: GRAPHQL_PAGE }) limit: number,
    @Arg('cursor', () => String, { nullable: true }) cursor?: string | null,
  ): Promise<Page<IntroductionView>> {
    const page = await ctx.services.introductions.list(ctx.em, signedInUser(ctx), { limit, cursor });
    return { items: page.items.map(view), nextCursor: page.nextCursor };
  }

  @Query(() => IntroductionSummaryPageObject, {
    description: "The signed-in user's introductions, newest first, as the dashboard lists them: a preview, not the texts.",
    complexity: pageComplexity,
  })
  async introductionSummaries(
    @Ctx() ctx: GraphQLContext,
    @Arg('limit', () => Int, { defaultValue: GRAPHQL_PAGE }) limit: number,
    @Arg('cursor', () => String, { nullable: true }) cursor?: string | null,
  ): Promise<Page<IntroductionSummaryView>> {
    return ctx.services.introductions.listSummaries(ctx.em, signedInUser(ctx), { limit, cursor });
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
    return view(await ctx.services.introductions.generate(ctx.em, signedInUser(ctx), input, signalWhenClientLeaves(ctx.res)));
  }

  @Mutation(() => IntroductionObject, { description: 'A new text for the same answers, for one credit.' })
  async regenerateIntroduction(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext): Promise<IntroductionView> {
    return view(await ctx.services.introductions.regenerate(ctx.em, signedInUser(ctx), id, signalWhenClientLeaves(ctx.res)));
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
