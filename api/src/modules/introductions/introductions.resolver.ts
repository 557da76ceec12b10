import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { signedInCaller, signedInUser, type GraphQLContext } from '../../graphql/context.js';
import type { Draft } from '../generation/index.js';
import { toIntroductionView, toRatingView, type IntroductionSummaryView, type IntroductionView } from './introduction.view.js';
import type { Page, RatedIntroduction, StartedWriting, WatchedWriting } from './introductions.service.js';
import {
  GenerateIntroductionInput,
  IntroductionObject,
  IntroductionPageObject,
  IntroductionRatingObject,
  IntroductionSummaryPageObject,
  RateIntroductionInput,
} from './introductions.types.js';
import { DraftObject, IntroductionWritingEventObject } from './writing/writing.types.js';

/** What a page holds unless asked otherwise (up to MAX_LIST_PAGE): the cost limit counts a page by its limit. */
const GRAPHQL_PAGE = 20;
const pageComplexity = ({ args, childComplexity }: { args: { limit?: number }; childComplexity: number }) =>
  1 + (args.limit ?? GRAPHQL_PAGE) * childComplexity;

/** An introduction's view; drafts read with it are kept for its `drafts` field. */
const view = ({ introduction, myRating, drafts }: RatedIntroduction): IntroductionView & { readDrafts?: Draft[] | null } => ({
  ...toIntroductionView(introduction, myRating),
  ...(drafts !== undefined && { readDrafts: drafts }),
});

export const STREAM_ARGUMENT = {
  defaultValue: false,
  description: 'Answer as soon as the writing starts, without the new texts; introductionWriting then streams them as they are written.',
};

/** A started writing's answer: with `stream`, the introduction at once; otherwise once its texts are stored. */
export async function answerWriting(ctx: GraphQLContext, stream: boolean, started: StartedWriting): Promise<IntroductionView> {
  const { introductions } = ctx.services;
  const user = signedInUser(ctx);
  return view(stream ? await introductions.rated(ctx.em, user, started) : await introductions.whenWritten(ctx.em, user, started));
}

type WritingEventPayload = IntroductionWritingEventObject | { failure: unknown };

/** The service's updates as the subscription's events; a failed writing is the last event, as its error. */
async function* writingEvents(ctx: GraphQLContext, id: number): AsyncGenerator<WritingEventPayload> {
  let updates: AsyncGenerator<WatchedWriting>;
  try {
    updates = await ctx.services.introductions.watch(ctx.em, signedInUser(ctx), id);
    for await (const update of updates) {
      yield update.kind === 'draft'
        ? { draft: update.draft, introduction: null }
        : { draft: null, introduction: view(update.introduction) };
    }
  } catch (failure) {
    yield { failure };
  }
}

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
    const page = await ctx.services.introductions.list(ctx.em, signedInCaller(ctx), { limit, cursor });
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
    return ctx.services.introductions.listSummaries(ctx.em, signedInCaller(ctx), { limit, cursor });
  }

  @Query(() => IntroductionObject)
  async introduction(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext): Promise<IntroductionView> {
    return view(await ctx.services.introductions.get(ctx.em, signedInUser(ctx), id));
  }

  @Mutation(() => IntroductionObject, { description: 'Writes the four texts of new answers, for one credit.' })
  async generateIntroduction(
    @Arg('input', () => GenerateIntroductionInput) input: GenerateIntroductionInput,
    @Arg('stream', () => Boolean, STREAM_ARGUMENT) stream: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<IntroductionView> {
    return answerWriting(ctx, stream, await ctx.services.introductions.startGeneration(ctx.em, signedInUser(ctx), input));
  }

  @Mutation(() => IntroductionObject, { description: 'New texts for the same answers, for one credit.' })
  async regenerateIntroduction(
    @Arg('id', () => Int) id: number,
    @Arg('stream', () => Boolean, STREAM_ARGUMENT) stream: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<IntroductionView> {
    return answerWriting(ctx, stream, await ctx.services.introductions.startRegeneration(ctx.em, signedInUser(ctx), id));
  }

  @FieldResolver(() => [DraftObject], {
    nullable: true,
    description: 'The texts being written, as they stand (introductionWriting follows them); null when no writing runs.',
  })
  async drafts(
    @Root() introduction: IntroductionView & { readDrafts?: Draft[] | null },
    @Ctx() ctx: GraphQLContext,
  ): Promise<Draft[] | null> {
    if (introduction.readDrafts !== undefined) return introduction.readDrafts;
    return ctx.services.introductions.drafts(ctx.em, signedInUser(ctx), introduction.id);
  }

  @Subscription(() => IntroductionWritingEventObject, {
    description: "The writing of one of the caller's introductions as it goes on; with nothing being written, the last event at once.",
    subscribe: ({ args, context }: SubscribeResolverData<unknown, { id: number }, GraphQLContext>) => writingEvents(context, args.id),
  })
  introductionWriting(
    @Root() event: WritingEventPayload,
    // Read by `subscribe`; declared here for the schema.
    @Arg('id', () => Int) _id: number,
  ): IntroductionWritingEventObject {
    if ('failure' in event) throw event.failure;
    return event;
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
